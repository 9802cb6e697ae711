import {createRequire} from 'node:module';
import type {Page} from 'playwright-core';

/** Rules that depend on colours: enough in dark mode where only the colours change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type Violation = {id: string; impact?: string | null; help: string; nodes: {target: string[]}[]};

/**
 * Marks the syntax-highlighting tokens of the site's code blocks, which the colour-contrast rule
 * then skips: every token colour of both code themes is checked against its code background by
 * tests/unit/config.test.ts ("code colours"), exhaustively, so axe checking each of a page's
 * hundreds of token spans again only doubles the run on code pages.
 */
const MARK_CODE_TOKENS = `document.querySelectorAll('.theme-code-block .token-line, .theme-code-block .token').forEach((el) => el.setAttribute('data-prism-token', ''))`;

/**
 * WCAG 2 A and AA violations on the page (or inside `include`, or of `rules` only), one line
 * each with where they are. axe-core runs in the page itself, injected once per document (the
 * site has no frames), and collects violations only: a third of the time @axe-core/playwright
 * takes, which also re-injects axe and finishes each run in a second page.
 */
export async function wcagViolations(page: Page, {include, rules}: {include?: string; rules?: string[]} = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({path: axePath});
    await page.evaluate(() =>
      (window as unknown as {axe: {configure: (c: unknown) => void}}).axe.configure({
        rules: [{id: 'color-contrast', selector: ':not([data-prism-token])'}],
      }),
    );
  }
  await page.evaluate(MARK_CODE_TOKENS);
  const runOnly = rules ? {type: 'rule', values: rules} : {type: 'tag', values: ['wcag2a', 'wcag2aa']};
  const violations = await page.evaluate(
    ([context, options]) =>
      (window as unknown as {axe: {run: (c: unknown, o: unknown) => Promise<{violations: unknown}>}}).axe
        .run(context ?? document, options)
        .then((r) => r.violations),
    // No preload: it reads every stylesheet for rules outside WCAG 2 A/AA (css-orientation-lock is
    // 2.1), and costs up to a third of a run on a small page.
    [include ?? null, {runOnly, resultTypes: ['violations'], preload: false}] as const,
  );
  return (violations as Violation[]).map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 6).join(', ')}`,
  );
}
