import React, {useMemo} from 'react';
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import spec from '@jaqpot/openapi-spec';
import {CONSOLE_SERVERS} from './servers';
import './swagger-theme.css';

/** Swagger UI on the contract, with the server choice of servers.ts. Loaded only in the browser. */
export default function SwaggerConsole(): React.ReactElement {
  const withServers = useMemo(() => ({...spec, servers: CONSOLE_SERVERS}), []);
  return (
    <div className="jaqpot-swagger">
      <SwaggerUI spec={withServers} docExpansion="none" defaultModelsExpandDepth={-1} persistAuthorization={false} tryItOutEnabled={false} />
    </div>
  );
}
