// B1.11's air-pollution fee panel (panels: airPollutionFee in its definition): the contractor's declaration
// and a first payment, stored over the API, shown on the step page with 應繳／已繳／未繳 in amounts with
// thousands separators and ROC dates; the contractor adds the second payment in the dialog. Screenshots at
// 1280 and 390 px into test-results/screenshots/.
import { expect, test } from '@playwright/test';
import { apiSignIn, createProjectOverApi, deleteProjectOverApi } from './support/api-project';
import { screenshotAt, signIn } from './support/sign-in';

const API = '/TP_PROJECT_SV/api/v1';


test('the contractor sees the fee declared and paid on B1.11 and adds a payment', async ({ page, request }) => {
  test.setTimeout(180_000);
  const agency = await apiSignIn(request, 'agency');
  const contractor = await apiSignIn(request, 'contractor');
  const project = await createProjectOverApi(request, agency.token, '空污費');
  const post = async (token: string, path: string, data: Record<string, unknown>) => {
    const res = await request.post(`${API}/${path}`, { headers: { authorization: `Bearer ${token}` }, data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  };
  await post(agency.token, 'BGC/Add_Business_Executives', { proj_id: project.id, category: '施工廠商', auth_id: contractor.id, start_date: '2026-01-01' });
  const key = { stp_id: 'B1.11', proj_id: project.id, audit_id: 0 };
  await post(contractor.token, 'BFC/Edit_Air', {
    ...key,
    category: '4',
    declared_date: '2026-02-10',
    declaration_no: '北市環空字第1150001號',
    control_no: 'A1150001',
    quantity: '1200',
    duration_days: 90,
    rate: '3.5',
    contract_amount: '25000000',
    fee: null,
    version: 0,
  });
  await post(contractor.token, 'BFC/Add_AirPay', { ...key, period: 1, amount: '6300', paid_date: '2026-02-15' });

  await signIn(page, 'contractor');
  await page.goto(`/constructionPerformance/applyDeclare/processManage/B1_11?proj_id=${project.id}`);
  const panel = page.getByTestId('air-fee-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('air-totals')).toContainText('12,600');
  await expect(panel.getByTestId('air-totals')).toContainText('6,300');
  await expect(panel).toContainText('115/02/15');
  await screenshotAt(page, 'air-fee-1280', 1280);
  await screenshotAt(page, 'air-fee-390', 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await panel.getByTestId('air-add-payment').click();
  const dialog = page.getByTestId('air-payment-dialog');
  await expect(dialog).toBeVisible();
  await screenshotAt(page, 'air-fee-payment-dialog-390', 390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await deleteProjectOverApi(request, agency.token, project.id);
});
