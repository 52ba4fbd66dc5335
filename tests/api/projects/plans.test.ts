import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchPlans, planEngineeringItems, plans } from '../../../src/server/db/schema';
import { callApi } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { createAccount, rowCount, signInAll, type Tokens } from './project-fixtures';

let server: TestServer;
let t: Tokens;
let outsider: string;
beforeAll(async () => {
  server = await startTestServer();
  t = await signInAll(server);
  // Agency staff of another organisation, holding the plan codes.
  outsider = (await createAccount(server, 'otheragency', [3, 7, 9, 11], { depname: '新北市政府工務局' })).token;
});
afterAll(async () => {
  await server?.close();
});

type Page<T> = { list: T[]; total: number; page: number; qtyPerPage: number; totalPages: number };
type BranchPlan = { id: number; name: string; year: number; total: string; plan_count: number; depname: string };
type Plan = { id: number; version: number; name: string; branch_plan_id: number; total: string; project_count: number; items?: { id: number; name: string; total: string }[] };

describe('branch plans', () => {
  let id = 0;

  it('adds, finds, pages, edits and deletes a branch plan', async () => {
    const add = await callApi<BranchPlan>(server, 'POST', 'BGC/Add_Branch_Plan', { name: '道路養護工程', year: 2026, total: '1,200,000', code: '5109' }, t.agency);
    expect(add.status).toBe(200);
    expect(add.body.message).toBe('新增成功');
    expect(add.body.data).toMatchObject({ name: '道路養護工程', year: 2026, total: '1200000.00', plan_count: 0, depname: '臺北市政府工務局新建工程處' });
    id = add.body.data!.id;

    const detail = await callApi<BranchPlan>(server, 'POST', 'BGC/Search_Branch_Plan_Detail', { id }, t.agency);
    expect(detail.body.data!.name).toBe('道路養護工程');

    for (let i = 0; i < 11; i += 1) await callApi(server, 'POST', 'BGC/Add_Branch_Plan', { name: `分頁測試${i}`, year: 2025 }, t.agency);
    const first = await callApi<Page<BranchPlan>>(server, 'POST', 'BGC/Search_Branch_Plan?page=1', {}, t.agency);
    expect(first.body.data!.list).toHaveLength(10);
    expect(first.body.data!.total).toBe(13);
    const second = await callApi<Page<BranchPlan>>(server, 'POST', 'BGC/Search_Branch_Plan?page=2', {}, t.agency);
    expect(second.body.data!.list).toHaveLength(3);
    const filtered = await callApi<Page<BranchPlan>>(server, 'POST', 'BGC/Search_Branch_Plan', { name: '養護', year: 2026 }, t.agency);
    expect(filtered.body.data!.list.map((b) => b.name)).toEqual(['道路養護工程']);
    const sorted = await callApi<Page<BranchPlan>>(server, 'POST', 'BGC/Search_Branch_Plan', { sort: 'name', order: 'asc', year: 2025 }, t.agency);
    expect(sorted.body.data!.list[0]!.name).toBe('分頁測試0');

    const edit = await callApi<BranchPlan>(server, 'POST', 'BGC/Edit_Branch_Plan', { id, version: 1, name: '道路及橋梁養護工程', year: 2026, total: 1500000 }, t.agency);
    expect(edit.body.data).toMatchObject({ name: '道路及橋梁養護工程', total: '1500000.00' });

    const del = await callApi(server, 'PATCH', 'BGC/Delete_Branch_Plan', { id }, t.agency);
    expect(del.body.message).toBe('刪除成功');
    const gone = await callApi(server, 'POST', 'BGC/Search_Branch_Plan_Detail', { id }, t.agency);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('查無此分支計畫');
  });

  it('refuses bad input with the spec messages and changes nothing', async () => {
    const before = await rowCount(server, branchPlans);
    const none = await callApi(server, 'POST', 'BGC/Add_Branch_Plan', {}, t.agency);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('name、year以上欄位為必傳!!');
    const typed = await callApi(server, 'POST', 'BGC/Add_Branch_Plan', { name: '甲', year: '2026' }, t.agency);
    expect(typed.body.message).toBe("'year'型別必須為integer");
    const blank = await callApi(server, 'POST', 'BGC/Add_Branch_Plan', { name: '  ', year: 2026 }, t.agency);
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('欄位必須填寫');
    expect(blank.body.errors).toEqual({ name: '欄位必須填寫' });
    const money = await callApi(server, 'POST', 'BGC/Add_Branch_Plan', { name: '甲', year: 2026, total: '-5' }, t.agency);
    expect(money.status).toBe(400);
    expect(money.body.message).toBe('不是數字格式');
    expect(await rowCount(server, branchPlans)).toBe(before);
  });

  it('refuses a user without code 3 and hides other organisations’ branch plans', async () => {
    const before = await rowCount(server, branchPlans);
    const res = await callApi(server, 'POST', 'BGC/Add_Branch_Plan', { name: '甲', year: 2026 }, t.contractor);
    expect(res.status).toBe(403);
    expect((await callApi(server, 'POST', 'BGC/Search_Branch_Plan', {}, t.contractor)).status).toBe(403);
    expect(await rowCount(server, branchPlans)).toBe(before);
    const list = await callApi<Page<BranchPlan>>(server, 'POST', 'BGC/Search_Branch_Plan', {}, outsider);
    expect(list.body.data!.total).toBe(0);
    const demo = await callApi<Page<BranchPlan>>(server, 'POST', 'BGC/Search_Branch_Plan', { name: '學校及公共建築工程' }, t.agency);
    const demoId = demo.body.data!.list[0]!.id;
    expect((await callApi(server, 'POST', 'BGC/Search_Branch_Plan_Detail', { id: demoId }, outsider)).status).toBe(404);
    expect((await callApi(server, 'PATCH', 'BGC/Delete_Branch_Plan', { id: demoId }, outsider)).status).toBe(404);
    expect(await rowCount(server, branchPlans)).toBe(before);
    const noAuth = await callApi(server, 'POST', 'BGC/Search_Branch_Plan', {});
    expect(noAuth.status).toBe(401);
  });

  it('keeps a branch plan that still holds plans', async () => {
    const demo = await callApi<Page<BranchPlan>>(server, 'POST', 'BGC/Search_Branch_Plan', { name: '學校及公共建築工程' }, t.agency);
    const b = demo.body.data!.list[0]!;
    expect(b.plan_count).toBe(1);
    const res = await callApi(server, 'PATCH', 'BGC/Delete_Branch_Plan', { id: b.id }, t.agency);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('刪除失敗：此分支計畫下尚有計畫');
  });
});

