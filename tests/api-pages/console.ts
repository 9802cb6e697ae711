/** The API console as a reader drives it, for the tests of its pages. */
import type {Page} from 'playwright-core';

/** Enters the API key pair in Swagger UI's Authorize dialog, one scheme at a time, and closes it. */
export async function authorizeKeyPair(page: Page, key: string, secret: string): Promise<void> {
  await page.locator('.swagger-ui .btn.authorize').first().click();
  const dialog = page.locator('.dialog-ux .modal-ux');
  for (const [scheme, value] of [
    ['apiKeyAuth', key],
    ['apiSecretAuth', secret],
  ] as const) {
    const form = dialog.locator('.auth-container', {hasText: scheme});
    await form.locator('input').fill(value);
    await form.locator('button.authorize').click();
  }
  await dialog.locator('button.close-modal').click();
}
