/**
 * Administrator sub-roles may not widen their own reach (issue 12). Each sub-role — groups (44), departments
 * and job titles (48), users (37), roles (52) — tries what an attacker holding only that code would try:
 * joining or widening a group, widening a job title it holds, handing a title, group or bound identity with
 * codes it lacks to an account, managing a code-90 administrator. Every attempt is refused with 403 and leaves
 * the data as it was; the same calls within the caller's own codes still work.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRANT_MESSAGES } from '../../../src/domain/access/grant-rules';
import { ALL_PERMISSION_CODES } from '../../../src/domain/access/permission-codes';
import type { SessionUser } from '../../../src/domain/access/session-user';
import type { GroupRecord, JobTitleRecord, RoleRecord, UserRecord } from '../../../src/domain/admin/admin-records';
import { departmentGroups, departments, departmentSubs, groupMembers, members } from '../../../src/server/db/schema';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { demoIds, expectOk, expectRefused, rowCount, type DemoIds } from './admin-helpers';

const PASSWORD = 'Escal8te-Pw2026';

let server: TestServer;
let ids: DemoIds;
let admin: SessionUser;
/** Holders of one administration code each (with the basic 80 and 82 of their job title). */
let g44: SessionUser;
let g48: SessionUser;
let g37: SessionUser;
let g52: SessionUser;
/** Ordinary accounts with the basic codes only. */
let plain01: number;
let plain02: number;
/** A second code-90 administrator. */
let top02: number;
let pwd: number;
let unit: number;
const titles = { basic: 0, deptAdmin: 0, plain: 0, top: 0 };
const groups = { only44: 0, only48: 0, only37: 0, only52: 0 };

/** Adds an agency user as the demo administrator and answers its id. */
async function addUser(account: string, dacId: number, groupIds: number[]): Promise<number> {
  const body = { account, authword: PASSWORD, dac_id: dacId, cname: account, tel: [], authnum: '', email: `${account}@pwd.example.gov.tw`, basefrom: 'GOV', group_ids: groupIds };
  return expectOk(await callApi<UserRecord>(server, 'POST', 'Member/Add_User', body, admin.token)).id;
}

/** The codes a session holds now (read again on every call). */
async function codesOf(session: SessionUser): Promise<number[]> {
  const res = await callApi<{ preview: number[] }>(server, 'POST', 'AccessToken/Verification', { AccessToken: session.token });
  return res.body.data!.preview;
}

