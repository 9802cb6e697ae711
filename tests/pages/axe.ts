import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {Page} from 'playwright-core';

/** Rules that depend on colours: enough in dark mode where only the colours change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeText: string | undefined;
const axeSource = () => (axeText ??= readFileSync(axePath, 'utf8'));

type Violation = {id: string; impact?: string | null; help: string; nodes: {target: string[]}[]};

/**
 * Marks the syntax-highlighting tokens of the site's code blocks, which the colour-contrast rule
 * then skips: every token colour of both code themes is checked against its code background by
 * tests/unit/config.test.ts ("code colours"), exhaustively, so axe checking each of a page's
 * hundreds of token spans again only doubles the run on code pages.
 */
const MARK_CODE_TOKENS = `document.querySelectorAll('.theme-code-block .token-line, .theme-code-block .token').forEach((el) => el.setAttribute('data-prism-token', ''))`;

/**
 * For the run, the page as a reader sees it once it is still. What the browser skips while out of
 * sight (`content-visibility: auto`, the API reference's sections) is laid out: skipped content has
 * a placeholder size, and axe places text by its boxes, so text of a skipped section would land
 * over another section's background. And no colour is half-way through a transition (Redoc's
 * panels and Docusaurus's links ease into a new colour mode), which for skipped content starts
 * only when axe first reads its style.
 */
const HOLD_STILL = `document.head.insertAdjacentHTML('beforeend', '<style data-axe-still>* {content-visibility: visible !important; transition: none !important}</style>')`;
const LET_GO = `document.querySelectorAll('style[data-axe-still]').forEach((s) => s.remove())`;

/**
 * Colour inputs already judged by the colour-contrast rule, shared by a caller that checks many
 * pages of one site (the sweep). The rule costs three quarters of an axe run, and most of a page's
 * text repeats colour inputs: of text on pages checked before it (body copy, the sidebar, the
 * navbar), or of other text on the same page (the API reference's thousands of fields and samples
 * come in a few hundred sets of inputs).
 */
export type ColourMemory = Set<string>;

/**
 * Called with the inputs already judged (`known`): marks the text elements whose colour inputs are
 * among them, or are those of a shown text element before them on the page, with
 * `data-colour-seen`, which the colour-contrast rule then skips, and returns the inputs judged now.
 * The inputs are everything the rule's verdict depends on: text colour, size, weight and shadow,
 * and the colour, image, opacity, filter and blend mode of the element and each ancestor, whose
 * paint is the background behind the text in normal flow. Text in or under an absolutely
 * positioned or fixed element can sit over anything, not only its ancestors, so it is always
 * checked. Hidden text is neither marked nor counted: axe skips it, so its inputs are judged
 * where they show. Marks are written after every style is read: a write between reads would make
 * the browser recompute styles for each element.
 */
const MARK_SEEN_COLOURS = `((known) => {
  const seen = new Set(known);
  const chains = new Map();
  const chain = (el) => {
    if (!el) return '';
    if (chains.has(el)) return chains.get(el);
    const s = getComputedStyle(el);
    const parent = chain(el.parentElement);
    const value = parent === null || s.position === 'absolute' || s.position === 'fixed' ? null :
      parent + '>' + [s.backgroundColor, s.backgroundImage, s.opacity, s.filter, s.mixBlendMode].join(' ');
    chains.set(el, value);
    return value;
  };
  const fresh = new Set();
  const marks = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
    const background = chain(el);
    if (background === null || !el.checkVisibility({visibilityProperty: true, opacityProperty: true})) continue;
    const s = getComputedStyle(el);
    const key = [s.color, s.fontSize, s.fontWeight, s.textShadow, s.webkitTextStrokeWidth, background].join('|');
    if (seen.has(key) || fresh.has(key)) marks.push(el);
    else fresh.add(key);
  }
  for (const el of marks) el.setAttribute('data-colour-seen', '');
  return [...fresh];
})`;

/**
 * WCAG 2 A and AA violations on the page (or inside `include`, or of `rules` only), one line
 * each with where they are. axe-core runs in the page itself, injected once per document (the
 * site has no frames), and collects violations only: a third of the time @axe-core/playwright
 * takes, which also re-injects axe and finishes each run in a second page.
 */
export async function wcagViolations(
  page: Page,
  {include, rules, colourMemory}: {include?: string; rules?: string[]; colourMemory?: ColourMemory} = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // Evaluated, not added as a script element: the site's Content-Security-Policy refuses inline scripts.
    await page.evaluate(axeSource());
    await page.evaluate(() =>
      (window as unknown as {axe: {configure: (c: unknown) => void}}).axe.configure({
        rules: [{id: 'color-contrast', selector: ':not([data-prism-token]):not([data-colour-seen])'}],
      }),
    );
  }
  await page.evaluate(MARK_CODE_TOKENS);
  await page.evaluate(HOLD_STILL);
  const remember = colourMemory && (!rules || rules.includes('color-contrast')) ? colourMemory : undefined;
  const fresh: string[] = remember ? await page.evaluate(`${MARK_SEEN_COLOURS}(${JSON.stringify([...remember])})`) : [];
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
  await page.evaluate(LET_GO);
  if (remember) {
    for (const key of fresh) remember.add(key);
    // The marks go, so that the page's markup is as it was for whoever reads it next.
    await page.evaluate(() =>
      document.querySelectorAll('[data-colour-seen]').forEach((el) => el.removeAttribute('data-colour-seen')),
    );
  }
  return (violations as Violation[]).map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 6)
        .join(', ')}`,
  );
}
