/**
 * Client module: `/docs/getting-started.html`, `/docs/jaqpotpy/index.html`, `/docs/index`
 * (forms the static host answers with the page's own file) become the clean URL before the
 * router reads the address. It runs when the bundle is evaluated, before the first render, so
 * the router, the canonical link, og:url and the search page's `q` all see the clean URL,
 * and a path the router does not know (`/docs/index`) never flashes the not-found page.
 * A route in another letter case (`/docs/GETTING-STARTED`), which our server redirects and other
 * hosts answer with the not-found file, also ends on its route.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {PAGE_PATHS} from './page-paths';
import {cleanUrl} from './routes';

if (ExecutionEnvironment.canUseDOM) {
  const target = cleanUrl(window.location, PAGE_PATHS);
  if (target) window.history.replaceState(window.history.state, '', target);
}
