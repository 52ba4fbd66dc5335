import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectAwards, projectBasicPrices, projectContracts, projectMargins, purchaseData } from '../../../src/server/db/schema';
import { callApi } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { createAccount, projectIdOf, rowCount, signInAll, type Tokens } from './project-fixtures';

let server: TestServer;
let t: Tokens;
let school = 0;
let sidewalk = 0;
let drainage = 0;
let nocode = '';
beforeAll(async () => {
  server = await startTestServer();
  t = await signInAll(server);
  school = await projectIdOf(server, t.agency, 'PWD-115-001');
  sidewalk = await projectIdOf(server, t.agency, 'PWD-115-002');
  drainage = await projectIdOf(server, t.agency, 'PWD-115-003');
  nocode = (await createAccount(server, 'no-tender-code', [11, 77], { depname: '土木工程科' })).token;
});
afterAll(async () => {
  await server?.close();
});

const snapshot = () => Promise.all([purchaseData, projectAwards, projectContracts, projectMargins, projectBasicPrices].map((tb) => rowCount(server, tb)));

describe('purchase data', () => {
  it('adds, reads and edits the purchase data with its class and supervision day', async () => {
    expect((await callApi(server, 'GET', `EMA/Get_Purchase_Data/${drainage}`, undefined, t.agency)).body.data).toBeNull();
    const add = await callApi<{ procurement: { label: string }; supervisor_request_due: string | null }>(
      server,
      'POST',
      'EMA/Add_Purchase_Data',
      { proj_id: drainage, tender_method: '公開招標', award_method: '最低標', budget_amount: '1250000', announce_date: '2026-07-01', close_date: '2026-07-15', opening_date: '2026-07-16' },
      t.agency,
    );
    expect(add.status).toBe(200);
    expect(add.body.data!.procurement.label).toBe('未達公告金額');
    expect(add.body.data!.supervisor_request_due).toBeNull();
    const edit = await callApi<{ budget_amount: string; remark: string }>(server, 'PATCH', 'EMA/Edit_Purchase_Data', { proj_id: drainage, remark: '第一次公告' }, t.agency);
    expect(edit.body.data).toMatchObject({ budget_amount: '1250000.00', remark: '第一次公告' });
    const school1 = await callApi<{ procurement: { label: string }; supervisor_request_due: string }>(server, 'GET', `EMA/Get_Purchase_Data/${school}`, undefined, t.contractor);
    expect(school1.body.data!.procurement.label).toBe('查核金額以上');
    // 查核金額以上: the superior agency is asked 5 days before the tender closes on 2026-03-23.
    expect(school1.body.data!.supervisor_request_due).toBe('2026-03-18');
  });

  it('refuses bad purchase data, firms and users without code 25, changing nothing', async () => {
    const before = await snapshot();
    expect((await callApi(server, 'POST', 'EMA/Add_Purchase_Data', { proj_id: drainage }, t.agency)).body.message).toBe('tender_method、award_method、budget_amount以上欄位為必傳!!');
    const again = await callApi(server, 'POST', 'EMA/Add_Purchase_Data', { proj_id: drainage, tender_method: '公開招標', award_method: '最低標', budget_amount: 1 }, t.agency);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('新增失敗：此標案已有採購資料');
    const method = await callApi(server, 'PATCH', 'EMA/Edit_Purchase_Data', { proj_id: drainage, tender_method: '比價' }, t.agency);
    expect(method.body.message).toBe("'tender_method'的值不在允許範圍內");
    const over = await callApi(server, 'PATCH', 'EMA/Edit_Purchase_Data', { proj_id: drainage, budget_amount: '9999999' }, t.agency);
    expect(over.body.message).toBe('採購預算金額不可大於標案總經費');
    const order = await callApi(server, 'PATCH', 'EMA/Edit_Purchase_Data', { proj_id: drainage, close_date: '2026-06-01' }, t.agency);
    expect(order.body.message).toBe('截止投標日不可早於公告日');
    expect((await callApi(server, 'PATCH', 'EMA/Edit_Purchase_Data', { proj_id: drainage, remark: 'x' }, t.contractor)).status).toBe(403);
    expect((await callApi(server, 'PATCH', 'EMA/Edit_Purchase_Data', { proj_id: school, remark: 'x' }, t.contractor)).status).toBe(403);
    expect((await callApi(server, 'GET', `EMA/Get_Purchase_Data/${drainage}`, undefined, nocode)).status).toBe(403);
    expect((await callApi(server, 'GET', 'EMA/Get_Purchase_Data/abc', undefined, t.agency)).body.message).toBe("'proj_id'型別必須為number");
    expect(await snapshot()).toEqual(before);
    const still = await callApi<{ remark: string }>(server, 'GET', `EMA/Get_Purchase_Data/${drainage}`, undefined, t.agency);
    expect(still.body.data!.remark).toBe('第一次公告');
  });
});

