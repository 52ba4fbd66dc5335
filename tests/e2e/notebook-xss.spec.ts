import { expect, test, type Page } from '@playwright/test';
import { E2E_CAPTCHA } from '../../playwright.config';
import { XSS_PAYLOADS } from '../api/admin/xss-payloads';
import { E2E_PASSWORD, signIn as signInPage } from './support/sign-in';

/**
 * Signs in and waits until the layout has verified the token: leaving the page while that call is out
 * would abort it, and the layout takes an aborted verification for a failed one and signs the user out.
 */
async function signIn(page: Page, account: string, password?: string): Promise<void> {
  await signInPage(page, account, password);
  await expect(page.getByText('驗證登入狀態…')).toHaveCount(0);
}

const API = '/TP_PROJECT_SV/api/v1';

/** Fires every event an inline handler could listen to on each element of the note, as a user moving and clicking would. */
async function poke(page: Page, root: string): Promise<void> {
  await page.evaluate((selector) => {
    const types = ['mouseover', 'mouseenter', 'mousemove', 'mousedown', 'mouseup', 'focus', 'blur', 'toggle', 'load', 'error', 'animationstart', 'transitionend'];
    for (const scope of document.querySelectorAll(selector)) {
      for (const el of [scope, ...scope.querySelectorAll('*')]) {
        for (const type of types) el.dispatchEvent(new Event(type, { bubbles: true }));
        // Links that kept an href are plain web links; following one would only leave the page.
        if (!(el instanceof HTMLAnchorElement && el.getAttribute('href'))) (el as HTMLElement).click?.();
      }
    }
  }, root);
  // Timers, refreshes and late loads get their chance before the checks.
  await page.waitForTimeout(250);
}

/** The page holds nothing that can run code or load a document, and no payload set its flag. */
async function expectInert(page: Page, root: string, url: RegExp): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  const active = `${root} script, ${root} iframe, ${root} object, ${root} embed, ${root} svg, ${root} math, ${root} form, ${root} img, ${root} [style], ${root} base, ${root} meta, ${root} link`;
  expect(await page.locator(active).count()).toBe(0);
  // Nothing embedded anywhere on the page either.
  expect(await page.locator('iframe, object, embed, frame').count()).toBe(0);
  const handlers = await page.evaluate((selector) => {
    let found = 0;
    for (const scope of document.querySelectorAll(selector)) {
      for (const el of [scope, ...scope.querySelectorAll('*')]) {
        for (const attr of el.getAttributeNames()) if (attr.startsWith('on')) found += 1;
        const href = el.getAttribute('href');
        // Relative links (the app's own) are fine; any scheme but the web and mail ones is not.
        if (href && /^[a-z][a-z0-9+.-]*:/i.test(href.replace(/^[^a-z]+/i, '')) && !/^(https?:|mailto:|tel:)/i.test(href.trim())) found += 1;
      }
    }
    return found;
  }, root);
  expect(handlers).toBe(0);
  await expect(page).toHaveURL(url);
}

test('none of the OWASP filter-evasion payloads stored in notes runs in Chromium', async ({ page, request }) => {
  test.setTimeout(600_000);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  const login = await request.post(`${API}/Member/Login_User`, { data: { account: 'admin', authword: E2E_PASSWORD, captcha: E2E_CAPTCHA, client: 'e2e-xss-client-0001' } });
  expect(login.status()).toBe(200);
  const user = (await login.json()).data as { token: string; userID: number };
  const create = async (title: string, html: string): Promise<number> => {
    const res = await request.post(`${API}/Member/Create_Personal_Notebook`, {
      headers: { Authorization: `Bearer ${user.token}` },
      data: { title, html_content: html, auth_id: user.userID },
    });
    expect(res.status()).toBe(200);
    return ((await res.json()).data as { note_id: number }).note_id;
  };
  const ids: number[] = [];
  for (const [i, payload] of XSS_PAYLOADS.entries()) ids.push(await create(`XSS ${String(i + 1).padStart(2, '0')}`, payload));
  const hostileTitle = '<img src=x onerror="window.__xss=1;alert(1)"> 全部載荷';
  const combined = await create(hostileTitle, XSS_PAYLOADS.join('\n'));

  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    // Leaving the editor asks before unloading (the leave-edit guard); that prompt is ours, not a payload's.
    if (d.type() === 'beforeunload') return void d.accept();
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  await signIn(page, 'admin');

  for (const id of [...ids, combined]) {
    await page.goto(`/personalNotebook/view/${id}`);
    await expect(page.getByTestId('note-view').getByRole('heading').first()).toBeVisible();
    await poke(page, '[data-testid="note-body"]');
    await expectInert(page, '[data-testid="note-view"] .segment', new RegExp(`/personalNotebook/view/${id}$`));
  }

  // The editor parses the same HTML into its own document; nothing runs there either.
  await page.goto(`/personalNotebook/edit/${combined}`);
  await expect(page.getByTestId('note-editor')).toBeVisible();
  await poke(page, '[data-testid="note-editor"]');
  await expectInert(page, '[data-testid="note-editor"]', new RegExp(`/personalNotebook/edit/${combined}$`));
  // The sanitiser keeps the harmless text around the payloads (an unclosed <svg> swallows what follows it).
  await expect(page.getByTestId('note-editor')).toContainText('xxs link');

  // Titles are text: the list shows the markup literally.
  await page.goto('/personalNotebook');
  await page.locator('#note-keyword').fill('全部載荷');
  await page.getByRole('button', { name: '查詢' }).click();
  await expect(page.getByRole('link', { name: hostileTitle })).toBeVisible();
  await expectInert(page, '[data-testid="notebook-list"] table', /\/personalNotebook$/);

  expect(dialogs).toEqual([]);
});
