import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/domain/access/session-user';
import type { BusinessHistoryRecord, BusinessRecord, RoleRecord, UserRecord } from '../../../src/domain/admin/admin-records';
import type { PageOf } from '../../../src/domain/admin/list-defaults';
import { authorizationBusinesses, authorizationBusinessHistory, authorizationRoles } from '../../../src/server/db/schema';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { demoIds, expectOk, expectRefused, rowCount, type DemoIds } from './admin-helpers';

let server: TestServer;
let ids: DemoIds;
let admin: SessionUser;
let agency: SessionUser;
let root: number;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  admin = await signInAs(server, 'admin');
  agency = await signInAs(server, 'agency');
  root = ids.dep('臺北市政府工務局');
});
afterAll(async () => {
  await server?.close();
});

const cat = encodeURIComponent('主辦機關');

describe('authorization roles', () => {
  it('adds roles by category (default 主辦機關), lists, renames and deletes them', async () => {
    const added = expectOk(
      await callApi<RoleRecord[]>(server, 'POST', 'Group/Add_Authorization_Role', { data: [{ dep_id: root, preview: '承辦人' }, { dep_id: root, preview: '主管', sort: 1 }, { dep_id: root, category: '設計單位', preview: '設計人員' }] }, admin.token),
    );
    expect(added.map((r) => r.category)).toEqual(['主辦機關', '主辦機關', '設計單位']);
    const list = expectOk(await callApi<RoleRecord[]>(server, 'GET', `Group/Get_Authorization_Role/${root}/${cat}`, undefined, admin.token));
    expect(list.map((r) => r.preview)).toEqual(['承辦人', '主管']);
    const byDefault = expectOk(await callApi<RoleRecord[]>(server, 'GET', `Group/Get_Authorization_Role/${root}`, undefined, admin.token));
    expect(byDefault).toEqual(list);
    const design = expectOk(await callApi<RoleRecord[]>(server, 'GET', `Group/Get_Authorization_Role/${root}/${encodeURIComponent('設計單位')}`, undefined, admin.token));
    expect(design.map((r) => r.preview)).toEqual(['設計人員']);
    const renamed = expectOk(await callApi<RoleRecord>(server, 'POST', 'Group/Edit_Authorization_Role', { roleID: design[0]!.roleID, preview: '設計監造人員' }, admin.token));
    expect(renamed.preview).toBe('設計監造人員');
    expectOk(await callApi(server, 'DELETE', `Group/Delete_Authorization_Role?roleID=${design[0]!.roleID}`, undefined, admin.token));
    expect(expectOk(await callApi<RoleRecord[]>(server, 'GET', `Group/Get_Authorization_Role/${root}/${encodeURIComponent('設計單位')}`, undefined, admin.token))).toEqual([]);
  });

  it('refuses bad input, duplicates and callers without code 52, changing nothing', async () => {
    const before = await rowCount(server, authorizationRoles);
    const add = (body: unknown, user = admin) => callApi(server, 'POST', 'Group/Add_Authorization_Role', body, user.token);
    expectRefused(await add({}), 400, "'data'是必要參數");
    expectRefused(await add({ data: [] }), 400);
    expectRefused(await add({ data: [{ dep_id: root }] }), 400, "'preview'是必要參數");
    expectRefused(await add({ data: [{ dep_id: root, preview: '新角色' }, { dep_id: root, preview: '承辦人' }] }), 409, '角色「承辦人」已存在於「主辦機關」');
    expectRefused(await add({ data: [{ dep_id: 99999, preview: 'x' }] }), 400, '查無此部門');
    expectRefused(await add({ data: [{ dep_id: root, preview: 'x' }] }, agency), 403);
    expect(await rowCount(server, authorizationRoles)).toBe(before);
    expectRefused(await callApi(server, 'GET', `Group/Get_Authorization_Role/abc/${cat}`, undefined, admin.token), 400, "'id'格式不符合");
    expectRefused(await callApi(server, 'GET', `Group/Get_Authorization_Role/${root}/${cat}`, undefined, agency.token), 403);
    expectRefused(await callApi(server, 'POST', 'Group/Edit_Authorization_Role', { roleID: 99999, preview: 'x' }, admin.token), 404);
    expectRefused(await callApi(server, 'POST', 'Group/Edit_Authorization_Role', { roleID: 1 }, admin.token), 400, "'preview'是必要參數");
    expectRefused(await callApi(server, 'DELETE', 'Group/Delete_Authorization_Role', undefined, admin.token), 400, "'roleID'是必要參數");
    expectRefused(await callApi(server, 'DELETE', 'Group/Delete_Authorization_Role?roleID=99999', undefined, admin.token), 404);
  });
});

