import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import {wcagViolations} from './axe-check';
import {gotoHydrated, newContext, openSite, readRoutes, type Site} from './harness';

// The two API pages render their interactive parts after hydration; tests/api-pages/axe.test.ts
// checks them once those parts are on screen, so they are not checked half-built here.
const checkedElsewhere = new Set(['/docs/jaqpot-api/documentation/full-api-reference', '/docs/jaqpot-api/documentation/swagger']);
const routes = readRoutes().filter((route) => !checkedElsewhere.has(route));

for (const mode of ['light', 'dark'] as const) {
  describe(`accessibility (WCAG 2 A and AA) in ${mode} mode`, {concurrency: 3}, () => {
    let site: Site;
    before(async () => {
      site = await openSite();
    });
    after(async () => site?.close());

    for (const route of routes) {
      test(route, async () => {
        const context = await newContext(site);
        await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        const page = await context.newPage();
        await gotoHydrated(page, route);
        assert.equal(await page.locator('html').getAttribute('data-theme'), mode);
        const violations = await wcagViolations(page);
        assert.deepEqual(violations, [], `${route} in ${mode} mode`);
        await context.close();
      });
    }
  });
}
