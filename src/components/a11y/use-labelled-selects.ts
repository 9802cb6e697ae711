import {useEffect, type RefObject} from 'react';

/**
 * Redoc and Swagger UI render `<select>`s without an accessible name (their visible caption is a
 * sibling, not a `<label for>`), and re-render them as the reader opens operations. Names every
 * unnamed select inside `root`, now and whenever the widget adds more.
 */
export function useLabelledSelects(
  root: RefObject<HTMLElement | null>,
  nameOf: (select: HTMLSelectElement) => string,
): void {
  useEffect(() => {
    const container = root.current;
    if (!container) return undefined;
    const label = () => {
      container.querySelectorAll('select').forEach((select) => {
        if (!select.hasAttribute('aria-label') && !hasLabelText(select))
          select.setAttribute('aria-label', nameOf(select));
      });
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(container, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [root, nameOf]);
}

/** Whether a `<label>` of the select has text of its own (Swagger UI wraps the select in an empty one). */
function hasLabelText(select: HTMLSelectElement): boolean {
  return Array.from(select.labels ?? []).some(
    (l) => (l.textContent ?? '').replace(select.textContent ?? '', '').trim().length > 0,
  );
}

/** The caption a widget shows next to a select (e.g. "Example", "Servers"), if any. */
export function visibleCaption(select: HTMLSelectElement, fallback: string): string {
  const wrapper = select.closest('div')?.parentElement;
  const caption = wrapper?.querySelector('span, label')?.textContent?.trim();
  return caption && caption.length < 40 ? caption : fallback;
}
