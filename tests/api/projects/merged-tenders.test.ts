import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergedTenderProjects, mergedTenders, projectStepStatuses } from '../../../src/server/db/schema';
import { callApi } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { createAccount, demoPlanId, projectBody, projectIdOf, rowCount, signInAll, type Tokens } from './project-fixtures';

let server: TestServer;
let t: Tokens;
let school = 0;
let sidewalk = 0;
let drainage = 0;
let agencyDep = 0;
beforeAll(async () => {
  server = await startTestServer();
  t = await signInAll(server);
  school = await projectIdOf(server, t.agency, 'PWD-115-001');
  sidewalk = await projectIdOf(server, t.agency, 'PWD-115-002');
  drainage = await projectIdOf(server, t.agency, 'PWD-115-003');
  const detail = await callApi<{ dep_id: number }>(server, 'POST', 'BGC/Search_PROJECT_Detail', { proj_id: school }, t.agency);
  agencyDep = detail.body.data!.dep_id;
});
afterAll(async () => {
  await server?.close();
});

type Merge = { merge_id: number; merge_num: string; name: string; projects: { proj_id: number }[] };
type Row = { proj_id: number; proj_number: string; merge_num: string | null; step_state?: number; stage: string };

describe('merged tenders', () => {
  let mergeId = 0;

  it('proposes a merge number per department group and merges two projects', async () => {
    const num = await callApi<{ merge_num: string; used: string[] }>(server, 'GET', 'BFB/Get_Merge_Num/PWD', undefined, t.agency);
    expect(num.body.data).toMatchObject({ merge_num: 'PWD-M115-001', used: [] });
    const add = await callApi<Merge>(
      server,
      'POST',
      'BFB/Add_Merge_Proj',
      { merge: num.body.data!.merge_num, dep_id: agencyDep, dep_group: 'PWD', dialogData: [{ proj_id: sidewalk }, drainage] },
      t.agency,
    );
    expect(add.status).toBe(200);
    expect(add.body.message).toBe('併案成功');
    expect(add.body.data!.name).toBe('基隆路人行道改善工程等2案');
    expect(add.body.data!.projects.map((p) => p.proj_id).sort()).toEqual([sidewalk, drainage].sort());
    mergeId = add.body.data!.merge_id;
    const list = await callApi<Merge[]>(server, 'GET', 'BFB/getmargeid', undefined, t.agency);
    expect(list.body.data!.map((m) => m.merge_num)).toEqual(['PWD-M115-001']);
    const next = await callApi<{ merge_num: string; used: string[] }>(server, 'GET', 'BFB/Get_Merge_Num/PWD', undefined, t.agency);
    expect(next.body.data).toMatchObject({ merge_num: 'PWD-M115-002', used: ['PWD-M115-001'] });
    const detail = await callApi<{ merge: { merge_num: string } }>(server, 'POST', 'BGC/Search_PROJECT_Detail', { proj_id: sidewalk }, t.agency);
    expect(detail.body.data!.merge.merge_num).toBe('PWD-M115-001');
    // The contractor reaches neither merged project, so the merge is not theirs to see.
    const theirs = await callApi<Merge[]>(server, 'GET', 'BFB/getmargeid', undefined, t.contractor);
    expect(theirs.body.data).toEqual([]);
  });

  it('refuses bad merges and changes nothing', async () => {
    const before = [await rowCount(server, mergedTenders), await rowCount(server, mergedTenderProjects)];
    const none = await callApi(server, 'POST', 'BFB/Add_Merge_Proj', {}, t.agency);
    expect(none.body.message).toBe('merge、dep_id、dialogData、dep_group以上欄位為必傳!!');
    const one = await callApi(server, 'POST', 'BFB/Add_Merge_Proj', { merge: 'PWD-M115-009', dep_id: agencyDep, dep_group: 'PWD', dialogData: [school] }, t.agency);
    expect(one.status).toBe(400);
    expect(one.body.message).toBe('併案至少須選擇2個標案');
    const already = await callApi(server, 'POST', 'BFB/Add_Merge_Proj', { merge: 'PWD-M115-009', dep_id: agencyDep, dep_group: 'PWD', dialogData: [school, sidewalk] }, t.agency);
    expect(already.status).toBe(409);
    expect(already.body.message).toContain('標案已併入其他併案：PWD-115-002（PWD-M115-001）');
    const planId = await demoPlanId(server, t.agency);
    const extra = await callApi<{ proj_id: number }>(server, 'POST', 'BGC/Add_PROJECT', projectBody(planId), t.agency);
    const dupNum = await callApi(server, 'POST', 'BFB/Add_Merge_Proj', { merge: 'PWD-M115-001', dep_id: agencyDep, dep_group: 'PWD', dialogData: [school, extra.body.data!.proj_id] }, t.agency);
    expect(dupNum.status).toBe(409);
    expect(dupNum.body.message).toBe('併案編號已存在');
    const group = await callApi(server, 'POST', 'BFB/Add_Merge_Proj', { merge: 'X-1', dep_id: agencyDep, dep_group: 'SUP', dialogData: [school, extra.body.data!.proj_id] }, t.agency);
    expect(group.body.message).toBe("'dep_group'與單位不符");
    const typed = await callApi(server, 'POST', 'BFB/Add_Merge_Proj', { merge: 'X-1', dep_id: agencyDep, dep_group: 'PWD', dialogData: 'all' }, t.agency);
    expect(typed.body.message).toBe("'dialogData'型別必須為array");
    const missing = await callApi(server, 'POST', 'BFB/Add_Merge_Proj', { merge: 'X-1', dep_id: agencyDep, dep_group: 'PWD', dialogData: [school, 99999] }, t.agency);
    expect(missing.status).toBe(404);
    expect([await rowCount(server, mergedTenders), await rowCount(server, mergedTenderProjects)]).toEqual(before);
    // A merged project cannot be deleted until the merge is undone.
    const del = await callApi(server, 'PATCH', 'BGC/Delete_PROJECT', { proj_id: sidewalk }, t.agency);
    expect(del.status).toBe(409);
  });

  it('refuses users without code 25, firms and other organisations', async () => {
    const before = await rowCount(server, mergedTenders);
    const nocode = await createAccount(server, 'nocode25', [11], { depname: '建築工程科' });
    expect((await callApi(server, 'GET', 'BFB/getmargeid', undefined, nocode.token)).status).toBe(403);
    expect((await callApi(server, 'GET', 'BFB/Get_Merge_Num/PWD', undefined, nocode.token)).status).toBe(403);
    expect((await callApi(server, 'POST', 'BFB/Add_Merge_Proj', { merge: 'Z', dep_id: agencyDep, dep_group: 'PWD', dialogData: [school, sidewalk] }, nocode.token)).status).toBe(403);
    // The contractor holds code 25 and is assigned to the school, but merging is the agency's act.
    const firm = await callApi(server, 'POST', 'BFB/Add_Merge_Proj', { merge: 'Z', dep_id: agencyDep, dep_group: 'PWD', dialogData: [school, sidewalk] }, t.contractor);
    expect(firm.status).toBe(403);
    expect((await callApi(server, 'DELETE', `BFB/DELETE_MARGE/${mergeId}`, undefined, t.contractor)).status).toBe(403);
    expect((await callApi(server, 'GET', 'BFB/Get_Merge_Num/PWD', undefined, t.contractor)).status).toBe(403);
    const other = await createAccount(server, 'merge-outsider', [25], { depname: '臺中市政府建設局' });
    expect((await callApi(server, 'DELETE', `BFB/DELETE_MARGE/${mergeId}`, undefined, other.token)).status).toBe(403);
    expect(await rowCount(server, mergedTenders)).toBe(before);
  });

  it('undoes a merge', async () => {
    expect((await callApi(server, 'DELETE', 'BFB/DELETE_MARGE/x', undefined, t.agency)).body.message).toBe("'merge_id'型別必須為number");
    expect((await callApi(server, 'DELETE', 'BFB/DELETE_MARGE/99999', undefined, t.agency)).status).toBe(404);
    const del = await callApi(server, 'DELETE', `BFB/DELETE_MARGE/${mergeId}`, undefined, t.agency);
    expect(del.body.message).toBe('已解除併案');
    expect(await rowCount(server, mergedTenderProjects)).toBe(0);
  });
});

