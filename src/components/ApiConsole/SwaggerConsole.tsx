import React, {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import spec from '@jaqpot/openapi-console-spec';
import {CONSOLE_SERVERS, isSandbox, PRODUCTION_URL, SANDBOX_URL} from './servers';
import {useLabelledSelects} from '../a11y/use-labelled-selects';
import {CONSOLE_LAYOUT, consoleLayoutPlugin} from './layout';
import {RememberControl, useRememberedAuthorization, type SwaggerSystem} from './remember';
import {sandboxNotePlugin} from './sandbox/SandboxNote';
import './swagger-theme.css';

const selectName = (select: HTMLSelectElement) =>
  select.id === 'servers'
    ? 'Server'
    : select.classList.contains('examples-select-element')
      ? 'Example'
      : select.closest('label')?.textContent?.trim() || 'Option';

/** The sandbox's code (openapi-backend and the ledger) loads at the first request to it. */
const loadSandbox = () => import('./sandbox/fetch');

type SwaggerRequest = {url: string; userFetch?: (url: string, request: object) => Promise<Response>};

/** Requests to the sandbox server are answered in the page: Swagger UI's fetch is the sandbox's. */
function requestInterceptor(request: SwaggerRequest): SwaggerRequest {
  if (isSandbox(request.url)) {
    request.userFetch = async (url, init) => (await loadSandbox()).sandboxFetch(url, init);
  }
  return request;
}

/**
 * Swagger UI's own dark theme applies under `html.dark-mode`: the class follows the site's colour
 * mode while the console is on the page.
 */
function useSwaggerDarkMode(): void {
  const dark = useColorMode().colorMode === 'dark';
  useEffect(() => {
    document.documentElement.classList.toggle('dark-mode', dark);
    return () => document.documentElement.classList.remove('dark-mode');
  }, [dark]);
}

/**
 * Swagger UI on the contract, with the server choice of servers.ts (the sandbox first), the
 * sandbox's note on its answers, and an authorization remembered only when the reader asks.
 * Loaded only in the browser.
 */
export default function SwaggerConsole(): React.ReactElement {
  const withServers = useMemo(() => ({...spec, servers: CONSOLE_SERVERS}), []);
  const root = useRef<HTMLDivElement>(null);
  const system = useRef<SwaggerSystem | null>(null);
  const [server, setServer] = useState(SANDBOX_URL);
  const auth = useRememberedAuthorization();
  const plugins = useMemo(() => [consoleLayoutPlugin, sandboxNotePlugin, auth.plugin], [auth.plugin]);
  useLabelledSelects(root, selectName);
  useSwaggerDarkMode();

  const onComplete = useCallback(
    (sys: SwaggerSystem) => {
      system.current = sys;
      auth.restore(sys);
    },
    [auth],
  );
  // The server select is Swagger UI's: follow it to say where requests go.
  const onChange = useCallback((event: React.ChangeEvent<HTMLDivElement>) => {
    const target = event.target as unknown as HTMLSelectElement;
    if (target.id === 'servers') setServer(target.value);
  }, []);
  const useRealApi = () => {
    system.current?.oas3Actions?.setSelectedServer(PRODUCTION_URL);
    setServer(PRODUCTION_URL);
  };
  // "Try it out" means a request is coming: the sandbox starts loading then.
  const onClickCapture = (event: React.MouseEvent) => {
    if ((event.target as Element).closest('.try-out__btn')) void loadSandbox();
  };

  return (
    <div className="jaqpot-swagger" ref={root} onChange={onChange} onClickCapture={onClickCapture}>
      <div className="jaqpot-console-bar">
        {isSandbox(server) ? (
          <p>
            Requests go to the <strong>sandbox</strong>: it answers in your browser from the API contract, with no
            account and no network.{' '}
            <button type="button" className="button button--sm button--outline button--primary" onClick={useRealApi}>
              Send requests to the Jaqpot API instead
            </button>
          </p>
        ) : (
          <p>
            Requests go to <strong>{server}</strong>, with the authorization you enter.
          </p>
        )}
        <RememberControl remember={auth.remember} choose={auth.choose} forget={auth.forget} />
      </div>
      <SwaggerUI
        spec={withServers}
        docExpansion="none"
        defaultModelsExpandDepth={-1}
        persistAuthorization={false}
        tryItOutEnabled={false}
        plugins={plugins}
        layout={CONSOLE_LAYOUT}
        requestInterceptor={requestInterceptor}
        onComplete={onComplete}
      />
    </div>
  );
}
