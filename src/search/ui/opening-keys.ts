/**
 * Keys typed between the shortcut or click that opens the search modal and its input being on
 * screen. The modal's code may still be loading then; without this, those keys would go to the
 * page and the first letters of a quickly typed query would be lost.
 */

export interface OpeningKeys {
  /** Starts keeping the characters typed outside the modal (and Backspace). */
  start(): void;
  /** Stops keeping them and returns what they spell. */
  take(): string;
}

export function openingKeys(): OpeningKeys {
  let typed: string | null = null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (typed === null || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    // Once the modal's input has the key, it is the reader's typing as usual.
    if (event.target instanceof Element && event.target.closest('.DocSearch-Modal')) return;
    if (event.key.length === 1) typed += event.key;
    else if (event.key === 'Backspace') typed = typed.slice(0, -1);
    else return;
    event.preventDefault();
  };
  return {
    start() {
      if (typed !== null) return;
      typed = '';
      // Capture: the page's own handlers (a focused link, the sidebar) never see these keys.
      window.addEventListener('keydown', onKeyDown, true);
    },
    take() {
      const text = typed ?? '';
      typed = null;
      window.removeEventListener('keydown', onKeyDown, true);
      return text;
    },
  };
}
