/**
 * The budget book's prints from its page, as the agency uses them: 詳細價目表 PDF and 單價分析表 PDF / XLSX /
 * ODS next to the book's own exports, each fetched through TBS_EXPORT under the 資料下載中 mask and saved
 * under the name the server gives.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, createProjectOverApi, deleteProjectOverApi } from './support/api-project';
import { signIn } from './support/sign-in';

const SAMPLE = fileURLToPath(new URL('../fixtures/pcces/ArchEx001_ap_bdgt.xml', import.meta.url));
const API = '/TP_PROJECT_SV/api/v1';

/** Clicks a print button and answers the saved file's name and first bytes. */
async function printFrom(page: Page, label: string): Promise<{ name: string; head: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `列印 ${label}` }).click();
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), head: readFileSync(path).subarray(0, 4).toString('latin1') };
}

test('prints 詳細價目表 and 單價分析表 from the budget page', async ({ page, request }) => {
  const token = await apiToken(request, 'agency');
  const project = await createProjectOverApi(request, token, '預算書列印');
  const imported = await request.post(`${API}/BGC/Import_Budgetbook`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { proj_id: String(project.id), file: { name: 'budget.xml', mimeType: 'application/xml', buffer: readFileSync(SAMPLE) } },
  });
  expect(imported.ok()).toBe(true);

  await signIn(page, 'agency');
  await page.goto(`/PlanningDesign/biddingDocumentBudgetBookBasic/local?proj_id=${project.id}`);
  await expect(page.getByRole('button', { name: '匯出 PCCES XML' })).toBeVisible();

  const detail = await printFrom(page, '詳細價目表 PDF');
  expect(detail.name).toBe('詳細價目表_A2.8_工程預算書_ArchEx001.pdf');
  expect(detail.head).toBe('%PDF');
  // The mask is down again once the file is saved.
  await expect(page.getByText('資料下載中')).toHaveCount(0);

  const analysis = await printFrom(page, '單價分析表 XLSX');
  expect(analysis.name).toBe('單價分析表_A2.8_工程預算書_ArchEx001.xlsx');
  expect(analysis.head).toBe('PK\u0003\u0004');
  for (const label of ['單價分析表 PDF', '單價分析表 ODS']) await expect(page.getByRole('button', { name: `列印 ${label}` })).toBeVisible();
  // The project goes too, so later tests' project lists count as they would without this one.
  await deleteProjectOverApi(request, token, project.id);
});
