/**
 * The open modal owns a history entry, so the browser's Back closes it (on a phone, Back is
 * how a reader leaves an overlay) instead of moving the page underneath.
 */
const KEY = 'searchModal';

export function isModalEntry(): boolean {
  return Boolean((window.history.state as Record<string, unknown> | null)?.[KEY]);
}

/** Adds the modal's entry (same URL, the router's state kept). */
export function pushModalEntry(): void {
  if (!isModalEntry()) window.history.pushState({...(window.history.state as object | null), [KEY]: true}, '');
}

/**
 * Leaves the modal's entry if it is still the current one (closed without Back or a hit). Checked
 * after the closing click's own navigation: a hit or "See all" replaces the entry first.
 */
export function leaveModalEntry(): void {
  setTimeout(() => {
    if (isModalEntry()) window.history.back();
  }, 0);
}
