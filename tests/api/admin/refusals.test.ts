/**
 * Every call of the administration and personal area, table-driven: a caller without a token gets 401, a
 * signed-in caller without the call's code gets 403, and a malformed request gets 400 with the spec's
 * message. Nothing changes in any of these cases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/domain/access/session-user';
import { authorizationRoles, departmentGroups, departments, departmentSubs, members, personalNotes } from '../../../src/server/db/schema';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { demoIds, expectOk, rowCount, type DemoIds } from './admin-helpers';

let server: TestServer;
let ids: DemoIds;
let nobody: SessionUser;

/** One call: method, path and a body of the right shape. */
type Call = [method: string, path: string, body?: unknown];

function calls(): Call[] {
  const dep = ids.dep('建築工程科');
  const root = ids.dep('臺北市政府工務局');
  const cat = encodeURIComponent('主辦機關');
  const someone = ids.member('agency');
  const user = { account: 'x-user', authword: 'Start1234', dac_id: ids.title('幫工程司'), cname: 'x', tel: [], authnum: '', email: 'x@x.gov.tw', basefrom: 'GOV' };
  return [
    ['POST', 'Member/Add_User', user],
    ['POST', 'Member/Add_SUP_EMAIL', { ...user, basefrom: undefined, dac_id: ids.title('工地主任') }],
    ['PATCH', 'Member/Edit_User', { ...user, id: someone }],
    ['DELETE', `Member/Delete_User?id=${someone}&state_describe=x`],
    ['POST', 'Member/Enable_User', { id: someone }],
    ['PATCH', 'Member/Edit_User_Authnum', { id: someone, authnum: 'x' }],
    ['PATCH', 'Member/Edit_User_Name', { id: someone, cname: 'x' }],
    ['PATCH', 'Member/Edit_User_Tel', { id: someone, tel: [] }],
    ['POST', 'Member/Search_User', { id: someone }],
    ['POST', 'Member/Search_User_Belong', { id: someone }],
    ['POST', 'Member/Search_User_Remain_Times', { id: someone }],
    ['POST', 'Member/Search_User_GOV_List', { dep_id: root }],
    ['POST', 'Member/Search_User_GOV_List_NEW', { dep_id: root }],
    ['POST', 'Member/Search_User_PUB_List_NEW', { dep_id: ids.dep('大安營造股份有限公司') }],
    ['POST', 'Member/Search_Personal_Notebook', { auth_id: nobody.userID }],
    ['POST', 'Member/Search_Personal_Notebook_Detail', { note_id: 1 }],
    ['POST', 'Member/Create_Personal_Notebook', { title: 'x', html_content: '', auth_id: nobody.userID }],
    ['POST', 'Member/Edit_Personal_Notebook', { note_id: 1, title: 'x', html_content: '', auth_id: nobody.userID }],
    ['POST', 'Member/Delete_Personal_Notebook', { note_id: [1] }],
    ['POST', 'SYS/SYS_LIST', {}],
    ['POST', 'Group/Add_Department', { depname: 'x', id_parent: dep, deptype: '4' }],
    ['PATCH', 'Group/Edit_Department', { id: dep, depname: 'x', deptype: '4', id_parent: null }],
    ['DELETE', `Group/Delete_Department?id=${encodeURIComponent(`[${dep}]`)}`],
    ['POST', 'Group/Search_Department_Sub', { dep_id: dep }],
    ['POST', 'Group/Add_Department_Sub', { dep_id: dep, preview_name: 'x' }],
    ['PATCH', 'Group/Edit_Department_Sub', { id: ids.title('幫工程司'), preview_name: 'x' }],
    ['DELETE', `Group/Delete_Department_Sub?id=${ids.title('工地主任')}`],
    ['POST', 'PVW/Search_DEPARTMENT_SUB_PURVIEW', { agms_id: ids.title('幫工程司') }],
    ['POST', 'Group/Search_Department_Group', { dep_id: dep }],
    ['POST', 'Group/Search_Group_Permission', { id: ids.group('機關承辦人') }],
    ['POST', 'Group/Add_Department_Group', { dep_id: dep, group_name: 'x' }],
    ['PATCH', 'Group/Edit_Department_Group', { dep_id: dep, group_id: ids.group('機關承辦人'), group_name: 'x' }],
    ['DELETE', `Group/Delete_Department_Group?id=${ids.group('機關承辦人')}`],
    ['GET', `Group/Get_Authorization_Role/${root}/${cat}`],
    ['POST', 'Group/Add_Authorization_Role', { data: [{ dep_id: root, preview: 'x' }] }],
    ['POST', 'Group/Edit_Authorization_Role', { roleID: 1, preview: 'x' }],
    ['DELETE', 'Group/Delete_Authorization_Role?roleID=1'],
    ['GET', `Group/Get_Authorization_Business/${dep}/${cat}/all/all`],
    ['POST', 'Group/Add_Authorization_Business', { data: [{ dep_id: dep, kind: '工程', type: '主要', roleID: 1, auth_id: someone }] }],
    ['PATCH', 'Group/Edit_Authorization_Business', { id: 1, roleID: 1, type: '主要' }],
    ['DELETE', 'Group/Delete_Authorization_Business?id=1'],
    ['GET', `Group/Get_History_Business?root_dep_id=${root}&page=1`],
    ['GET', `Group/Get_Preview_Account/${root}/${encodeURIComponent('幫工程司')}`],
    ['GET', `Group/Get_Auth_Identity/${someone}/${root}`],
  ];
}

