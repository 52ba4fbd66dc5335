import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../../src/server/db/schema';
import { callApi } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { createAccount, demoPlanId, projectBody, projectIdOf, rowCount, signInAll, type Tokens } from './project-fixtures';

let server: TestServer;
let t: Tokens;
let planId = 0;
let outsider = '';
beforeAll(async () => {
  server = await startTestServer();
  t = await signInAll(server);
  planId = await demoPlanId(server, t.agency);
  outsider = (await createAccount(server, 'outsider', [9, 11, 25, 36, 77], { depname: '新北市政府工務局' })).token;
});
afterAll(async () => {
  await server?.close();
});

type Page<T> = { list: T[]; total: number };
type Project = {
  proj_id: number;
  proj_number: string;
  proj_name: string;
  proj_total: string;
  proj_year_label: string;
  district_name: string;
  design_vendors: { name: string }[];
  procurement: { class: string; label: string; announcement: string } | null;
  stage?: string;
  can_edit?: boolean;
  eir_name: string;
  proj_undertaker_name: string;
  merge: unknown;
  version: number;
};

/** The version a project's detail answers, which an edit sends back. */
async function projectVersion(id: number): Promise<number> {
  return (await callApi<Project>(server, 'POST', 'BGC/Search_PROJECT_Detail', { proj_id: id }, t.agency)).body.data!.version;
}

