/**
 * Redoc and Swagger UI stay on their own pages: no other route loads their code, and the console
 * page loads Swagger UI only once it renders in the browser.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {firstLoadScripts} from '../../scripts/lib/first-load';
import {buildDir, openSite, readRoutes, type Site} from '../e2e/harness';

const REFERENCE = '/docs/jaqpot-api/documentation/full-api-reference';
const CONSOLE = '/docs/jaqpot-api/documentation/swagger';
/** Strings found only in each library's code. */
const MARKERS = {Redoc: 'API docs by Redocly', 'Swagger UI': 'swaggerHTTPClientConfig'};

const code = new Map<string, string>();
const scriptText = (file: string) => {
  if (!code.has(file)) code.set(file, readFileSync(join(buildDir, file), 'utf8'));
  return code.get(file)!;
};

describe('JavaScript loaded by each page', {concurrency: 4}, () => {
  let site: Site;
  before(async () => {
    site = await openSite();
  });
  after(async () => site?.close());

  const libsIn = async (route: string) => {
    const scripts = await firstLoadScripts(site.browser, site.origin, route);
    assert.ok(scripts.length >= 2, `${route}: no scripts recorded`);
    return Object.entries(MARKERS)
      .filter(([, marker]) => scripts.some((s) => scriptText(s).includes(marker)))
      .map(([name]) => name);
  };

  test('the reference page loads Redoc, the console page Swagger UI (the markers are real)', async () => {
    assert.deepEqual(await libsIn(REFERENCE), ['Redoc']);
    assert.deepEqual(await libsIn(CONSOLE), ['Swagger UI']);
  });

  for (const route of readRoutes().filter((r) => r !== REFERENCE && r !== CONSOLE)) {
    test(`${route} loads neither Redoc nor Swagger UI`, async () => assert.deepEqual(await libsIn(route), []));
  }
});
