/**
 * The budget book in the browser, as the agency uses it: import the real PCCES sample on the basic page,
 * open the grid, edit a quantity and watch the grand total change while typing, meet the leave-edit
 * warning, save and reload; paste a range and undo it; and the empty and refusal states. Screenshots of
 * the pages at 1280 and 390 px go to test-results/screenshots.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatThousands } from '../../src/domain/budget-book/format-budget-number';
import { parsePccesXml } from '../../src/domain/budget-book/parse-pcces-xml';
import { recalculateBudgetBook } from '../../src/domain/budget-book/recalculate-budget-book';
import { updateBudgetItem } from '../../src/domain/budget-book/update-budget-item';
import { apiToken, createProjectOverApi } from './support/api-project';
import { screenshotAt, signIn } from './support/sign-in';

const SAMPLE = fileURLToPath(new URL('../fixtures/pcces/ArchEx001_ap_bdgt.xml', import.meta.url));
const BROKEN = fileURLToPath(new URL('../fixtures/pcces/broken-amount-leaf.xml', import.meta.url));
const API = '/TP_PROJECT_SV/api/v1';

/** The sample's totals before and after 壹.一.1 清除及掘除 goes from 1,680 to 2,000 M2. */
const sample = recalculateBudgetBook(parsePccesXml(readFileSync(SAMPLE, 'utf8')));
const EDITED_TOTAL = formatThousands(updateBudgetItem(sample, { itemKey: '35', qty: '2000' }).calculation.grandTotal);
/** 雜費 (壹.六.5) after 壹.六.1 and 壹.六.2 get unit prices 3,000 and 4,000. */
const PASTED_MISC = formatThousands(
  updateBudgetItem(updateBudgetItem(sample, { itemKey: '61', cost: '3000' }).calculation, { itemKey: '60', cost: '4000' }).calculation.items.get('62')?.amount ?? '',
);

/** Signs the agency in over the API and answers the token. */
const agencyToken = (request: APIRequestContext) => apiToken(request, 'agency');

/** A project of the agency without a budget book: a demo project, or one made through the BGC calls. */
async function projectWithoutBook(request: APIRequestContext, token: string, skip: number[] = []): Promise<{ id: number; name: string }> {
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.post(`${API}/BGC/GET_Budget_Info`, { headers, data: { page: 1, page_size: 100 } });
  const rows = ((await list.json()) as { data: { list: Array<{ proj_id: number; proj_name: string; totalAmount: string | null }> } }).data.list;
  const free = rows.find((row) => row.totalAmount === null && !skip.includes(row.proj_id));
  if (free) return { id: free.proj_id, name: free.proj_name };
  return createProjectOverApi(request, token, '建築工程示範案例');
}

const grandTotal = (page: Page) => page.getByTestId('budget-grand-total');

/** Scrolls the grid's rows by `pixels` (or to the top with null): the rows' nearest scrolling ancestor. */
async function scrollGrid(page: Page, pixels: number | null): Promise<void> {
  await page.locator('.ag-grid-scrolling-container .ag-row').first().evaluate((row, by) => {
    let element: HTMLElement | null = row.parentElement;
    while (element && !(element.scrollHeight > element.clientHeight + 4 && /auto|scroll/.test(getComputedStyle(element).overflowY))) element = element.parentElement;
    if (!element) return;
    if (by === null) element.scrollTop = 0;
    else element.scrollTop += by;
  }, pixels);
  await page.waitForTimeout(80);
}

/** Scrolls the grid until the row is rendered (rows are virtualised). */
async function scrollToRow(page: Page, itemKey: string): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    if ((await page.locator(`.ag-grid-scrolling-container .ag-row[row-id="${itemKey}"]`).count()) > 0) return;
    await scrollGrid(page, 240);
  }
  throw new Error(`row ${itemKey} never rendered`);
}
const cell = (page: Page, itemKey: string, colId: string) => page.locator(`.ag-grid-scrolling-container .ag-row[row-id="${itemKey}"] .ag-cell[col-id="${colId}"]`);

