/**
 * Where a search hit leads. Site hits become router paths (the theme's
 * `useSearchResultUrlProcessor`); hits that match the configured external-url
 * pattern, or that are absolute URLs on another origin, load directly.
 */

/** Only web URLs, site paths and anchors become links (an index could hold `javascript:`). */
export function safeHref(url: string): string {
  return /^(https?:\/\/|\/(?!\/)|#)/i.test(url) ? url : '#';
}

/** Whether the browser must navigate to the hit itself instead of the router. */
export function isExternalHit(url: string, externalUrlRegex?: string): boolean {
  if (externalUrlRegex && new RegExp(externalUrlRegex).test(url)) return true;
  return /^https?:\/\//i.test(url);
}
