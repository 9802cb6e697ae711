import {existsSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page} from 'playwright-core';
import {withoutServiceWorkers} from '../../scripts/lib/no-service-worker';
import {startStaticServer, type RunningServer} from '../../scripts/lib/static-server';

export const buildDir = resolve(process.env.JAQPOT_BUILD_DIR ?? 'build');

/** Flags that keep Debian's Chromium quiet on a machine without outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function readRoutes(): string[] {
  return readFileSync(resolve('tests/routes.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

export type Site = {server: RunningServer; browser: Browser; origin: string; close: () => Promise<void>};

/** Serves a build (the production one unless `root` names another) under /docs/ and launches Chromium. */
export async function openSite(options: {basePath?: string; root?: string} = {}): Promise<Site> {
  const root = options.root ?? buildDir;
  if (!existsSync(resolve(root, 'index.html'))) {
    throw new Error(`No production build in ${root}: run "npm run build" first.`);
  }
  const server = await startStaticServer({root, basePath: options.basePath ?? '/docs/'});
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  const origin = new URL(server.url).origin;
  return {
    server,
    browser,
    origin,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

export type PageWatch = {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
  outsideRequests: string[];
};

/** Records everything a reader would call broken: console errors, exceptions, failed or outside requests. */
export function watchPage(page: Page, origin: string): PageWatch {
  const watch: PageWatch = {consoleErrors: [], pageErrors: [], failedRequests: [], outsideRequests: []};
  page.on('console', (message) => {
    if (message.type() === 'error') {
      watch.consoleErrors.push(message.text());
    }
  });
  page.on('pageerror', (error) => watch.pageErrors.push(error.message));
  page.on('requestfailed', (request) => {
    watch.failedRequests.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      watch.outsideRequests.push(url);
    }
  });
  return watch;
}

/** A fresh browser profile on the site, without service workers unless the test allows them. */
export async function newContext(site: Site, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await site.browser.newContext({baseURL: site.origin, serviceWorkers: 'block', ...options});
  return options.serviceWorkers === 'allow' ? context : withoutServiceWorkers(context);
}

/** Opens a path and waits until React has hydrated it, so clicks reach the app, not bare HTML. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return response;
}