/** The member ids of a group, straight from the database. */
async function membersOf(groupId: number): Promise<number[]> {
  const rows = await server.database.db.select({ id: groupMembers.memberId }).from(groupMembers).where(eq(groupMembers.groupId, groupId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** A group's codes, straight from the database. */
async function groupCodes(groupId: number): Promise<number[]> {
  const [row] = await server.database.db.select().from(departmentGroups).where(eq(departmentGroups.groupId, groupId));
  return row!.systemPermission;
}

/** A job title's codes, straight from the database. */
async function titleCodes(titleId: number): Promise<number[]> {
  const [row] = await server.database.db.select().from(departmentSubs).where(eq(departmentSubs.id, titleId));
  return row!.preview;
}

/** A member row, straight from the database. */
async function memberRow(id: number) {
  const [row] = await server.database.db.select().from(members).where(eq(members.id, id));
  return row!;
}

/** The body Edit_User needs for an existing user, with changes. */
async function editBody(id: number, changes: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const u = expectOk(await callApi<UserRecord>(server, 'POST', 'Member/Search_User', { id }, admin.token));
  return { id, account: u.account, dac_id: u.dac_id, cname: u.cname, tel: u.tel, authnum: u.authnum, email: u.email, basefrom: u.basefrom, account_sso: u.account_sso, ...changes };
}

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  admin = await signInAs(server, 'admin');
  pwd = ids.dep('臺北市政府工務局');
  unit = ids.dep('建築工程科');
  const title = async (name: string, preview: number[]) =>
    expectOk(await callApi<JobTitleRecord>(server, 'POST', 'Group/Add_Department_Sub', { dep_id: unit, preview_name: name, preview }, admin.token)).id;
  titles.basic = await title('基本職稱', [80, 82]);
  titles.deptAdmin = await title('部門管理員', [48, 80, 82]);
  titles.plain = await title('一般職員', [80, 82]);
  titles.top = await title('最高管理員職稱', [80, 82]);
  const group = async (name: string, codes: number[]) =>
    expectOk(await callApi<GroupRecord>(server, 'POST', 'Group/Add_Department_Group', { dep_id: unit, group_name: name, system_permission: codes }, admin.token)).group_id;
  groups.only44 = await group('僅群組管理', [44]);
  groups.only48 = await group('僅部門管理', [48]);
  groups.only37 = await group('僅使用者管理', [37]);
  groups.only52 = await group('僅角色管理', [52]);
  await addUser('esc44', titles.basic, [groups.only44]);
  // The department administrator holds 48 through its job title, so the title is its own permissions.
  await addUser('esc48', titles.deptAdmin, []);
  await addUser('esc37', titles.basic, [groups.only37]);
  await addUser('esc52', titles.basic, [groups.only52]);
  plain01 = await addUser('plain01', titles.plain, []);
  plain02 = await addUser('plain02', titles.plain, []);
  top02 = await addUser('top02', titles.top, [ids.group('系統管理員')]);
  g44 = await signInAs(server, 'esc44', PASSWORD);
  g48 = await signInAs(server, 'esc48', PASSWORD);
  g37 = await signInAs(server, 'esc37', PASSWORD);
  g52 = await signInAs(server, 'esc52', PASSWORD);
  expect(g44.preview).toEqual([44, 80, 82]);
  expect(g48.preview).toEqual([48, 80, 82]);
  expect(g37.preview).toEqual([37, 80, 82]);
  expect(g52.preview).toEqual([52, 80, 82]);
});
afterAll(async () => {
  await server?.close();
});

describe('a holder of only code 44 (groups)', () => {
  it('cannot add itself to the group holding every code', async () => {
    const adminGroup = ids.group('系統管理員');
    const before = await membersOf(adminGroup);
    const res = await callApi(
      server,
      'PATCH',
      'Group/Edit_Department_Group',
      { dep_id: pwd, group_id: adminGroup, group_name: '系統管理員', system_permission: ALL_PERMISSION_CODES, member_ids: [...before, Number(g44.userID)] },
      g44.token,
    );
    expectRefused(res, 403);
    expect(await membersOf(adminGroup)).toEqual(before);
    expect(await codesOf(g44)).toEqual([44, 80, 82]);
    // Nor by leaving system_permission out, nor by deleting the group.
    expectRefused(await callApi(server, 'PATCH', 'Group/Edit_Department_Group', { dep_id: pwd, group_id: adminGroup, group_name: '系統管理員', member_ids: [Number(g44.userID)] }, g44.token), 403);
    expectRefused(await callApi(server, 'DELETE', `Group/Delete_Department_Group?id=${adminGroup}`, undefined, g44.token), 403);
    expect(await membersOf(adminGroup)).toEqual(before);
    expect(await groupCodes(adminGroup)).toEqual(ALL_PERMISSION_CODES);
  });

  it('cannot give its own group more codes, nor change who else is in it', async () => {
    const res = await callApi(
      server,
      'PATCH',
      'Group/Edit_Department_Group',
      { dep_id: unit, group_id: groups.only44, group_name: '僅群組管理', system_permission: [37, 44, 48, 52, 90], member_ids: [Number(g44.userID)] },
      g44.token,
    );
    expectRefused(res, 403, GRANT_MESSAGES.notHeld([37, 48, 52, 90]));
    // Codes it holds itself are still its own permissions when the group is its own.
    const own = await callApi(server, 'PATCH', 'Group/Edit_Department_Group', { dep_id: unit, group_id: groups.only44, group_name: '僅群組管理', system_permission: [44, 80] }, g44.token);
    expectRefused(own, 403, GRANT_MESSAGES.ownPermissions);
    const join = await callApi(server, 'PATCH', 'Group/Edit_Department_Group', { dep_id: unit, group_id: groups.only44, group_name: '僅群組管理', member_ids: [Number(g44.userID), plain01] }, g44.token);
    expectRefused(join, 403, GRANT_MESSAGES.ownPermissions);
    expectRefused(await callApi(server, 'DELETE', `Group/Delete_Department_Group?id=${groups.only44}`, undefined, g44.token), 403, GRANT_MESSAGES.ownPermissions);
    expect(await groupCodes(groups.only44)).toEqual([44]);
    expect(await membersOf(groups.only44)).toEqual([Number(g44.userID)]);
    expect(await codesOf(g44)).toEqual([44, 80, 82]);
  });

  it('cannot create a group with codes it lacks and join it, nor a group of its own codes with itself in it', async () => {
    const before = await rowCount(server, departmentGroups);
    const add = (body: Record<string, unknown>) => callApi(server, 'POST', 'Group/Add_Department_Group', { dep_id: unit, ...body }, g44.token);
    expectRefused(await add({ group_name: '我的全權群組', system_permission: ALL_PERMISSION_CODES, member_ids: [Number(g44.userID)] }), 403);
    // Created empty first, to be joined later: refused at the creation already.
    expectRefused(await add({ group_name: '空的全權群組', system_permission: [37, 90] }), 403, GRANT_MESSAGES.notHeld([37, 90]));
    expectRefused(await add({ group_name: '再一個群組管理', system_permission: [44], member_ids: [Number(g44.userID)] }), 403, GRANT_MESSAGES.ownPermissions);
    // An unknown code is one it does not hold either.
    expectRefused(await add({ group_name: '未知代碼', system_permission: [1234] }), 403, GRANT_MESSAGES.notHeld([1234]));
    expect(await rowCount(server, departmentGroups)).toBe(before);
    expect(await codesOf(g44)).toEqual([44, 80, 82]);
  });

  it('cannot put a code-90 administrator or an account wider than itself in a group, or take them out', async () => {
    const made = expectOk(await callApi<GroupRecord>(server, 'POST', 'Group/Add_Department_Group', { dep_id: unit, group_name: '44 建立的群組', system_permission: [44] }, g44.token));
    const edit = (memberIds: number[]) =>
      callApi(server, 'PATCH', 'Group/Edit_Department_Group', { dep_id: unit, group_id: made.group_id, group_name: '44 建立的群組', system_permission: [44], member_ids: memberIds }, g44.token);
    expectRefused(await edit([top02]), 403, GRANT_MESSAGES.topAdmin);
    expectRefused(await edit([ids.member('admin')]), 403, GRANT_MESSAGES.topAdmin);
    expectRefused(await edit([ids.member('agency')]), 403, /此帳號具有您沒有的權限/);
    expect(await membersOf(made.group_id)).toEqual([]);
    // Taking a top administrator out of their group is managing them too.
    const adminGroupMembers = await membersOf(ids.group('系統管理員'));
    expectRefused(
      await callApi(server, 'PATCH', 'Group/Edit_Department_Group', { dep_id: pwd, group_id: ids.group('系統管理員'), group_name: '系統管理員', member_ids: [] }, g44.token),
      403,
    );
    expect(await membersOf(ids.group('系統管理員'))).toEqual(adminGroupMembers);
  });

  it('still creates, fills, changes and deletes groups within its own codes for other people', async () => {
    const group = expectOk(
      await callApi<GroupRecord>(server, 'POST', 'Group/Add_Department_Group', { dep_id: unit, group_name: '協助群組管理', system_permission: [44], member_ids: [plain01] }, g44.token),
    );
    expect(group.members.map((m) => m.id)).toEqual([plain01]);
    const plain = await signInAs(server, 'plain01', PASSWORD);
    expect(plain.preview).toContain(44);
    const edited = expectOk(
      await callApi<GroupRecord>(server, 'PATCH', 'Group/Edit_Department_Group', { dep_id: unit, group_id: group.group_id, group_name: '協助群組管理', system_permission: [80], member_ids: [plain01, plain02] }, g44.token),
    );
    expect(edited).toMatchObject({ system_permission: [80] });
    expect(await codesOf(plain)).not.toContain(44);
    expectOk(await callApi(server, 'DELETE', `Group/Delete_Department_Group?id=${group.group_id}`, undefined, g44.token));
  });
});

describe('a holder of only code 48 (departments and job titles)', () => {
  it('cannot widen the job title it holds, nor narrow it', async () => {
    const widen = await callApi(server, 'PATCH', 'Group/Edit_Department_Sub', { id: titles.deptAdmin, preview_name: '部門管理員', preview: [37, 44, 48, 52, 80, 82, 90] }, g48.token);
    expectRefused(widen, 403, GRANT_MESSAGES.notHeld([37, 44, 52, 90]));
    const narrow = await callApi(server, 'PATCH', 'Group/Edit_Department_Sub', { id: titles.deptAdmin, preview_name: '部門管理員', preview: [48, 80] }, g48.token);
    expectRefused(narrow, 403, GRANT_MESSAGES.ownPermissions);
    // Leaving preview out would reset it to the default, which changes it too.
    expectRefused(await callApi(server, 'PATCH', 'Group/Edit_Department_Sub', { id: titles.deptAdmin, preview_name: '部門管理員' }, g48.token), 403);
    expect(await titleCodes(titles.deptAdmin)).toEqual([48, 80, 82]);
    expect(await codesOf(g48)).toEqual([48, 80, 82]);
  });

  it('cannot create a job title with codes it lacks, or give another title codes it lacks', async () => {
    const before = await rowCount(server, departmentSubs);
    expectRefused(await callApi(server, 'POST', 'Group/Add_Department_Sub', { dep_id: unit, preview_name: '全權職稱', preview: ALL_PERMISSION_CODES }, g48.token), 403);
    expectRefused(await callApi(server, 'POST', 'Group/Add_Department_Sub', { dep_id: unit, preview_name: '使用者管理職稱', preview: 37 }, g48.token), 403, GRANT_MESSAGES.notHeld([37]));
    expect(await rowCount(server, departmentSubs)).toBe(before);
    expectRefused(await callApi(server, 'PATCH', 'Group/Edit_Department_Sub', { id: titles.plain, preview_name: '一般職員', preview: [37, 80, 82] }, g48.token), 403, GRANT_MESSAGES.notHeld([37]));
    expect(await titleCodes(titles.plain)).toEqual([80, 82]);
  });

  it('cannot change a title held by a code-90 administrator or an account wider than itself, nor one carrying codes it lacks', async () => {
    expectRefused(await callApi(server, 'PATCH', 'Group/Edit_Department_Sub', { id: titles.top, preview_name: '最高管理員職稱', preview: [80] }, g48.token), 403, GRANT_MESSAGES.topAdmin);
    expect(await titleCodes(titles.top)).toEqual([80, 82]);
    // The 37 holder's title: a change reaches an account holding 37, which the caller lacks.
    expectRefused(await callApi(server, 'PATCH', 'Group/Edit_Department_Sub', { id: titles.basic, preview_name: '基本職稱', preview: [80] }, g48.token), 403, /此帳號具有您沒有的權限/);
    expect(await titleCodes(titles.basic)).toEqual([80, 82]);
    const wide = expectOk(await callApi<JobTitleRecord>(server, 'POST', 'Group/Add_Department_Sub', { dep_id: unit, preview_name: '未使用的寬職稱', preview: [37, 90] }, admin.token));
    expectRefused(await callApi(server, 'PATCH', 'Group/Edit_Department_Sub', { id: wide.id, preview_name: '未使用的寬職稱', preview: [80] }, g48.token), 403, GRANT_MESSAGES.setWiderThanCaller([37, 90]));
    expectRefused(await callApi(server, 'DELETE', `Group/Delete_Department_Sub?id=${wide.id}`, undefined, g48.token), 403);
    expect(await titleCodes(wide.id)).toEqual([37, 90]);
  });

  it('cannot carry its own unit, or people wider than itself, into another agency tree', async () => {
    const newBuild = ids.dep('臺北市政府工務局新建工程處');
    const move = (id: number, depname: string, parent: number | null) => callApi(server, 'PATCH', 'Group/Edit_Department', { id, depname, deptype: '4', id_parent: parent }, g48.token);
    // Its own unit out of the agency, as a top of its own or under the supervision firm.
    expectRefused(await move(unit, '建築工程科', null), 403, GRANT_MESSAGES.ownPermissions);
    expectRefused(await move(unit, '建築工程科', ids.dep('宏禹工程顧問股份有限公司')), 403, GRANT_MESSAGES.ownPermissions);
    // The unit of the agency clerk (holding 11, 77 …), which the caller lacks.
    expectRefused(await move(newBuild, '臺北市政府工務局新建工程處', null), 403);
    const [row] = await server.database.db.select({ idParent: departments.idParent }).from(departments).where(eq(departments.id, unit));
    expect(row!.idParent).toBe(newBuild);
    // Within the same agency tree nobody's reach changes.
    expectOk(await move(unit, '建築工程科', ids.dep('臺北市政府工務局水利工程處')));
    expectOk(await move(unit, '建築工程科', newBuild));
    // A unit without people may go anywhere.
    expectOk(await move(ids.dep('土木工程科'), '土木工程科', null));
    expectOk(await move(ids.dep('土木工程科'), '土木工程科', newBuild));
  });

  it('still adds titles with its own codes or the default, renames its own title and changes titles of ordinary accounts', async () => {
    const made = expectOk(await callApi<JobTitleRecord>(server, 'POST', 'Group/Add_Department_Sub', { dep_id: unit, preview_name: '部門助理', preview: [48, 80] }, g48.token));
    expect(made.preview).toEqual([48, 80]);
    const plain = expectOk(await callApi<JobTitleRecord>(server, 'POST', 'Group/Add_Department_Sub', { dep_id: unit, preview_name: '預設職稱' }, g48.token));
    expect(plain.preview).toEqual([1]);
    const renamed = expectOk(await callApi<JobTitleRecord>(server, 'PATCH', 'Group/Edit_Department_Sub', { id: titles.deptAdmin, preview_name: '部門管理者', preview: [48, 80, 82] }, g48.token));
    expect(renamed.preview_name).toBe('部門管理者');
    expectOk(await callApi(server, 'PATCH', 'Group/Edit_Department_Sub', { id: titles.plain, preview_name: '一般職員', preview: [48, 80, 82] }, g48.token));
    expect((await signInAs(server, 'plain01', PASSWORD)).preview).toContain(48);
    expectOk(await callApi(server, 'PATCH', 'Group/Edit_Department_Sub', { id: titles.plain, preview_name: '一般職員', preview: [80, 82] }, g48.token));
    expectOk(await callApi(server, 'DELETE', `Group/Delete_Department_Sub?id=${made.id}`, undefined, g48.token));
  });
});

describe('a holder of only code 37 (users)', () => {
  const newUser = (account: string, extra: Record<string, unknown>) => ({
    account,
    authword: PASSWORD,
    dac_id: titles.plain,
    cname: account,
    tel: [],
    authnum: '',
    email: `${account}@pwd.example.gov.tw`,
    basefrom: 'GOV',
    ...extra,
  });

  it('cannot create an account with a job title or a group carrying codes it lacks', async () => {
    const before = await rowCount(server, members);
    expectRefused(await callApi(server, 'POST', 'Member/Add_User', newUser('sneak01', { dac_id: titles.deptAdmin }), g37.token), 403, GRANT_MESSAGES.notHeld([48]));
    expectRefused(await callApi(server, 'POST', 'Member/Add_User', newUser('sneak02', { group_ids: [ids.group('系統管理員')] }), g37.token), 403);
    const company = { account: 'sneak03', dac_id: ids.title('工地主任'), cname: '廠商', tel: 'N/A', authnum: '', email: 'sneak03@daan.example.com.tw', group_ids: [groups.only44] };
    expectRefused(await callApi(server, 'POST', 'Member/Add_SUP_EMAIL', company, g37.token), 403, GRANT_MESSAGES.notHeld([44]));
    expect(await rowCount(server, members)).toBe(before);
  });

  it('cannot give an account a job title or a group carrying codes it lacks', async () => {
    expectRefused(await callApi(server, 'PATCH', 'Member/Edit_User', await editBody(plain01, { group_ids: [ids.group('系統管理員')] }), g37.token), 403);
    expectRefused(await callApi(server, 'PATCH', 'Member/Edit_User', await editBody(plain01, { dac_id: titles.deptAdmin }), g37.token), 403, GRANT_MESSAGES.notHeld([48]));
    expect(await membersOf(ids.group('系統管理員'))).not.toContain(plain01);
    expect((await memberRow(plain01)).dacId).toBe(titles.plain);
  });

  it('cannot change its own job title, groups or bound identity, but may correct its own name', async () => {
    const me = Number(g37.userID);
    const edit = async (changes: Record<string, unknown>) => callApi(server, 'PATCH', 'Member/Edit_User', await editBody(me, changes), g37.token);
    expectRefused(await edit({ dac_id: titles.plain }), 403, GRANT_MESSAGES.ownPermissions);
    expectRefused(await edit({ group_ids: [groups.only37, groups.only52] }), 403, GRANT_MESSAGES.ownPermissions);
    expectRefused(await edit({ account_sso: 'A123456789' }), 403, GRANT_MESSAGES.ownPermissions);
    const row = await memberRow(me);
    expect(row).toMatchObject({ dacId: titles.basic, accountSso: null });
    expect(await codesOf(g37)).toEqual([37, 80, 82]);
    expect(expectOk(await callApi<UserRecord>(server, 'PATCH', 'Member/Edit_User', await editBody(me, { cname: '使用者管理員' }), g37.token)).cname).toBe('使用者管理員');
  });

  it('cannot edit, rename, disable or enable a code-90 administrator', async () => {
    const before = await memberRow(top02);
    expectRefused(await callApi(server, 'PATCH', 'Member/Edit_User', await editBody(top02, { email: 'attacker@evil.example.com' }), g37.token), 403, GRANT_MESSAGES.topAdmin);
    expectRefused(await callApi(server, 'PATCH', 'Member/Edit_User_Name', { id: top02, cname: '駭客' }, g37.token), 403, GRANT_MESSAGES.topAdmin);
    expectRefused(await callApi(server, 'PATCH', 'Member/Edit_User_Tel', { id: top02, tel: ['0900-000-000'] }, g37.token), 403);
    expectRefused(await callApi(server, 'PATCH', 'Member/Edit_User_Authnum', { id: top02, authnum: 'X1' }, g37.token), 403);
    expectRefused(await callApi(server, 'DELETE', `Member/Delete_User?id=${top02}&state_describe=${encodeURIComponent('停用')}`, undefined, g37.token), 403, GRANT_MESSAGES.topAdmin);
    expectRefused(await callApi(server, 'DELETE', `Member/Delete_User?id=${ids.member('admin')}&state_describe=x`, undefined, g37.token), 403);
    expect(await memberRow(top02)).toEqual(before);
    await signInAs(server, 'top02', PASSWORD);
    // A disabled top administrator stays disabled.
    expectOk(await callApi(server, 'DELETE', `Member/Delete_User?id=${top02}&state_describe=${encodeURIComponent('暫停')}`, undefined, admin.token));
    expectRefused(await callApi(server, 'POST', 'Member/Enable_User', { id: top02 }, g37.token), 403, GRANT_MESSAGES.topAdmin);
    expect((await memberRow(top02)).state).toBe(0);
    expectOk(await callApi(server, 'POST', 'Member/Enable_User', { id: top02 }, admin.token));
  });

  it('cannot manage an account holding codes it lacks', async () => {
    const agency = ids.member('agency');
    const before = await memberRow(agency);
    expectRefused(await callApi(server, 'PATCH', 'Member/Edit_User', await editBody(agency, { email: 'attacker@evil.example.com' }), g37.token), 403, /此帳號具有您沒有的權限/);
    expectRefused(await callApi(server, 'DELETE', `Member/Delete_User?id=${agency}&state_describe=x`, undefined, g37.token), 403);
    expectRefused(await callApi(server, 'POST', 'Member/Enable_User', { id: agency }, g37.token), 403);
    expect(await memberRow(agency)).toEqual(before);
  });

  it('cannot bind an account to the identity of an administrator (account binding switches without a password)', async () => {
    expectOk(await callApi(server, 'PATCH', 'Member/Edit_User', await editBody(top02, { account_sso: 'SSO-TOP-02' }), admin.token));
    const before = await rowCount(server, members);
    expectRefused(await callApi(server, 'POST', 'Member/Add_User', newUser('sneak04', { account_sso: 'SSO-TOP-02' }), g37.token), 403, GRANT_MESSAGES.topAdmin);
    expect(await rowCount(server, members)).toBe(before);
    expectRefused(await callApi(server, 'PATCH', 'Member/Edit_User', await editBody(plain02, { account_sso: 'SSO-TOP-02' }), g37.token), 403, GRANT_MESSAGES.topAdmin);
    expect((await memberRow(plain02)).accountSso).toBeNull();
    const plain = await signInAs(server, 'plain02', PASSWORD);
    expectRefused(await callApi(server, 'POST', 'Member/Login_Account_Binding', { member_id: top02 }, plain.token), 403);
  });

  it('still adds, edits, binds, disables and enables accounts within its own codes', async () => {
    const made = expectOk(await callApi<UserRecord>(server, 'POST', 'Member/Add_User', newUser('made37', { group_ids: [groups.only37] }), g37.token));
    expect((await signInAs(server, 'made37', PASSWORD)).preview).toEqual([37, 80, 82]);
    const edited = expectOk(await callApi<UserRecord>(server, 'PATCH', 'Member/Edit_User', await editBody(made.id, { cname: '新同仁', account_sso: 'SSO-MADE-37' }), g37.token));
    expect(edited).toMatchObject({ cname: '新同仁', account_sso: 'SSO-MADE-37' });
    expectOk(await callApi(server, 'PATCH', 'Member/Edit_User', await editBody(plain01, { account_sso: 'SSO-MADE-37' }), g37.token));
    expectOk(await callApi(server, 'PATCH', 'Member/Edit_User_Name', { id: plain01, cname: '一般職員甲' }, g37.token));
    expectOk(await callApi(server, 'DELETE', `Member/Delete_User?id=${made.id}&state_describe=${encodeURIComponent('離職')}`, undefined, g37.token));
    expectOk(await callApi(server, 'POST', 'Member/Enable_User', { id: made.id }, g37.token));
  });
});

describe('a holder of only code 52 (roles)', () => {
  it('gains no code through roles or business assignments, and cannot reach the calls that grant codes', async () => {
    const me = Number(g52.userID);
    const [role] = expectOk(
      await callApi<RoleRecord[]>(server, 'POST', 'Group/Add_Authorization_Role', { data: [{ dep_id: pwd, preview: '90' }] }, g52.token),
    );
    expectOk(await callApi(server, 'POST', 'Group/Edit_Authorization_Role', { roleID: role!.roleID, preview: '系統管理員' }, g52.token));
    expectOk(
      await callApi(server, 'POST', 'Group/Add_Authorization_Business', { data: [{ dep_id: pwd, kind: '工程', type: '主要', roleID: role!.roleID, auth_id: me }] }, g52.token),
    );
    expect(await codesOf(g52)).toEqual([52, 80, 82]);
    const tries: [string, string, unknown][] = [
      ['POST', 'Group/Add_Department_Group', { dep_id: unit, group_name: '角色群組', system_permission: [52], member_ids: [me] }],
      ['PATCH', 'Group/Edit_Department_Group', { dep_id: unit, group_id: groups.only52, group_name: '僅角色管理', system_permission: [37, 52] }],
      ['POST', 'Group/Add_Department_Sub', { dep_id: unit, preview_name: '角色職稱', preview: [52] }],
      ['PATCH', 'Group/Edit_Department_Sub', { id: titles.basic, preview_name: '基本職稱', preview: [37, 80, 82] }],
      ['PATCH', 'Member/Edit_User', await editBody(me, { group_ids: [ids.group('系統管理員')] })],
    ];
    for (const [method, call, body] of tries) expectRefused(await callApi(server, method, call, body, g52.token), 403, '您沒有此功能的權限');
    expect(await groupCodes(groups.only52)).toEqual([52]);
    expect(await titleCodes(titles.basic)).toEqual([80, 82]);
    expect(await codesOf(g52)).toEqual([52, 80, 82]);
  });
});

describe('every write of permissions goes through the grant checks', () => {
  const repo = fileURLToPath(new URL('../../../', import.meta.url));
  /** Writes of group codes, group memberships, job-title codes, or an account's title, groups and identity. */
  const PERMISSION_WRITE = /\.(insert|update|delete)\((groupMembers|departmentGroups|departmentSubs)\)/;
  const ACCOUNT_WRITE = /\.(insert|update)\(members\)[\s\S]*(user\.values|dacId|accountSso)/;
  const CHECKS = /assertMayGrant|assertMayManageAccount|assertMayBindIdentity|refusePermissionChange|refuseAccountManagement/;
  /** Writers that change nobody's codes, and why. */
  const EXEMPT: Record<string, string> = {
    'src/server/services/admin/delete-departments.ts': 'deletes only units whose job titles nobody holds and whose groups have no members',
  };

  /** Every server module an HTTP call can reach: the plugins and what they import under src/server/services. */
  function reachableModules(): string[] {
    const pluginDir = path.join(repo, 'src/server/plugins');
    const queue = readdirSync(pluginDir).filter((f) => f.endsWith('.ts')).map((f) => path.join(pluginDir, f));
    const seen = new Set<string>();
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const match of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
        const target = path.resolve(path.dirname(file), `${match[1]}.ts`);
        if (existsSync(target) && target.startsWith(path.join(repo, 'src/server/services'))) queue.push(target);
      }
    }
    return [...seen].map((f) => path.relative(repo, f).split(path.sep).join('/'));
  }

  it('finds the grant or account check in every module that writes permissions', () => {
    const modules = reachableModules();
    const writers = modules.filter((m) => {
      const text = readFileSync(path.join(repo, m), 'utf8');
      return PERMISSION_WRITE.test(text) || ACCOUNT_WRITE.test(text);
    });
    // The scan must see the known writers, or it proves nothing.
    expect(writers).toEqual(expect.arrayContaining(['src/server/services/admin/save-group.ts', 'src/server/services/member/create-member.ts', 'src/server/services/member/edit-user.ts']));
    const unchecked = writers.filter((m) => !EXEMPT[m] && !CHECKS.test(readFileSync(path.join(repo, m), 'utf8')));
    expect(unchecked).toEqual([]);
  });
});