test('imports the sample, edits a quantity and sees the grand total change, saves and reloads', async ({ page, request }) => {
  const token = await agencyToken(request);
  const project = await projectWithoutBook(request, token);
  await signIn(page, 'agency');

  await page.goto(`/PlanningDesign/biddingDocumentBudgetBookBasic/local?proj_id=${project.id}`);
  await page.locator('#budget-file').setInputFiles(SAMPLE);
  await page.getByRole('button', { name: '匯入預算書' }).click();
  const result = page.getByTestId('budget-import-result');
  await expect(result).toContainText('建築工程示範案例');
  await expect(result).toContainText('46,291,107');
  await expect(result.locator('.statistic').first()).toContainText('41');
  await expect(page.getByTestId('budget-stages')).toContainText('已完成');
  await screenshotAt(page, 'budget-basic', 1280);
  await screenshotAt(page, 'budget-basic', 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: '開啟預算書' }).click();
  await expect(page).toHaveURL(/biddingDocumentBudgetBookSysRemark\/A2\.8\//);
  await expect(cell(page, '35', 'cName')).toContainText('清除及掘除');
  await expect(grandTotal(page)).toHaveText('46,291,107');
  await expect(cell(page, '35', 'amount')).toHaveText('26,880');
  await screenshotAt(page, 'budget-grid', 1280);
  await screenshotAt(page, 'budget-grid', 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Type the new quantity: the totals change up the tree while typing, before the edit is committed.
  await cell(page, '35', 'qty').dblclick();
  const editor = page.getByRole('textbox', { name: '數量' });
  await editor.fill('2000');
  await expect(grandTotal(page)).toHaveText(EDITED_TOTAL);
  await editor.press('Enter');
  await expect(cell(page, '35', 'amount')).toHaveText('32,000');
  await expect(cell(page, '35', 'qty')).toHaveText('2,000.00');
  await expect(page.getByText('有尚未儲存的變更')).toBeVisible();

  // Leaving with unsaved edits asks first; 繼續編輯 stays.
  await page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '預算書列表' }).click();
  const dialog = page.locator('.ui.dimmer:not([data-closing]) .ui.modal').filter({ hasText: '提醒您' }).last();
  await expect(dialog).toContainText('您尚未完成此次編輯，是否離開此頁?');
  await dialog.getByRole('button', { name: '繼續編輯' }).click();
  await expect(page).toHaveURL(/biddingDocumentBudgetBookSysRemark/);

  await page.getByTestId('budget-save').click();
  await expect(page.getByText('已儲存', { exact: true }).first()).toBeVisible();
  await page.reload();
  await expect(cell(page, '35', 'qty')).toHaveText('2,000.00');
  await expect(grandTotal(page)).toHaveText(EDITED_TOTAL);
  await expect(page.getByText('第 2 版・已儲存')).toBeVisible();
});