describe('Add_PROJECT, Search_PROJECT_Detail, Edit_PROJECT, Delete_PROJECT', () => {
  let projId = 0;

  it('creates a project with every field and design vendors, and shows its class and ROC years', async () => {
    const number = await callApi<{ proj_number: string }>(server, 'POST', 'BGC/Get_ProjNumber', { year: 2026 }, t.agency);
    expect(number.body.data!.proj_number).toBe('PWD-115-004');
    const items = await callApi<{ id: number; name: string }[]>(server, 'POST', 'BGC/Search_BGC_ENGINEERING_ITEMS', { plan_id: planId }, t.agency);
    const body = projectBody(planId, {
      proj_number: number.body.data!.proj_number,
      eir_id: items.body.data![0]!.id,
      proj_management: '1',
      proj_management_cost: '90000',
      files: { basic: [1, 2], other: [3] },
    });
    const add = await callApi<Project>(server, 'POST', 'BGC/Add_PROJECT', body, t.agency);
    expect(add.status).toBe(200);
    expect(add.body.message).toBe('新增成功');
    const p = add.body.data!;
    projId = p.proj_id;
    expect(p).toMatchObject({
      proj_number: 'PWD-115-004',
      proj_total: '5000000.00',
      proj_year_label: '115～116',
      district_name: '臺北市大安區',
      eir_name: '國民小學校舍耐震補強',
      can_edit: true,
      stage: 'design',
      files: { basic: [1, 2], ekphrasis: [], budget: [], other: [3] },
    });
    expect(p.design_vendors[0]!.name).toBe('甲建築師事務所');
    // 4.5 million of works in 2026: above the NT$1.5 million announcement threshold in force since 2023.
    expect(p.procurement).toMatchObject({ class: 'announcement', label: '公告金額以上', announcement: '1500000' });
    const detail = await callApi<Project>(server, 'POST', 'BGC/Search_PROJECT_Detail', { proj_id: projId }, t.agency);
    expect(detail.body.data!.proj_name).toBe(body.proj_name);
    const next = await callApi<{ proj_number: string }>(server, 'POST', 'BGC/Get_ProjNumber', { year: 2026 }, t.agency);
    expect(next.body.data!.proj_number).toBe('PWD-115-005');
  });

  it('judges the class by the thresholds in force on the project date', async () => {
    const old = await callApi<Project>(server, 'POST', 'BGC/Add_PROJECT', projectBody(planId, { proj_construction_cost: '1200000', proj_date: '2022-12-30', proj_year_range: ['2022', '2023'] }), t.agency);
    expect(old.body.data!.procurement!.class).toBe('announcement');
    const now = await callApi<Project>(server, 'POST', 'BGC/Add_PROJECT', projectBody(planId, { proj_construction_cost: '1200000', proj_date: '2023-01-01' }), t.agency);
    expect(now.body.data!.procurement!.class).toBe('belowAnnouncement');
  });

  it('edits some fields and keeps the rest', async () => {
    const edit = await callApi<Project>(
      server,
      'POST',
      'BGC/Edit_PROJECT',
      {
        proj_id: projId,
        version: await projectVersion(projId),
        proj_name: '臺北市立測試國民小學校舍耐震補強及修繕工程',
        design_vendors: [{ name: '乙工程顧問' }, { name: '丙技師事務所', contact_tel: '0912-345-678' }],
      },
      t.agency,
    );
    expect(edit.status).toBe(200);
    expect(edit.body.data!.proj_name).toBe('臺北市立測試國民小學校舍耐震補強及修繕工程');
    expect(edit.body.data!.design_vendors.map((v) => v.name)).toEqual(['乙工程顧問', '丙技師事務所']);
    expect(edit.body.data!.proj_total).toBe('5000000.00');
  });

  it('refuses bad projects with field messages and changes nothing', async () => {
    const before = await rowCount(server, projects);
    const none = await callApi(server, 'POST', 'BGC/Add_PROJECT', {}, t.agency);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('plan_id、proj_number、proj_name、proj_year_range、proj_type、proj_total以上欄位為必傳!!');
    const typed = await callApi(server, 'POST', 'BGC/Add_PROJECT', projectBody(planId, { plan_id: '1' }), t.agency);
    expect(typed.body.message).toBe("'plan_id'型別必須為integer");
    const cost = await callApi(server, 'POST', 'BGC/Add_PROJECT', projectBody(planId, { proj_construction_cost: '6000000' }), t.agency);
    expect(cost.status).toBe(400);
    expect(cost.body.message).toBe('工程費：工程費不可大於總經費');
    expect(cost.body.errors).toEqual({ proj_construction_cost: '工程費不可大於總經費' });
    const years = await callApi(server, 'POST', 'BGC/Add_PROJECT', projectBody(planId, { proj_year_range: ['2027', '2026'] }), t.agency);
    expect(years.body.errors).toEqual({ proj_year_range: '結束年度不可早於開始年度' });
    const fee = await callApi(server, 'POST', 'BGC/Add_PROJECT', projectBody(planId, { proj_management: '1' }), t.agency);
    expect(fee.body.errors).toEqual({ proj_management_cost: '欄位必須填寫' });
    const vendor = await callApi(server, 'POST', 'BGC/Add_PROJECT', projectBody(planId, { design_vendors: [{ name: '', contact_tel: 'abc' }] }), t.agency);
    expect(vendor.body.message).toBe('設計廠商名單第1列名稱：欄位必須填寫');
    expect(vendor.body.errors).toEqual({ 'design_vendors.0.name': '欄位必須填寫', 'design_vendors.0.contact_tel': '格式不符合' });
    const district = await callApi(server, 'POST', 'BGC/Add_PROJECT', projectBody(planId, { district: '99999' }), t.agency);
    expect(district.body.errors).toEqual({ district: '格式不符合' });
    const type = await callApi(server, 'POST', 'BGC/Add_PROJECT', projectBody(planId, { proj_type: '太空工程' }), t.agency);
    expect(type.body.errors).toEqual({ proj_type: '請選擇欄位' });
    const dup = await callApi(server, 'POST', 'BGC/Add_PROJECT', projectBody(planId, { proj_number: 'PWD-115-001' }), t.agency);
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('標案案號已存在');
    const wrongItem = await callApi(server, 'POST', 'BGC/Add_PROJECT', projectBody(planId, { eir_id: 99999 }), t.agency);
    expect(wrongItem.body.message).toBe('工程項目不屬於所選計畫');
    const contractorUndertaker = await callApi(server, 'POST', 'BGC/Add_PROJECT', projectBody(planId, { proj_undertaker: 4 }), t.agency);
    expect(contractorUndertaker.body.message).toBe('承辦人須為本機關人員');
    expect(await rowCount(server, projects)).toBe(before);

    const editBad = await callApi(server, 'POST', 'BGC/Edit_PROJECT', { proj_id: projId, version: await projectVersion(projId), proj_total: '1000' }, t.agency);
    expect(editBad.status).toBe(400);
    const still = await callApi<Project>(server, 'POST', 'BGC/Search_PROJECT_Detail', { proj_id: projId }, t.agency);
    expect(still.body.data!.proj_total).toBe('5000000.00');
    expect((await callApi(server, 'POST', 'BGC/Edit_PROJECT', { version: 1 }, t.agency)).body.message).toBe("'proj_id'是必要參數");
    expect((await callApi(server, 'POST', 'BGC/Search_PROJECT_Detail', { proj_id: 99999 }, t.agency)).status).toBe(404);
  });

  it('refuses users without the codes or outside the project tree', async () => {
    const before = await rowCount(server, projects);
    expect((await callApi(server, 'POST', 'BGC/Add_PROJECT', projectBody(planId), t.contractor)).status).toBe(403);
    expect((await callApi(server, 'POST', 'BGC/Edit_PROJECT', { proj_id: projId, version: await projectVersion(projId), proj_name: 'x' }, t.contractor)).status).toBe(403);
    expect((await callApi(server, 'PATCH', 'BGC/Delete_PROJECT', { proj_id: projId }, t.supervisor)).status).toBe(403);
    expect((await callApi(server, 'POST', 'BGC/Get_ProjNumber', {}, t.contractor)).status).toBe(403);
    // Another organisation's staff with every code: the plan is not theirs and the project is out of reach.
    expect((await callApi(server, 'POST', 'BGC/Add_PROJECT', projectBody(planId), outsider)).status).toBe(404);
    const foreign = await callApi(server, 'POST', 'BGC/Search_PROJECT_Detail', { proj_id: projId }, outsider);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('您沒有此標案的權限');
    expect((await callApi(server, 'POST', 'BGC/Edit_PROJECT', { proj_id: projId, version: await projectVersion(projId), proj_name: 'x' }, outsider)).status).toBe(403);
    expect((await callApi(server, 'PATCH', 'BGC/Delete_PROJECT', { proj_id: projId }, outsider)).status).toBe(403);
    expect(await rowCount(server, projects)).toBe(before);
    const detail = await callApi<Project>(server, 'POST', 'BGC/Search_PROJECT_Detail', { proj_id: projId }, t.agency);
    expect(detail.body.data!.proj_name).toBe('臺北市立測試國民小學校舍耐震補強及修繕工程');
  });

  it('deletes softly and frees the number', async () => {
    const del = await callApi(server, 'PATCH', 'BGC/Delete_PROJECT', { proj_id: projId }, t.agency);
    expect(del.body.message).toBe('刪除成功');
    expect((await callApi(server, 'POST', 'BGC/Search_PROJECT_Detail', { proj_id: projId }, t.agency)).status).toBe(404);
    expect((await callApi(server, 'PATCH', 'BGC/Delete_PROJECT', { proj_id: projId }, t.agency)).status).toBe(404);
    const again = await callApi(server, 'POST', 'BGC/Add_PROJECT', projectBody(planId, { proj_number: 'PWD-115-004' }), t.agency);
    expect(again.status).toBe(200);
  });
});

