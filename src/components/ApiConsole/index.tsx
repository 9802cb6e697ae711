import React, {lazy, Suspense} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';

// Swagger UI needs the browser and is large: fetch it only when this component renders.
const SwaggerConsole = lazy(() => import('./SwaggerConsole'));

function Loading(): React.ReactElement {
  return (
    <p role="status" aria-live="polite">
      Loading the API console…
    </p>
  );
}

/** The in-browser API console ("Try it out") of the swagger page. */
export default function ApiConsole(): React.ReactElement {
  return (
    <BrowserOnly fallback={<Loading />}>
      {() => (
        <Suspense fallback={<Loading />}>
          <SwaggerConsole />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
