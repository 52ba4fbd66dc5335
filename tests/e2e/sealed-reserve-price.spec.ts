// The reserve price is secret until award (政府採購法 §34, issue 13): the agency fills A3.8's 核定底價 and uploads
// the 底價表 of a project of its own; the contractor assigned to that project opens A3.8 and sees neither the
// value nor the file, only the seal message. Screenshots at 1280 and 390 px into /tmp/shots-e/.
import { expect, test } from '@playwright/test';
import { apiSignIn, createProjectOverApi } from './support/api-project';
import { signIn } from './support/sign-in';

const API = '/TP_PROJECT_SV/api/v1';
const SHOTS = '/tmp/shots-e';


test('the contractor of the project sees neither the reserve price nor the 底價表 before award', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const agency = await apiSignIn(request, 'agency');
  const contractor = await apiSignIn(request, 'contractor');
  const headers = { authorization: `Bearer ${agency.token}` };
  const project = await createProjectOverApi(request, agency.token, '底價保密');
  const post = async (path: string, data: Record<string, unknown>) => {
    const res = await request.post(`${API}/${path}`, { headers, data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  };
  await post('BGC/Add_Business_Executives', { proj_id: project.id, category: '施工廠商', auth_id: contractor.id, start_date: '2026-01-01' });
  // A3.8 needs A2.8 settled; the agency fills the reserve price and uploads the 底價表.
  await post('BFB/Change_status', { stp_id: 'A2.8', proj_id: project.id, checkResult: 'N' });
  await post('STP/Save_Step_Data', {
    stp_id: 'A3.8',
    proj_id: project.id,
    version: 0,
    data: { budgetAmount: '50000000', estimatedAmount: '49000000', reservePrice: '47654321', ratioToBudget: '95.31', analysis: '依近三年決標資料分析', approver: '處長' },
  });
  const sheet = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 32), Buffer.from('\n%%EOF\n')]);
  const target = { auth_id: agency.id, stp_id: 'A3.8', proj_id: project.id, code_type: 'A-TB-', fileTo: 'reservePriceSheet' };
  const key = (await post('Upload_File/uploadKey', { ...target, fileName: '底價表.pdf', fileTotalSize: sheet.length, fileSplitCount: 1 })) as { id: number; uploadKey: string };
  const chunk = await request.post(`${API}/Upload_File/upload`, {
    headers,
    multipart: {
      fileName: '底價表.pdf',
      fileTotalSize: String(sheet.length),
      fileSplitCount: '1',
      id: String(key.id),
      uploadKey: key.uploadKey,
      theFile: { name: 'blob', mimeType: 'application/octet-stream', buffer: sheet },
      index: '0',
      isLastChunk: 'true',
    },
  });
  expect(chunk.ok(), await chunk.text()).toBe(true);
  await post('Upload_File/uploadMerge', { ...target, id: key.id, uploadKey: key.uploadKey, fileName: '底價表.pdf', fileTotalSize: sheet.length });

  // The agency sees its own value and file.
  const agencyPage = await (await browser.newContext()).newPage();
  await signIn(agencyPage, 'agency');
  await agencyPage.goto(`/BiddingAward/A3/processManage/A3_8?proj_id=${project.id}`);
  await expect(agencyPage.locator('.pw-step-title')).toContainText('底價訂定');
  await expect(agencyPage.getByText('47,654,321').or(agencyPage.getByText('47654321')).first()).toBeVisible();
  await expect(agencyPage.getByText('底價表.pdf')).toBeVisible();

  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'contractor');
  await page.goto(`/BiddingAward/A3/processManage/A3_8?proj_id=${project.id}`);
  await expect(page.locator('.pw-step-title')).toContainText('底價訂定');
  await expect(page.getByTestId('step-seal-notice')).toContainText('依政府採購法第34條，底價於決標前保密');
  await expect(page.getByTestId('step-view-only')).toBeVisible();
  // The budget amount is public; the reserve price, its ratio, its analysis and the sheet are not on the page at all.
  await expect(page.getByText('50,000,000').or(page.getByText('50000000')).first()).toBeVisible();
  const body = page.locator('body');
  await expect(body).not.toContainText('47,654,321');
  await expect(body).not.toContainText('47654321');
  await expect(body).not.toContainText('核定底價（元）');
  await expect(body).not.toContainText('底價表.pdf');
  await expect(body).not.toContainText('底價表及核定簽陳');
  await expect(page.getByText('本步驟的檔案目前保密，您無法檢視。')).toBeVisible();
  // A party that may only view gets no way to edit: the edit button stays disabled, nothing can be added.
  await expect(page.getByRole('button', { name: '編輯', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: '新增內容', exact: true })).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/sealed-a3-8-contractor-${width}.png`, fullPage: true });
  }
});
