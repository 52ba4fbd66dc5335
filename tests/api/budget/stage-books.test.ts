import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetBookHistory, budgetBooks } from '../../../src/server/db/schema';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { flatItems, itemOf, withChange, type AnsweredItem } from './support/book-tree';
import { A55_PREREQUISITES, createBudgetProject, importBook, readSampleBytes, setStepStates, stepState } from './support/budget-fixtures';

interface StageBook {
  stp_id: string;
  Main: { totalAmount: string };
  DetailList: AnsweredItem[];
  CostBreakdownList: unknown[];
  ResourceList: { workItems: unknown[]; payItems: unknown[] };
  Discount: { rate: string | null; amount: string | null; stepId: string } | null;
  DiscountHistory: unknown[];
  totalAmount: string;
  finalAmount: string;
  revision: number;
  party: string;
  capabilities: Record<string, boolean>;
  editBlock: { message: string; type: string } | null;
  budgetChanged: boolean;
  originLeafKeys: string[];
}
interface SaveAnswer {
  revision: number;
  totalAmount: string;
  finalAmount: string;
  totalReminder: boolean;
  changed: boolean;
}

let server: TestServer;
let agency: string;
let contractor: string;
let supervisor: string;
beforeAll(async () => {
  server = await startTestServer();
  agency = (await signInAs(server, 'agency')).token;
  contractor = (await signInAs(server, 'contractor')).token;
  supervisor = (await signInAs(server, 'supervisor')).token;
});
afterAll(async () => {
  await server?.close();
});

const load = (token: string, projId: number, stage: string) => callApi<StageBook>(server, 'POST', 'PCS/Load_Detail_Now', { proj_id: projId, stp_id: stage }, token);
/** Saves on top of the stored revision unless the body names one, as the budget page does. */
const save = async (token: string, body: Record<string, unknown>) => {
  const revision = 'revision' in body ? body.revision : await storedRevision(Number(body.proj_id), String(body.stp_id));
  return callApi<SaveAnswer>(server, 'POST', 'PCS/Save_CalResult', { ...body, ...(revision === undefined ? {} : { revision }) }, token);
};

async function storedRevision(projId: number, stage: string): Promise<number | undefined> {
  const [row] = await server.database.db
    .select({ revision: budgetBooks.revision })
    .from(budgetBooks)
    .where(and(eq(budgetBooks.projId, projId), eq(budgetBooks.stpId, stage)));
  return row?.revision;
}

async function importedProject(): Promise<number> {
  const projId = await createBudgetProject(server);
  const res = await importBook(server, agency, projId, readSampleBytes());
  expect(res.status).toBe(200);
  return projId;
}

