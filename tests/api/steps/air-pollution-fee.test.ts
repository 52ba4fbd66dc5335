/**
 * The BFC Air calls over real HTTP on B1.11 (施工許可申請及申報, edited by the contractor, read by the agency and
 * the supervisor): the declaration saved with its version and refused when stale, payments added, changed and
 * deleted with exact totals, parties without edit refused, bad input answered 400 with nothing changed, and
 * receipts linked from the step's files and removed with Delete_Airfile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airFeeHistory, airFeePayments, stepFiles } from '../../../src/server/db/schema';
import { eq } from 'drizzle-orm';
import type { AirDeclarationAnswer, AirPaymentRecord, AirPaymentsAnswer } from '../../../src/domain/air-fee/air-fee-records';
import { callApi } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { signInAll, type Tokens } from '../projects/project-fixtures';
import { createBudgetProject, memberId } from '../budget/support/budget-fixtures';
import { pdfBytes, uploadWhole } from '../files/file-fixtures';

let server: TestServer;
let t: Tokens;
let projId: number;
let otherProjId: number;

beforeAll(async () => {
  server = await startTestServer();
  t = await signInAll(server);
  projId = await createBudgetProject(server);
  otherProjId = await createBudgetProject(server);
});
afterAll(async () => {
  await server?.close();
});

const getAir = (token: string, proj = projId, audit = 0) => callApi<AirDeclarationAnswer>(server, 'GET', `BFC/Get_Air/B1.11/${proj}/${audit}`, undefined, token);
const getPays = (token: string, proj = projId) => callApi<AirPaymentsAnswer>(server, 'GET', `BFC/Get_AirPay/B1.11/${proj}/0`, undefined, token);
const editAir = (token: string, body: Record<string, unknown>) => callApi<{ version: number; estimated_fee: string | null }>(server, 'POST', 'BFC/Edit_Air', { stp_id: 'B1.11', proj_id: projId, audit_id: 0, ...body }, token);
const addPay = (token: string, body: Record<string, unknown>) => callApi<AirPaymentRecord>(server, 'POST', 'BFC/Add_AirPay', { stp_id: 'B1.11', proj_id: projId, audit_id: 0, ...body }, token);
const upload = async (name: string, proj = projId) =>
  (await uploadWhole(server, t.contractor, { stp_id: 'B1.11', proj_id: proj, auth_id: await memberId(server, 'contractor'), code_type: 'B1-PM-', fileTo: 'permits' }, name, pdfBytes(3000))).body.data!.id;
const counts = async () => ({
  payments: (await server.database.db.select().from(airFeePayments)).length,
  history: (await server.database.db.select().from(airFeeHistory)).length,
});

const declaration = { category: '4', declared_date: '2026-02-10', declaration_no: '北市環空字第1150001號', control_no: 'A1150001', quantity: '1200', duration_days: 90, rate: '3.5', contract_amount: '25000000', fee: null };

describe('the declaration', () => {
  it('is empty with version 0 before the first save, for every party that may view B1.11', async () => {
    for (const token of [t.agency, t.supervisor, t.contractor]) {
      const res = await getAir(token);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ declaration: null, version: 0, estimated_fee: null, totals: { payable: null, paid: '0.00', unpaid: null } });
    }
  });

  it('is saved by the contractor from version 0, with the estimate rate × area × months in whole NT$', async () => {
    const saved = await editAir(t.contractor, { ...declaration, version: 0 });
    expect(saved.status).toBe(200);
    // 3.5 × 1,200 m² × 90/30 months = 12,600
    expect(saved.body.data).toMatchObject({ version: 1, estimated_fee: '12600.00' });
    const read = await getAir(t.agency);
    expect(read.body.data!.declaration).toMatchObject({ category: '4', declared_date: '2026-02-10', quantity: '1200.00', rate: '3.500000', contract_amount: '25000000.00', fee: null });
    expect(read.body.data!.totals).toEqual({ payable: '12600.00', paid: '0.00', unpaid: '12600.00', overpaid: '0.00' });
  });

  it('refuses a save from a stale version with 409 and keeps the stored one', async () => {
    const fresh = await editAir(t.contractor, { ...declaration, fee: '12345.67', version: 1 });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data!.version).toBe(2);
    const stale = await editAir(t.contractor, { ...declaration, fee: '1', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('資料已被他人修改，請重新載入後再編輯');
    const read = await getAir(t.contractor);
    expect(read.body.data!.version).toBe(2);
    expect(read.body.data!.declaration!.fee).toBe('12345.67');
    expect(read.body.data!.totals.payable).toBe('12345.67');
  });

  it('refuses the agency and the supervisor, who may only view B1.11, and nothing changes', async () => {
    for (const token of [t.agency, t.supervisor]) {
      const res = await editAir(token, { ...declaration, fee: '1', version: 2 });
      expect(res.status).toBe(403);
      expect(res.body.message).toContain('施工許可申請及申報');
    }
    expect((await getAir(t.contractor)).body.data!.version).toBe(2);
  });
});

describe('payments', () => {
  let first: AirPaymentRecord;

  it('adds installments and answers exact totals (0.1 + 0.2 = 0.30)', async () => {
    const a = await addPay(t.contractor, { period: 1, amount: '0.1', paid_date: '2026-02-15' });
    expect(a.status).toBe(200);
    first = a.body.data!;
    expect(first).toMatchObject({ period: 1, amount: '0.10', paid_date: '2026-02-15', version: 1, files: [] });
    expect((await addPay(t.contractor, { period: 2, amount: 0.2, paid_date: '2026-02-16' })).status).toBe(200);
    const list = await getPays(t.supervisor);
    expect(list.body.data!.list.map((p) => p.amount)).toEqual(['0.10', '0.20']);
    expect(list.body.data!.totals).toEqual({ payable: '12345.67', paid: '0.30', unpaid: '12345.37', overpaid: '0.00' });
  });

  it('edits a payment from its version and refuses a stale edit with 409', async () => {
    const edited = await callApi<AirPaymentRecord>(server, 'POST', 'BFC/Edit_AirPay', { id: first.id, version: 1, period: 1, amount: '1,000.5', paid_date: '2026-02-15', remark: '第一期' }, t.contractor);
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ amount: '1000.50', remark: '第一期', version: 2 });
    const stale = await callApi(server, 'POST', 'BFC/Edit_AirPay', { id: first.id, version: 1, period: 1, amount: '5', paid_date: '2026-02-15' }, t.contractor);
    expect(stale.status).toBe(409);
    expect((await getPays(t.contractor)).body.data!.totals.paid).toBe('1000.70');
  });

  it('refuses a payment that would take the total above what is owed, and a second payment of the same period', async () => {
    const before = await counts();
    const over = await addPay(t.contractor, { period: 3, amount: '11345.00', paid_date: '2026-02-20' });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('繳費總額超過應繳金額（應繳 12,345.67 元，繳費合計將為 12,345.70 元）');
    const exact = await addPay(t.contractor, { period: 3, amount: '11344.97', paid_date: '2026-02-20' });
    expect(exact.status).toBe(200);
    expect((await getPays(t.contractor)).body.data!.totals).toEqual({ payable: '12345.67', paid: '12345.67', unpaid: '0.00', overpaid: '0.00' });
    const twice = await addPay(t.contractor, { period: 3, amount: '0.01', paid_date: '2026-02-20' });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('第 3 期已有繳費紀錄');
    expect((await counts()).payments).toBe(before.payments + 1);
  });

  it('warns, but saves, when the fee is lowered below what was paid', async () => {
    const saved = await editAir(t.contractor, { ...declaration, fee: '12000', version: 2 });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('已繳金額超過應繳金額 345.67 元，請確認是否應申請退費');
    expect((await getPays(t.contractor)).body.data!.totals).toEqual({ payable: '12000.00', paid: '12345.67', unpaid: '0.00', overpaid: '345.67' });
  });

  it('deletes a payment softly: gone from the list, kept in the table and the history', async () => {
    const list = (await getPays(t.contractor)).body.data!.list;
    const last = list.find((p) => p.period === 3)!;
    const stale = await callApi(server, 'POST', 'BFC/Delete_AirPay', { id: last.id, version: last.version + 1 }, t.contractor);
    expect(stale.status).toBe(409);
    const del = await callApi(server, 'POST', 'BFC/Delete_AirPay', { id: last.id, version: last.version }, t.contractor);
    expect(del.status).toBe(200);
    expect((await getPays(t.contractor)).body.data!.list.map((p) => p.period)).toEqual([1, 2]);
    const [row] = await server.database.db.select().from(airFeePayments).where(eq(airFeePayments.id, last.id));
    expect(row!.deletedAt).not.toBeNull();
    const history = await server.database.db.select().from(airFeeHistory).where(eq(airFeeHistory.paymentId, last.id));
    expect(history.map((h) => h.action)).toEqual(['add', 'delete']);
    const again = await callApi(server, 'POST', 'BFC/Delete_AirPay', { id: last.id, version: last.version + 1 }, t.contractor);
    expect(again.status).toBe(404);
  });

  it('refuses the agency and the supervisor on every payment call', async () => {
    const before = await counts();
    for (const token of [t.agency, t.supervisor]) {
      expect((await addPay(token, { period: 9, amount: '1', paid_date: '2026-02-20' })).status).toBe(403);
      expect((await callApi(server, 'POST', 'BFC/Edit_AirPay', { id: first.id, version: 2, period: 1, amount: '1', paid_date: '2026-02-15' }, token)).status).toBe(403);
      expect((await callApi(server, 'POST', 'BFC/Delete_AirPay', { id: first.id, version: 2 }, token)).status).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });
});

describe('bad input is answered 400 in the spec\'s words, and nothing changes', () => {
  const cases: [string, string, Record<string, unknown>, string][] = [
    ['Add_AirPay', 'missing amount', { period: 5, paid_date: '2026-02-01' }, "'amount'是必要參數"],
    ['Add_AirPay', 'missing stp_id', { stp_id: undefined, period: 5, amount: '1', paid_date: '2026-02-01' }, "'stp_id'是必要參數"],
    ['Add_AirPay', 'negative amount', { period: 5, amount: '-5', paid_date: '2026-02-01' }, '繳費金額必須大於 0'],
    ['Add_AirPay', 'zero amount', { period: 5, amount: 0, paid_date: '2026-02-01' }, '繳費金額必須大於 0'],
    ['Add_AirPay', 'three decimals', { period: 5, amount: '1.005', paid_date: '2026-02-01' }, '繳費金額最多到小數第 2 位'],
    ['Add_AirPay', 'text amount', { period: 5, amount: '一百', paid_date: '2026-02-01' }, "'amount'型別必須為number"],
    ['Add_AirPay', 'proj_id beyond int32', { proj_id: 2147483648, period: 5, amount: '1', paid_date: '2026-02-01' }, "'proj_id'型別必須為number"],
    ['Add_AirPay', 'proj_id as text', { proj_id: 'x', period: 5, amount: '1', paid_date: '2026-02-01' }, "'proj_id'型別必須為number"],
    ['Add_AirPay', 'no real day', { period: 5, amount: '1', paid_date: '2026-02-30' }, '繳費日期不是有效的日期'],
    ['Add_AirPay', 'a future day', { period: 5, amount: '1', paid_date: '2999-01-01' }, '繳費日期不可晚於今天'],
    ['Add_AirPay', 'NUL in the remark', { period: 5, amount: '1', paid_date: '2026-02-01', remark: 'a\u0000b' }, "'remark'不可包含空字元"],
    ['Add_AirPay', 'file id beyond int32', { period: 5, amount: '1', paid_date: '2026-02-01', file_ids: [2147483648] }, "'file_ids'型別必須為number"],
    ['Edit_Air', 'missing version', {}, "'version'是必要參數"],
    ['Edit_Air', 'unknown category', { version: 3, category: 'Q' }, "'category'的值不在允許範圍內"],
    ['Edit_Air', 'negative fee', { version: 3, fee: '-1' }, '應繳金額不可為負數'],
    ['Delete_AirPay', 'id beyond int32', { id: 99999999999, version: 1 }, "'id'型別必須為number"],
    ['Delete_Airfile', 'missing file_id', { id: 1, version: 1 }, "'file_id'是必要參數"],
  ];
  it.each(cases)('%s: %s', async (call, _what, body, message) => {
    const before = await counts();
    const version = (await getAir(t.contractor)).body.data!.version;
    const res = await callApi(server, 'POST', `BFC/${call}`, { stp_id: 'B1.11', proj_id: projId, audit_id: 0, ...body }, t.contractor);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await counts()).toEqual(before);
    expect((await getAir(t.contractor)).body.data!.version).toBe(version);
  });

  it('refuses path ids beyond int32 and an unknown step', async () => {
    const far = await callApi(server, 'GET', 'BFC/Get_Air/B1.11/2147483648/0', undefined, t.contractor);
    expect(far.status).toBe(400);
    expect(far.body.message).toBe("'proj_id'型別必須為number");
    const unknown = await callApi(server, 'GET', `BFC/Get_AirPay/B9.99/${projId}/0`, undefined, t.contractor);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('查無步驟 B9.99');
  });

  it('refuses a payment before any declaration is saved', async () => {
    const res = await callApi(server, 'POST', 'BFC/Add_AirPay', { stp_id: 'B1.11', proj_id: otherProjId, period: 1, amount: '1', paid_date: '2026-02-01' }, t.contractor);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('請先填寫並儲存空污費申報資料，再新增繳費紀錄');
  });
});

describe('receipts', () => {
  let paymentId: number;
  let version: number;
  let receipt: number;
  let second: number;

  it('links receipts uploaded to the step, and names them in the list', async () => {
    receipt = await upload('收據一.pdf');
    second = await upload('收據二.pdf');
    const pay = (await getPays(t.contractor)).body.data!.list.find((p) => p.period === 2)!;
    const res = await callApi<AirPaymentRecord>(server, 'POST', 'BFC/Edit_AirPay', { id: pay.id, version: pay.version, period: 2, amount: pay.amount, paid_date: pay.paid_date, file_ids: [receipt, second] }, t.contractor);
    expect(res.status).toBe(200);
    expect(res.body.data!.files.map((f) => f.filename)).toEqual(['收據一.pdf', '收據二.pdf']);
    paymentId = pay.id;
    version = res.body.data!.version;
  });

  it('refuses a file of another project, and a receipt already linked to another payment', async () => {
    const foreign = await upload('別案收據.pdf', otherProjId);
    const first = (await getPays(t.contractor)).body.data!.list.find((p) => p.period === 1)!;
    const edit = (ids: number[]) => callApi(server, 'POST', 'BFC/Edit_AirPay', { id: first.id, version: first.version, period: 1, amount: first.amount, paid_date: first.paid_date, file_ids: ids }, t.contractor);
    const other = await edit([foreign]);
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('收據檔案不存在，或不屬於本工程此步驟');
    const taken = await edit([receipt]);
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('收據檔案已連結至其他繳費紀錄');
  });

  it('Delete_Airfile takes the receipt off the payment and deletes the step file; the agency may not', async () => {
    const denied = await callApi(server, 'POST', 'BFC/Delete_Airfile', { id: paymentId, file_id: receipt, version }, t.agency);
    expect(denied.status).toBe(403);
    const notLinked = await callApi(server, 'POST', 'BFC/Delete_Airfile', { id: paymentId, file_id: 999999, version }, t.contractor);
    expect(notLinked.status).toBe(400);
    expect(notLinked.body.message).toBe('刪除失敗：此檔案不是該筆繳費的收據');
    const res = await callApi<{ version: number }>(server, 'POST', 'BFC/Delete_Airfile', { id: paymentId, file_id: receipt, version }, t.contractor);
    expect(res.status).toBe(200);
    expect(res.body.data!.version).toBe(version + 1);
    const pay = (await getPays(t.contractor)).body.data!.list.find((p) => p.id === paymentId)!;
    expect(pay.files.map((f) => f.id)).toEqual([second]);
    const [file] = await server.database.db.select().from(stepFiles).where(eq(stepFiles.id, receipt));
    expect(file!.deletedAt).not.toBeNull();
    const files = await callApi<{ id: number }[]>(server, 'GET', `BFB/getAllFile/B1.11/${projId}`, undefined, t.contractor);
    expect(files.body.data!.map((f) => f.id)).not.toContain(receipt);
    const stale = await callApi(server, 'POST', 'BFC/Delete_Airfile', { id: paymentId, file_id: second, version }, t.contractor);
    expect(stale.status).toBe(409);
  });
});

describe('steps without the fee panel', () => {
  it('refuse the Air calls: the definition decides which steps carry the fee', async () => {
    const answer = await callApi(server, 'GET', `BFC/Get_Air/B2.1/${projId}/0`, undefined, t.contractor);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('「B2.1 施工日誌」沒有空氣污染防制費申報');
    const edit = await callApi(server, 'POST', 'BFC/Edit_Air', { stp_id: 'B2.1', proj_id: projId, audit_id: 0, version: 0 }, t.contractor);
    expect(edit.status).toBe(400);
  });
});
