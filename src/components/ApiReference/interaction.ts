/**
 * Until Redoc runs, the reference is the server's HTML: it reads, scrolls and follows its links,
 * but its buttons, tabs, menu and selects do nothing. The reader's first pointer press, focus or
 * key inside it starts Redoc; what the reader did meanwhile (clicks, keys on tabs and menu items,
 * a select changed) is kept and done again on the same elements once Redoc has hydrated them, so
 * no click is lost.
 */

type Kept =
  | {kind: 'click'; target: Element; init: MouseEventInit}
  | {kind: 'key'; target: Element; init: KeyboardEventInit}
  | {kind: 'change'; target: HTMLSelectElement; value: string};

export type Interaction = {
  /** Calls `start` now, as the reader's first interaction would (once). */
  startNow: () => void;
  /** Calls `start` again at the next interaction (when starting failed). */
  rearm: () => void;
  /** Stops listening and hands over what the reader did, in order. */
  finish: () => Kept[];
};

/** Keys that operate Redoc's tabs and menu items (which are not buttons). */
const OPERATING_KEYS = new Set(['Enter', ' ', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
/** Elements whose keys the browser turns into clicks or handles itself. */
const NATIVE = 'a[href], button, input, select, textarea, summary';

/** Listens inside `container`; calls `start` once, at the reader's first interaction. */
export function awaitInteraction(container: HTMLElement, start: () => void): Interaction {
  const kept: Kept[] = [];
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    start();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    // A link already does what it says (the reference's own links are anchors on the page).
    if (target.closest('a[href]')) return;
    const {clientX, clientY, screenX, screenY, button, buttons, ctrlKey, shiftKey, altKey, metaKey, detail} = event;
    kept.push({
      kind: 'click',
      target,
      init: {clientX, clientY, screenX, screenY, button, buttons, ctrlKey, shiftKey, altKey, metaKey, detail},
    });
    begin();
  };
  const onKey = (event: KeyboardEvent) => {
    begin();
    const target = event.target as Element;
    if (
      !OPERATING_KEYS.has(event.key) ||
      target.closest(NATIVE) ||
      !target.closest('[role="tab"], [role="menuitem"], [role="button"]')
    )
      return;
    // The page would scroll on Space and the arrows; the key belongs to the widget.
    event.preventDefault();
    const {key, code, keyCode, ctrlKey, shiftKey, altKey, metaKey} = event;
    kept.push({kind: 'key', target, init: {key, code, keyCode, ctrlKey, shiftKey, altKey, metaKey}});
  };
  const onChange = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLSelectElement) kept.push({kind: 'change', target, value: target.value});
    begin();
  };
  const listeners: [string, EventListener][] = [
    ['pointerdown', begin],
    ['focusin', begin],
    ['click', onClick as EventListener],
    ['keydown', onKey as EventListener],
    ['change', onChange],
  ];
  for (const [type, listener] of listeners) container.addEventListener(type, listener, true);
  return {
    startNow: begin,
    rearm: () => {
      started = false;
    },
    finish: () => {
      for (const [type, listener] of listeners) container.removeEventListener(type, listener, true);
      return kept.splice(0);
    },
  };
}

/** Does again what the reader did, on the elements Redoc now runs (skipping any it removed). */
export function replay(kept: Kept[]): void {
  for (const input of kept) {
    if (!input.target.isConnected) continue;
    if (input.kind === 'click') {
      input.target.dispatchEvent(
        new MouseEvent('click', {...input.init, bubbles: true, cancelable: true, composed: true, view: window}),
      );
    } else if (input.kind === 'key') {
      input.target.dispatchEvent(
        new KeyboardEvent('keydown', {...input.init, bubbles: true, cancelable: true, composed: true, view: window}),
      );
    } else {
      // Redoc's state still holds the old choice: the change it missed is sent again.
      input.target.value = input.value;
      input.target.dispatchEvent(new Event('change', {bubbles: true}));
    }
  }
}
