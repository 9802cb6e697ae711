/**
 * Content-Security-Policy violations of a browser context's pages: the `securitypolicyviolation`
 * events they fire and the console's CSP messages, kept per page across its navigations.
 */
import type {BrowserContext, Page} from 'playwright-core';

const recorded = new WeakMap<Page, string[]>();

function listOf(page: Page): string[] {
  if (!recorded.has(page)) recorded.set(page, []);
  return recorded.get(page)!;
}

/** From now on, every page of `context` records its violations (read them with `policyViolations`). */
export async function recordPolicyViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__reportPolicyViolation', ({page}, text: string) => listOf(page).push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as {__reportPolicyViolation: (text: string) => void}).__reportPolicyViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  context.on('console', (message) => {
    const page = message.page();
    if (page && /Content Security Policy/i.test(message.text())) listOf(page).push(message.text());
  });
}

/** The violations `page` has recorded since `recordPolicyViolations`. */
export function policyViolations(page: Page): string[] {
  return [...listOf(page)];
}
