// Two people edit the same step (issue 13, no lost updates): the agency clerk and the administrator open A3.1
// of a project of their own; the clerk changes 經費來源 and saves; the administrator, still on the version they
// loaded, changes 備註 and saves, and gets 資料已被他人修改 listing 經費來源; they keep their change on top, save
// again, and 歷程 shows both changes field by field. Screenshots at 1280 and 390 px into /tmp/shots-f/.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { apiToken, createProjectOverApi } from './support/api-project';
import { signIn } from './support/sign-in';

const SHOTS = '/tmp/shots-f';

/** The newest open dialog with the given title (not one fading out). */
function dialog(page: Page, title: string): Locator {
  return page.locator('.ui.dimmer:not([data-closing]) .ui.modal').filter({ hasText: title }).last();
}

/** Opens A3.1 of the project, starting it (the lock reminder) when it is not started yet, and enters editing. */
async function openAndEdit(page: Page, projId: number): Promise<void> {
  await page.goto(`/BiddingAward/A3/processManage/A3_1?proj_id=${projId}`);
  await expect(page.locator('.pw-step-title')).toContainText('採購簽辦及招標方式核定');
  const lock = dialog(page, '提醒您');
  if (await lock.isVisible({ timeout: 3000 }).catch(() => false)) {
    await lock.getByRole('button', { name: '繼續', exact: true }).click();
    await expect(page.locator('.ui.dimmer:not([data-closing]) .ui.modal')).toHaveCount(0);
  }
  await page.getByRole('button', { name: /新增內容|編輯/ }).first().click();
  await expect(page.getByRole('button', { name: '完成編輯' })).toBeVisible();
}

/** 完成編輯, answering the fool-proofing dialog (required fields still empty) with a save as in progress. */
async function finish(page: Page): Promise<void> {
  await page.getByRole('button', { name: '完成編輯' }).click();
  const foolproof = dialog(page, '提醒您');
  const later = foolproof.getByRole('button', { name: /先儲存/ });
  if (await later.isVisible({ timeout: 3000 }).catch(() => false)) await later.click();
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function signedInPage(browser: Browser, account: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

test('the second of two editors gets the conflict dialog, keeps their change on top, and 歷程 shows both', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const project = await createProjectOverApi(request, await apiToken(request, 'agency'), '同時編輯');
  const clerk = await signedInPage(browser, 'agency');
  const admin = await signedInPage(browser, 'admin');

  await openAndEdit(clerk, project.id);
  await openAndEdit(admin, project.id);

  await clerk.getByLabel('經費來源（預算科目）').fill('114年度公務預算');
  await finish(clerk);
  await expect(clerk.getByText('已儲存').first()).toBeVisible();

  await admin.getByLabel('備註').fill('請於本月底前完成簽辦');
  await finish(admin);
  const conflict = dialog(admin, '資料已被他人修改');
  await expect(conflict).toBeVisible();
  const row = conflict.locator('tr[data-field="budgetSource"]');
  await expect(row).toContainText('經費來源（預算科目）');
  await expect(row).toContainText('114年度公務預算');
  await expect(row).toContainText('林承辦');
  await expect(row).toContainText(/1\d\d\/\d\d\/\d\d \d\d:\d\d:\d\d/);
  await shoot(admin, 'step-conflict-dialog');

  await conflict.getByRole('button', { name: '保留我的修改' }).click();
  await expect(admin.getByLabel('經費來源（預算科目）')).toHaveValue('114年度公務預算');
  await expect(admin.getByLabel('備註')).toHaveValue('請於本月底前完成簽辦');
  await finish(admin);
  await expect(admin.getByRole('button', { name: '編輯', exact: true })).toBeVisible();

  await admin.getByTestId('step-history-toggle').click();
  const entries = admin.getByTestId('step-history-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('王系統');
  await expect(entries.nth(1)).toContainText('林承辦');
  await entries.nth(0).locator('.title').click();
  await entries.nth(1).locator('.title').click();
  await expect(entries.nth(0).locator('tr[data-field="remark"]')).toContainText('備註');
  await expect(entries.nth(0).locator('tr[data-field="remark"]')).toContainText('（空白）');
  await expect(entries.nth(0).locator('tr[data-field="remark"]')).toContainText('請於本月底前完成簽辦');
  await expect(entries.nth(1).locator('tr[data-field="budgetSource"]')).toContainText('114年度公務預算');
  await admin.getByTestId('step-history').scrollIntoViewIfNeeded();
  await shoot(admin, 'step-history');
});