describe('A2.8 budget', () => {
  it('saves an edited quantity: the server recalculates up the tree and its totals win over what was sent', async () => {
    const projId = await importedProject();
    const book = (await load(agency, projId, 'A2.8')).body.data!;
    expect(book.capabilities).toMatchObject({ qty: true, cost: true, sysRemark: true, discount: false });
    // 壹.一.1 清除及掘除 1680 → 2000 M2 at 16: +5,120 before the percentages above it; a bogus amount is ignored.
    const edited = withChange(book.DetailList, '35', { qty: '2000', amount: '1' });
    const res = await save(agency, { proj_id: projId, stp_id: 'A2.8', DetailList: edited, CostBreakdownList: book.CostBreakdownList, ResourceList: book.ResourceList, revision: book.revision });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ changed: true, revision: book.revision + 1, totalReminder: false });
    const after = (await load(agency, projId, 'A2.8')).body.data!;
    expect(itemOf(after.DetailList, '35')).toMatchObject({ qty: '2000', amount: '32000' });
    expect(after.totalAmount).toBe(res.body.data!.totalAmount);
    expect(Number(after.totalAmount)).toBeGreaterThan(46291107);
    expect(after.Main.totalAmount).toBe(after.totalAmount);
  });

  it('refuses a changed name, an unknown line, a non-number, a price priced by analysis and an old revision', async () => {
    const projId = await importedProject();
    const book = (await load(agency, projId, 'A2.8')).body.data!;
    const base = { proj_id: projId, stp_id: 'A2.8' };
    const renamed = await save(agency, { ...base, DetailList: withChange(book.DetailList, '35', { cName: '改名' }) });
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toBe('項次「壹.一.1」的名稱不能修改');
    const extra = await save(agency, { ...base, DetailList: [...book.DetailList, { ...book.DetailList[0]!, itemKey: 'x' }] });
    expect(extra.body.message).toBe('預算書第一層的工作項目與預算書不符，請重新載入後再編輯');
    const notNumber = await save(agency, { ...base, DetailList: withChange(book.DetailList, '35', { qty: '一千' }) });
    expect(notNumber.body.message).toBe('項次「壹.一.1」的數量必須是數字');
    // An analysed line's unit price is computed: a different one sent is recalculated, not stored.
    const analysed = await save(agency, { ...base, DetailList: withChange(book.DetailList, '35', { cost: '99' }) });
    expect(analysed.body.data).toMatchObject({ changed: false, totalAmount: '46291107' });
    const fixedTotal = await save(agency, { ...base, DetailList: withChange(book.DetailList, '60', { qty: '1', cost: 'abc' }) });
    expect(fixedTotal.body.message).toBe('項次「壹.六.2」的單價必須是數字');
    const badType = await save(agency, { ...base, DetailList: [{ itemKey: 2, children: [] }] });
    expect(badType.body.message).toBe("'DetailList[0].itemKey'型別必須為string");
    const missing = await save(agency, { proj_id: projId, stp_id: 'A2.8' });
    expect(missing.body.message).toBe("'DetailList'是必要參數");
    const badStage = await save(agency, { ...base, stp_id: 'A9.9', DetailList: [], revision: 1 });
    expect(badStage.body.message).toBe("'stp_id'必須為 A2.8、A3.8、A5.5 或 B1.0");
    await save(agency, { ...base, DetailList: withChange(book.DetailList, '60', { cost: '7000' }), revision: book.revision });
    const stale = await save(agency, { ...base, DetailList: book.DetailList, revision: book.revision });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(`預算書已由他人更新（第 ${book.revision + 1} 版），請重新載入後再編輯`);
    const after = (await load(agency, projId, 'A2.8')).body.data!;
    expect(itemOf(after.DetailList, '35').cName).toBe('清除及掘除');
    expect(itemOf(after.DetailList, '60').cost).toBe('7000');
  });

  it('refuses a save without the revision it started from, and keeps who changed which line from what to what', async () => {
    const projId = await importedProject();
    const book = (await load(agency, projId, 'A2.8')).body.data!;
    const base = { proj_id: projId, stp_id: 'A2.8' };
    const unversioned = await callApi(server, 'POST', 'PCS/Save_CalResult', { ...base, DetailList: withChange(book.DetailList, '60', { cost: '1' }) }, agency);
    expect(unversioned.status).toBe(400);
    expect(unversioned.body.message).toBe("'revision'是必要參數");
    expect((await load(agency, projId, 'A2.8')).body.data!.revision).toBe(book.revision);

    const saved = await save(agency, { ...base, DetailList: withChange(book.DetailList, '60', { cost: '7000' }), revision: book.revision });
    expect(saved.status).toBe(200);
    const history = await server.database.db.select().from(budgetBookHistory).where(eq(budgetBookHistory.revision, book.revision + 1));
    const entry = history.find((h) => h.changes.some((c) => c.key === '60'));
    // The edited line, and the totals above it that the server recalculated.
    expect(entry?.changes).toContainEqual({ key: '60', name: expect.stringContaining('壹.六.2') as unknown as string, field: 'price', old: itemOf(book.DetailList, '60').cost, new: '7000' });
    expect(entry?.changedBy).not.toBeNull();
    expect(entry?.newTotal).toBeTruthy();
  });

  it('edits system remarks without changing the figures (EDIT_sysRemark)', async () => {
    const projId = await importedProject();
    const res = await callApi<{ changed: number }>(server, 'POST', 'BGC/EDIT_sysRemark', { Main: { proj_id: projId }, DetailList: [{ itemKey: '35', sysRemark: '依現場實測' }], CostBreakdownList: [] }, agency);
    expect(res.status).toBe(200);
    expect(res.body.data!.changed).toBe(1);
    const book = (await load(agency, projId, 'A2.8')).body.data!;
    expect(itemOf(book.DetailList, '35').sysRemark).toBe('依現場實測');
    expect(book.totalAmount).toBe('46291107');
    const unknown = await callApi(server, 'POST', 'BGC/EDIT_sysRemark', { Main: { proj_id: projId }, DetailList: [{ itemKey: 'nope', sysRemark: 'x' }] }, agency);
    expect(unknown.body.message).toBe('找不到工作項目（itemKey「nope」）');
  });
});

