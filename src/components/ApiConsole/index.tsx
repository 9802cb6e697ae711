import React, {lazy, Suspense, useEffect, useRef, useState} from 'react';

// Swagger UI is large: its code and styles load only when the reader reaches the console. The
// alias is SwaggerConsole.tsx in the browser and nothing on the server (plugins/openapi-contract).
const SwaggerConsole = lazy(() => import('@jaqpot/swagger-console'));

/** How far below the viewport the console starts loading, so it is ready when it scrolls in. */
const LOAD_AHEAD = '100px';

function Loading(): React.ReactElement {
  return (
    <p role="status" aria-live="polite">
      Loading the API console…
    </p>
  );
}

/** The in-browser API console ("Try it out") of the swagger page. */
export default function ApiConsole(): React.ReactElement {
  const place = useRef<HTMLDivElement>(null);
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (reached || !element) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setReached(true), {
      rootMargin: LOAD_AHEAD,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [reached]);
  return (
    <div ref={place} className="jaqpot-api-console">
      {reached ? (
        <Suspense fallback={<Loading />}>
          <SwaggerConsole />
        </Suspense>
      ) : (
        <p>
          <button type="button" className="button button--primary" onClick={() => setReached(true)}>
            Load the API console
          </button>
        </p>
      )}
    </div>
  );
}
