/**
 * "Remember on this device": the console keeps the reader's authorization (the API key pair, or a
 * bearer token) in localStorage only when the reader ticks the box, and forgets it on "Forget" or
 * when the box is unticked. Swagger UI's own `persistAuthorization` stays off: it would keep every
 * authorization without asking. Nothing of it goes into a URL.
 */
import React, {useCallback, useRef, useState} from 'react';

export const AUTH_STORAGE_KEY = 'jaqpot.api-console.authorization';

type Immutable = {toJS: () => Record<string, unknown>; size?: number};
export type SwaggerSystem = {
  authSelectors: {authorized: () => Immutable};
  authActions: {authorize: (auth: Record<string, unknown>) => void; logout: (names: string[]) => void};
  oas3Actions?: {setSelectedServer: (url: string) => void};
};
type AuthAction = (payload: unknown) => unknown;

function read(): Record<string, unknown> | undefined {
  try {
    const text = window.localStorage.getItem(AUTH_STORAGE_KEY);
    const value = text ? (JSON.parse(text) as unknown) : undefined;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function write(value: Record<string, unknown> | undefined): void {
  try {
    if (value && Object.keys(value).length) window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(value));
    else window.localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage refused (a private window, a full disk): the console still works, without memory.
  }
}

/**
 * The Swagger UI plugin and the control's state. The plugin saves the authorizations after each
 * change while `remember` is on; `restore` puts a remembered one back when the console starts.
 */
export function useRememberedAuthorization() {
  // The console renders only in the browser (ApiConsole loads it when reached): storage is there.
  const [remember, setRemember] = useState(() => read() !== undefined);
  const rememberRef = useRef(remember);
  const system = useRef<SwaggerSystem | null>(null);

  const save = useCallback(() => {
    if (rememberRef.current && system.current) write(system.current.authSelectors.authorized().toJS());
  }, []);
  const [plugin] = useState(() => () => {
    // Each action as Swagger UI has it, then a save of what it left.
    const saveAfter = (original: AuthAction, sys: SwaggerSystem) => (payload: unknown) => {
      const result = original(payload);
      system.current = sys;
      save();
      return result;
    };
    return {statePlugins: {auth: {wrapActions: {authorize: saveAfter, logout: saveAfter}}}};
  });

  const restore = useCallback((sys: SwaggerSystem) => {
    system.current = sys;
    const stored = read();
    if (stored) sys.authActions.authorize(stored);
  }, []);

  const choose = useCallback(
    (on: boolean) => {
      rememberRef.current = on;
      setRemember(on);
      if (on) save();
      else write(undefined);
    },
    [save],
  );
  const forget = useCallback(() => {
    rememberRef.current = false;
    setRemember(false);
    write(undefined);
    const sys = system.current;
    if (sys) sys.authActions.logout(Object.keys(sys.authSelectors.authorized().toJS()));
  }, []);
  return {remember, choose, forget, plugin, restore};
}

export function RememberControl({
  remember,
  choose,
  forget,
}: {
  remember: boolean;
  choose: (on: boolean) => void;
  forget: () => void;
}): React.ReactElement {
  return (
    <div className="jaqpot-console-remember">
      <label>
        <input type="checkbox" checked={remember} onChange={(e) => choose(e.target.checked)} /> Remember my
        authorization on this device
      </label>
      {remember && (
        <>
          {' '}
          <button type="button" className="button button--sm button--outline button--secondary" onClick={forget}>
            Forget
          </button>
          <span className="jaqpot-console-remember__hint">Kept in this browser's storage until you press Forget.</span>
        </>
      )}
    </div>
  );
}