describe('A3.8 reserve price', () => {
  it('starts from A2.8, sets prices and a discount (history kept), and the reserve price is the discounted total', async () => {
    const projId = await importedProject();
    const first = await load(agency, projId, 'A3.8');
    expect(first.status).toBe(200);
    const book = first.body.data!;
    expect(book).toMatchObject({ totalAmount: '46291107', finalAmount: '46291107', Discount: null, DiscountHistory: [], budgetChanged: false });
    expect(book.capabilities).toMatchObject({ qty: false, cost: true, discount: true });
    const qty = await save(agency, { proj_id: projId, stp_id: 'A3.8', DetailList: withChange(book.DetailList, '60', { qty: '2' }) });
    expect(qty.body.message).toBe('項次「壹.六.2」的數量不能修改');
    const res = await save(agency, { proj_id: projId, stp_id: 'A3.8', DetailList: book.DetailList, Discount: { rate: '95' } });
    expect(res.body.data).toMatchObject({ totalAmount: '46291107', finalAmount: '43976552' });
    const res2 = await save(agency, { proj_id: projId, stp_id: 'A3.8', DetailList: book.DetailList, Discount: { amount: '44,000,000' } });
    expect(res2.body.data!.finalAmount).toBe('44000000');
    const after = (await load(agency, projId, 'A3.8')).body.data!;
    expect(after.Discount).toEqual({ stepId: 'A3.8', rate: null, amount: '44000000' });
    expect(after.DiscountHistory).toEqual([expect.objectContaining({ stepId: 'A3.8', rate: '95', amount: null })]);
    const tooMuch = await save(agency, { proj_id: projId, stp_id: 'A3.8', DetailList: book.DetailList, Discount: { amount: '50000000' } });
    expect(tooMuch.body.message).toBe('折扣後金額必須大於 0 且不超過總價 46,291,107 元');
    const both = await save(agency, { proj_id: projId, stp_id: 'A3.8', DetailList: book.DetailList, Discount: { rate: '90', amount: '1' } });
    expect(both.body.message).toBe('折扣請擇一填寫折扣率或折扣後金額');
    expect(await stepState(server, projId, 'A3.8')).toBe(1);
  });

  it("answers the 'total' reminder when A2.8 changes after the reserve price was set, and rebuilds from the new budget", async () => {
    const projId = await importedProject();
    const reserve = (await load(agency, projId, 'A3.8')).body.data!;
    await save(agency, { proj_id: projId, stp_id: 'A3.8', DetailList: reserve.DetailList, Discount: { rate: '90' } });
    const budget = (await load(agency, projId, 'A2.8')).body.data!;
    const res = await save(agency, { proj_id: projId, stp_id: 'A2.8', DetailList: withChange(budget.DetailList, '35', { qty: '2000' }) });
    expect(res.body.data!.totalReminder).toBe(true);
    const info = await callApi<{ totalReminder: boolean }>(server, 'POST', 'BGC/GET_Budget_Info', { proj_id: projId }, agency);
    expect(info.body.data!.totalReminder).toBe(true);
    const stale = (await load(agency, projId, 'A3.8')).body.data!;
    expect(stale.budgetChanged).toBe(true);
    expect(stale.totalAmount).toBe('46291107');
    const rebuilt = await save(agency, { proj_id: projId, stp_id: 'A3.8', DetailList: stale.DetailList, Rebuild: true });
    expect(rebuilt.body.data!.totalAmount).toBe(res.body.data!.totalAmount);
    const fresh = (await load(agency, projId, 'A3.8')).body.data!;
    expect(fresh.budgetChanged).toBe(false);
    expect(fresh.Discount).toMatchObject({ rate: '90' });
    // A remark on A2.8 is not a budget change.
    await callApi(server, 'POST', 'BGC/EDIT_sysRemark', { Main: { proj_id: projId }, DetailList: [{ itemKey: '35', sysRemark: '備註' }] }, agency);
    expect((await load(agency, projId, 'A3.8')).body.data!.budgetChanged).toBe(false);
  });

  it('is closed to the contractor and the supervisor, and to callers without code 25', async () => {
    const projId = await importedProject();
    for (const token of [contractor, supervisor]) {
      const res = await load(token, projId, 'A3.8');
      expect(res.status).toBe(403);
      // The step's seal answers first (issue 13): the reserve price is secret from both until award.
      expect(res.body.message).toBe('依政府採購法第34條，底價於決標前保密');
      expect((await load(token, projId, 'A2.8')).status).toBe(403);
      const exported = await fetch(`${server.api}/PCS/Export_Detail_Now?proj_id=${projId}&stp_id=A3.8&filetype=xlsx`, { headers: { authorization: `Bearer ${token}` } });
      expect(exported.status).toBe(403);
      expect((await callApi(server, 'POST', 'BGC/GET_Budget_Info', { proj_id: projId }, token)).status).toBe(403);
    }
  });
});

