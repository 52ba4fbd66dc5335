/**
 * TPCD single sign-on in Chromium against the test OpenID provider (tests/e2e/support/serve-oidc-provider.ts):
 * the 臺北通／單一登入 button, the provider's login, the not-bound notice, binding by the password sign-in,
 * the bound state on the personal information page, and the next single sign-on going straight in.
 * Screenshots at 1280 and 390 px of the sign-in page with the button and with the notice.
 */
import { expect, test } from '@playwright/test';
import { E2E_CAPTCHA } from '../../playwright.config';
import { TPCD_BOUND, TPCD_LABEL, TPCD_NOT_BOUND } from '../../src/domain/sso/tpcd-messages';
import { E2E_PASSWORD, screenshotAt } from './support/sign-in';

test('a single-sign-on identity is bound by the password sign-in, then signs straight in', async ({ page }) => {
  const subject = `e2e-${Date.now()}`;
  await page.goto('/signin');
  const button = page.getByTestId('tpcd-button');
  await expect(button).toBeVisible();
  await expect(button).toHaveText(TPCD_LABEL);
  await screenshotAt(page, 'signin-sso-button', 1280);
  await screenshotAt(page, 'signin-sso-button', 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Off to the provider: its development login form takes any subject, then asks for consent.
  await button.click();
  await page.locator('input[name="login"]').fill(subject);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();

  // Back on /signin: the code has left the address bar, and the notice asks for the password sign-in.
  const notice = page.getByTestId('tpcd-not-bound');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(TPCD_NOT_BOUND);
  await expect(notice).toContainText(`測試使用者 ${subject}`);
  await expect(page).toHaveURL(/\/signin$/);
  await screenshotAt(page, 'signin-sso-not-bound', 1280);
  await screenshotAt(page, 'signin-sso-not-bound', 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.locator('#account').fill('contractor');
  await page.locator('#authword').fill(E2E_PASSWORD);
  await page.locator('#captcha').fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page.getByText(TPCD_BOUND)).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();

  await page.goto('/personalInformation');
  await expect(page.getByTestId('tpcd-binding')).toContainText('已綁定');

  // Signed out, the same identity now signs in directly (the provider remembers its own session and consent).
  await page.evaluate(() => localStorage.clear());
  await page.goto('/signin');
  await page.getByTestId('tpcd-button').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('tp_session_user') ?? '{}') as { account?: string });
  expect(session.account).toBe('contractor');
});