describe('Search_PROJECT and the choice lists', () => {
  it('filters by plan name, eir name, years, unit, agent and type, pages by 10 and sorts', async () => {
    const all = await callApi<Page<Project>>(server, 'POST', 'BGC/Search_PROJECT?page=1', {}, t.agency);
    expect(all.body.data!.list.length).toBeLessThanOrEqual(10);
    const byPlan = await callApi<Page<Project>>(server, 'POST', 'BGC/Search_PROJECT', { plan_name: '耐震補強及人行', proj_type: '道路工程' }, t.agency);
    expect(byPlan.body.data!.list.map((p) => p.proj_number)).toEqual(['PWD-115-002']);
    const byEir = await callApi<Page<Project>>(server, 'POST', 'BGC/Search_PROJECT', { eir_name: '排水' }, t.agency);
    expect(byEir.body.data!.list.map((p) => p.proj_number)).toEqual(['PWD-115-003']);
    const byYear = await callApi<Page<Project>>(server, 'POST', 'BGC/Search_PROJECT', { year_start: 2027, year_end: 2027, proj_unit: '建築', proj_agent: '新建' }, t.agency);
    expect(byYear.body.data!.list.map((p) => p.proj_number)).toContain('PWD-115-001');
    expect(byYear.body.data!.list.map((p) => p.proj_number)).not.toContain('PWD-115-002');
    const sorted = await callApi<Page<Project>>(server, 'POST', 'BGC/Search_PROJECT', { sort: 'proj_total', order: 'desc', plan_name: '耐震' }, t.agency);
    const totals = sorted.body.data!.list.map((p) => Number(p.proj_total));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const bad = await callApi(server, 'POST', 'BGC/Search_PROJECT', { sort: 'password' }, t.agency);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("'sort'的值不在允許範圍內");
    expect((await callApi(server, 'POST', 'BGC/Search_PROJECT?page=x', {}, t.agency)).body.message).toBe("'page'型別必須為number");
    expect((await callApi(server, 'POST', 'BGC/Search_PROJECT', {}, t.supervisor)).status).toBe(403);
  });

  it('answers the choice lists', async () => {
    const props = await callApi<{ properties: { id: string }[]; property_types: unknown[] }>(server, 'POST', 'BGC/Get_PROJECT_Property', {}, t.contractor);
    expect(props.body.data!.properties.length).toBeGreaterThan(3);
    const types = await callApi<{ types: { id: string }[] }>(server, 'POST', 'BGC/Search_TYPE_List', {}, t.agency);
    expect(types.body.data!.types.map((x) => x.id)).toContain('建築工程');
    const people = await callApi<{ cname: string }[]>(server, 'POST', 'BGC/Get_PROJECT_Undertaker', {}, t.agency);
    expect(people.body.data!.map((p) => p.cname)).toEqual(expect.arrayContaining(['林承辦', '王系統']));
    expect(people.body.data!.map((p) => p.cname)).not.toContain('張工地');
    expect((await callApi(server, 'POST', 'BGC/Get_PROJECT_Undertaker', {}, t.contractor)).status).toBe(403);
    const mine = await callApi<{ proj_number: string }[]>(server, 'POST', 'BGC/Search_BGC_PROJECT_ITEMS', { keyword: 'PWD-115' }, t.agency);
    expect(mine.body.data!.length).toBeGreaterThanOrEqual(3);
    expect((await callApi(server, 'POST', 'BGC/Search_BGC_PROJECT_ITEMS', {}, undefined)).status).toBe(401);
    expect((await callApi(server, 'POST', 'BGC/Search_BGC_PLAN_ITEMS', {}, t.contractor)).status).toBe(403);
    expect((await callApi(server, 'POST', 'BGC/Search_BGC_ENGINEERING_ITEMS', {}, t.agency)).body.message).toBe("'plan_id'是必要參數");
  });
});

