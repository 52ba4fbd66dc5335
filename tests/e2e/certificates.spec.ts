/**
 * 憑證管理 in Chromium: the contractor sees the test card bound on first start, unbinds it after confirming,
 * and binds it again through the stand-in card reader's signing service (a wrong PIN first). Screenshots at
 * 1280 and 390 px.
 */
import { expect, test } from '@playwright/test';
import { E2E_SIGNER_PORT } from '../../playwright.config';
import { watchCspViolations } from './support/watch-csp';
import { screenshotAt, signIn } from './support/sign-in';

const SIGNER = `http://127.0.0.1:${E2E_SIGNER_PORT}`;
/** The demo PIN of the test cards (README). */
const PIN = '123456';

test('the contractor unbinds the test card and binds it again with the card reader', async ({ page, request }) => {
  const violations = watchCspViolations(page);
  // The card in the stand-in reader is the contractor's (several test cards share this machine).
  expect((await request.post(`${SIGNER}/select`, { data: { account: 'contractor' } })).ok()).toBe(true);
  await signIn(page, 'contractor');
  await page.goto('/systemManage/CertificateManage');
  const rows = page.getByTestId('certificate-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('張工地');
  await expect(rows.first()).toContainText('使用中');
  // Validity and binding dates in the ROC calendar.
  const rocYear = String(new Date().getFullYear() - 1911);
  await expect(rows.first()).toContainText(rocYear);
  await screenshotAt(page, 'certificates-bound', 1280);
  await screenshotAt(page, 'certificates-bound', 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Unbind, after saying no once.
  await rows.first().getByRole('button', { name: '解除綁定' }).click();
  await page.getByRole('button', { name: '取消' }).click();
  await expect(rows.first()).toContainText('使用中');
  await rows.first().getByRole('button', { name: '解除綁定' }).click();
  await expect(page.getByText('確定要解除「張工地」的憑證')).toBeVisible();
  await page.locator('.ui.modal').getByRole('button', { name: '解除綁定' }).click();
  await expect(rows.first()).toContainText('已解除');

  // Bind again: a wrong PIN is refused in the dialog, the right one binds.
  await page.getByTestId('bind-certificate').click();
  const dialog = page.getByTestId('pin-dialog');
  await expect(dialog).toContainText('請將自然人憑證插入讀卡機');
  await screenshotAt(page, 'certificates-pin', 390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.locator('#card-pin').fill('654321');
  await page.getByTestId('pin-save').click();
  await expect(page.getByTestId('pin-error')).toHaveText('PIN 碼錯誤');
  await dialog.locator('#card-pin').fill(PIN);
  await page.getByTestId('pin-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('憑證綁定成功')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('certificate-table')).toContainText('使用中');
  await expect(page.getByTestId('certificate-table')).toContainText('已解除');
  await screenshotAt(page, 'certificates-rebound', 1280);
  await screenshotAt(page, 'certificates-rebound', 390);
  expect(violations).toEqual([]);
});

test('without the card reader service the page says so in Chinese', async ({ page, request }) => {
  expect((await request.post(`${SIGNER}/select`, { data: { account: 'supervisor' } })).ok()).toBe(true);
  await signIn(page, 'supervisor');
  await page.goto('/systemManage/CertificateManage');
  await expect(page.getByTestId('certificate-row')).toHaveCount(1);
  // The supervisor's own card is already bound: binding it again is refused by the server.
  await page.getByTestId('bind-certificate').click();
  await page.getByTestId('pin-dialog').locator('#card-pin').fill(PIN);
  await page.getByTestId('pin-save').click();
  await expect(page.getByTestId('pin-error')).toHaveText('此憑證已綁定於此帳號');
  // The reader service gone (the browser cannot reach it): the message says what to do.
  await page.route(`${SIGNER}/**`, (route) => route.abort('connectionrefused'));
  await page.getByTestId('pin-dialog').locator('#card-pin').fill(PIN);
  await page.getByTestId('pin-save').click();
  await expect(page.getByTestId('pin-error')).toHaveText('找不到讀卡機簽章元件，請確認已安裝並啟動');
});
