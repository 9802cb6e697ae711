import React, {useMemo, useRef} from 'react';
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import spec from '@jaqpot/openapi-spec';
import {CONSOLE_SERVERS} from './servers';
import {useLabelledSelects} from '../a11y/use-labelled-selects';
import './swagger-theme.css';

const selectName = (select: HTMLSelectElement) =>
  select.id === 'servers'
    ? 'Server'
    : select.classList.contains('examples-select-element')
      ? 'Example'
      : select.closest('label')?.textContent?.trim() || 'Option';

/** Swagger UI on the contract, with the server choice of servers.ts. Loaded only in the browser. */
export default function SwaggerConsole(): React.ReactElement {
  const withServers = useMemo(() => ({...spec, servers: CONSOLE_SERVERS}), []);
  const root = useRef<HTMLDivElement>(null);
  useLabelledSelects(root, selectName);
  return (
    <div className="jaqpot-swagger" ref={root}>
      <SwaggerUI
        spec={withServers}
        docExpansion="none"
        defaultModelsExpandDepth={-1}
        persistAuthorization={false}
        tryItOutEnabled={false}
      />
    </div>
  );
}
