import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { screenshotAt, signIn } from './support/sign-in';
import { watchCspViolations } from './support/watch-csp';

// The app must work under its Content Security Policy: anything the policy blocks fails the test.
let cspViolations: string[] = [];
test.beforeEach(({ page }) => {
  cspViolations = watchCspViolations(page);
});
test.afterEach(() => {
  expect(cspViolations, 'the Content Security Policy blocked part of the app').toEqual([]);
});

test('the sign-in page shows its title, a captcha image and field errors', async ({ page }) => {
  await page.goto('/signin');
  await expect(page).toHaveTitle('登入');
  const img = page.getByTestId('captcha-image');
  await expect(img).toBeVisible();
  const first = await img.getAttribute('src');
  await page.getByRole('button', { name: '重新產生驗證碼' }).click();
  await expect.poll(() => img.getAttribute('src')).not.toBe(first);
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page.getByText('欄位必須填寫')).toHaveCount(3);
  await screenshotAt(page, 'signin', 1280);
  await screenshotAt(page, 'signin', 390);
});

test('an injected inline script or event handler does not run', async ({ page }) => {
  const response = await page.goto('/signin');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  const injected = await page.evaluate(async () => {
    const w = window as unknown as { injected?: string };
    const script = document.createElement('script');
    script.textContent = "window.injected = 'inline script'";
    document.body.append(script);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="data:," onerror="window.injected = \'event handler\'">';
    document.body.append(holder);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return w.injected ?? null;
  });
  expect(injected).toBeNull();
  await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(2);
  // These two were the point of the test, not a fault of the app.
  cspViolations.length = 0;
});

test('a wrong password is refused with a message and a fresh captcha', async ({ page }) => {
  await page.goto('/signin');
  await page.locator('#account').fill('agency');
  await page.locator('#authword').fill('wrong-password1');
  await page.locator('#captcha').fill('e2e-captcha');
  const before = await page.getByTestId('captcha-image').getAttribute('src');
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page.getByText('帳號或密碼錯誤')).toBeVisible();
  await expect.poll(() => page.getByTestId('captcha-image').getAttribute('src')).not.toBe(before);
  await expect(page).toHaveURL(/\/signin/);
});

test('an agency user signs in, lands on the pre-tender list, sees only their menus and signs out', async ({ page }) => {
  await signIn(page, 'agency');
  await expect(page).toHaveURL(/\/BiddingAward\/A3\/list$/);
  const nav = page.getByRole('navigation', { name: '主選單' });
  await expect(nav.getByText('招標決標', { exact: true })).toBeVisible();
  // Of 系統管理 only their own certificates (codes 53, 57), none of the administration screens.
  await expect(nav.getByText('憑證管理')).toBeVisible();
  for (const screen of ['使用者管理', '群組權限管理', '部門管理', '角色管理', '步驟定義管理']) await expect(nav.getByText(screen)).toHaveCount(0);
  await screenshotAt(page, 'layout-agency', 1280);
  await screenshotAt(page, 'layout-agency', 390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('user-menu').click();
  await page.getByText('登出').click();
  await expect(page).toHaveURL(/\/signin/);
  await page.goto('/dashboard/projectBasic');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fdashboard%2FprojectBasic/);
});

test('a guard sends a contractor to /NoAccess', async ({ page }) => {
  await signIn(page, 'contractor');
  await page.goto('/systemManage/userManage');
  await expect(page).toHaveURL(/\/NoAccess$/);
  await expect(page.getByTestId('no-access')).toContainText('您沒有使用此功能的權限');
  await expect(page.getByRole('navigation', { name: '主選單' }).getByText('使用者管理')).toHaveCount(0);
  await screenshotAt(page, 'no-access', 1280);
  await screenshotAt(page, 'no-access', 390);
});

test('signing in returns to the page that asked for it', async ({ page }) => {
  await page.goto('/dashboard/projectSearch');
  await expect(page).toHaveURL(/redirect=/);
  await page.locator('#account').fill('admin');
  await page.locator('#authword').fill('Demo@2026');
  await page.locator('#captcha').fill('e2e-captcha');
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/projectSearch$/);
});

function newestMail(): string {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  const files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  return readFileSync(path.join(dir, files.at(-1)!), 'utf8');
}

test('a user resets the password from the mail in the outbox and signs in with it', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: '以電子信箱重設密碼' }).click();
  await page.locator('#forget-account').fill('supervisor');
  await page.locator('#forget-email').fill('supervisor@hongyu.example.com.tw');
  await page.getByRole('button', { name: '寄送重設連結' }).click();
  await expect(page.getByText('重設密碼連結已寄至該信箱')).toBeVisible();
  let mail = '';
  await expect.poll(() => (mail = newestMail()).length).toBeGreaterThan(0);
  const flat = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = flat.match(/http:\/\/[^\s"<]+\/forgetauth\?token=[A-Za-z0-9_-]+/)![0];
  await page.goto(link);
  await expect(page.getByText('帳號：')).toContainText('supervisor');
  await page.locator('#new-authword').fill('short');
  await page.locator('#check-authword').fill('short');
  await page.getByRole('button', { name: '設定新密碼' }).click();
  await expect(page.getByText('密碼長度至少 8 碼')).toBeVisible();
  await screenshotAt(page, 'forgetauth', 1280);
  await screenshotAt(page, 'forgetauth', 390);
  await page.locator('#new-authword').fill('Renewed2026');
  await page.locator('#check-authword').fill('Renewed2026');
  await page.getByRole('button', { name: '設定新密碼' }).click();
  await expect(page.getByText('密碼已重設')).toBeVisible();
  await page.goto(link);
  await expect(page.getByText('重設密碼連結已失效或已使用，請重新申請')).toBeVisible();
  await signIn(page, 'supervisor', 'Renewed2026');
  // Other specs sign in as the supervisor with the demo password: put it back.
  await changePassword(page, 'Renewed2026', 'Demo@2026');
});

test('a user changes the password from the user menu', async ({ page }) => {
  await signIn(page, 'contractor');
  await page.getByTestId('user-menu').click();
  await page.getByText('變更密碼').click();
  const dialog = page.getByTestId('change-password-dialog');
  await dialog.locator('#current-authword').fill('Demo@2026');
  await dialog.locator('#new-authword').fill('Contract2026');
  await dialog.locator('#check-authword').fill('Contract2027');
  await dialog.getByRole('button', { name: '變更密碼' }).click();
  await expect(dialog.getByText('兩次輸入的新密碼不一致')).toBeVisible();
  await dialog.locator('#check-authword').fill('Contract2026');
  await dialog.getByRole('button', { name: '變更密碼' }).click();
  await expect(page.getByText('密碼已變更')).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByText('登出').click();
  await signIn(page, 'contractor', 'Contract2026');
  // Other specs sign in as the contractor with the demo password: put it back.
  await changePassword(page, 'Contract2026', 'Demo@2026');
});

/** Changes the signed-in user's password through the user menu's dialog. */
async function changePassword(page: Page, from: string, to: string): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByText('變更密碼').click();
  const dialog = page.getByTestId('change-password-dialog');
  await dialog.locator('#current-authword').fill(from);
  await dialog.locator('#new-authword').fill(to);
  await dialog.locator('#check-authword').fill(to);
  await dialog.getByRole('button', { name: '變更密碼' }).click();
  await expect(page.getByText('密碼已變更')).toBeVisible();
}
