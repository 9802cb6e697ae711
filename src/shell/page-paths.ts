/** The site's page paths, read once from the route tree Docusaurus generates. */
import routes from '@generated/routes';
import {pagePaths} from './routes';

export const PAGE_PATHS: readonly string[] = pagePaths(routes);
