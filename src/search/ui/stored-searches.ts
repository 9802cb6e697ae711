/**
 * DocSearch keeps the reader's recent and favourite searches in localStorage and renders their
 * titles and texts as HTML. Whatever wrote those entries (a browser extension, another page of
 * the origin, an older version of the site), they are made safe before DocSearch reads them,
 * each time the modal opens: every text is escaped but for the `<mark>` tags the engine writes,
 * a hit whose URL is not a web URL or a site path is dropped, and the `_snippetResult` and
 * `_highlightResult` DocSearch never stores are left out.
 */
import {safeHref} from '../hit-links';
import {LEVELS} from '../types';

const PREFIXES = ['__DOCSEARCH_RECENT_SEARCHES__', '__DOCSEARCH_FAVORITE_SEARCHES__'];
const TYPES = new Set(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']);
/** Fields DocSearch renders as HTML; other fields are kept only as plain values. */
const TEXT_FIELDS = ['content'] as const;

/** HTML with no markup but `<mark>` and `</mark>`; entities kept, a bare `&` escaped. */
export function markOnly(html: string): string {
  return html
    .split(/(<\/?mark>)/)
    .map((part) =>
      /^<\/?mark>$/.test(part)
        ? part
        : part
            .replace(/&(?!(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);)/gi, '&amp;')
            .replace(/</g, '&lt;')
            .replace(/>/g, '&gt;')
            .replace(/"/g, '&quot;'),
    )
    .join('');
}

const text = (value: unknown): string | null => (typeof value === 'string' ? markOnly(value) : null);

/** A stored hit as DocSearch may render it, or null when it cannot be one. */
export function storedHit(value: unknown): Record<string, unknown> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const hit = value as Record<string, unknown>;
  if (typeof hit.objectID !== 'string' || typeof hit.url !== 'string' || !TYPES.has(hit.type as string)) return null;
  if (safeHref(hit.url) !== hit.url) return null;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(hit)) {
    // Plain values only; DocSearch's own underscored fields are never stored.
    if (!key.startsWith('_') && ['string', 'number', 'boolean'].includes(typeof field)) out[key] = field;
  }
  const hierarchy = (hit.hierarchy ?? {}) as Record<string, unknown>;
  out.hierarchy = Object.fromEntries(LEVELS.map((level) => [level, text(hierarchy[level])]));
  for (const field of TEXT_FIELDS) out[field] = text(hit[field]);
  return out;
}

/** Rewrites DocSearch's stored searches as `storedHit` keeps them. */
export function sanitizeStoredSearches(getStorage: () => Storage = () => window.localStorage): void {
  try {
    // Reading `localStorage` itself throws where storage is blocked.
    const storage = getStorage();
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key || !PREFIXES.some((prefix) => key.startsWith(prefix))) continue;
      let stored: unknown;
      try {
        stored = JSON.parse(storage.getItem(key) ?? '[]');
      } catch {
        stored = [];
      }
      const hits = (Array.isArray(stored) ? stored : []).map(storedHit).filter((hit) => hit !== null);
      storage.setItem(key, JSON.stringify(hits));
    }
  } catch {
    // Storage unavailable: DocSearch then keeps no searches either.
  }
}
