/**
 * No lost updates on plans, branch plans and projects (issue 13): an edit names the version it started
 * from; an edit from an outdated version is refused with 409 and changes nothing; of two edits from the
 * same version exactly one lands; an edit without a version is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { demoPlanId, projectBody, signInAll, type Tokens } from './project-fixtures';

let server: TestServer;
let t: Tokens;
let planId = 0;
beforeAll(async () => {
  server = await startTestServer();
  t = await signInAll(server);
  planId = await demoPlanId(server, t.agency);
});
afterAll(async () => {
  await server?.close();
});

const STALE = '資料已被他人修改，請重新載入後再編輯';
type Versioned = { version: number; name?: string; proj_name?: string; remark?: string; proj_place?: string };

describe('Edit_PROJECT', () => {
  it("refuses the second editor's save from the version the first already changed, and keeps the first's change", async () => {
    const added = await callApi<{ proj_id: number; version: number }>(server, 'POST', 'BGC/Add_PROJECT', projectBody(planId), t.agency);
    const projId = added.body.data!.proj_id;
    const detail = async () => (await callApi<Versioned>(server, 'POST', 'BGC/Search_PROJECT_Detail', { proj_id: projId }, t.agency)).body.data!;
    const opened = await detail();
    expect(opened.version).toBe(1);

    const first = await callApi<Versioned>(server, 'POST', 'BGC/Edit_PROJECT', { proj_id: projId, version: opened.version, proj_place: '大安區和平東路' }, t.agency);
    expect(first.status).toBe(200);
    expect(first.body.data!.version).toBe(2);
    const second = await callApi(server, 'POST', 'BGC/Edit_PROJECT', { proj_id: projId, version: opened.version, proj_name: '覆蓋他人的名稱' }, t.agency);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(STALE);
    expect((second.body.errors as { version: number }).version).toBe(2);
    expect(await detail()).toMatchObject({ proj_place: '大安區和平東路', proj_name: opened.proj_name, version: 2 });

    const missing = await callApi(server, 'POST', 'BGC/Edit_PROJECT', { proj_id: projId, proj_name: '沒有版本' }, t.agency);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("'version'是必要參數");

    const [a, b] = await Promise.all([
      callApi(server, 'POST', 'BGC/Edit_PROJECT', { proj_id: projId, version: 2, proj_place: '甲' }, t.agency),
      callApi(server, 'POST', 'BGC/Edit_PROJECT', { proj_id: projId, version: 2, proj_place: '乙' }, t.agency),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await detail()).version).toBe(3);
  });
});

describe('Edit_Branch_Plan and Edit_PLAN', () => {
  it('refuse an edit from an outdated version or without one, and change nothing', async () => {
    const branch = await callApi<{ id: number; version: number }>(server, 'POST', 'BGC/Add_Branch_Plan', { name: '版本測試分支計畫', year: 2026 }, t.agency);
    const id = branch.body.data!.id;
    expect(branch.body.data!.version).toBe(1);
    const ok = await callApi<Versioned>(server, 'POST', 'BGC/Edit_Branch_Plan', { id, version: 1, name: '版本測試分支計畫（甲）', year: 2026 }, t.agency);
    expect(ok.body.data!.version).toBe(2);
    const stale = await callApi(server, 'POST', 'BGC/Edit_Branch_Plan', { id, version: 1, name: '版本測試分支計畫（乙）', year: 2026 }, t.agency);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE);
    expect((await callApi(server, 'POST', 'BGC/Edit_Branch_Plan', { id, name: 'x', year: 2026 }, t.agency)).body.message).toBe("'version'是必要參數");
    const stored = await callApi<Versioned>(server, 'POST', 'BGC/Search_Branch_Plan_Detail', { id }, t.agency);
    expect(stored.body.data).toMatchObject({ name: '版本測試分支計畫（甲）', version: 2 });

    const plan = await callApi<{ id: number; version: number }>(server, 'POST', 'BGC/Add_PLAN', { branch_plan_id: id, name: '版本測試計畫', year: 2026 }, t.agency);
    const pid = plan.body.data!.id;
    const body = { id: pid, branch_plan_id: id, name: '版本測試計畫', year: 2026 };
    expect((await callApi(server, 'POST', 'BGC/Edit_PLAN', { ...body, version: 1, remark: '甲的備註' }, t.agency)).status).toBe(200);
    const planStale = await callApi(server, 'POST', 'BGC/Edit_PLAN', { ...body, version: 1, remark: '乙的備註' }, t.agency);
    expect(planStale.status).toBe(409);
    expect(planStale.body.message).toBe(STALE);
    expect((await callApi(server, 'POST', 'BGC/Edit_PLAN', { ...body, remark: '無版本' }, t.agency)).status).toBe(400);
    const planStored = await callApi<Versioned>(server, 'POST', 'BGC/Search_PLAN_DetailList', { id: pid }, t.agency);
    expect(planStored.body.data).toMatchObject({ remark: '甲的備註', version: 2 });
  });
});