describe('a contractor sees only the projects they are assigned to', () => {
  it('lists and opens only the assigned project', async () => {
    const choices = await callApi<{ proj_number: string }[]>(server, 'POST', 'BGC/Search_BGC_PROJECT_ITEMS', {}, t.contractor);
    expect(choices.body.data!.map((c) => c.proj_number)).toEqual(['PWD-115-001']);
    const assigned = await projectIdOf(server, t.agency, 'PWD-115-001');
    const other = await projectIdOf(server, t.agency, 'PWD-115-002');
    const ok = await callApi<Project>(server, 'POST', 'BGC/Search_PROJECT_Detail', { proj_id: assigned }, t.contractor);
    expect(ok.status).toBe(200);
    expect(ok.body.data!.can_edit).toBe(false);
    expect((await callApi(server, 'POST', 'BGC/Search_PROJECT_Detail', { proj_id: other }, t.contractor)).status).toBe(403);
    const sup = await callApi<{ proj_number: string }[]>(server, 'POST', 'BGC/Search_BGC_PROJECT_ITEMS', {}, t.supervisor);
    expect(sup.body.data!.map((c) => c.proj_number)).toEqual(['PWD-115-001']);
    const me = await callApi<{ content: { userID: number } }>(server, 'POST', 'AccessToken/Verification', { AccessToken: t.contractor }, t.contractor);
    const names = await callApi<{ proj_number: string }[]>(server, 'GET', `BFB/getprojname/${me.body.data!.content.userID}`, undefined, t.contractor);
    expect(names.body.data!.map((c) => c.proj_number)).toEqual(['PWD-115-001']);
    // A PUB account holding agency codes still sees only its assignments.
    const pub = await createAccount(server, 'pubwithcodes', [11, 25], { depname: '大安營造股份有限公司', basefrom: 'PUB' });
    const list = await callApi<Page<Project>>(server, 'POST', 'BGC/Search_PROJECT', {}, pub.token);
    expect(list.body.data!.total).toBe(0);
  });
});

describe('OT/GovPurchase/Get_Project', () => {
  const b64 = (s: string) => Buffer.from(s).toString('base64');

  it('finds a project by a plain number, a proj_number= prefix, or either base64-encoded', async () => {
    for (const value of ['PWD-115-002', 'proj_number=PWD-115-002', b64('PWD-115-002'), b64('proj_number=PWD-115-002')]) {
      const res = await callApi<Project>(server, 'GET', `OT/GovPurchase/Get_Project?proj_number=${encodeURIComponent(value)}`, undefined, t.agency);
      expect(res.status, value).toBe(200);
      expect(res.body.data!.proj_name).toBe('基隆路人行道改善工程');
    }
  });

  it('refuses a missing number, an unknown one and one the caller may not see', async () => {
    expect((await callApi(server, 'GET', 'OT/GovPurchase/Get_Project', undefined, t.agency)).body.message).toBe("'proj_number'是必要參數");
    expect((await callApi(server, 'GET', 'OT/GovPurchase/Get_Project?proj_number=NOPE-1', undefined, t.agency)).status).toBe(404);
    expect((await callApi(server, 'GET', 'OT/GovPurchase/Get_Project?proj_number=PWD-115-002', undefined, t.contractor)).status).toBe(403);
    expect((await callApi(server, 'GET', 'OT/GovPurchase/Get_Project?proj_number=PWD-115-002')).status).toBe(401);
  });
});
