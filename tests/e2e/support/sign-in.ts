/** Signs in through the real sign-in page, typing the e2e captcha answer. */
import { expect, type Page } from '@playwright/test';
import { E2E_CAPTCHA } from '../../../playwright.config';

/** The demo password the e2e server was started with. */
export const E2E_PASSWORD = 'Demo@2026';

/** Fills and submits /signin; waits until the signed-in layout shows. */
export async function signIn(page: Page, account: string, password = E2E_PASSWORD): Promise<void> {
  await page.goto('/signin');
  await page.locator('#account').fill(account);
  await page.locator('#authword').fill(password);
  await page.locator('#captcha').fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: '登入', exact: true }).click();
  // The user menu shows at every width; the side menu hides behind a toggle on phones.
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** Saves a screenshot of the page at the given width into test-results/screenshots. */
export async function screenshotAt(page: Page, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
  await page.waitForTimeout(150);
  await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
}