describe('floor price and award', () => {
  it('keeps the floor price secret from firms and refuses one above the budget', async () => {
    expect((await callApi(server, 'POST', 'EMA/Get_Basic_Price', { proj_id: school }, t.contractor)).status).toBe(403);
    const before = await snapshot();
    const over = await callApi(server, 'POST', 'EMA/Add_Basic_Price', { proj_id: sidewalk, amount: '12000000', set_date: '2026-05-28' }, t.agency);
    expect(over.body.message).toBe('底價不可高於採購預算金額');
    const after = await callApi(server, 'POST', 'EMA/Add_Basic_Price', { proj_id: school, amount: '60000000', set_date: '2026-05-28' }, t.agency);
    expect(after.status).toBe(409);
    expect(after.body.message).toBe('已決標，不得變更底價');
    expect((await callApi(server, 'POST', 'EMA/Add_Basic_Price', { proj_id: sidewalk }, t.agency)).body.message).toBe('amount、set_date以上欄位為必傳!!');
    expect(await snapshot()).toEqual(before);
    const add = await callApi<{ current: { amount: string }; low_price_line: string }>(server, 'POST', 'EMA/Add_Basic_Price', { proj_id: sidewalk, amount: '11000000', set_date: '2026-05-28' }, t.agency);
    expect(add.body.data).toMatchObject({ current: { amount: '11000000.00' }, low_price_line: '8800000.00' });
    const read = await callApi<{ history: unknown[] }>(server, 'POST', 'EMA/Get_Basic_Price', { proj_id: sidewalk }, t.agency);
    expect(read.body.data!.history).toHaveLength(1);
  });

  it('refuses an award with fewer than 3 qualified bidders at the first public tender, or below 80% without the procedure', async () => {
    const before = await snapshot();
    const bidders = [
      { vendor: '甲營造', price: '8500000', qualified: true },
      { vendor: '乙營造', price: '9900000', qualified: true },
      { vendor: '丙營造', price: '10500000', qualified: false },
    ];
    const two = await callApi(
      server,
      'POST',
      'EMA/Edit_AWARD_NEW',
      { proj_id: sidewalk, bidOpening: { date: '2026-06-01', times: 1 }, tenderTableData: bidders, award: { date: '2026-06-01', vendor: '甲營造', amount: '8500000' } },
      t.agency,
    );
    expect(two.status).toBe(400);
    expect(two.body.message).toBe('第一次公開招標須有3家以上合格廠商投標方得開標（目前2家）');
    const four = await callApi(server, 'POST', 'EMA/Edit_AWARD_NEW', { proj_id: sidewalk, bidOpening: { negotiation_rounds: 4 } }, t.agency);
    expect(four.body.message).toBe('比減價以3次為限');
    const qualified = bidders.map((b) => ({ ...b, qualified: true }));
    const low = await callApi(
      server,
      'POST',
      'EMA/Edit_AWARD_NEW',
      { proj_id: sidewalk, bidOpening: { date: '2026-06-01', times: 1 }, tenderTableData: qualified, award: { date: '2026-06-01', vendor: '甲營造', amount: '8500000' } },
      t.agency,
    );
    expect(low.body.message).toBe('決標金額低於底價80%，應先依採購法第58條辦理');
    const stranger = await callApi(
      server,
      'POST',
      'EMA/Edit_AWARD_NEW',
      { proj_id: sidewalk, tenderTableData: qualified, award: { date: '2026-06-01', vendor: '丁營造', amount: '9900000' } },
      t.agency,
    );
    expect(stranger.body.message).toBe('得標廠商須為合格投標廠商');
    expect((await callApi(server, 'POST', 'EMA/Edit_AWARD_NEW', { proj_id: sidewalk, award: {} }, t.contractor)).status).toBe(403);
    expect((await callApi(server, 'POST', 'EMA/Edit_AWARD_NEW', { proj_id: sidewalk }, nocode)).status).toBe(403);
    expect(await snapshot()).toEqual(before);

    const ok = await callApi<{ projAmount: string; deadlines: Record<string, string | null> }>(
      server,
      'POST',
      'EMA/Edit_AWARD_NEW',
      {
        proj_id: sidewalk,
        bidOpening: { date: '2026-06-01', times: 1, place: '第一會議室' },
        tenderTableData: qualified,
        award: { date: '2026-06-01', vendor: '甲營造', amount: '8500000', low_price_handled: true },
      },
      t.agency,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data!.projAmount).toBe('8500000.00');
    // A bid bond is held (500,000), so bond and contract may take a month.
    expect(ok.body.data!.deadlines).toEqual({ award_announcement: '2026-07-01', document_check: '2026-06-11', bond_and_contract: '2026-07-01', award_request: null });
    const read = await callApi<{ award: { vendor: string } }>(server, 'POST', 'EMA/Search_AWARD_NEW', { proj_id: sidewalk }, t.contractor);
    expect(read.status).toBe(403);
    const own = await callApi<{ award: { vendor: string }; deadlines: { award_request: string } }>(server, 'POST', 'EMA/Search_AWARD_NEW', { proj_id: school }, t.contractor);
    expect(own.body.data!.award.vendor).toBe('大安營造股份有限公司');
    expect(own.body.data!.deadlines.award_request).toBe('2026-03-21');
  });
});