describe('A5.5 contractor quote', () => {
  async function readyForQuote(discountRate = '95'): Promise<number> {
    const projId = await importedProject();
    const reserve = (await load(agency, projId, 'A3.8')).body.data!;
    await save(agency, { proj_id: projId, stp_id: 'A3.8', DetailList: withChange(reserve.DetailList, '60', { cost: '6543' }), Discount: { rate: discountRate } });
    await setStepStates(server, projId, A55_PREREQUISITES);
    return projId;
  }

  it('needs the A3 steps and A4.6 before it can be created', async () => {
    const projId = await importedProject();
    await load(agency, projId, 'A3.8');
    const res = await load(contractor, projId, 'A5.5');
    expect(res.status).toBe(409);
    expect(res.body.errors).toMatchObject({ type: 'preq' });
  });

  it('gives the assigned contractor a book without any agency price or the reserve price', async () => {
    const projId = await readyForQuote();
    const agencyBudget = (await load(agency, projId, 'A2.8')).body.data!;
    const reserve = (await load(agency, projId, 'A3.8')).body.data!;
    const res = await load(contractor, projId, 'A5.5');
    expect(res.status).toBe(200);
    const quote = res.body.data!;
    expect(quote.party).toBe('contractor');
    expect(quote.capabilities).toMatchObject({ qty: false, cost: true, discount: true });
    expect(quote).toMatchObject({ totalAmount: '0', finalAmount: '0', Discount: null, DiscountHistory: [], CostBreakdownList: [], ResourceList: { workItems: [], payItems: [] } });
    for (const item of flatItems(quote.DetailList)) expect([item.cost, item.amount]).toEqual(['0', '0']);
    expect(flatItems(quote.DetailList).map((item) => item.itemKey)).toEqual(flatItems(agencyBudget.DetailList).map((item) => item.itemKey));
    expect(itemOf(quote.DetailList, '35').qty).toBe('1680');
    // No agency figure of four or more digits appears anywhere in what the contractor receives.
    const text = JSON.stringify(res.body);
    const secret = new Set([...flatItems(agencyBudget.DetailList), ...flatItems(reserve.DetailList)].flatMap((item) => [item.cost, item.amount]).filter((v) => v.length >= 4));
    secret.add(reserve.finalAmount);
    secret.add('51227.93');
    for (const value of secret) expect(text).not.toContain(`"${value}"`);
    expect(text).not.toContain('CostPerUnit');
  });

  it('lets the contractor quote unit prices and a discount; the agency may only look', async () => {
    const projId = await readyForQuote();
    const quote = (await load(contractor, projId, 'A5.5')).body.data!;
    let tree = withChange(quote.DetailList, '35', { cost: '15' });
    tree = withChange(tree, '29', { cost: '3000' });
    const res = await save(contractor, { proj_id: projId, stp_id: 'A5.5', DetailList: tree, Discount: { rate: '98' } });
    expect(res.status).toBe(200);
    const after = (await load(contractor, projId, 'A5.5')).body.data!;
    expect(itemOf(after.DetailList, '35').amount).toBe('25200');
    expect(itemOf(after.DetailList, '29').amount).toBe('3000000');
    expect(after.Discount).toMatchObject({ stepId: 'A5.5', rate: '98' });
    const qty = await save(contractor, { proj_id: projId, stp_id: 'A5.5', DetailList: withChange(after.DetailList, '35', { qty: '1' }) });
    expect(qty.body.message).toBe('項次「壹.一.1」的數量不能修改');
    const seen = (await load(agency, projId, 'A5.5')).body.data!;
    expect(seen.party).toBe('agency');
    expect(seen.capabilities).toMatchObject({ view: true, qty: false, cost: false, discount: false });
    expect(seen.totalAmount).toBe(after.totalAmount);
    expect((await save(agency, { proj_id: projId, stp_id: 'A5.5', DetailList: seen.DetailList })).status).toBe(403);
    expect((await load(supervisor, projId, 'A5.5')).status).toBe(403);
  });

  it('is closed to a contractor who is not assigned to the project', async () => {
    const projId = await createBudgetProject(server, { assignContractor: false });
    await importBook(server, agency, projId, readSampleBytes());
    await load(agency, projId, 'A3.8');
    await setStepStates(server, projId, A55_PREREQUISITES);
    const res = await load(contractor, projId, 'A5.5');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('您沒有此標案的權限');
  });
});

