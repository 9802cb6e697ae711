/**
 * WCAG 2 A and AA on the two API pages once their interactive parts are rendered (the general
 * axe suite may check the console page before Swagger UI has loaded): the Redoc reference with
 * an operation open, and the Swagger UI console with an operation expanded, in light and dark mode.
 */
import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {wcagViolations} from '../e2e/axe-check';
import {newContext, openSite, type Site} from '../e2e/harness';

const pages: [string, string, (page: Page) => Promise<void>][] = [
  [
    'API reference (Redoc)',
    '/docs/jaqpot-api/documentation/full-api-reference',
    async (page) => {
      await page.waitForSelector('.redocusaurus [data-section-id]');
    },
  ],
  [
    'API console (Swagger UI)',
    '/docs/jaqpot-api/documentation/swagger',
    async (page) => {
      await page.waitForSelector('.swagger-ui .opblock-tag', {timeout: 30000});
      await page.locator('#operations-tag-Models').click();
      await page.locator('#operations-Models-predictWithModel .opblock-summary-control').first().click();
      await page.waitForSelector('#operations-Models-predictWithModel .opblock-body');
    },
  ],
];

for (const mode of ['light', 'dark'] as const) {
  describe(`API pages: accessibility in ${mode} mode`, () => {
    let site: Site;
    before(async () => {
      site = await openSite();
    });
    after(async () => site?.close());

    for (const [name, route, ready] of pages) {
      test(name, async () => {
        const context = await newContext(site);
        await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        const page = await context.newPage();
        await page.goto(route);
        // The reference page hydrates a large Redoc tree: allow for a busy machine.
        await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: 120000});
        await ready(page);
        assert.equal(await page.locator('html').getAttribute('data-theme'), mode);
        const violations = await wcagViolations(page);
        assert.deepEqual(violations, [], `${route} in ${mode} mode`);
        await context.close();
      });
    }
  });
}