describe('plans', () => {
  let branchId = 0;
  let planId = 0;
  beforeAll(async () => {
    const add = await callApi<BranchPlan>(server, 'POST', 'BGC/Add_Branch_Plan', { name: '計畫測試分支', year: 2026, total: 9000000 }, t.agency);
    branchId = add.body.data!.id;
  });

  it('adds a plan with engineering items, lists, details, edits items and deletes', async () => {
    const add = await callApi<Plan>(
      server,
      'POST',
      'BGC/Add_PLAN',
      {
        branch_plan_id: branchId,
        name: '115年度公園改善計畫',
        year: 2026,
        total: '3000000',
        items: [
          { name: '青年公園步道', agent: '公園處', total: '1000000' },
          { name: '華中河濱照明', total: 500000 },
        ],
      },
      t.agency,
    );
    expect(add.status).toBe(200);
    planId = add.body.data!.id;
    expect(add.body.data!.items!.map((i) => i.name)).toEqual(['青年公園步道', '華中河濱照明']);

    const list = await callApi<Page<Plan>>(server, 'POST', 'BGC/Search_PLAN_List?page=1', { branch_plan_id: branchId }, t.agency);
    expect(list.body.data!.list.map((p) => p.name)).toEqual(['115年度公園改善計畫']);
    const choices = await callApi<{ id: number }[]>(server, 'POST', 'BGC/Search_BGC_PLAN_ITEMS', { branch_plan_id: branchId }, t.agency);
    expect(choices.body.data!.map((c) => c.id)).toEqual([planId]);
    const items = await callApi<{ id: number; name: string }[]>(server, 'POST', 'BGC/Search_BGC_ENGINEERING_ITEMS', { plan_id: planId }, t.agency);
    expect(items.body.data).toHaveLength(2);

    const keep = items.body.data![0]!;
    const edit = await callApi<Plan>(
      server,
      'POST',
      'BGC/Edit_PLAN',
      { id: planId, version: 1, branch_plan_id: branchId, name: '115年度公園及河濱改善計畫', year: 2026, items: [{ id: keep.id, name: '青年公園步道改善', total: '1200000' }] },
      t.agency,
    );
    expect(edit.body.data!.name).toBe('115年度公園及河濱改善計畫');
    expect(edit.body.data!.items!.map((i) => [i.id, i.name])).toEqual([[keep.id, '青年公園步道改善']]);
    const detail = await callApi<Plan>(server, 'POST', 'BGC/Search_PLAN_DetailList', { id: planId }, t.agency);
    expect(detail.body.data!.items).toHaveLength(1);

    expect((await callApi(server, 'PATCH', 'BGC/Delete_PLAN', { id: planId }, t.agency)).body.message).toBe('刪除成功');
    expect((await callApi(server, 'POST', 'BGC/Search_PLAN_DetailList', { id: planId }, t.agency)).status).toBe(404);
  });

  it('refuses bad plans and changes nothing', async () => {
    const before = [await rowCount(server, plans), await rowCount(server, planEngineeringItems)];
    const none = await callApi(server, 'POST', 'BGC/Add_PLAN', { name: '甲' }, t.agency);
    expect(none.body.message).toBe('branch_plan_id、year以上欄位為必傳!!');
    const over = await callApi(
      server,
      'POST',
      'BGC/Add_PLAN',
      { branch_plan_id: branchId, name: '超支計畫', year: 2026, total: '100', items: [{ name: '甲', total: '60' }, { name: '乙', total: '50' }] },
      t.agency,
    );
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('工程項目經費合計不可大於計畫總經費');
    const blankItem = await callApi(server, 'POST', 'BGC/Add_PLAN', { branch_plan_id: branchId, name: '甲', year: 2026, items: [{ name: '' }] }, t.agency);
    expect(blankItem.body.errors).toEqual({ 'items.0.name': '欄位必須填寫' });
    const unknownBranch = await callApi(server, 'POST', 'BGC/Add_PLAN', { branch_plan_id: 99999, name: '甲', year: 2026 }, t.agency);
    expect(unknownBranch.status).toBe(404);
    expect(await Promise.all([rowCount(server, plans), rowCount(server, planEngineeringItems)])).toEqual(before);
  });

  it('refuses a user without code 7 and keeps a plan that has projects', async () => {
    expect((await callApi(server, 'POST', 'BGC/Search_PLAN_List', {}, t.supervisor)).status).toBe(403);
    expect((await callApi(server, 'POST', 'BGC/Add_PLAN', { branch_plan_id: branchId, name: '甲', year: 2026 }, t.contractor)).status).toBe(403);
    const demo = await callApi<Page<Plan>>(server, 'POST', 'BGC/Search_PLAN_List', { name: '耐震' }, t.agency);
    const p = demo.body.data!.list[0]!;
    expect(p.project_count).toBe(3);
    const del = await callApi(server, 'PATCH', 'BGC/Delete_PLAN', { id: p.id }, t.agency);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('刪除失敗：此計畫下尚有標案');
    // An item a project draws on stays.
    const detail = await callApi<Plan>(server, 'POST', 'BGC/Search_PLAN_DetailList', { id: p.id }, t.agency);
    const edit = await callApi(server, 'POST', 'BGC/Edit_PLAN', { id: p.id, version: detail.body.data!.version, branch_plan_id: detail.body.data!.branch_plan_id, name: p.name, year: 2026, items: [] }, t.agency);
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('儲存失敗：欲刪除的工程項目已有標案使用');
    const after = await callApi<Plan>(server, 'POST', 'BGC/Search_PLAN_DetailList', { id: p.id }, t.agency);
    expect(after.body.data!.items).toHaveLength(3);
  });
});