describe('B1.0 contract budget', () => {
  it('starts from the quote adjusted to its discount, takes remarks, splits a line into cost stages and resets it', async () => {
    const projId = await importedProject();
    await load(agency, projId, 'A3.8');
    await setStepStates(server, projId, A55_PREREQUISITES);
    const quote = (await load(contractor, projId, 'A5.5')).body.data!;
    let tree = quote.DetailList;
    for (const [key, cost] of [['35', '20'], ['29', '3000'], ['60', '5000']] as const) tree = withChange(tree, key, { cost });
    const quoted = await save(contractor, { proj_id: projId, stp_id: 'A5.5', DetailList: tree, Discount: { rate: '50' } });
    expect(quoted.status).toBe(200);
    expect((await callApi(server, 'POST', 'EMA/Get_Final_DetailList', { proj_id: projId }, agency)).status).toBe(409);
    await setStepStates(server, projId, { 'A5.6': 2 });
    const contract = await callApi<StageBook>(server, 'POST', 'EMA/Get_Final_DetailList', { proj_id: projId }, agency);
    expect(contract.status).toBe(200);
    const book = contract.body.data!;
    expect(book).toMatchObject({ stp_id: 'B1.0', Discount: null });
    expect(itemOf(book.DetailList, '35').cost).toBe('10');
    expect(itemOf(book.DetailList, '29').cost).toBe('1500');
    expect(book.originLeafKeys).toContain('29');
    expect((await callApi<StageBook>(server, 'POST', 'EMA/Get_Final_DetailList', { proj_id: projId }, contractor)).body.data!.totalAmount).toBe(book.totalAmount);

    const remark = await callApi<{ changed: number }>(server, 'POST', 'EMA/EDIT_Final_SysRemark', { proj_id: projId, DetailList: [{ itemKey: '29', sysRemark: '分批估驗' }] }, agency);
    expect(remark.body.data!.changed).toBe(1);
    expect((await callApi(server, 'POST', 'EMA/EDIT_Final_SysRemark', { proj_id: projId, DetailList: [] }, contractor)).status).toBe(403);

    // 壹.二.2 混凝土 1000 M3 × 1,500 = 1,500,000 split into three cost stages adding up to it.
    const stages = [
      { itemKey: 'cs-1', cName: '運至經機關核定之加工處所', unitName: 'M3', qty: '1000', cost: '300' },
      { itemKey: 'cs-2', cName: '加工、假組立完成', unitName: 'M3', qty: '1000', cost: '500' },
      { itemKey: 'cs-3', cName: '安裝完成', unitName: 'M3', qty: '1000', cost: '700' },
    ];
    const loaded = (await callApi<StageBook>(server, 'POST', 'EMA/Get_Final_DetailList', { proj_id: projId }, agency)).body.data!;
    const wrong = await save(agency, { proj_id: projId, stp_id: 'B1.0', DetailList: withChange(loaded.DetailList, '29', { children: stages.map((s) => ({ ...s, cost: '1' })) as unknown as AnsweredItem[] }) });
    expect(wrong.body.message).toBe('項次「壹.二.2」各計價階段複價合計 3,000 與契約複價 1,500,000 不符');
    const split = await save(agency, { proj_id: projId, stp_id: 'B1.0', DetailList: withChange(loaded.DetailList, '29', { children: stages as unknown as AnsweredItem[] }) });
    expect(split.status).toBe(200);
    expect(split.body.data!.totalAmount).toBe(loaded.totalAmount);
    const withStages = (await callApi<StageBook>(server, 'POST', 'EMA/Get_Final_DetailList', { proj_id: projId }, agency)).body.data!;
    expect(itemOf(withStages.DetailList, '29').children.map((c) => [c.refItemNo, c.cName, c.amount])).toEqual([
      ['壹.二.2.1', '運至經機關核定之加工處所', '300000'],
      ['壹.二.2.2', '加工、假組立完成', '500000'],
      ['壹.二.2.3', '安裝完成', '700000'],
    ]);
    const reset = await save(agency, { proj_id: projId, stp_id: 'B1.0', DetailList: withStages.DetailList, ResetItems: ['29'] });
    expect(reset.status).toBe(200);
    const back = (await callApi<StageBook>(server, 'POST', 'EMA/Get_Final_DetailList', { proj_id: projId }, agency)).body.data!;
    expect(itemOf(back.DetailList, '29')).toMatchObject({ children: [], sysRemark: '分批估驗', amount: '1500000' });
    expect((await save(agency, { proj_id: projId, stp_id: 'A3.8', DetailList: [], ResetItems: ['29'] })).status).toBe(403);
  });
});

describe('callers lacking the code', () => {
  it('refuses budget calls to a caller without the stage code', async () => {
    const projId = await importedProject();
    // The supervisor holds 25 and 26 but neither 14 nor 15.
    const res = await load(supervisor, projId, 'A2.8');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('您沒有檢視「A2.8 工程預算書」的權限');
    const list = await callApi(server, 'POST', 'BGC/GET_Budget_Info', {}, supervisor);
    expect(list.status).toBe(403);
    expect(list.body.message).toBe('您沒有此功能的權限');
    expect((await callApi(server, 'POST', 'BGC/Search_BGC_Budgetbook_fid', { proj_file_id: 1 }, contractor)).status).toBe(403);
    expect((await callApi(server, 'POST', 'PCS/Load_Detail_Now', { proj_id: projId, stp_id: 'A2.8' })).status).toBe(401);
  });
});
