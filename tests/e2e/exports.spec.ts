// Export forms in real Chromium: an agency user fills A4.2 開標作業 on a project of its own and saves it,
// previews B.14 開標紀錄 (a new tab opens on the PDF, which names the project, and turns dark) and exports
// it as odt and docx (read back, both name the project). The administrator then retitles the form's
// layout to 開標紀錄（測試版） in the step editor, saves and publishes; the agency user's next docx carries
// the new title. Screenshots of the export buttons and the editor's 版面 part at 1280 and 390 px.
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { readOfficeText } from '../support/read-office-file';
import { apiToken, createProjectOverApi, deleteProjectOverApi } from './support/api-project';
import { signIn } from './support/sign-in';

const API = '/TP_PROJECT_SV/api/v1';
const SHOTS = '/tmp/shots-web';
const NEW_TITLE = '開標紀錄（測試版）';

/** The newest 提醒您 dialog that is not fading out. */
function reminder(page: Page): Locator {
  return page.locator('.ui.dimmer:not([data-closing]) .ui.modal').filter({ hasText: '提醒您' }).last();
}

async function answer(page: Page, button: string): Promise<void> {
  await reminder(page).getByRole('button', { name: button, exact: true }).click();
  await expect(page.locator('.ui.dimmer:not([data-closing]) .ui.modal')).toHaveCount(0);
}

/** Screenshots of the page at both widths, scrolled so `target` is in view, with no toast or tooltip over it. */
async function shoot(page: Page, name: string, target: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await page.mouse.move(0, 0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    // Just below the fixed top bar.
    await target.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72));
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The text of a downloaded export file. */
async function downloadedText(download: Download, format: 'odt' | 'docx'): Promise<string> {
  return readOfficeText(readFileSync(await download.path()), format);
}

/** Clicks an export button and waits for its download. */
async function exportAs(page: Page, box: Locator, format: 'ODT' | 'DOCX'): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), box.getByRole('button', { name: `匯出B.14 開標紀錄 ${format}` }).click()]);
  return download;
}

