/**
 * Which route of the site a pathname names, and the clean URL of an `.html` form of it.
 * Pure functions over the route paths, so they run in the browser, in the server render
 * and in tests alike.
 */

/** The part of a route tree this module reads (Docusaurus' `@generated/routes`). */
export type RouteNode = {path?: string | readonly string[]; exact?: boolean; routes?: readonly RouteNode[]};

/** Paths of the routes that render a page: the leaves marked `exact`, not the catch-all. */
export function pagePaths(routes: readonly RouteNode[]): string[] {
  return routes.flatMap((route) => [
    ...(route.exact && typeof route.path === 'string' && route.path !== '*' ? [route.path] : []),
    ...pagePaths(route.routes ?? []),
  ]);
}

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

/**
 * The route path that renders `pathname`, matched as React Router does for an `exact`,
 * non-strict, case-insensitive route: `/docs/jaqpotpy` and `/docs/jaqpotpy/` both name
 * `/docs/jaqpotpy/`.
 */
export function routeOf(pathname: string, paths: readonly string[]): string | undefined {
  const wanted = withoutTrailingSlash(pathname).toLowerCase();
  return paths.find((path) => withoutTrailingSlash(path).toLowerCase() === wanted);
}

/** `a.html`, `a/index.html` and `a/index`: the forms static hosts answer with page `a`'s file. */
const HTML_FORM = /(?:\/index)?\.html$|\/index$/;

/**
 * The clean URL (route path, query string, hash) for a location that names a page through
 * one of its `.html` forms or in another letter case (`/docs/GETTING-STARTED`, which React
 * Router would render as the page); undefined when the location is already its route, but for
 * the trailing slash, or names no page (then the not-found page shows at the URL the reader typed).
 */
export function cleanUrl(
  location: {pathname: string; search: string; hash: string},
  paths: readonly string[],
): string | undefined {
  const {pathname, search, hash} = location;
  const route =
    routeOf(pathname, paths) ??
    (HTML_FORM.test(pathname) ? routeOf(pathname.replace(HTML_FORM, ''), paths) : undefined);
  if (route === undefined || withoutTrailingSlash(route) === withoutTrailingSlash(pathname)) return undefined;
  return `${route}${search}${hash}`;
}
