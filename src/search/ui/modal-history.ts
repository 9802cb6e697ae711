/**
 * The open modal owns a history entry, so the browser's Back closes it (on a phone, Back is
 * how a reader leaves an overlay) instead of moving the page underneath.
 */
const KEY = 'searchModal';

export function isModalEntry(): boolean {
  return Boolean((window.history.state as Record<string, unknown> | null)?.[KEY]);
}

/** The step back over the last modal's entry, until the browser has taken it. */
let leaving: Promise<void> = Promise.resolve();

/**
 * Adds the modal's entry (same URL, the router's state kept), once the step back over the last
 * one has landed: a modal opened right after one closed would otherwise share its entry and be
 * closed by that step.
 */
export function pushModalEntry(): Promise<void> {
  return leaving.then(() => {
    if (!isModalEntry()) window.history.pushState({...(window.history.state as object | null), [KEY]: true}, '');
  });
}

/**
 * Leaves the modal's entry if it is still the current one (closed without Back or a hit). Checked
 * after the closing click's own navigation: a hit or "See all" replaces the entry first.
 */
export function leaveModalEntry(): void {
  leaving = new Promise((done) => {
    setTimeout(() => {
      if (!isModalEntry()) return done();
      window.addEventListener('popstate', () => done(), {once: true});
      window.history.back();
    }, 0);
  });
}
