/**
 * Step parties and seals over real HTTP (issue 13): the agency, the supervisor and the contractor assigned to
 * one project each try to read, save, upload, download, delete and change the status of a gov-only
 * procurement step (A3.1), the sealed A3.8 before and after award, a contractor record (B2.1) and a
 * supervision record (B2.2).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { signInAll, type Tokens } from '../projects/project-fixtures';
import { createBudgetProject, memberId, setStepStates } from '../budget/support/budget-fixtures';
import { fetchRaw, pdfBytes, PNG_BYTES, uploadWhole, type UploadTarget } from '../files/file-fixtures';

type Party = 'agency' | 'supervisor' | 'contractor';

let server: TestServer;
let t: Tokens;
let projId: number;
const ids: Record<Party, number> = { agency: 0, supervisor: 0, contractor: 0 };

beforeAll(async () => {
  server = await startTestServer();
  t = await signInAll(server);
  projId = await createBudgetProject(server);
  for (const who of ['agency', 'supervisor', 'contractor'] as const) ids[who] = await memberId(server, who);
  // A3.8 needs A2.8 settled before anything may be saved.
  await setStepStates(server, projId, { 'A2.8': 3 });
});
afterAll(async () => {
  await server?.close();
});

const token = (who: Party) => t[who];
const read = (who: Party, stp: string) =>
  callApi<{ data: Record<string, unknown>; version: number; access: { canEdit: boolean; hiddenFields: string[]; hiddenUploads: string[]; sealMessages: string[] } }>(
    server,
    'POST',
    'STP/Get_Step_Data',
    { stp_id: stp, proj_id: projId },
    token(who),
  );
const save = async (who: Party, stp: string, data: Record<string, unknown>) => {
  const current = await read('agency', stp).catch(() => null);
  const version = current?.status === 200 ? current.body.data!.version : 0;
  return callApi(server, 'POST', 'STP/Save_Step_Data', { stp_id: stp, proj_id: projId, data, version }, token(who));
};
const status = (who: Party, stp: string, checkResult = 'Y') => callApi(server, 'POST', 'BFB/Change_status', { stp_id: stp, proj_id: projId, checkResult }, token(who));
const list = (who: Party, stp: string) => callApi<{ id: number; filename: string }[]>(server, 'GET', `BFB/getAllFile/${stp}/${projId}`, undefined, token(who));
const del = (who: Party, id: number) => callApi(server, 'DELETE', `BFB/Delete_File/${id}`, undefined, token(who));
const download = (who: Party, stp: string, id: number) => fetchRaw(server, `Files/Download/${stp}/${id}`, token(who));
const upload = (who: Party, target: Omit<UploadTarget, 'auth_id' | 'proj_id'>, name: string, bytes: Uint8Array) =>
  uploadWhole(server, token(who), { ...target, auth_id: ids[who], proj_id: projId }, name, bytes);
const constFiles = (who: Party, serviceType: string) =>
  callApi<{ stp_id: string; filename: string }[]>(server, 'GET', `CMB/Get_Const_File?proj_id=${projId}&serviceType=${serviceType}`, undefined, token(who));

const A31 = { stp_id: 'A3.1', code_type: 'A-TS-', fileTo: 'approvalMemo' };
const A38 = { stp_id: 'A3.8', code_type: 'A-TB-', fileTo: 'reservePriceSheet' };
const B21 = { stp_id: 'B2.1', code_type: 'B2-CL-', fileTo: 'sitePhotos' };
const B22 = { stp_id: 'B2.2', code_type: 'B2-SR-', fileTo: 'supervisionReports' };

describe('A3.1 採購簽辦: the agency\'s own step', () => {
  let fileId: number;

  it('the agency reads, saves, uploads and changes its status', async () => {
    expect((await save('agency', 'A3.1', { budgetAmount: '10000000' })).status).toBe(200);
    const stored = await upload('agency', A31, 'memo.pdf', pdfBytes(4000));
    expect(stored.status).toBe(201);
    fileId = stored.body.data!.id;
    expect((await read('agency', 'A3.1')).body.data!.data).toEqual({ budgetAmount: '10000000' });
    expect((await status('agency', 'A3.1')).status).toBe(200);
  });

  it.each(['supervisor', 'contractor'] as const)('the %s can neither read nor touch it, and nothing changes', async (who) => {
    const denied = await read(who, 'A3.1');
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('您沒有檢視「A3.1 採購簽辦及招標方式核定」的權限（僅限機關）');
    const edit = await save(who, 'A3.1', { budgetAmount: '1' });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe('您沒有編輯「A3.1 採購簽辦及招標方式核定」的權限（僅限機關）');
    await expect(upload(who, A31, 'mine.pdf', pdfBytes(2000))).rejects.toThrow(/uploadKey 403/);
    expect((await list(who, 'A3.1')).status).toBe(403);
    expect((await download(who, 'A3.1', fileId)).status).toBe(403);
    expect((await del(who, fileId)).status).toBe(403);
    expect((await status(who, 'A3.1', 'P')).status).toBe(403);
    expect((await constFiles(who, 'A3')).body.data!.filter((f) => f.stp_id === 'A3.1')).toEqual([]);
    expect((await read('agency', 'A3.1')).body.data!.data).toEqual({ budgetAmount: '10000000' });
    expect((await list('agency', 'A3.1')).body.data!.map((f) => f.id)).toEqual([fileId]);
  });
});

describe('A3.8 底價訂定: sealed from the supervisor and the contractor until award', () => {
  let sheetId: number;
  const filled = { budgetAmount: '10000000', estimatedAmount: '9800000', reservePrice: '9500000', ratioToBudget: '95', analysis: '參考近三年決標資料', approver: '處長' };

  it('the agency fills the reserve price and uploads the 底價表', async () => {
    expect((await save('agency', 'A3.8', filled)).status).toBe(200);
    const stored = await upload('agency', A38, '底價表.pdf', pdfBytes(5000));
    expect(stored.status).toBe(201);
    sheetId = stored.body.data!.id;
    expect((await read('agency', 'A3.8')).body.data!.data).toEqual(filled);
  });

  it.each(['supervisor', 'contractor'] as const)('before award the %s gets neither the price nor the file, only the seal message', async (who) => {
    const answer = await read(who, 'A3.8');
    expect(answer.status).toBe(200);
    expect(answer.body.data!.data).toEqual({ budgetAmount: '10000000', estimatedAmount: '9800000', approver: '處長' });
    expect(JSON.stringify(answer.body)).not.toContain('9500000');
    expect(answer.body.data!.access).toMatchObject({ canEdit: false, hiddenUploads: ['reservePriceSheet'], sealMessages: ['依政府採購法第34條，底價於決標前保密'] });
    expect((await list(who, 'A3.8')).body.data).toEqual([]);
    const file = await download(who, 'A3.8', sheetId);
    expect(file.status).toBe(403);
    expect(((await file.json()) as { message: string }).message).toBe('依政府採購法第34條，底價於決標前保密');
    expect((await constFiles(who, 'A3.8')).body.data).toEqual([]);
    const history = await callApi(server, 'POST', 'STP/Get_Step_History', { stp_id: 'A3.8', proj_id: projId }, token(who));
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).not.toContain('9500000');
    expect((await save(who, 'A3.8', { ...filled, reservePrice: '1' })).status).toBe(403);
    await expect(upload(who, A38, 'fake.pdf', pdfBytes(2000))).rejects.toThrow(/uploadKey 403/);
    expect((await del(who, sheetId)).status).toBe(403);
    expect((await status(who, 'A3.8')).status).toBe(403);
    expect((await read('agency', 'A3.8')).body.data!.data).toEqual(filled);
    expect((await list('agency', 'A3.8')).body.data!.map((f) => f.id)).toEqual([sheetId]);
  });

  it('after the award is recorded (EMA Edit_AWARD_NEW) both see the price and download the file, yet still cannot change or delete it', async () => {
    const bidders = [
      { vendor: '甲營造', price: '9400000', qualified: true },
      { vendor: '乙營造', price: '9450000', qualified: true },
      { vendor: '丙營造', price: '9480000', qualified: true },
    ];
    const award = await callApi(
      server,
      'POST',
      'EMA/Edit_AWARD_NEW',
      { proj_id: projId, bidOpening: { date: '2026-06-01', times: 1 }, tenderTableData: bidders, award: { date: '2026-06-02', vendor: '甲營造', amount: '9400000' } },
      t.agency,
    );
    expect(award.status, award.body.message).toBe(200);
    for (const who of ['supervisor', 'contractor'] as const) {
      const answer = await read(who, 'A3.8');
      expect(answer.body.data!.data).toEqual(filled);
      expect(answer.body.data!.access.sealMessages).toEqual([]);
      expect((await list(who, 'A3.8')).body.data!.map((f) => f.id)).toEqual([sheetId]);
      expect((await download(who, 'A3.8', sheetId)).status).toBe(200);
      expect((await save(who, 'A3.8', { ...filled, reservePrice: '1' })).status).toBe(403);
      expect((await del(who, sheetId)).status).toBe(403);
    }
  });
});

describe('B2.1 施工日誌 (the contractor\'s record) and B2.2 監造報表 (the supervisor\'s)', () => {
  const records = [
    { stp: 'B2.1', owner: 'contractor', others: ['supervisor', 'agency'], target: B21, name: 'site.png', bytes: PNG_BYTES, data: { weatherMorning: '晴' } },
    { stp: 'B2.2', owner: 'supervisor', others: ['contractor', 'agency'], target: B22, name: 'report.pdf', bytes: pdfBytes(3000), data: { plannedProgress: '10' } },
  ] as const;

  it.each(records)('$stp: its owner saves, uploads and changes the status; the other parties only read and download', async ({ stp, owner, others, target, name, bytes, data }) => {
    expect((await save(owner, stp, data)).status).toBe(200);
    const stored = await upload(owner, target, name, bytes);
    expect(stored.status).toBe(201);
    const fileId = stored.body.data!.id;
    expect((await status(owner, stp)).status).toBe(200);
    for (const who of others) {
      expect((await read(who, stp)).body.data!.data).toEqual(data);
      expect((await read(who, stp)).body.data!.access.canEdit).toBe(false);
      expect((await list(who, stp)).body.data!.map((f) => f.id)).toEqual([fileId]);
      expect((await download(who, stp, fileId)).status).toBe(200);
      expect((await save(who, stp, { ...data, remark: 'x' })).status).toBe(403);
      await expect(upload(who, target, name, bytes)).rejects.toThrow(/uploadKey 403/);
      expect((await status(who, stp, 'P')).status).toBe(403);
      expect((await del(who, fileId)).status).toBe(403);
    }
    expect((await read(owner, stp)).body.data!.data).toEqual(data);
    expect((await del(owner, fileId)).status).toBe(200);
  });

  it('a file is deleted only by its own party: the agency may not delete the contractor\'s photo even on a step it may edit', async () => {
    // B2.19 (估驗計價) is edited by all three parties; each may delete only its own party's files.
    const target = { stp_id: 'B2.19', code_type: 'B2-VD-', fileTo: 'valuationDocs' };
    const prefix = (await callApi<{ uploads: { key: string; codePrefix: string }[] }>(server, 'GET', 'STP/Get_Step_Definition/B2.19', undefined, t.agency)).body.data!.uploads[0]!;
    const stored = await upload('contractor', { ...target, code_type: prefix.codePrefix, fileTo: prefix.key }, 'valuation.pdf', pdfBytes(3000));
    expect(stored.status).toBe(201);
    const fileId = stored.body.data!.id;
    const refused = await del('agency', fileId);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('只有上傳此檔案的一方（施工廠商）可以刪除');
    expect((await del('supervisor', fileId)).status).toBe(403);
    expect((await del('contractor', fileId)).status).toBe(200);
  });
});