describe('contract, signing and bond', () => {
  it('edits the contract, checks signing against the award and the bond validity', async () => {
    const sign = await callApi<{ sign_due: string; overdue: boolean }>(server, 'POST', 'EMA/Search_Sign_Contract', { proj_id: school }, t.supervisor);
    expect(sign.body.data).toMatchObject({ sign_due: '2026-04-24', overdue: false });
    const before = await snapshot();
    const early = await callApi(server, 'POST', 'EMA/Edit_Contract_New', { proj_id: sidewalk, sign_date: '2026-05-20' }, t.agency);
    expect(early.body.message).toBe('簽約日期不可早於決標日期');
    const ends = await callApi(server, 'POST', 'EMA/Edit_Contract_New', { proj_id: sidewalk, start_date: '2026-07-01', end_date: '2026-06-01' }, t.agency);
    expect(ends.body.message).toBe('完工期限不可早於開工日期');
    const pct = await callApi(server, 'POST', 'EMA/Edit_Contract_New', { proj_id: sidewalk, progress_actual: 120 }, t.agency);
    expect(pct.body.message).toBe("'progress_actual'須介於0至100");
    expect((await callApi(server, 'POST', 'EMA/Edit_Contract_New', { proj_id: school, company: 'x' }, t.contractor)).status).toBe(403);
    expect(await snapshot()).toEqual(before);

    const ok = await callApi<{ contract_amount: string; required_bond_valid_until: string }>(
      server,
      'POST',
      'EMA/Edit_Contract_New',
      { proj_id: sidewalk, contract_number: 'C-2', contract_amount: '8500000', company: '甲營造', sign_date: '2026-06-10', start_date: '2026-06-20', end_date: '2026-12-16', duration_days: 180 },
      t.agency,
    );
    expect(ok.body.data).toMatchObject({ contract_amount: '8500000.00', required_bond_valid_until: '2027-03-16' });
    const short = await callApi(server, 'POST', 'EMA/Edit_DEPOSIT', { proj_id: sidewalk, amount: '850000', kind: '銀行之書面連帶保證', valid_until: '2027-01-31' }, t.agency);
    expect(short.body.message).toBe('保證金有效期限應至少至116/03/16（履約期限後90日）');
    const kind = await callApi(server, 'POST', 'EMA/Edit_DEPOSIT', { proj_id: sidewalk, amount: '850000', kind: '口頭承諾' }, t.agency);
    expect(kind.body.message).toBe("'kind'的值不在允許範圍內");
    const dep = await callApi<{ deposit: { amount: string } }>(server, 'POST', 'EMA/Edit_DEPOSIT', { proj_id: sidewalk, amount: '850000', kind: '現金', paid_date: '2026-06-09', valid_until: '2027-03-16' }, t.agency);
    expect(dep.body.data!.deposit.amount).toBe('850000.00');
    const read = await callApi<{ company: string }>(server, 'POST', 'EMA/Search_Contract', { proj_id: sidewalk }, t.agency);
    expect(read.body.data!.company).toBe('甲營造');
    expect((await callApi(server, 'POST', 'EMA/Search_Contract', { proj_id: sidewalk }, nocode)).status).toBe(403);
    expect((await callApi(server, 'POST', 'EMA/Edit_DEPOSIT', {}, t.agency)).body.message).toBe('proj_id、amount、kind以上欄位為必傳!!');
  });
});

