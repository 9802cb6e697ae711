/**
 * Redoc running in the browser, in a React root of its own inside the reference's element (loaded
 * by ClientReference.tsx only when needed: Redoc and the contract are most of the page's code).
 * Over the server's markup it hydrates, keeping every element: the reader's focus and the
 * element they pressed stay where they were.
 */
import React, {useLayoutEffect} from 'react';
import {createRoot, hydrateRoot, type Root} from 'react-dom/client';
import {AppStore, Redoc, history, type RedocRawOptions} from 'redoc';
import spec from '@jaqpot/openapi-spec';
import type {ModeOptions} from './options';

export type LiveReference = {
  /** Renders the reference in the other colour mode; resolves once it shows. */
  setDark: (dark: boolean) => Promise<void>;
  unmount: () => void;
};

/**
 * Redoc scrolls to the section the URL's hash names when it builds a store and when it mounts.
 * That is right when it renders a page the reader has just opened, and wrong when it takes over a
 * page the reader has been reading, or changes colour mode: it would jump back to the hash. While
 * `hashHidden` is above 0, Redoc reads the hash as empty.
 */
const readHash = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(history), 'currentId')!.get!;
let hashHidden = 0;
Object.defineProperty(history, 'currentId', {
  configurable: true,
  get: () => (hashHidden > 0 ? '' : readHash.call(history)),
});

function hidingHash<T>(run: () => T): T {
  hashHidden++;
  try {
    return run();
  } finally {
    hashHidden--;
  }
}

/** Redoc, and a call once React has put it on the page (after Redoc's own mount). */
function Reference({store, onShown}: {store: AppStore; onShown: (store: AppStore) => void}): React.ReactElement {
  useLayoutEffect(() => onShown(store), [store, onShown]);
  return <Redoc store={store} />;
}

export function startReference(
  container: HTMLElement,
  {hydrate, options, dark, specUrl}: {hydrate: boolean; options: ModeOptions; dark: boolean; specUrl: string},
): {live: LiveReference; shown: Promise<void>} {
  const storeFor = (mode: RedocRawOptions) => hidingHash(() => new AppStore(spec, specUrl, mode));
  const waiting = new Map<AppStore, () => void>();
  const onShown = (store: AppStore) => {
    waiting.get(store)?.();
    waiting.delete(store);
  };
  const render = (root: Root, store: AppStore) => {
    const shown = new Promise<void>((resolve) => waiting.set(store, resolve));
    root.render(<Reference store={store} onShown={onShown} />);
    return shown;
  };

  let root: Root;
  let store: AppStore;
  let shownDark: boolean;
  let shown: Promise<void>;
  if (hydrate) {
    // The server rendered light mode: hydration starts from the same store. Redoc mounts during
    // hydration's commit, which `onShown` closes; the hash stays hidden until then.
    store = storeFor(options.light);
    shownDark = false;
    hashHidden++;
    shown = new Promise<void>((resolve) => waiting.set(store, resolve)).finally(() => hashHidden--);
    root = hydrateRoot(container, <Reference store={store} onShown={onShown} />);
  } else {
    store = storeFor(dark ? options.dark : options.light);
    shownDark = dark;
    root = createRoot(container);
    shown = render(root, store);
  }

  // One change at a time: an update while React hydrates would make it render everything anew.
  let queue = shown;
  const live: LiveReference = {
    setDark(next) {
      queue = queue.then(async () => {
        if (next === shownDark) return;
        shownDark = next;
        const previous = store;
        store = storeFor(next ? options.dark : options.light);
        await render(root, store);
        previous.dispose();
      });
      return queue;
    },
    unmount() {
      // Not while React commits the page that removes the reference.
      setTimeout(() => root.unmount());
    },
  };
  return {live, shown: live.setDark(dark)};
}
