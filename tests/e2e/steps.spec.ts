// The generic step page in real Chromium: an agency user finds a demo project on the step lists, fills the
// budget step A2.8 (seeing its field errors in Chinese), saves it, completes it by uploading the budget
// book, settles A4.1–A4.5, and sees A4.6 open up — and then, once A4.6 has started, A2.8 locked. Screenshots at 1280 and 390 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshotAt, signIn } from './support/sign-in';

/** A small PDF (the server checks the header). */
const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/** The newest 提醒您 dialog that is not fading out. */
function reminder(page: Page): Locator {
  return page.locator('.ui.dimmer:not([data-closing]) .ui.modal').filter({ hasText: '提醒您' }).last();
}

async function answer(page: Page, button: string): Promise<void> {
  await reminder(page).getByRole('button', { name: button, exact: true }).click();
  await expect(page.locator('.ui.dimmer:not([data-closing]) .ui.modal')).toHaveCount(0);
}

/** The status cells of a list row, by step id. */
async function rowStatuses(row: Locator, ids: string[]): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const id of ids) {
    const cell = row.getByRole('link', { name: new RegExp(` ${id.replace('.', '\\.')} `) });
    result[id] = (await cell.textContent())?.trim() ?? '';
  }
  return result;
}

/** A demo project on which A2.8 and A4.1–A4.6 have not been started (other tests may use the others). */
async function findFreshProject(page: Page): Promise<{ projId: number; name: string }> {
  await page.goto('/BiddingAward/A3/list');
  await expect(page.getByTestId('step-list').locator('tbody tr').first()).toBeVisible();
  const candidates: number[] = [];
  for (const row of await page.locator('tbody tr[data-proj-id]').all()) {
    if ((await rowStatuses(row, ['A2.8']))['A2.8'] === '未辦理') candidates.push(Number(await row.getAttribute('data-proj-id')));
  }
  await page.goto('/BiddingAward/A4/list');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  for (const projId of candidates) {
    const row = page.locator(`tbody tr[data-proj-id="${projId}"]`);
    if ((await row.count()) === 0) continue;
    const statuses = await rowStatuses(row, ['A4.1', 'A4.2', 'A4.3', 'A4.4', 'A4.5', 'A4.6']);
    if (Object.values(statuses).every((s) => s === '未辦理')) {
      return { projId, name: (await row.locator('.pw-link-button').textContent()) ?? '' };
    }
  }
  throw new Error('找不到 A2.8、A4.1～A4.6 皆未辦理的示範標案（示範標案由標案功能建立）');
}