/** Calls open to every signed-in user (the department tree, binding): only the missing token is refused. */
function openCalls(): Call[] {
  return [
    ['POST', 'Group/Search_Department_Peak', {}],
    ['POST', 'Group/Search_Department_Peak_level_v2', {}],
    ['POST', 'Group/Search_Department', { parent_id: null }],
    ['POST', 'Group/Search_Department_Father', { unit_id: ids.dep('建築工程科') }],
    ['POST', 'Group/Search_Department_ALL', {}],
    ['POST', 'Member/Get_Binding_Accounts', {}],
    ['POST', 'Member/Login_Account_Binding', { member_id: ids.member('agency') }],
  ];
}

async function snapshot(): Promise<number[]> {
  return Promise.all([members, departments, departmentSubs, departmentGroups, authorizationRoles, personalNotes].map((t) => rowCount(server, t)));
}

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  const admin = await signInAs(server, 'admin');
  // A user holding no code at all: a job title without codes and no group.
  const title = expectOk(await callApi<{ id: number }>(server, 'POST', 'Group/Add_Department_Sub', { dep_id: ids.dep('土木工程科'), preview_name: '無權限職稱', preview: [] }, admin.token));
  expectOk(await callApi(server, 'POST', 'Member/Add_User', { account: 'nocodes', authword: 'Start1234', dac_id: title.id, cname: '無權限', tel: [], authnum: '', email: 'nocodes@pwd.example.gov.tw', basefrom: 'GOV' }, admin.token));
  nobody = await signInAs(server, 'nocodes', 'Start1234');
  expect(nobody.preview).toEqual([]);
});
afterAll(async () => {
  await server?.close();
});

describe('callers without a token or without the code', () => {
  it('answers 401 to every call without a token', async () => {
    const before = await snapshot();
    for (const [method, path, body] of [...calls(), ...openCalls()]) {
      const res = await callApi(server, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 403 to every call needing a code the caller lacks, including the own personal data', async () => {
    const before = await snapshot();
    for (const [method, path, body] of calls()) {
      const own = typeof body === 'object' && body !== null && 'id' in body && path.includes('Edit_User_') ? { ...body, id: nobody.userID } : body;
      const res = await callApi(server, method, path, own, nobody.token);
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(403);
      expect(res.body.message).toBe('您沒有此功能的權限');
    }
    for (const path of ['Member/Search_User', 'Member/Search_User_Belong', 'Member/Search_User_Remain_Times', 'Member/Edit_User_Name']) {
      const res = await callApi(server, path.includes('Edit') ? 'PATCH' : 'POST', path, { id: nobody.userID, cname: 'x' }, nobody.token);
      expect(res.status, path).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets a user without codes use the calls open to everyone signed in', async () => {
    for (const [method, path, body] of openCalls().filter(([, p]) => !p.includes('Login_Account_Binding'))) {
      expect((await callApi(server, method, path, body, nobody.token)).status, path).toBe(200);
    }
  });
});

describe('malformed requests', () => {
  it('refuses a body that is not an object, and the remaining wrong types, with the spec messages', async () => {
    const admin = await signInAs(server, 'admin');
    const before = await snapshot();
    const cases: [string, string, unknown, string][] = [
      ['POST', 'Group/Search_Department_Peak', [], "'body'型別必須為object"],
      ['POST', 'Group/Search_Department_Sub', { dep_id: '1' }, "'dep_id'型別必須為integer"],
      ['POST', 'Group/Search_Department_Group', {}, "'dep_id'是必要參數"],
      ['POST', 'Member/Search_User_Belong', { id: 'me' }, "'id'型別必須為integer"],
      ['POST', 'Member/Get_Binding_Accounts', { AccessToken: 42 }, "'AccessToken'型別必須為string"],
      ['POST', 'Group/Edit_Authorization_Role', { roleID: 'x', preview: 'y' }, "'roleID'型別必須為integer"],
      ['DELETE', 'Group/Delete_Authorization_Role?roleID=abc', undefined, "'roleID'格式不符合"],
      ['PATCH', 'Group/Edit_Authorization_Business', { id: 1, roleID: 1, type: 3 }, "'type'型別必須為string"],
      ['DELETE', 'Group/Delete_Authorization_Business?id=x', undefined, "'id'格式不符合"],
      ['DELETE', 'Group/Delete_Department_Group?id=x', undefined, "'id'格式不符合"],
      ['GET', 'Group/Get_History_Business?root_dep_id=1&page=x', undefined, "'page'格式不符合"],
      ['POST', 'Member/Create_Personal_Notebook', { title: 'x', html_content: '', auth_id: '1' }, "'auth_id'型別必須為integer"],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await callApi(server, method, path, body, admin.token);
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
  });
});