test('pastes a range of unit prices, undoes it, copies a range, searches and collapses', async ({ page, request }) => {
  const token = await agencyToken(request);
  const project = await projectWithoutBook(request, token);
  const upload = await request.post(`${API}/BGC/Import_Budgetbook`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { proj_id: String(project.id), file: { name: 'ArchEx001_ap_bdgt.xml', mimeType: 'application/xml', buffer: readFileSync(SAMPLE) } },
  });
  expect(upload.ok()).toBe(true);
  await signIn(page, 'agency');
  await page.goto(`/PlanningDesign/biddingDocumentBudgetBookSysRemark/A2.8/${project.id}/0/${encodeURIComponent(project.name)}`);
  await expect(grandTotal(page)).toHaveText('46,291,107');

  // 壹.六.1 工程告示牌 and 壹.六.2 are general lines whose unit prices may be edited: paste two prices down.
  await scrollToRow(page, '60');
  await cell(page, '61', 'cost').click();
  // The grid moves focus to the cell after the click; a paste sent before that would go to the page.
  await expect(cell(page, '61', 'cost')).toHaveClass(/ag-cell-focus/);
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.ag-root')))).toBe(true);
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', '3,000\r\n4000\r\n');
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(cell(page, '61', 'cost')).toHaveText('3,000.00');
  await expect(cell(page, '60', 'cost')).toHaveText('4,000.00');
  // 雜費 (壹.六.5) is computed from the safety lines: it follows the pasted prices.
  await expect(cell(page, '62', 'amount')).toHaveText(PASTED_MISC);
  await page.keyboard.press('Control+z');
  await expect(cell(page, '61', 'cost')).toHaveText('2,052.00');
  await expect(cell(page, '60', 'cost')).toHaveText('6,150.00');
  await expect(cell(page, '62', 'amount')).toHaveText('175,728');
  await expect(grandTotal(page)).toHaveText('46,291,107');

  // Shift+click extends the range; copy puts it on the clipboard as tab-separated text.
  await scrollGrid(page, null);
  await cell(page, '35', 'unitName').click();
  await cell(page, '33', 'amount').click({ modifiers: ['Shift'] });
  await expect(page.locator('.ag-cell.pw-bg-in-range')).toHaveCount(8);
  const copied = await page.evaluate(() => {
    const data = new DataTransfer();
    document.activeElement?.dispatchEvent(new ClipboardEvent('copy', { clipboardData: data, bubbles: true, cancelable: true }));
    return data.getData('text/plain');
  });
  expect(copied).toBe('M2\t1680\t16\t26880\r\nB.M3\t8000\t25\t200000');

  // Keyboard: arrows move between cells; '-' on a name collapses the item.
  await cell(page, '11', 'cName').click();
  await page.keyboard.press('-');
  await expect(page.locator('.ag-row[row-id="35"]')).toHaveCount(0);
  await page.keyboard.press('+');
  await expect(cell(page, '35', 'cName')).toBeVisible();

  await page.getByRole('button', { name: '全部收合' }).click();
  await expect(page.locator('.ag-grid-scrolling-container .ag-row')).toHaveCount(3);
  await page.getByRole('searchbox', { name: '搜尋名稱、項次或編碼' }).fill('混凝土');
  await expect(page.getByText('2 筆符合')).toBeVisible();
  await expect(cell(page, '29', 'cName')).toBeVisible();
  await page.getByRole('searchbox', { name: '搜尋名稱、項次或編碼' }).fill('');
  await page.getByRole('button', { name: '全部展開' }).click();

  await cell(page, '35', 'cName').getByRole('button', { name: '單價分析' }).click();
  await screenshotAt(page, 'budget-analysis', 1280);
  await expect(page.getByRole('region', { name: /單價分析：清除及掘除/ })).toContainText('分析產出數量');
});

test('shows the empty states, a refused file and the A3.8 page', async ({ page, request }) => {
  const token = await agencyToken(request);
  const project = await projectWithoutBook(request, token);
  await signIn(page, 'agency');

  await page.goto('/PlanningDesign/biddingDocumentBudgetBookList');
  await expect(page.getByTestId('budget-projects')).toContainText(project.name);
  await screenshotAt(page, 'budget-list', 1280);
  await screenshotAt(page, 'budget-list', 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(`/PlanningDesign/biddingDocumentBudgetBookSysRemark/A2.8/${project.id}/0/x`);
  await expect(page.getByTestId('list-empty')).toContainText('尚未匯入工程預算書（A2.8）');
  await screenshotAt(page, 'budget-grid-empty', 1280);
  await screenshotAt(page, 'budget-grid-empty', 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(`/PlanningDesign/biddingDocumentBudgetBookBasic/local?proj_id=${project.id}`);
  await page.locator('#budget-file').setInputFiles(BROKEN);
  await page.getByRole('button', { name: '匯入預算書' }).click();
  const refused = page.getByTestId('budget-import-refused');
  await expect(refused).toContainText('無法匯入，未儲存任何資料');
  await expect(refused).toContainText(/項次「.+」複價與數量×單價不符/);
  await screenshotAt(page, 'budget-import-refused', 1280);
  await screenshotAt(page, 'budget-import-refused', 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.locator('#budget-file').setInputFiles(SAMPLE);
  await page.getByRole('button', { name: '匯入預算書' }).click();
  await expect(page.getByTestId('budget-import-result')).toBeVisible();
  await page.goto(`/BiddingAward/A3/sysRemark/${project.id}`);
  await expect(grandTotal(page)).toHaveText('46,291,107');
  await page.getByText('折扣率（%）').click();
  await page.locator('#budget-discount-value').fill('95');
  await expect(page.getByTestId('budget-discount')).toContainText('底價：43,976,552 元');
  await screenshotAt(page, 'budget-reserve', 1280);
  await screenshotAt(page, 'budget-reserve', 390);
});
