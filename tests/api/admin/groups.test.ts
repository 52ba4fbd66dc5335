import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/domain/access/session-user';
import { GRANT_MESSAGES } from '../../../src/domain/access/grant-rules';
import type { GroupRecord, SystemEntry } from '../../../src/domain/admin/admin-records';
import { departmentGroups, groupMembers } from '../../../src/server/db/schema';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { demoIds, expectOk, expectRefused, rowCount, type DemoIds } from './admin-helpers';

let server: TestServer;
let ids: DemoIds;
let admin: SessionUser;
let agency: SessionUser;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  admin = await signInAs(server, 'admin');
  agency = await signInAs(server, 'agency');
});
afterAll(async () => {
  await server?.close();
});

describe('Group/*_Department_Group and Search_Group_Permission', () => {
  it('adds a group with codes and members, lists, edits and deletes it; members get the codes at their next call', async () => {
    const dep = ids.dep('建築工程科');
    const contractorSession = await signInAs(server, 'contractor');
    expect(contractorSession.preview).not.toContain(36);
    const group = expectOk(
      await callApi<GroupRecord>(server, 'POST', 'Group/Add_Department_Group', { dep_id: dep, group_name: '儀表板檢視', system_permission: [36, 25, 36], member_ids: [ids.member('contractor')] }, admin.token),
    );
    expect(group).toMatchObject({ dep_id: dep, group_name: '儀表板檢視', system_permission: [25, 36] });
    expect(group.members.map((m) => m.account)).toEqual(['contractor']);
    const verified = await callApi<{ preview: number[] }>(server, 'POST', 'AccessToken/Verification', { AccessToken: contractorSession.token });
    expect(verified.body.data!.preview).toContain(36);

    const list = expectOk(await callApi<GroupRecord[]>(server, 'POST', 'Group/Search_Department_Group', { dep_id: dep }, admin.token));
    expect(list.map((g) => g.group_name)).toEqual(['儀表板檢視']);
    const perm = expectOk(await callApi<{ permissions: { code: number; name: string }[] }>(server, 'POST', 'Group/Search_Group_Permission', { id: group.group_id }, admin.token));
    expect(perm.permissions).toEqual([
      { code: 25, name: '招標決標' },
      { code: 36, name: '儀表板' },
    ]);

    const edited = expectOk(
      await callApi<GroupRecord>(server, 'PATCH', 'Group/Edit_Department_Group', { dep_id: dep, group_id: group.group_id, group_name: '儀表板', system_permission: [36], member_ids: [] }, admin.token),
    );
    expect(edited).toMatchObject({ group_name: '儀表板', system_permission: [36], members: [] });
    const after = await callApi<{ preview: number[] }>(server, 'POST', 'AccessToken/Verification', { AccessToken: contractorSession.token });
    expect(after.body.data!.preview).not.toContain(36);
    // Leaving system_permission out keeps the codes.
    const renamed = expectOk(await callApi<GroupRecord>(server, 'PATCH', 'Group/Edit_Department_Group', { dep_id: dep, group_id: group.group_id, group_name: '儀表板群組' }, admin.token));
    expect(renamed.system_permission).toEqual([36]);

    expectOk(await callApi(server, 'DELETE', `Group/Delete_Department_Group?id=${group.group_id}`, undefined, admin.token));
    expect(expectOk(await callApi<GroupRecord[]>(server, 'POST', 'Group/Search_Department_Group', { dep_id: dep }, admin.token))).toEqual([]);
  });

  it('refuses bad input and callers without code 44, changing nothing', async () => {
    const dep = ids.dep('建築工程科');
    const before = await rowCount(server, departmentGroups);
    const add = (body: unknown, user = admin) => callApi(server, 'POST', 'Group/Add_Department_Group', body, user.token);
    expectRefused(await add({}), 400, 'dep_id、group_name以上欄位為必傳!!');
    expectRefused(await add({ dep_id: dep, group_name: 'x', system_permission: '25' }), 400, "'system_permission'型別必須為array");
    expectRefused(await add({ dep_id: dep, group_name: 'x', system_permission: [-1] }), 400);
    expectRefused(await add({ dep_id: 99999, group_name: 'x' }), 400, '查無此部門');
    expectRefused(await add({ dep_id: dep, group_name: 'x', member_ids: [99999] }), 400, '查無部分成員');
    expectRefused(await add({ dep_id: ids.dep('臺北市政府工務局'), group_name: '系統管理員' }), 409, '此部門已有相同名稱的群組');
    expectRefused(await add({ dep_id: dep, group_name: 'x' }, agency), 403);
    expect(await rowCount(server, departmentGroups)).toBe(before);
    expectRefused(await callApi(server, 'PATCH', 'Group/Edit_Department_Group', { dep_id: dep, group_name: 'x' }, admin.token), 400, "'group_id'是必要參數");
    expectRefused(await callApi(server, 'PATCH', 'Group/Edit_Department_Group', { dep_id: dep, group_id: 99999, group_name: 'x' }, admin.token), 404);
    expectRefused(await callApi(server, 'PATCH', 'Group/Edit_Department_Group', { dep_id: dep, group_id: ids.group('機關承辦人'), group_name: 'x' }, agency.token), 403);
    expectRefused(await callApi(server, 'DELETE', 'Group/Delete_Department_Group?id=99999', undefined, admin.token), 404);
    expectRefused(await callApi(server, 'DELETE', 'Group/Delete_Department_Group', undefined, admin.token), 400, "'id'是必要參數");
    expectRefused(await callApi(server, 'DELETE', `Group/Delete_Department_Group?id=${ids.group('機關承辦人')}`, undefined, agency.token), 403);
    expectRefused(await callApi(server, 'POST', 'Group/Search_Department_Group', { dep_id: dep }, agency.token), 403);
    expectRefused(await callApi(server, 'POST', 'Group/Search_Group_Permission', { id: 'x' }, admin.token), 400, "'id'型別必須為integer");
    expectRefused(await callApi(server, 'POST', 'Group/Search_Group_Permission', { id: 99999 }, admin.token), 404);
    expect(await rowCount(server, departmentGroups)).toBe(before);
  });

  it('refuses a change of a group the caller belongs to (their own permissions), changing nothing', async () => {
    const adminGroup = ids.group('系統管理員');
    const links = await rowCount(server, groupMembers);
    const res = await callApi(server, 'PATCH', 'Group/Edit_Department_Group', { dep_id: ids.dep('臺北市政府工務局'), group_id: adminGroup, group_name: '系統管理員', system_permission: [37] }, admin.token);
    expectRefused(res, 403, GRANT_MESSAGES.ownPermissions);
    expectRefused(await callApi(server, 'DELETE', `Group/Delete_Department_Group?id=${adminGroup}`, undefined, admin.token), 403, GRANT_MESSAGES.ownPermissions);
    expect(await rowCount(server, groupMembers)).toBe(links);
    const verified = await callApi<{ preview: number[] }>(server, 'POST', 'AccessToken/Verification', { AccessToken: admin.token });
    expect(verified.body.data!.preview).toContain(44);
    // Renaming it touches nobody's permissions.
    expectOk(await callApi(server, 'PATCH', 'Group/Edit_Department_Group', { dep_id: ids.dep('臺北市政府工務局'), group_id: adminGroup, group_name: '系統管理員' }, admin.token));
  });
});