describe('margins and contacts', () => {
  it('adds one margin per step, edits it and refuses a second', async () => {
    const add = await callApi<{ id: number; amount: string }>(server, 'POST', 'EMA/Add_Margin', { proj_id: sidewalk, stp_id: 'A5.2', amount: '850000' }, t.agency);
    expect(add.body.data!.amount).toBe('850000.00');
    const before = await snapshot();
    const again = await callApi(server, 'POST', 'EMA/Add_Margin', { proj_id: sidewalk, stp_id: 'A5.2', amount: '1' }, t.agency);
    expect(again.status).toBe(409);
    expect((await callApi(server, 'POST', 'EMA/Add_Margin', { proj_id: sidewalk, stp_id: 'A5.3' }, t.agency)).body.message).toBe("'amount'是必要參數");
    expect((await callApi(server, 'POST', 'EMA/Add_Margin', { proj_id: sidewalk, stp_id: 'x y', amount: 1 }, t.agency)).body.message).toBe("'stp_id'格式不符合");
    expect((await callApi(server, 'POST', 'EMA/Add_Margin', { proj_id: school, stp_id: 'A5.3', amount: 1 }, t.contractor)).status).toBe(403);
    expect((await callApi(server, 'POST', 'EMA/Edit_MARGIN', { id: add.body.data!.id, amount: 'abc' }, t.agency)).body.message).toBe("'amount'格式不符合");
    expect(await snapshot()).toEqual(before);
    const edit = await callApi<{ amount: string }>(server, 'POST', 'EMA/Edit_MARGIN', { id: add.body.data!.id, amount: '900000', remark: '增加' }, t.agency);
    expect(edit.body.data!.amount).toBe('900000.00');
    const list = await callApi<{ stp_id: string }[]>(server, 'POST', 'EMA/Search_MARGIN', { proj_id: sidewalk }, t.agency);
    expect(list.body.data!.map((m) => m.stp_id)).toEqual(['A5.2']);
    expect((await callApi(server, 'POST', 'EMA/Search_MARGIN', { proj_id: sidewalk }, nocode)).status).toBe(403);
  });

  it('lists the project contacts by part', async () => {
    const res = await callApi<{ identity: string; name: string; source: string; dep_type: string }[]>(server, 'POST', 'EMA/Search_Contact', { proj_id: school }, t.contractor);
    expect(res.body.data!.map((c) => [c.identity, c.name])).toEqual([
      ['undertaker', '林承辦'],
      ['supervisor', '陳監造'],
      ['contractor', '張工地'],
      ['designer', '黃建築師'],
    ]);
    expect(res.body.data!.find((c) => c.identity === 'contractor')!.dep_type).toBe('3');
    expect((await callApi(server, 'POST', 'EMA/Search_Contact', { proj_id: sidewalk }, t.supervisor)).status).toBe(403);
    expect((await callApi(server, 'POST', 'EMA/Search_Contact', {}, t.agency)).body.message).toBe("'proj_id'是必要參數");
    const none = await createAccount(server, 'no-contact-code', [80], { depname: '土木工程科' });
    expect((await callApi(server, 'POST', 'EMA/Search_Contact', { proj_id: school }, none.token)).status).toBe(403);
  });
});