/** Screenshots at both widths from the top of the page, with no toast or tooltip over the content. */
async function shoot(page: Page, name: string, keepDialog = false): Promise<void> {
  if (!keepDialog) await page.keyboard.press('Escape');
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAt(page, name, 1280);
  await screenshotAt(page, name, 390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const stepUrl = (section: string, componentName: string, projId: number) => `/BiddingAward/${section}/processManage/${componentName}?proj_id=${projId}`;

const statusLabel = (page: Page) => page.locator('.pw-step-title .label');

test('a step is filled, saved and completed, and the prerequisites and locks of later steps follow', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'agency');
  // The landing list renders once the layout has verified the token; leaving the page before that would
  // abort the verification, which the layout takes for a failed one and signs out.
  await expect(page.getByTestId('step-list')).toBeVisible();
  const { projId, name } = await findFreshProject(page);
  await shoot(page, 'steps-list');

  // A4.6 needs A2.8 and A4.1–A4.5: opening it lists them, linked to their pages.
  await page.goto(stepUrl('A4', 'A4_6', projId));
  await expect(reminder(page)).toContainText('請先完成以下功能：');
  await expect(reminder(page).getByRole('link')).toHaveText(['A2.8 工程預算書', 'A4.1 開標前查詢', 'A4.2 開標作業', 'A4.3 審標作業', 'A4.4 減價及比減價格', 'A4.5 總標價偏低處理']);
  await expect(page.getByTestId('step-prerequisites')).toBeVisible();
  await shoot(page, 'step-prerequisites', true);

  // The A2.8 link opens the budget-book page its definition names; its step page is still there for the form.
  await reminder(page).getByRole('link', { name: 'A2.8 工程預算書' }).click();
  await expect(page).toHaveURL(new RegExp(`/PlanningDesign/biddingDocumentBudgetBookBasic/local\\?proj_id=${projId}$`));
  // A4.6 will lock the budget, so starting it asks first.
  await page.goto(stepUrl('A3', 'A2_8', projId));
  await expect(reminder(page)).toContainText('確認繼續新增內容？');
  await answer(page, '繼續');
  await expect(statusLabel(page)).toHaveText('辦理中');
  await expect(page.locator('.pw-project-chooser')).toContainText(name);

  // Empty required fields: the fool-proofing dialog lists them, and the fields say so in Chinese.
  await page.getByRole('button', { name: '新增內容' }).click();
  await page.getByRole('button', { name: '完成編輯' }).click();
  await expect(reminder(page)).toContainText('必填');
  await expect(reminder(page)).toContainText('預算總額（元）');
  await answer(page, '返回編輯');
  await expect(page.locator('[data-field="root_budgetTotal"] [role="alert"]')).toHaveText('欄位必須填寫');
  await expect(page.locator('.pw-field [role="alert"]', { hasText: '欄位必須填寫' })).toHaveCount(5);
  await shoot(page, 'step-edit-errors');

  // Amounts take digits only, with thousands commas; dates are typed and shown in the ROC calendar.
  const budget = page.getByLabel('預算總額（元）');
  await budget.pressSequentially('46291107a');
  await expect(page.locator('[data-field="root_budgetTotal"]')).toContainText('僅能輸入數字!');
  await expect(budget).toHaveValue('46,291,107');
  await page.getByLabel('直接工程費（元）').fill('38000000');
  await page.getByLabel('職業安全衛生經費（元）').fill('1200000.5');
  const baseDate = page.getByLabel('單價基準日');
  await baseDate.fill('115/3/15');
  await baseDate.press('Enter');
  await expect(baseDate).toHaveValue('115/03/15');
  await page.getByLabel('設計單位').fill('宏禹工程顧問股份有限公司');
  await page.getByLabel('核定文號').fill('x'.repeat(51));
  await page.getByRole('button', { name: '完成編輯' }).click();
  await expect(reminder(page)).toContainText('錯誤');
  await expect(reminder(page)).toContainText('核定文號：字串限制在0~50');
  await answer(page, '確定');
  await expect(page.locator('[data-field="root_approvalDocNumber"] [role="alert"]')).toHaveText('字串限制在0~50');
  await page.getByLabel('核定文號').fill('北市工新字第1153000123號');
  await shoot(page, 'step-edit');

  // Every field is right now; only the budget file is missing, which does not stop saving in progress.
  await page.getByRole('button', { name: '完成編輯' }).click();
  await expect(reminder(page)).toContainText('上傳');
  await expect(reminder(page)).toContainText('工程預算書（PCCES XML、試算表或 PDF）');
  await expect(reminder(page)).not.toContainText('必填');
  await answer(page, '先儲存（辦理中）');
  await expect(page.getByText('已儲存', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '編輯', exact: true })).toBeVisible();
  await expect(page.locator('[data-field="root_budgetTotal"]')).toContainText('46,291,107.00');
  await expect(page.locator('[data-field="root_safetyCost"]')).toContainText('1,200,000.50');
  await expect(page.locator('[data-field="root_priceBaseDate"]')).toContainText('115/03/15');
  // 已完成 needs the budget file too; uploading the first budget book completes A2.8 by itself.
  await page.getByRole('button', { name: /^已完成/ }).click();
  await expect(reminder(page)).toContainText('必要檔案尚未上傳');
  await expect(reminder(page)).toContainText('工程預算書（PCCES XML、試算表或 PDF）');
  await answer(page, '確定');
  await expect(statusLabel(page)).toHaveText('辦理中');
  await page.getByTestId('upload-input-budgetBook').setInputFiles({ name: '工程預算書.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('file-list-budgetBook').getByRole('button', { name: '工程預算書.pdf', exact: true })).toBeVisible();
  await expect(statusLabel(page)).toHaveText('已完成');
  await shoot(page, 'step-view');

  // A4.1 is the first of its sibling group to start, so it asks; the rest of the group does not.
  for (const [index, id] of ['A4_1', 'A4_2', 'A4_3', 'A4_4', 'A4_5'].entries()) {
    await page.goto(stepUrl('A4', id, projId));
    if (index === 0) {
      await expect(reminder(page)).toContainText('確認繼續新增內容？');
      await answer(page, '繼續');
      await expect(statusLabel(page)).toHaveText('辦理中');
    }
    await page.getByRole('button', { name: /^無須辦理/ }).click();
    await expect(statusLabel(page)).toHaveText('無須辦理');
    await expect(page.locator('.ui.dimmer:not([data-closing]) .ui.modal')).toHaveCount(0);
  }

  // A4.6 is open now: no prerequisites left; starting it asks because A5 steps will lock it.
  await page.goto(stepUrl('A4', 'A4_6', projId));
  await expect(reminder(page)).toContainText('確認繼續新增內容？');
  await expect(page.getByTestId('step-prerequisites')).toHaveCount(0);
  await answer(page, '繼續');
  await expect(statusLabel(page)).toHaveText('辦理中');
  await expect(page.getByRole('button', { name: '新增內容' })).toBeEnabled();

  // With A4.6 started, the budget A2.8 is locked.
  await page.goto(stepUrl('A3', 'A2_8', projId));
  await expect(page.getByTestId('step-locked')).toContainText('A4.6 決標');
  await expect(page.getByRole('button', { name: '編輯', exact: true })).toBeDisabled();

  await page.goto(`/BiddingAward/A4/list?proj_id=${projId}`);
  const row = page.locator(`tbody tr[data-proj-id="${projId}"]`);
  expect(await rowStatuses(row, ['A4.1', 'A4.2', 'A4.6'])).toEqual({ 'A4.1': '無須辦理', 'A4.2': '無須辦理', 'A4.6': '辦理中' });
});
