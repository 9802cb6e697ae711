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
 * A click on a link while the step back is on its way: the browser would take the step after the
 * link's navigation and undo it. The click waits for the step, then is made again.
 */
function holdClicksUntil(landed: Promise<void>): () => void {
  const hold = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!link || event.defaultPrevented) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    void landed.then(() => (link as HTMLElement).click());
  };
  window.addEventListener('click', hold, true);
  return () => window.removeEventListener('click', hold, true);
}

/**
 * Leaves the modal's entry if it is still the current one (closed without Back or a hit). Checked
 * after the closing click's own navigation: a hit or "See all" replaces the entry first. A page
 * the reader leaves for meanwhile (a link to a file, another site) is not held back by the step.
 */
export function leaveModalEntry(): void {
  let unloading = false;
  const onUnload = () => (unloading = true);
  window.addEventListener('beforeunload', onUnload);
  leaving = new Promise((done) => {
    setTimeout(() => {
      window.removeEventListener('beforeunload', onUnload);
      if (unloading || !isModalEntry()) return done();
      const landed = new Promise<void>((land) => window.addEventListener('popstate', () => land(), {once: true}));
      const release = holdClicksUntil(landed);
      void landed.then(() => {
        release();
        done();
      });
      window.history.back();
    }, 0);
  });
}
