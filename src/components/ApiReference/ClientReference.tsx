/**
 * The reference in the browser (the client bundle's `@jaqpot/api-reference-body`, see body.ts).
 *
 * A page loaded from the server already holds the whole reference, styled for both colour modes:
 * hydration keeps it as it is (its elements are declared as raw HTML), and Redoc, with the
 * contract, loads and hydrates it only when the reader first presses, focuses or types inside it
 * (interaction.ts). Reading, scrolling, links and anchors need no script; the page starts without
 * Redoc's code and the work of hydrating thousands of its elements.
 * After a navigation inside the site nothing is on the page yet: Redoc loads and renders at once.
 */
import React, {useEffect, useRef, useState} from 'react';
import {flushSync} from 'react-dom';
import {createStorageSlot, useColorMode} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {awaitInteraction, replay, type Interaction} from './interaction';
import type {LiveReference} from './live';
import {modeOptions, useThemeData} from './options';
import type {BodyProps} from './body';
import {
  chosenLanguage,
  CODE_LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  SAMPLE_STORAGE_KEY,
} from '@site/src/shared/code-languages';

/**
 * Whether the reader has chosen a language whose samples the server's HTML does not show (it shows
 * each operation's first client). Their choice shows once Redoc runs, so Redoc then starts as soon
 * as the browser is idle instead of at the reader's first interaction.
 */
function choiceNotShown(): boolean {
  const chosen = chosenLanguage(
    createStorageSlot(LANGUAGE_STORAGE_KEY).get(),
    createStorageSlot(SAMPLE_STORAGE_KEY).get(),
  );
  return chosen !== undefined && chosen.id !== CODE_LANGUAGES[0]!.id;
}

/** Declares an element's content as raw HTML that React leaves as it finds it. */
const AS_IS = {__html: ''};

/**
 * Where the reference is (redoc-overrides.css styles some of these):
 * - on a page from the server: `static` (its HTML as sent), `starting` (Redoc's code loading after
 *   the reader's first interaction), `hydrating` (Redoc taking the HTML over);
 * - after a navigation inside the site: `loading` (nothing to show until Redoc renders);
 * - then `live`, or `failed` when the code did not load after a navigation (after a page load it
 *   goes back to `static`: the reference still reads, and the next interaction tries again).
 */
export type ReferenceState = 'static' | 'starting' | 'hydrating' | 'loading' | 'live' | 'failed';

/**
 * Runs `change`, which gives sections above the window their real heights instead of guessed
 * ones, and scrolls by as much as that moved what the reader is at (the element they focused,
 * or else the middle of the window). The browser's own scroll anchoring lost its place when the
 * page shrank by hundreds of thousands of pixels: a phone showed the footer.
 */
function keepInPlace(container: HTMLElement, change: () => void): void {
  const focused = document.activeElement;
  const middle = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
  const anchor = [focused, middle].find((e) => e instanceof Element && e !== container && container.contains(e));
  const before = anchor?.getBoundingClientRect().top;
  change();
  if (anchor && before !== undefined) window.scrollBy(0, anchor.getBoundingClientRect().top - before);
}

export default function ClientReference({specUrl, className}: BodyProps): React.ReactElement {
  // False while hydrating the server's page, true after a navigation inside the site.
  const [fromServer] = useState(!useIsBrowser());
  const dark = useColorMode().colorMode === 'dark';
  const data = useThemeData();
  const [state, setState] = useState<ReferenceState>('static');
  const [attempt, setAttempt] = useState(0);
  const styles = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const live = useRef<LiveReference | null>(null);
  // The mode at the moment Redoc starts, which is later than this render.
  const darkNow = useRef(dark);

  useEffect(() => {
    darkNow.current = dark;
    void live.current?.setDark(dark);
  }, [dark]);

  useEffect(() => {
    const element = container.current!;
    let gone = false;
    let interaction: Interaction | undefined;
    const start = async (hydrate: boolean) => {
      setState(hydrate ? 'starting' : 'loading');
      let startReference: typeof import('./live').startReference;
      try {
        ({startReference} = await import('./live'));
      } catch {
        if (gone) return;
        // Offline or a new deployment: the page still reads; the next interaction tries again.
        setState(hydrate ? 'static' : 'failed');
        interaction?.rearm();
        return;
      }
      if (gone) return;
      // Now, not at the reader's press: the page's layout changes (see redoc-overrides.css).
      if (hydrate) keepInPlace(element, () => flushSync(() => setState('hydrating')));
      const started = startReference(element, {
        hydrate,
        options: modeOptions(data, true),
        dark: darkNow.current,
        specUrl,
      });
      live.current = started.live;
      await started.shown;
      if (gone) return;
      // Redoc has put its own styles on the page: the server's copies are no longer needed.
      styles.current?.replaceChildren();
      // Committed before the replay: a menu entry chosen meanwhile scrolls as Redoc places it, without
      // the scroll margin the server's HTML has (redoc-overrides.css), which would double the offset.
      flushSync(() => setState('live'));
      replay(interaction?.finish() ?? []);
    };
    let idle: number | undefined;
    if (fromServer) {
      interaction = awaitInteraction(element, () => void start(true));
      if (choiceNotShown()) idle = requestIdleCallback(() => interaction?.startNow(), {timeout: 2000});
    } else void start(false);
    return () => {
      gone = true;
      if (idle !== undefined) cancelIdleCallback(idle);
      interaction?.finish();
      live.current?.unmount();
    };
  }, [fromServer, data, specUrl, attempt]);

  return (
    <>
      <div className="redocusaurus-styles" ref={styles} dangerouslySetInnerHTML={AS_IS} suppressHydrationWarning />
      <div
        className={className}
        ref={container}
        data-redoc={state}
        aria-busy={state === 'starting' || state === 'hydrating' || state === 'loading' || undefined}
        dangerouslySetInnerHTML={AS_IS}
        suppressHydrationWarning
      />
      {state === 'loading' && (
        <p role="status" aria-live="polite">
          Loading the API reference…
        </p>
      )}
      {state === 'failed' && (
        <p role="alert">
          The API reference could not load.{' '}
          <button type="button" className="button button--link" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </p>
      )}
    </>
  );
}
