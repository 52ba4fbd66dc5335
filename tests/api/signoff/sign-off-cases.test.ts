/**
 * The sign-off engine over real HTTP, without the certificate part (tests/api/signoff/sign-with-certificate
 * covers signing): B2.1 施工日誌 is sent by the contractor and returned by the supervisor; the content is
 * frozen while a case is open; the 待簽核 lists, designated signers, saved groups, history, revoking, and
 * every refusal in the spec's words, with nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { signInAll, type Tokens } from '../projects/project-fixtures';
import { createBudgetProject, memberId } from '../budget/support/budget-fixtures';
import { PNG_BYTES, uploadWhole } from '../files/file-fixtures';

type Who = 'agency' | 'supervisor' | 'contractor' | 'admin';
type Case = {
  audit_id: number;
  status: string;
  current_stage: number;
  isEqual: boolean;
  content_hash: string;
  stages: { process_id: number; stage: number; name: string; state: string; comment: string; designated: { id: number }[] }[];
};

let server: TestServer;
let t: Tokens;
let projId: number;
const ids: Record<string, number> = {};

const LOG = {
  logDate: '2026-03-02',
  weatherMorning: '晴',
  weatherAfternoon: '陰',
  plannedProgress: '12.5',
  actualProgress: '11',
  workItems: '基礎開挖 120 m³',
  workerCount: 14,
  preWorkBriefing: true,
};

beforeAll(async () => {
  server = await startTestServer();
  t = await signInAll(server);
  projId = await createBudgetProject(server);
  for (const who of ['agency', 'supervisor', 'contractor', 'admin']) ids[who] = await memberId(server, who);
});
afterAll(async () => {
  await server?.close();
});

const call = <T = unknown>(who: Who, method: string, path: string, body?: unknown) => callApi<T>(server, method, path, body, t[who as keyof Tokens]);
const read = (who: Who = 'contractor') => call<{ data: Record<string, unknown>; version: number }>(who, 'POST', 'STP/Get_Step_Data', { stp_id: 'B2.1', proj_id: projId });
const save = async (who: Who, data: Record<string, unknown>) =>
  call(who, 'POST', 'STP/Save_Step_Data', { stp_id: 'B2.1', proj_id: projId, data, version: (await read()).body.data!.version });
const submit = (who: Who = 'contractor') => call<Case>(who, 'POST', 'BFC/Add_CHK_AUDIT', { stp_id: 'B2.1', proj_id: projId });
const state = async () => (await call<{ state: number }[]>('agency', 'GET', `BFB/get_proj_status/B2.1/${projId}`)).body.data![0]!.state;
const latest = async () => (await call<Case[]>('agency', 'GET', `BFC/Get_CHK_AUDIT/B2.1/${projId}`)).body.data![0]!;
const unsigned = (who: Who, query: string) => call<{ list: { process_id: number; audit_id: number; stage_name: string; may_sign: boolean; read: boolean }[]; total: number }>(who, 'GET', `BFC/Get_Cert_Unsigned?${query}`);

describe('sending B2.1 for sign-off', () => {
  it('refuses an incomplete log, naming the fields, and starts nothing', async () => {
    expect((await save('contractor', { logDate: '2026-03-02' })).status).toBe(200);
    const refused = await submit();
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('表單尚有必填或錯誤欄位，無法送出簽核');
    expect((await call<Case[]>('agency', 'GET', `BFC/Get_CHK_AUDIT/B2.1/${projId}`)).body.data).toEqual([]);
  });

  it('refuses a party that may not edit the step (the supervisor) and a step without sign-off', async () => {
    expect((await save('contractor', LOG)).status).toBe(200);
    const sup = await submit('supervisor');
    expect(sup.status).toBe(403);
    expect(sup.body.message).toBe('您沒有編輯「B2.1 施工日誌」的權限（僅限施工廠商）');
    const none = await call('agency', 'POST', 'BFC/Add_CHK_AUDIT', { stp_id: 'A3.1', proj_id: projId });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/^「A3.1 .*」沒有簽核設定$/);
  });

  it('refuses a record that does not exist', async () => {
    const answer = await call('contractor', 'POST', 'BFC/Add_CHK_AUDIT', { stp_id: 'B2.1', proj_id: projId, record_id: 777 });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('查無此紀錄');
  });

  it('starts a case whose first stage (工地主任簽章) is pending, and the step is in progress', async () => {
    const started = await submit();
    expect(started.status).toBe(200);
    expect(started.body.message).toBe('已送出簽核');
    const c = started.body.data!;
    expect(c.status).toBe('open');
    expect(c.isEqual).toBe(true);
    expect(c.content_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(c.stages.map((s) => [s.name, s.state])).toEqual([
      ['工地主任簽章', 'pending'],
      ['監造單位查閱簽章', 'waiting'],
    ]);
    expect(await state()).toBe(1);
  });

  it('a second submission while one is open is refused', async () => {
    const again = await submit();
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^簽核進行中（待「工地主任簽章」），內容已凍結，無法再次送出簽核/);
  });
});

describe('the freeze', () => {
  it('refuses saves, uploads and status changes while the case is open; the data stays', async () => {
    const before = (await read()).body.data!;
    const edit = await save('contractor', { ...LOG, workerCount: 99 });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toMatch(/^簽核進行中（待「工地主任簽章」），內容已凍結，無法儲存/);
    await expect(
      uploadWhole(server, t.contractor, { stp_id: 'B2.1', code_type: 'B2-CL-', fileTo: 'sitePhotos', auth_id: ids.contractor!, proj_id: projId }, 'site.png', PNG_BYTES),
    ).rejects.toThrow(/409/);
    const done = await call('contractor', 'POST', 'BFB/Change_status', { stp_id: 'B2.1', proj_id: projId, checkResult: 'X' });
    expect(done.status).toBe(409);
    expect((await read()).body.data).toEqual(before);
  });
});

describe('lists, designation and groups', () => {
  it('the contractor sees the pending stage under 待簽核 (self); the supervisor does not yet', async () => {
    const mine = await unsigned('contractor', 'type=self');
    expect(mine.status).toBe(200);
    expect(mine.body.data!.list.map((i) => [i.stage_name, i.may_sign])).toEqual([['工地主任簽章', true]]);
    expect((await unsigned('supervisor', 'type=self')).body.data!.total).toBe(0);
    const projects = await call<{ proj_id: number; count: number }[]>('contractor', 'GET', 'BFC/Get_Unsigned_Proj_List/self');
    expect(projects.body.data).toEqual([expect.objectContaining({ proj_id: projId, count: 1 })]);
  });

  it('the stage answers who could sign only to those who may designate', async () => {
    const c = await latest();
    const stage = (who: Who) => call<{ may_act: boolean; candidates: { id: number }[] }>(who, 'GET', `BFC/Get_Stage_Process/B2.1/${projId}/${c.audit_id}/1`);
    expect((await stage('agency')).body.data!.candidates.map((m) => m.id)).toEqual([ids.supervisor]);
    expect((await stage('supervisor')).body.data!.candidates).toEqual([]);
    expect((await stage('supervisor')).body.data!.may_act).toBe(false);
  });

  it('the agency follows the project (undertake), which needs proj_id', async () => {
    const missing = await unsigned('agency', 'type=undertake');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("'proj_id'是必要參數");
    const follows = await unsigned('agency', `type=undertake&proj_id=${projId}`);
    expect(follows.body.data!.list).toHaveLength(1);
    expect(follows.body.data!.list[0]!.may_sign).toBe(false);
    const users = await call<{ id: number; count: number }[]>('agency', 'GET', `BFC/Get_Unsigned_User_List/${projId}`);
    expect(users.body.data).toEqual([expect.objectContaining({ id: ids.contractor, count: 1 })]);
  });

  it('a project the caller may not see is refused in either list, and nothing of it is answered', async () => {
    const other = await createBudgetProject(server, { assignContractor: false });
    const answer = await unsigned('contractor', `type=self&proj_id=${other}`);
    expect(answer.status).toBe(403);
    expect(answer.body.data).toBeUndefined();
    expect((await unsigned('supervisor', `type=undertake&proj_id=${other + 1000}`)).status).toBe(404);
  });

  it('Process_read marks the item read for its reader', async () => {
    const item = (await unsigned('contractor', 'type=self')).body.data!.list[0]!;
    expect(item.read).toBe(false);
    expect((await call('contractor', 'POST', 'BFC/Process_read', { id: item.process_id })).status).toBe(200);
    expect((await unsigned('contractor', 'type=self')).body.data!.list[0]!.read).toBe(true);
  });

  it('designating someone who is not of the stage\'s party is refused; the supervisor for stage 2 is accepted', async () => {
    const c = await latest();
    const [first, second] = c.stages;
    const wrong = await call('agency', 'POST', 'BFC/Add_CHK_AUDIT_STAGE', { id: first!.process_id, auth_ids: [ids.supervisor] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/不能簽核「工地主任簽章」/);
    const firm = await call('contractor', 'POST', 'BFC/Add_CHK_AUDIT_STAGE', { id: second!.process_id, auth_ids: [ids.supervisor] });
    expect(firm.status).toBe(200);
    expect((await latest()).stages[1]!.designated.map((m) => m.id)).toEqual([ids.supervisor]);
    const stranger = await call('supervisor', 'POST', 'BFC/Add_CHK_AUDIT_STAGE', { id: second!.process_id, auth_ids: [ids.supervisor] });
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe('只有送出者或機關人員可以指定簽核人員');
    expect((await call('contractor', 'POST', 'BFC/Unmerge_Stage_Process', { id: second!.process_id, auth_id: ids.supervisor })).status).toBe(200);
    expect((await latest()).stages[1]!.designated).toEqual([]);
  });

  it('saved groups are the caller\'s own and travel base64-encoded', async () => {
    const name = Buffer.from('監造查核小組', 'utf8').toString('base64');
    expect((await call('contractor', 'POST', 'BFC/Add_Stage_Process_Group', { group_name: name, auth_ids: [ids.supervisor] })).status).toBe(200);
    const names = await call<string[]>('contractor', 'GET', `BFC/Get_Stage_Process_Group_Name/${ids.contractor}`);
    expect(names.body.data).toEqual(['監造查核小組']);
    const group = await call<{ members: { id: number }[] }>('contractor', 'POST', 'BFC/Get_Stage_Process_Group', { auth_id: ids.contractor, group_name: name });
    expect(group.body.data!.members.map((m) => m.id)).toEqual([ids.supervisor]);
    const others = await call('supervisor', 'GET', `BFC/Get_Stage_Process_Group_Name/${ids.contractor}`);
    expect(others.status).toBe(403);
    const bad = await call('contractor', 'POST', 'BFC/Get_Stage_Process_Group', { auth_id: ids.contractor, group_name: '不是base64!' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("'group_name'必須為 base64 編碼");
  });
});

describe('returning and revoking', () => {
  it('only the pending stage\'s party may return it; a return needs a comment', async () => {
    const c = await latest();
    const early = await call('supervisor', 'POST', 'BFC/Edit_Stage_Process', { id: c.stages[1]!.process_id, result: 'return', comment: '太早' });
    expect(early.status).toBe(409);
    const notMine = await call('supervisor', 'POST', 'BFC/Edit_Stage_Process', { id: c.stages[0]!.process_id, result: 'return', comment: '不是我' });
    expect(notMine.status).toBe(403);
    expect(notMine.body.message).toBe('「工地主任簽章」須由本案指派的施工廠商簽核，您不是此關的簽核人員');
    const silent = await call('contractor', 'POST', 'BFC/Edit_Stage_Process', { id: c.stages[0]!.process_id, result: 'return', comment: '' });
    expect(silent.status).toBe(400);
    expect(silent.body.message).toBe("'comment'是必要參數");
    const approve = await call('contractor', 'POST', 'BFC/Edit_Stage_Process', { id: c.stages[0]!.process_id, result: 'approve', comment: 'ok' });
    expect(approve.status).toBe(400);
    expect(approve.body.message).toBe("'result'只能是 return（簽章請以自然人憑證送出）");
  });

  it('the submitter revokes; the content can be changed and sent again as a new case', async () => {
    const c = await latest();
    const other = await call('agency', 'POST', 'BFC/Process_Revoke', { audit_id: c.audit_id });
    expect(other.status).toBe(403);
    const revoked = await call<Case>('contractor', 'POST', 'BFC/Process_Revoke', { audit_id: c.audit_id, comment: '補充施工項目' });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data!.status).toBe('revoked');
    expect((await save('contractor', { ...LOG, workItems: '基礎開挖 130 m³' })).status).toBe(200);
    expect((await latest()).isEqual).toBe(false);
    const again = await submit();
    expect(again.status).toBe(200);
    expect(again.body.data!.audit_id).not.toBe(c.audit_id);
    const search = await call<{ list: Case[]; total: number }>('agency', 'POST', 'BFC/Search_AUDIT', { stp_id: 'B2.1', proj_id: projId });
    expect(search.body.data!.list.map((x) => x.status)).toEqual(['open', 'revoked']);
  });

  it('history lists every action in order', async () => {
    const first = (await call<{ list: Case[] }>('agency', 'POST', 'BFC/Search_AUDIT', { stp_id: 'B2.1', proj_id: projId })).body.data!.list[1]!;
    const history = await call<{ list: { action_label: string; comment: string }[] }>('agency', 'POST', 'BFC/Get_Stage_Process_History', { audit_id: first.audit_id });
    expect(history.body.data!.list.map((h) => h.action_label)).toEqual(['送出簽核', '指定簽核人員', '移除指定人員', '撤回']);
    expect(history.body.data!.list.at(-1)!.comment).toBe('補充施工項目');
  });
});

describe('bad input', () => {
  it.each([
    ['POST', 'BFC/Search_AUDIT', { proj_id: 1 }, "'stp_id'是必要參數"],
    ['POST', 'BFC/Search_AUDIT', { stp_id: 'B2.1', proj_id: 2147483648 }, "'proj_id'型別必須為integer"],
    ['POST', 'BFC/Add_CHK_AUDIT', { stp_id: 'B2.1', proj_id: 1, extra: 1 }, "未能識別的屬性'extra'"],
    ['POST', 'BFC/Add_CHK_AUDIT', { stp_id: 'B2.1\u0000', proj_id: 1 }, undefined],
    ['POST', 'BFC/Add_Cert_Signed', {}, "'data'是必要參數"],
    ['GET', 'BFC/Get_Cert_Unsigned?type=all', undefined, "'type'只能是 self 或 undertake"],
    ['GET', 'BFC/Get_Unsigned_Proj_List/everyone', undefined, "'type'只能是 self 或 undertake"],
    ['GET', 'BFC/Get_Auth_Status/x/1', undefined, "'auth_id'型別必須為number"],
    ['GET', 'BFC/Get_Stage_Process/B2.1/1/99999999999/0', undefined, "'audit_id'型別必須為number"],
    ['POST', 'BFC/Get_Stage_Process_History', { audit_id: -1 }, undefined],
  ])('%s %s %j → 400', async (method, path, body, message) => {
    const answer = await call('contractor', method, path, body);
    expect(answer.status).toBe(400);
    if (message) expect(answer.body.message).toBe(message);
  });

  it('an unknown case is 404; another member\'s status is refused', async () => {
    expect((await call('contractor', 'GET', `BFC/Get_Auth_Status/${ids.contractor}/999999`)).status).toBe(404);
    const other = await call('contractor', 'GET', `BFC/Get_Auth_Status/${ids.supervisor}/1`);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('只能查詢自己的簽核狀態');
  });

  it('every BFC call refuses an anonymous caller', async () => {
    for (const [method, path] of [
      ['POST', 'BFC/Search_AUDIT'],
      ['GET', `BFC/Get_CHK_AUDIT/B2.1/${projId}`],
      ['POST', 'BFC/Add_CHK_AUDIT'],
      ['GET', 'BFC/Get_Cert_Unsigned?type=self'],
      ['POST', 'BFC/Add_Cert_Signed'],
    ] as const) {
      expect((await callApi(server, method, path, method === 'POST' ? {} : undefined)).status).toBe(401);
    }
  });
});

describe('Delete_CHK_AUDIT', () => {
  it('works in development and leaves no trace of the case', async () => {
    const c = await latest();
    const deleted = await call('contractor', 'POST', 'BFC/Delete_CHK_AUDIT', { audit_id: c.audit_id });
    expect(deleted.status).toBe(200);
    expect((await call('agency', 'GET', `BFC/Get_Auth_Status/${ids.agency}/${c.audit_id}`)).status).toBe(404);
  });

  it('is refused outside development with the spec\'s words', async () => {
    const production = await startTestServer({ APP_ENV: 'test' });
    try {
      const tokens = await signInAll(production);
      const answer = await callApi(production, 'POST', 'BFC/Delete_CHK_AUDIT', { audit_id: 1 }, tokens.contractor);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('僅能在開發模式下刪除簽核案件!');
    } finally {
      await production.close();
    }
  });
});
