import AxeBuilder from '@axe-core/playwright';
import type {Page} from 'playwright-core';

/** WCAG 2 A and AA violations on the page (or inside `include`), one line each with where they are. */
export async function wcagViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 6).join(', ')}`,
  );
}