describe('business assignments, history and identity', () => {
  let clerkRole: number;
  let headRole: number;

  it('assigns default personnel by category, kind and type, edits and removes them, keeping a history', async () => {
    const roles = expectOk(await callApi<RoleRecord[]>(server, 'GET', `Group/Get_Authorization_Role/${root}/${cat}`, undefined, admin.token));
    clerkRole = roles.find((r) => r.preview === '承辦人')!.roleID;
    headRole = roles.find((r) => r.preview === '主管')!.roleID;
    const dep = ids.dep('臺北市政府工務局新建工程處');
    const [assigned] = expectOk(
      await callApi<BusinessRecord[]>(server, 'POST', 'Group/Add_Authorization_Business', { data: [{ dep_id: dep, kind: '工程', type: '主要', roleID: clerkRole, auth_id: ids.member('agency') }] }, admin.token),
    );
    expect(assigned).toMatchObject({ category: '主辦機關', kind: '工程', type: '主要', role_name: '承辦人', cname: '林承辦', depname: '臺北市政府工務局新建工程處' });
    const list = expectOk(await callApi<BusinessRecord[]>(server, 'GET', `Group/Get_Authorization_Business/${dep}/${cat}/${encodeURIComponent('工程')}/${encodeURIComponent('主要')}`, undefined, admin.token));
    expect(list.map((b) => b.id)).toEqual([assigned!.id]);
    expect(expectOk(await callApi<BusinessRecord[]>(server, 'GET', `Group/Get_Authorization_Business/${dep}/${cat}/all/all`, undefined, admin.token))).toHaveLength(1);
    expect(expectOk(await callApi<BusinessRecord[]>(server, 'GET', `Group/Get_Authorization_Business/${dep}/${cat}/${encodeURIComponent('勞務')}/all`, undefined, admin.token))).toHaveLength(0);

    const edited = expectOk(await callApi<BusinessRecord>(server, 'PATCH', 'Group/Edit_Authorization_Business', { id: assigned!.id, roleID: headRole, type: '代理' }, admin.token));
    expect(edited).toMatchObject({ role_name: '主管', type: '代理' });

    const identity = expectOk(await callApi<{ role_name: string }[]>(server, 'GET', `Group/Get_Auth_Identity/${ids.member('agency')}/${root}`, undefined, agency.token));
    expect(identity.map((i) => i.role_name)).toEqual(['主管']);
    const byRole = expectOk(await callApi<PageOf<UserRecord>>(server, 'POST', 'Member/Search_User_GOV_List_NEW', { dep_id: root, actor_id: headRole }, admin.token));
    expect(byRole.list.map((u) => u.account)).toEqual(['agency']);
    expectRefused(await callApi(server, 'DELETE', `Group/Delete_Authorization_Role?roleID=${headRole}`, undefined, admin.token), 409, /仍有 1 筆人員指派/);

    expectOk(await callApi(server, 'DELETE', `Group/Delete_Authorization_Business?id=${assigned!.id}`, undefined, admin.token));
    const history = expectOk(await callApi<PageOf<BusinessHistoryRecord>>(server, 'GET', `Group/Get_History_Business?root_dep_id=${root}&page=1`, undefined, admin.token));
    expect(history.list.map((h) => h.action)).toEqual(['delete', 'edit', 'add']);
    expect(history.list[0]).toMatchObject({ cname: '林承辦', role_name: '主管', actor_name: '王系統' });
    const onlyClerk = expectOk(await callApi<PageOf<BusinessHistoryRecord>>(server, 'GET', `Group/Get_History_Business?root_dep_id=${root}&identity=${clerkRole}`, undefined, admin.token));
    expect(onlyClerk.list.map((h) => h.action)).toEqual(['add']);
  });

  it('refuses wrong assignments and callers without code 52, changing nothing', async () => {
    const dep = ids.dep('臺北市政府工務局新建工程處');
    const before = await rowCount(server, authorizationBusinesses);
    const historyBefore = await rowCount(server, authorizationBusinessHistory);
    const add = (entry: Record<string, unknown>, user = admin) =>
      callApi(server, 'POST', 'Group/Add_Authorization_Business', { data: [{ dep_id: dep, kind: '工程', type: '主要', roleID: clerkRole, auth_id: ids.member('agency'), ...entry }] }, user.token);
    expectRefused(await callApi(server, 'POST', 'Group/Add_Authorization_Business', { data: [{ dep_id: dep }] }, admin.token), 400, /以上欄位為必傳!!$/);
    expectRefused(await add({ roleID: 'x' }), 400, "'data.0.roleID'型別必須為integer");
    expectRefused(await add({ category: '設計單位' }), 400, '角色「承辦人」不屬於類別「設計單位」');
    expectRefused(await add({ dep_id: ids.dep('大安營造股份有限公司') }), 400, '角色「承辦人」不屬於此部門所在的機關');
    expectRefused(await add({ auth_id: 99999 }), 400, '查無此使用者');
    expectRefused(await add({ roleID: 99999 }), 400, '查無此角色');
    expectRefused(await add({}, agency), 403);
    expect(await rowCount(server, authorizationBusinesses)).toBe(before);
    expect(await rowCount(server, authorizationBusinessHistory)).toBe(historyBefore);
    expectRefused(await callApi(server, 'GET', `Group/Get_Authorization_Business/x/${cat}/all/all`, undefined, admin.token), 400, "'dep_id'格式不符合");
    expectRefused(await callApi(server, 'GET', `Group/Get_Authorization_Business/${dep}/${cat}/all/all`, undefined, agency.token), 403);
    expectRefused(await callApi(server, 'PATCH', 'Group/Edit_Authorization_Business', { id: 99999, roleID: clerkRole, type: '主要' }, admin.token), 404);
    expectRefused(await callApi(server, 'PATCH', 'Group/Edit_Authorization_Business', { id: 1, roleID: clerkRole }, admin.token), 400, "'type'是必要參數");
    expectRefused(await callApi(server, 'DELETE', 'Group/Delete_Authorization_Business?id=99999', undefined, admin.token), 404);
    expectRefused(await callApi(server, 'DELETE', 'Group/Delete_Authorization_Business?id=1', undefined, agency.token), 403);
    expectRefused(await callApi(server, 'GET', 'Group/Get_History_Business?page=1', undefined, admin.token), 400, "'root_dep_id'是必要參數");
    expectRefused(await callApi(server, 'GET', `Group/Get_History_Business?root_dep_id=${root}`, undefined, agency.token), 403);
    expectRefused(await callApi(server, 'GET', `Group/Get_Auth_Identity/${ids.member('admin')}/${root}`, undefined, agency.token), 403);
    expectRefused(await callApi(server, 'GET', `Group/Get_Auth_Identity/${ids.member('agency')}/99999`, undefined, agency.token), 404);
    expectRefused(await callApi(server, 'GET', `Group/Get_Auth_Identity/x/${root}`, undefined, agency.token), 400, "'auth_id'格式不符合");
  });

  it('Get_Preview_Account answers the holders of a job title under a department', async () => {
    const holders = expectOk(await callApi<UserRecord[]>(server, 'GET', `Group/Get_Preview_Account/${root}/${encodeURIComponent('幫工程司')}`, undefined, admin.token));
    expect(holders.map((u) => u.account)).toEqual(['agency']);
    expect(expectOk(await callApi<UserRecord[]>(server, 'GET', `Group/Get_Preview_Account/${root}/${encodeURIComponent('不存在')}`, undefined, agency.token))).toEqual([]);
    expectRefused(await callApi(server, 'GET', `Group/Get_Preview_Account/99999/x`, undefined, admin.token), 404);
    expectRefused(await callApi(server, 'GET', `Group/Get_Preview_Account/x/y`, undefined, admin.token), 400, "'dep_id'格式不符合");
    const contractor = await signInAs(server, 'contractor');
    expectRefused(await callApi(server, 'GET', `Group/Get_Preview_Account/${root}/x`, undefined, contractor.token), 403);
  });
});
