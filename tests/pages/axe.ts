import {createRequire} from 'node:module';
import type {Page} from 'playwright-core';

/** Rules that depend on colours: enough in dark mode where only the colours change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type Violation = {id: string; impact?: string | null; help: string; nodes: {target: string[]}[]};

/**
 * WCAG 2 A and AA violations on the page (or inside `include`, or of `rules` only), one line
 * each with where they are. axe-core runs in the page itself, injected once per document (the
 * site has no frames), and collects violations only: a third of the time @axe-core/playwright
 * takes, which also re-injects axe and finishes each run in a second page.
 */
export async function wcagViolations(page: Page, {include, rules}: {include?: string; rules?: string[]} = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({path: axePath});
  const runOnly = rules ? {type: 'rule', values: rules} : {type: 'tag', values: ['wcag2a', 'wcag2aa']};
  const violations = await page.evaluate(
    ([context, options]) =>
      (window as unknown as {axe: {run: (c: unknown, o: unknown) => Promise<{violations: unknown}>}}).axe
        .run(context ?? document, options)
        .then((r) => r.violations),
    [include ?? null, {runOnly, resultTypes: ['violations']}] as const,
  );
  return (violations as Violation[]).map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 6).join(', ')}`,
  );
}
