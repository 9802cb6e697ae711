import React, {useEffect, useMemo, useRef} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import spec from '@jaqpot/openapi-console-spec';
import {CONSOLE_SERVERS} from './servers';
import {useLabelledSelects} from '../a11y/use-labelled-selects';
import {CONSOLE_LAYOUT, consoleLayoutPlugin} from './layout';
import './swagger-theme.css';

const selectName = (select: HTMLSelectElement) =>
  select.id === 'servers'
    ? 'Server'
    : select.classList.contains('examples-select-element')
      ? 'Example'
      : select.closest('label')?.textContent?.trim() || 'Option';

const PLUGINS = [consoleLayoutPlugin];

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

/** Swagger UI on the contract, with the server choice of servers.ts. Loaded only in the browser. */
export default function SwaggerConsole(): React.ReactElement {
  const withServers = useMemo(() => ({...spec, servers: CONSOLE_SERVERS}), []);
  const root = useRef<HTMLDivElement>(null);
  useLabelledSelects(root, selectName);
  useSwaggerDarkMode();
  return (
    <div className="jaqpot-swagger" ref={root}>
      <SwaggerUI
        spec={withServers}
        docExpansion="none"
        defaultModelsExpandDepth={-1}
        persistAuthorization={false}
        tryItOutEnabled={false}
        plugins={PLUGINS}
        layout={CONSOLE_LAYOUT}
      />
    </div>
  );
}
