// The step-definition editor in real Chromium: the administrator creates B2.21 with two fields and one
// upload category (structured editor, faults at their fields, JSON view with a parse error that changes
// nothing), previews it, saves and publishes it with a note, sees the publication log; then a supervisor
// finds B2.21 in the menu, fills it and saves it. Then the administrator changes the form, is told how
// many stored submissions the change affects before publishing, compares the versions side by side,
// restores the first one and exports it. Screenshots at 1280 and 390 px.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshotAt, signIn } from './support/sign-in';

/** Screenshots at both widths from the top of the page, with no toast or tooltip over the content. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.keyboard.press('Escape');
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAt(page, name, 1280);
  await screenshotAt(page, name, 390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A Semantic UI checkbox, clicked by its label as a user does. */
async function tick(scope: Locator, label: string): Promise<void> {
  await scope.locator('.ui.checkbox label', { hasText: new RegExp(`^${label}`) }).click();
}

const card = (page: Page, name: string) => page.locator(`.pw-field-card[data-field="${name}"]`);

test('an administrator creates, previews and publishes B2.21; a supervisor then fills it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  await page.goto('/systemManage/stepDefinitionManage');
  const catalogue = page.getByTestId('step-catalogue');
  await expect(catalogue.locator('tr[data-step="B2.12"]')).toContainText('第 1 版');
  await expect(catalogue.locator('tr[data-step="B2.21"]')).toHaveCount(0);
  await shoot(page, 'step-editor-catalogue');

  // A new step: code, title and menu group; the editor opens on its template and lists what is missing.
  await page.getByRole('button', { name: '新增步驟' }).click();
  const dialog = page.getByTestId('new-step-dialog');
  await dialog.getByLabel('步驟代碼').fill('B2.12');
  await dialog.getByLabel('應辦事項名稱').fill('工地安全巡檢紀錄');
  await dialog.getByRole('button', { name: '建立' }).click();
  await expect(dialog).toContainText('步驟 B2.12 已存在');
  await dialog.getByLabel('步驟代碼').fill('B2.21');
  await dialog.getByLabel('選單群組').selectOption('occupationalSafetyManage');
  await dialog.getByRole('button', { name: '建立' }).click();
  await expect(page).toHaveURL(/stepDefinitionManage\?step=B2\.21$/);
  const editor = page.getByTestId('step-editor');
  await expect(editor.getByRole('heading', { name: 'B2.21 工地安全巡檢紀錄' })).toBeVisible();
  await expect(page.getByTestId('fault-list')).toContainText('控制重點');
  await expect(page.getByTestId('section-$.keyPoints').locator('.pw-fault-note')).toContainText('至少要有 1 項');
  await expect(page.getByRole('button', { name: '發布' })).toBeDisabled();

  // Guidance: a legal basis row (the link follows law and article), one key point.
  await page.getByRole('button', { name: '新增法令依據' }).click();
  await page.getByLabel('法規名稱').fill('職業安全衛生法');
  await page.getByLabel('條文', { exact: true }).fill('第27條');
  await expect(page.getByLabel('連結', { exact: true })).toHaveValue('https://law.moj.gov.tw/LawClass/LawSingle.aspx?pcode=N0060001&flno=27');
  await page.getByRole('button', { name: '新增控制重點' }).click();
  await page.getByLabel('第 1 點', { exact: true }).fill('每日巡檢施工架、開口護欄及個人防護具，發現缺失應立即通知施工廠商改善並追蹤至完成。');

  // One upload category; a prefix of the wrong phase is named at its input.
  await page.getByRole('button', { name: '新增上傳類別' }).click();
  await page.getByLabel('類別名稱').fill('巡檢照片');
  await page.getByLabel('鍵值（英文）').fill('inspectionPhotos');
  await page.getByLabel('性質').selectOption('photo');
  await page.getByLabel('允許的副檔名（以逗號分隔）').fill('jpg, png, pdf');
  await page.getByLabel('代碼前綴').fill('B3-SI-');
  await expect(page.locator('[data-anchor="$.uploads[0].codePrefix"] .pw-fault-note')).toContainText('與步驟階段 B2 不符');
  await page.getByLabel('代碼前綴').fill('B2-SI-');
  await expect(page.locator('[data-anchor="$.uploads[0].codePrefix"] .pw-fault-note')).toHaveCount(0);

  // Two form fields, configured without JSON: a required ROC date and a long text.
  await page.getByRole('button', { name: '新增欄位' }).click();
  await card(page, 'field1').getByLabel('欄位標題').fill('巡檢日期');
  await card(page, 'field1').getByLabel('欄位鍵值（英文，資料以此儲存）').fill('inspectDate');
  await card(page, 'field1').getByLabel('欄位鍵值（英文，資料以此儲存）').press('Enter');
  await card(page, 'inspectDate').getByLabel('類型').selectOption('date');
  await tick(card(page, 'inspectDate'), '必填');
  await page.getByRole('button', { name: '新增欄位' }).click();
  await card(page, 'field1').getByLabel('欄位標題').fill('巡檢發現');
  await card(page, 'field1').getByLabel('欄位鍵值（英文，資料以此儲存）').fill('finding');
  await card(page, 'field1').getByLabel('欄位鍵值（英文，資料以此儲存）').blur();
  await card(page, 'finding').getByLabel('輸入元件').selectOption('textarea');
  await card(page, 'finding').getByLabel('長度上限（字）').fill('500');
  await expect(card(page, 'inspectDate')).toContainText('日期');
  await expect(card(page, 'inspectDate')).toContainText('必填');
  await expect(page.getByTestId('fault-list')).toHaveCount(0);
  // Who keeps the record is the administrator's choice: here the supervisor edits, every party may view.
  const editors = page.locator('[data-anchor="$.permissions.parties.edit"]');
  await editors.getByText('監造單位', { exact: true }).click();
  await expect(editors.locator('input[type="checkbox"]').nth(1)).toBeChecked();
  await shoot(page, 'step-editor-structured');
  // On a wide screen the preview can sit beside the editor and follow each change.
  await page.locator('.pw-split-toggle label').click();
  await expect(page.getByTestId('step-preview').locator('[data-field="root_finding"]')).toContainText('範例內容');
  await card(page, 'finding').getByLabel('欄位標題').fill('巡檢發現事項');
  await expect(page.getByTestId('step-preview').locator('[data-field="root_finding"]')).toContainText('巡檢發現事項');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAt(page, 'step-editor-split', 1280);
  await card(page, 'finding').getByLabel('欄位標題').fill('巡檢發現');
  await page.locator('.pw-split-toggle label').click();

  // The JSON view holds the same draft; text that is not JSON is marked and changes nothing.
  await page.locator('.pw-editor-tabs .item', { hasText: 'JSON' }).click();
  const json = page.locator('.pw-json-editor .cm-content');
  await expect(json).toContainText('"inspectDate"');
  await expect(json).toContainText('"codePrefix": "B2-SI-"');
  await json.locator('.cm-line').first().click();
  await page.keyboard.press('End');
  await page.keyboard.type('x');
  await expect(page.getByTestId('json-parse-error')).toBeVisible();
  await expect(page.locator('.pw-json-editor .cm-lint-marker-error').first()).toBeVisible();
  await shoot(page, 'step-editor-json');
  await page.keyboard.press('Backspace');
  await expect(page.getByTestId('json-parse-error')).toHaveCount(0);

  // The preview is the step page users get, with sample data, and can be tried without saving.
  await page.locator('.pw-editor-tabs .item', { hasText: '預覽' }).click();
  const preview = page.getByTestId('step-preview');
  await expect(preview.getByRole('heading', { name: /B2\.21\s*工地安全巡檢紀錄/ })).toBeVisible();
  await expect(preview.locator('[data-field="root_inspectDate"]')).toContainText('115/11/20');
  await expect(preview).toContainText('職業安全衛生法 第27條');
  await expect(preview).toContainText('巡檢照片');
  await shoot(page, 'step-editor-preview');

  // Saved as draft version 1, checked by the server like the CLI, then published with a note.
  await page.getByRole('button', { name: '儲存草稿' }).click();
  await expect(page.getByText('已儲存草稿（第 1 版）')).toBeVisible();
  await expect(page.getByTestId('faults-none')).toBeVisible();
  await expect(page.getByTestId('draft-status')).toHaveText('第 1 版・草稿，尚未發布');
  await page.getByRole('button', { name: '發布' }).click();
  const publish = page.getByTestId('publish-dialog');
  await expect(publish.getByTestId('publish-impact')).toContainText('此步驟尚無已儲存的填報資料');
  await expect(publish.getByRole('button', { name: '發布' })).toBeDisabled();
  await publish.getByLabel('發布說明（記錄於發布紀錄）').fill('新增工地安全巡檢紀錄');
  await screenshotAt(page, 'step-editor-publish', 1280);
  await screenshotAt(page, 'step-editor-publish', 390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await publish.getByRole('button', { name: '發布' }).click();
  await expect(page.getByText('已發布 B2.21 第 1 版')).toBeVisible();
  await expect(page.getByTestId('draft-status')).toHaveText('第 1 版・目前版本');

  // The publication log says who published which version and why.
  await page.locator('.pw-editor-tabs .item', { hasText: '版本與發布紀錄' }).click();
  await expect(page.getByTestId('publication-log').locator('tbody tr').first()).toContainText('第 1 版');
  await expect(page.getByTestId('publication-log')).toContainText('王系統');
  await expect(page.getByTestId('publication-log')).toContainText('新增工地安全巡檢紀錄');
  await shoot(page, 'step-editor-versions');

  // Back in the catalogue, B2.21 is listed with its version.
  await page.getByRole('button', { name: '返回步驟清單' }).click();
  await expect(page.getByTestId('step-catalogue').locator('tr[data-step="B2.21"]')).toContainText('第 1 版');

  // A supervisor finds B2.21 under 職業安全衛生 in the menu, fills it and saves it.
  const context = await browser.newContext();
  const supervisor = await context.newPage();
  await signIn(supervisor, 'supervisor');
  const menu = supervisor.locator('.pw-step-menu');
  await menu.getByRole('button', { name: '職業安全衛生' }).click();
  await menu.getByRole('link', { name: /B2\.21\s*工地安全巡檢紀錄/ }).click();
  await expect(supervisor).toHaveURL(/\/constructionPerformance\/occupationalSafetyManage\/processManage\/B2_21/);
  await supervisor.goto('/constructionPerformance/occupationalSafetyManage/list');
  await expect(supervisor.getByTestId('step-list').locator('thead')).toContainText('B2.21');
  await supervisor.goBack();
  await supervisor.locator('.pw-project-chooser').click();
  await supervisor.locator('.pw-project-chooser .menu .item').first().click();
  await expect(supervisor).toHaveURL(/proj_id=\d+/);
  await expect(supervisor.locator('.pw-step-title')).toContainText('工地安全巡檢紀錄');
  await supervisor.getByRole('button', { name: '新增內容' }).click();
  const date = supervisor.getByLabel('巡檢日期');
  await date.fill('115/11/20');
  await date.press('Enter');
  await expect(date).toHaveValue('115/11/20');
  await supervisor.getByLabel('巡檢發現').fill('三樓東側開口護欄缺損，已通知施工廠商於當日修復。');
  await supervisor.getByRole('button', { name: '完成編輯' }).click();
  await expect(supervisor.getByText('已儲存', { exact: true })).toBeVisible();
  await expect(supervisor.locator('[data-field="root_inspectDate"]')).toContainText('115/11/20');
  await expect(supervisor.locator('[data-field="root_finding"]')).toContainText('三樓東側開口護欄缺損');
  await context.close();

  // The administrator drops 巡檢發現 and adds a required 天候: the supervisor's submission would no longer fit.
  await page.getByRole('button', { name: '編輯 B2.21 工地安全巡檢紀錄' }).click();
  await expect(page.getByTestId('draft-status')).toHaveText('第 1 版・目前版本');
  await card(page, 'finding').getByRole('button', { name: '刪除欄位「巡檢發現」' }).click();
  await page.locator('.ui.dimmer:not([data-closing]) .ui.modal').filter({ hasText: '提醒您' }).getByRole('button', { name: '刪除' }).click();
  await expect(card(page, 'finding')).toHaveCount(0);
  await page.getByRole('button', { name: '新增欄位' }).click();
  await card(page, 'field1').getByLabel('欄位標題').fill('天候');
  await card(page, 'field1').getByLabel('欄位鍵值（英文，資料以此儲存）').fill('weather');
  await card(page, 'field1').getByLabel('欄位鍵值（英文，資料以此儲存）').blur();
  await card(page, 'weather').getByLabel('類型').selectOption('choice');
  await card(page, 'weather').getByLabel('選項（每行一個）').fill('晴\n陰\n雨');
  await tick(card(page, 'weather'), '必填');
  await page.getByRole('button', { name: '儲存草稿' }).click();
  await expect(page.getByText('已儲存草稿（第 2 版）')).toBeVisible();
  await page.getByRole('button', { name: '發布' }).click();
  await expect(publish.getByTestId('publish-impact')).toContainText('1 筆已儲存的填報資料將不符合此版本（共 1 筆）');
  await expect(publish.getByTestId('publish-impact')).toContainText('欄位已刪除、新增必填欄位');
  await publish.getByLabel('發布說明（記錄於發布紀錄）').fill('改記天候；巡檢發現改以照片呈現');
  await publish.getByRole('button', { name: '發布' }).click();
  await expect(page.getByText('已發布 B2.21 第 2 版')).toBeVisible();

  // The two versions side by side, field by field; then the first is restored and exported as a file.
  await page.locator('.pw-editor-tabs .item', { hasText: '版本與發布紀錄' }).click();
  await page.getByLabel('比較基準').selectOption('1');
  await page.getByLabel('對照版本').selectOption('2');
  await page.getByRole('button', { name: '比較' }).click();
  const changes = page.getByTestId('compare-table');
  await expect(changes.locator('tr', { hasText: '$.form.schema.properties.finding' })).toContainText('刪除');
  await expect(changes.locator('tr', { hasText: '$.form.schema.properties.weather' })).toContainText('新增');
  await shoot(page, 'step-editor-compare');
  await page.getByTestId('versions-table').locator('tr[data-version="1"]').getByRole('button', { name: '還原' }).click();
  await expect(publish).toContainText('B2.21 還原為第 1 版');
  await publish.getByLabel('發布說明（記錄於發布紀錄）').fill('恢復記錄巡檢發現');
  await publish.getByRole('button', { name: '還原' }).click();
  await expect(page.getByText('已還原為第 1 版')).toBeVisible();
  await expect(page.getByTestId('publication-log').locator('tbody tr')).toHaveCount(3);
  await expect(page.getByTestId('versions-table').locator('tr[data-version="1"]')).toContainText('目前版本');
  await expect(page.getByTestId('draft-status')).toHaveText('第 2 版・曾發布，非目前版本');
  const download = page.waitForEvent('download');
  await page.getByTestId('versions-table').locator('tr[data-version="1"]').getByRole('button', { name: '匯出' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('B2.21.json');
  const text = readFileSync(await file.path(), 'utf8');
  expect(text.endsWith('}\n')).toBe(true);
  expect(JSON.parse(text)).toMatchObject({ $schema: '../schemas/step.schema.json', id: 'B2.21', version: 1, menuGroup: 'occupationalSafetyManage' });
});
