// Multi-party sign-off with citizen certificates (issue 14), as its users do it: the contractor's 施工日誌
// (B2.1) is sent for sign-off and signed with the contractor's test card through the stand-in card reader;
// the supervisor finds it under 待簽核, signs with theirs, and the step shows 已完成 with both signatures
// verifiable. Screenshots at 1280 and 390 px into test-results/screenshots/.
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, createProjectOverApi, deleteProjectOverApi } from './support/api-project';
import { screenshotAt, signIn } from './support/sign-in';

const API = '/TP_PROJECT_SV/api/v1';
/** The PIN of the development test cards (README). */
const TEST_CARD_PIN = '123456';


/** Signs the pending stage on the open step page with the user's card. */
async function signWithCard(page: Page) {
  await page.getByTestId('sign-off-sign').click();
  const dialog = page.getByTestId('pin-dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('#card-pin').fill(TEST_CARD_PIN);
  await dialog.getByTestId('pin-save').click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

test('the contractor and the supervisor sign B2.1 with their certificates, and the step is done', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const agency = await apiSignIn(request, 'agency');
  const contractor = await apiSignIn(request, 'contractor');
  const supervisor = await apiSignIn(request, 'supervisor');
  const project = await createProjectOverApi(request, agency.token, '施工日誌簽核');
  const as = (token: string) => async (path: string, data: Record<string, unknown>) => {
    const res = await request.post(`${API}/${path}`, { headers: { authorization: `Bearer ${token}` }, data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  };
  await as(agency.token)('BGC/Add_Business_Executives', { proj_id: project.id, category: '施工廠商', auth_id: contractor.id, start_date: '2026-01-01' });
  await as(agency.token)('BGC/Add_Business_Executives', { proj_id: project.id, category: '監造單位', auth_id: supervisor.id, start_date: '2026-01-01' });
  // The day's log as the site manager saved it.
  await as(contractor.token)('STP/Save_Step_Data', {
    stp_id: 'B2.1',
    proj_id: project.id,
    version: 0,
    data: { logDate: '2026-03-02', weatherMorning: '晴', weatherAfternoon: '陰', plannedProgress: '12.5', actualProgress: '11', workItems: '基礎開挖 120 m³', workerCount: 14, preWorkBriefing: true },
  });
  const stepPath = `/constructionPerformance/constructionManage/processManage/B2_1?proj_id=${project.id}`;

  // The contractor sends it and signs the first stage.
  const conPage = await (await browser.newContext()).newPage();
  await signIn(conPage, 'contractor');
  await conPage.goto(stepPath);
  const panel = conPage.getByTestId('sign-off-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('sign-off-stage')).toHaveText([/工地主任簽章/, /監造單位查閱簽章/]);
  await screenshotAt(conPage, 'sign-off-before-1280', 1280);
  await screenshotAt(conPage, 'sign-off-before-390', 390);
  await conPage.setViewportSize({ width: 1280, height: 800 });
  await panel.getByTestId('sign-off-submit').click();
  await conPage.getByRole('button', { name: '送出簽核', exact: true }).last().click();
  await expect(panel.getByTestId('sign-off-status')).toHaveText('簽核中');
  // The content is frozen: the edit button is closed.
  await expect(conPage.getByRole('button', { name: /編輯/ }).first()).toBeDisabled();
  await signWithCard(conPage);
  await expect(panel.getByTestId('sign-off-stage').first()).toHaveAttribute('data-state', 'signed', { timeout: 30_000 });
  await expect(panel.getByTestId('sign-off-waiting')).toContainText('監造單位查閱簽章', { timeout: 30_000 });

  // The supervisor finds it under 待簽核 and signs.
  const supPage = await (await browser.newContext()).newPage();
  await signIn(supPage, 'supervisor');
  await supPage.getByTestId('pending-sign-off-badge').click();
  const item = supPage.getByTestId('pending-sign-off').filter({ hasText: project.name });
  await expect(item).toContainText('B2.1 施工日誌');
  await expect(item).toContainText('監造單位查閱簽章');
  await screenshotAt(supPage, 'sign-off-pending-list-1280', 1280);
  await screenshotAt(supPage, 'sign-off-pending-list-390', 390);
  await supPage.setViewportSize({ width: 1280, height: 800 });
  await item.getByRole('link').click();
  await expect(supPage.getByTestId('sign-off-panel')).toBeVisible();
  await signWithCard(supPage);
  const supPanel = supPage.getByTestId('sign-off-panel');
  await expect(supPanel.getByTestId('sign-off-status')).toHaveText('已完成簽核', { timeout: 30_000 });
  await expect(supPage.locator('.pw-step-page [data-state="2"]').first()).toHaveText('已完成');

  // Both signatures verify, and the content still matches.
  const signatures = supPanel.getByTestId('signature');
  await expect(signatures).toHaveCount(2);
  for (const index of [0, 1]) await signatures.nth(index).getByTestId('verify-signature').click();
  const results = supPanel.getByTestId('signature-verification');
  await expect(results).toHaveCount(2);
  for (const index of [0, 1]) {
    await expect(results.nth(index)).toHaveAttribute('data-valid', 'true');
    await expect(results.nth(index)).toContainText('目前內容與簽章時相同');
  }
  await expect(results.nth(0)).toContainText('張工地');
  await expect(results.nth(1)).toContainText('陳監造');
  await supPanel.getByTestId('sign-off-history-toggle').click();
  await expect(supPanel.getByTestId('sign-off-history')).toContainText('送出簽核');
  await screenshotAt(supPage, 'sign-off-done-1280', 1280);
  await screenshotAt(supPage, 'sign-off-done-390', 390);

  await deleteProjectOverApi(request, agency.token, project.id);
});