describe('BFB/Get_all_proj and getprojname', () => {
  it('lists the step-list projects with paging, filters and a step state', async () => {
    await server.database.db.insert(projectStepStatuses).values({ projId: school, stpId: 'A3.1', state: 2 });
    const all = await callApi<{ list: Row[]; total: number }>(server, 'POST', 'BFB/Get_all_proj?page=1', { page_size: 2 }, t.agency);
    expect(all.body.data!.list).toHaveLength(2);
    expect(all.body.data!.total).toBeGreaterThanOrEqual(3);
    const step = await callApi<{ list: Row[] }>(server, 'POST', 'BFB/Get_all_proj', { step: 'A3.1', status: 'X' }, t.agency);
    expect(step.body.data!.list.map((r) => [r.proj_number, r.step_state])).toEqual([['PWD-115-001', 2]]);
    const notDone = await callApi<{ list: Row[] }>(server, 'POST', 'BFB/Get_all_proj', { step: 'A3.1', status: 0, proj_number: 'PWD-115' }, t.agency);
    expect(notDone.body.data!.list.map((r) => r.proj_number)).toEqual(['PWD-115-002', 'PWD-115-003']);
    const dates = await callApi<{ list: Row[] }>(server, 'POST', 'BFB/Get_all_proj', { sdate: '2026-05-01', edate: '2026-05-31' }, t.agency);
    expect(dates.body.data!.list.map((r) => r.proj_number)).toEqual(['PWD-115-002']);
    const bad = await callApi(server, 'POST', 'BFB/Get_all_proj', { step: 'A3.1', status: 'Q' }, t.agency);
    expect(bad.body.message).toBe('錯誤的辦理結果狀態');
    const range = await callApi(server, 'POST', 'BFB/Get_all_proj', { sdate: '2026-05-31', edate: '2026-05-01' }, t.agency);
    expect(range.body.message).toBe('結束日期不可早於開始日期');
    const theirs = await callApi<{ list: Row[] }>(server, 'POST', 'BFB/Get_all_proj', {}, t.contractor);
    expect(theirs.body.data!.list.map((r) => r.proj_number)).toEqual(['PWD-115-001']);
    const nocode = await createAccount(server, 'nocode-steps', [80], { depname: '建築工程科' });
    expect((await callApi(server, 'POST', 'BFB/Get_all_proj', {}, nocode.token)).status).toBe(403);
  });

  it('answers only the caller’s own project names', async () => {
    expect((await callApi(server, 'GET', 'BFB/getprojname/1', undefined, t.contractor)).status).toBe(403);
    expect((await callApi(server, 'GET', 'BFB/getprojname/abc', undefined, t.contractor)).body.message).toBe("'auth_id'型別必須為number");
  });
});