describe('SYS/SYS_LIST', () => {
  it('answers every function for pub 0 and the company ones for pub 1', async () => {
    const all = expectOk(await callApi<SystemEntry[]>(server, 'POST', 'SYS/SYS_LIST', {}, admin.token));
    expect(all.find((e) => e.sys_id === 37)).toEqual({ sys_id: 37, sys_name: '使用者管理', pub: 0 });
    const pub = expectOk(await callApi<SystemEntry[]>(server, 'POST', 'SYS/SYS_LIST', { pub: 1 }, admin.token));
    expect(pub.map((e) => e.sys_id)).toEqual([25, 26, 27, 53, 57, 79, 80, 82]);
  });

  it('answers an empty list with the reason on bad input, and refuses non-administrators', async () => {
    const bad = await callApi<unknown[]>(server, 'POST', 'SYS/SYS_LIST', { pub: 2 }, admin.token);
    expectRefused(bad, 400, "'pub'只能為 0 或 1");
    expect(bad.body.data).toEqual([]);
    expectRefused(await callApi(server, 'POST', 'SYS/SYS_LIST', { pub: 'x' }, admin.token), 400, "'pub'型別必須為integer");
    expectRefused(await callApi(server, 'POST', 'SYS/SYS_LIST', {}, agency.token), 403);
  });
});