test('B.14 開標紀錄 is previewed and exported from A4.2, and follows the layout title the administrator publishes', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const token = await apiToken(request, 'agency');
  const project = await createProjectOverApi(request, token, '開標紀錄匯出');

  const agencyContext = await browser.newContext({ acceptDownloads: true });
  const page = await agencyContext.newPage();
  await signIn(page, 'agency');
  // The landing list renders once the layout has verified the token; leaving before that would sign out.
  await expect(page.getByTestId('step-list')).toBeVisible();
  await page.goto(`/BiddingAward/A4/processManage/A4_2?proj_id=${project.id}`);
  // The first step of the A4 group to start asks first, as A4.6 will lock it.
  await expect(reminder(page)).toContainText('確認繼續新增內容？');
  await answer(page, '繼續');

  // A4.2 filled and saved in progress (the signed opening record is uploaded later).
  await page.getByRole('button', { name: '新增內容' }).click();
  const date = page.getByLabel('開標日期');
  await date.fill('115/3/2');
  await date.press('Enter');
  await page.getByLabel('開標時間').fill('10:00');
  await page.getByLabel('開標地點').fill('本府工務局第一會議室');
  await page.getByLabel('主持開標人員').fill('王科長');
  await page.getByLabel('監辦人員').fill('政風室李主任');
  await page.locator('[data-field="root_firstCall"]').getByText('是', { exact: true }).click();
  await page.getByLabel('投標廠商家數').fill('3');
  await page.locator('[data-field="root_meetsBidderMinimum"]').getByText('是', { exact: true }).click();
  await page.getByLabel('決標方式').selectOption('最低標');
  await page.locator('[data-field="root_result"]').getByText('開標', { exact: true }).click();
  await page.getByRole('button', { name: '新增投標廠商' }).click();
  const bidder = page.getByRole('dialog', { name: '新增投標廠商' });
  await bidder.getByLabel('廠商名稱').fill('宏達營造股份有限公司');
  await bidder.getByLabel('統一編號').fill('12345678');
  await bidder.getByLabel('總標價（元）').fill('45800000');
  await bidder.getByRole('button', { name: '確定' }).click();
  await expect(bidder).toHaveCount(0);
  await page.getByRole('button', { name: '完成編輯' }).click();
  await expect(reminder(page)).toContainText('上傳');
  await answer(page, '先儲存（辦理中）');
  await expect(page.getByText('已儲存', { exact: true })).toBeVisible();

  const box = page.locator('[data-export="TBS_A0402_014D"]');
  await expect(box.getByRole('button')).toHaveText(['預覽', 'ODT', 'DOCX', 'PDF', '全部匯出']);
  await shoot(page, 'step-export-buttons', box);

  // 預覽: a new tab at once, which gets the PDF from the TBS_EXPORT answer and then a dark background.
  const [preview, pdfAnswer] = await Promise.all([
    page.waitForEvent('popup'),
    page.waitForResponse((r) => r.url().includes(`${API}/Export/TBS_EXPORT/TBS_A0402_014D?`) && r.url().includes('filetype=pdf')),
    box.getByRole('button', { name: '預覽B.14 開標紀錄' }).click(),
  ]);
  expect(pdfAnswer.status()).toBe(200);
  expect(pdfAnswer.headers()['content-type']).toContain('application/pdf');
  // The page read the body itself; the same call made here with the page's own token gives the same PDF.
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('tp_session_user') ?? '{}') as { token: string; userID: number });
  const again = await request.get(pdfAnswer.url(), { headers: { 'access-token': session.token, 'user-id': String(session.userID) } });
  expect(again.status()).toBe(200);
  const pdfText = await readOfficeText(await again.body(), 'pdf');
  expect(pdfText).toContain(project.name);
  expect(pdfText).toContain('B.14 開標紀錄');
  expect(pdfText).toContain('宏達營造股份有限公司');
  await expect.poll(() => preview.url()).toMatch(/^blob:/);
  await expect.poll(() => preview.evaluate(() => getComputedStyle(document.body).backgroundColor), { timeout: 10_000 }).toBe('rgb(38, 38, 38)');
  await preview.close();

  // 匯出 as odt and docx: saved under the form's name, each naming the project.
  const odt = await exportAs(page, box, 'ODT');
  expect(odt.suggestedFilename()).toMatch(/\.odt$/);
  expect(await downloadedText(odt, 'odt')).toContain(project.name);
  const docx = await exportAs(page, box, 'DOCX');
  expect(docx.suggestedFilename()).toMatch(/\.docx$/);
  const docxText = await downloadedText(docx, 'docx');
  expect(docxText).toContain(project.name);
  expect(docxText).not.toContain(NEW_TITLE);

  // The administrator retitles the form's layout, saves the draft and publishes it.
  const adminContext = await browser.newContext({ acceptDownloads: true });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  await admin.goto('/systemManage/stepDefinitionManage?step=A4.2');
  const layout = admin.getByTestId('export-layout-0');
  await expect(layout).toContainText('版面');
  const [layoutFile] = await Promise.all([admin.waitForEvent('download'), layout.getByRole('button', { name: '下載版面檔' }).click()]);
  expect(layoutFile.suggestedFilename()).toBe('A4.2_TBS_A0402_014D_版面.json');
  expect(JSON.parse(readFileSync(await layoutFile.path(), 'utf8')).blocks.length).toBeGreaterThan(0);
  await layout.getByLabel('編輯標題（印於文件最上方）').fill(NEW_TITLE);
  await expect(layout.getByTestId('export-layout-kind')).toHaveText('自訂版面');
  await shoot(admin, 'editor-layout-part', admin.locator('[data-anchor="$.exports[0]"]'));
  await admin.getByRole('button', { name: '儲存草稿' }).click();
  await expect(admin.getByText(/已儲存草稿（第 \d+ 版）/)).toBeVisible();
  await admin.getByRole('button', { name: '發布' }).click();
  const publish = admin.getByTestId('publish-dialog');
  await publish.getByLabel('發布說明（記錄於發布紀錄）').fill('開標紀錄改為測試版標題');
  await publish.getByRole('button', { name: '發布' }).click();
  await expect(admin.getByText(/已發布 A4\.2 第 \d+ 版/)).toBeVisible();

  // The agency user's next export prints the published title.
  await page.reload();
  await expect(box.getByRole('button', { name: '匯出B.14 開標紀錄 DOCX' })).toBeEnabled();
  const retitled = await downloadedText(await exportAs(page, box, 'DOCX'), 'docx');
  expect(retitled).toContain(NEW_TITLE);
  expect(retitled).toContain(project.name);

  // A4.2 goes back to the catalogue's version, so later tests meet the form as shipped.
  const adminToken = await apiToken(request, 'admin');
  const restore = await request.post(`${API}/STP/Publish_Step_Version`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { stp_id: 'A4.2', version: 1, note: '還原為目錄版本（匯出測試結束）' },
  });
  expect(restore.ok(), await restore.text()).toBe(true);
  // The project goes too, so later tests' project lists count as they would without this one.
  await deleteProjectOverApi(request, token, project.id);
  await adminContext.close();
  await agencyContext.close();
});
