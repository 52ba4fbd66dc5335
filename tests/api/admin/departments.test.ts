import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/domain/access/session-user';
import type { DepartmentNode, DepartmentRecord, JobTitleRecord, UserRecord } from '../../../src/domain/admin/admin-records';
import type { PageOf } from '../../../src/domain/admin/list-defaults';
import { departments, departmentSubs } from '../../../src/server/db/schema';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { demoIds, expectOk, expectRefused, rowCount, type DemoIds } from './admin-helpers';

let server: TestServer;
let ids: DemoIds;
let admin: SessionUser;
let agency: SessionUser;
let contractor: SessionUser;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  admin = await signInAs(server, 'admin');
  agency = await signInAs(server, 'agency');
  contractor = await signInAs(server, 'contractor');
});
afterAll(async () => {
  await server?.close();
});

const post = <T>(path: string, body: unknown, user = admin) => callApi<T>(server, 'POST', `Group/${path}`, body, user.token);

describe('the department tree reads', () => {
  it('Search_Department_Peak answers the top-level units to any signed-in user', async () => {
    const peaks = expectOk(await post<DepartmentRecord[]>('Search_Department_Peak', {}, contractor));
    expect(peaks.map((d) => d.depname)).toEqual(['臺北市政府工務局', '宏禹工程顧問股份有限公司', '大安營造股份有限公司']);
    expect(peaks.every((d) => d.id_parent === null)).toBe(true);
    expectRefused(await callApi(server, 'POST', 'Group/Search_Department_Peak', {}), 401);
  });

  it('Search_Department_Peak_level_v2 nests a whole tree', async () => {
    const [root] = expectOk(await post<DepartmentNode[]>('Search_Department_Peak_level_v2', { root_id: ids.dep('臺北市政府工務局') }));
    expect(root!.children.map((c) => c.depname)).toContain('臺北市政府工務局新建工程處');
    const newBuild = root!.children.find((c) => c.depname === '臺北市政府工務局新建工程處')!;
    expect(newBuild.children.map((c) => c.depname)).toEqual(['建築工程科', '土木工程科']);
    expect(expectOk(await post<DepartmentNode[]>('Search_Department_Peak_level_v2', {}))).toHaveLength(3);
    expectRefused(await post('Search_Department_Peak_level_v2', { root_id: 99999 }), 404);
    expectRefused(await post('Search_Department_Peak_level_v2', { root_id: 'a' }), 400, "'root_id'型別必須為integer");
  });

  it('Search_Department answers children; Search_Department_Father the chain above', async () => {
    const children = expectOk(await post<DepartmentRecord[]>('Search_Department', { parent_id: ids.dep('臺北市政府工務局新建工程處') }));
    expect(children.map((c) => c.depname)).toEqual(['建築工程科', '土木工程科']);
    expect(expectOk(await post<DepartmentRecord[]>('Search_Department', { parent_id: null }))).toHaveLength(3);
    expectRefused(await post('Search_Department', {}), 400, "'parent_id'是必要參數");
    const chain = expectOk(await post<DepartmentRecord[]>('Search_Department_Father', { unit_id: ids.dep('建築工程科') }));
    expect(chain.map((c) => c.depname)).toEqual(['臺北市政府工務局', '臺北市政府工務局新建工程處', '建築工程科']);
    expectRefused(await post('Search_Department_Father', { unit_id: 99999 }), 404);
    expectRefused(await post('Search_Department_Father', {}), 400, "'unit_id'是必要參數");
  });

  it('Search_Department_ALL pages by qtyPerPage (10 by default) with type, keyword and sub-tree filters', async () => {
    const all = expectOk(await post<PageOf<DepartmentRecord & { path: string }>>('Search_Department_ALL', {}));
    expect(all).toMatchObject({ page: 1, qtyPerPage: 10, total: 9 });
    const small = expectOk(await post<PageOf<DepartmentRecord>>('Search_Department_ALL', { qtyPerPage: 4, page: 3 }));
    expect(small.list).toHaveLength(1);
    expect(small.totalPages).toBe(3);
    const agencies = expectOk(await post<PageOf<DepartmentRecord>>('Search_Department_ALL', { deptype: '4', keyword: '工程' }));
    expect(agencies.list.every((d) => d.deptype === '4' && d.depname.includes('工程'))).toBe(true);
    const under = expectOk(await post<PageOf<DepartmentRecord & { path: string }>>('Search_Department_ALL', { dep_id: ids.dep('臺北市政府工務局新建工程處') }));
    expect(under.total).toBe(3);
    expect(under.list[1]!.path).toBe('臺北市政府工務局／臺北市政府工務局新建工程處／建築工程科');
    expectRefused(await post('Search_Department_ALL', { qtyPerPage: 0 }), 400);
    expectRefused(await post('Search_Department_ALL', { page: '2' }), 400, "'page'型別必須為integer");
  });
});

describe('Group/Add_Department, Edit_Department, Delete_Department', () => {
  it('adds a unit under a parent with the level following from it, and refuses bad input', async () => {
    const parent = ids.dep('臺北市政府工務局');
    const dep = expectOk(await post<DepartmentRecord>('Add_Department', { depname: '資訊室', id_parent: parent, deptype: '4', dep_level: 9 }));
    expect(dep).toMatchObject({ depname: '資訊室', id_parent: parent, dep_level: 2, state: 1 });
    const before = await rowCount(server, departments);
    expectRefused(await post('Add_Department', { depname: '資訊室', id_parent: parent, deptype: '4' }), 409, '同一上層部門下已有相同名稱的部門');
    expectRefused(await post('Add_Department', { id_parent: parent }), 400, 'depname、deptype以上欄位為必傳!!');
    expectRefused(await post('Add_Department', { depname: 'x', deptype: '4' }), 400, "'id_parent'是必要參數");
    expectRefused(await post('Add_Department', { depname: 'x', id_parent: '1', deptype: '4' }), 400, "'id_parent'型別必須為integer|null");
    expectRefused(await post('Add_Department', { depname: 'x', id_parent: 99999, deptype: '4' }), 400, '查無上層部門');
    expectRefused(await post('Add_Department', { depname: 'x', id_parent: parent, deptype: '4' }, agency), 403);
    expect(await rowCount(server, departments)).toBe(before);
  });

  it('moves a unit (levels below follow), disables it, and refuses a move under itself', async () => {
    const top = expectOk(await post<DepartmentRecord>('Add_Department', { depname: '養護工程處', id_parent: ids.dep('臺北市政府工務局'), deptype: '4' }));
    const child = expectOk(await post<DepartmentRecord>('Add_Department', { depname: '道路養護科', id_parent: top.id, deptype: '4' }));
    const moved = expectOk(await callApi<DepartmentRecord>(server, 'PATCH', 'Group/Edit_Department', { id: top.id, depname: '養護工程處', deptype: '4', id_parent: ids.dep('臺北市政府工務局新建工程處') }, admin.token));
    expect(moved).toMatchObject({ dep_level: 3, state: 1 });
    const [row] = await server.database.db.select().from(departments).where(eq(departments.id, child.id));
    expect(row!.depLevel).toBe(4);
    expectRefused(await callApi(server, 'PATCH', 'Group/Edit_Department', { id: top.id, depname: '養護工程處', deptype: '4', id_parent: child.id }, admin.token), 400, '不可將部門移至自己或其下層部門之下');
    const off = expectOk(await callApi<DepartmentRecord>(server, 'PATCH', 'Group/Edit_Department', { id: child.id, depname: '道路養護科', deptype: '4', id_parent: top.id, state: 0 }, admin.token));
    expect(off.state).toBe(0);
    expectRefused(await callApi(server, 'PATCH', 'Group/Edit_Department', { id: child.id, depname: '道路養護科', deptype: '4', id_parent: top.id, state: 5 }, admin.token), 400, "'state'的值不在允許範圍內");
    expectRefused(await callApi(server, 'PATCH', 'Group/Edit_Department', { id: 99999, depname: 'x', deptype: '4', id_parent: null }, admin.token), 404);
    expectRefused(await callApi(server, 'PATCH', 'Group/Edit_Department', { id: child.id, depname: 'x', deptype: '4', id_parent: null }, agency.token), 403);
  });

  it('refuses to delete a unit with users or sub-units, with the reason, and deletes an empty one', async () => {
    const before = await rowCount(server, departments);
    const del = (q: string, user = admin) => callApi(server, 'DELETE', `Group/Delete_Department?id=${encodeURIComponent(q)}`, undefined, user.token);
    expectRefused(await del(`[${ids.dep('建築工程科')},${ids.dep('臺北市政府工務局新建工程處')}]`), 409, /部門「臺北市政府工務局新建工程處」仍有 \d+ 位使用者/);
    expectRefused(await del(`[${ids.dep('臺北市政府工務局')}]`), 409, /仍有 \d+ 位使用者|仍有下層部門/);
    const lone = expectOk(await post<DepartmentRecord>('Add_Department', { depname: '臨時專案小組', id_parent: ids.dep('建築工程科'), deptype: '4' }));
    expectRefused(await del(`[${ids.dep('建築工程科')}]`), 409, '部門「建築工程科」仍有下層部門，請先刪除或移動下層部門');
    expectRefused(await del('not-json'), 400, "'id'型別必須為array");
    expectRefused(await del('["a"]'), 400, "'id'型別必須為array");
    expectRefused(await del('[99999]'), 404);
    expectRefused(await callApi(server, 'DELETE', 'Group/Delete_Department', undefined, admin.token), 400, "'id'是必要參數");
    expectRefused(await del(`[${lone.id}]`, agency), 403);
    expect(await rowCount(server, departments)).toBe(before + 1);
    // Its empty job title goes with it.
    expectOk(await post('Add_Department_Sub', { dep_id: lone.id, preview_name: '組員', preview: [80] }));
    expect(expectOk(await del(`[${lone.id}]`))).toEqual({ deleted: 1 });
    expect(await rowCount(server, departments)).toBe(before);
  });
});

describe('job titles: Group/*_Department_Sub and PVW/Search_DEPARTMENT_SUB_PURVIEW', () => {
  it('adds, lists, edits and deletes a title; preview defaults to 1', async () => {
    const dep = ids.dep('土木工程科');
    const title = expectOk(await post<JobTitleRecord>('Add_Department_Sub', { dep_id: dep, preview_name: '正工程司', preview: [25, 80, 25] }));
    expect(title).toMatchObject({ dep_id: dep, preview_name: '正工程司', preview: [25, 80], level: 1, holders: 0 });
    const plain = expectOk(await post<JobTitleRecord>('Add_Department_Sub', { dep_id: dep, preview_name: '技佐' }));
    expect(plain.preview).toEqual([1]);
    const list = expectOk(await post<JobTitleRecord[]>('Search_Department_Sub', { dep_id: dep }));
    expect(list.map((t) => t.preview_name)).toEqual(['正工程司', '技佐']);
    const edited = expectOk(await callApi<JobTitleRecord>(server, 'PATCH', 'Group/Edit_Department_Sub', { id: title.id, preview_name: '正工程司兼科長', preview: [25, 80, 82] }, admin.token));
    expect(edited).toMatchObject({ preview_name: '正工程司兼科長', preview: [25, 80, 82] });
    const purview = expectOk(await callApi<{ permissions: { code: number; name: string }[] }>(server, 'POST', 'PVW/Search_DEPARTMENT_SUB_PURVIEW', { agms_id: title.id }, admin.token));
    expect(purview.permissions).toEqual([
      { code: 25, name: '招標決標' },
      { code: 80, name: '個人資料' },
      { code: 82, name: '個人記事本' },
    ]);
    expectOk(await callApi(server, 'DELETE', `Group/Delete_Department_Sub?id=${plain.id}`, undefined, admin.token));
    expect(expectOk(await post<JobTitleRecord[]>('Search_Department_Sub', { dep_id: dep }))).toHaveLength(1);
  });

  it('refuses bad input, a duplicate name, deleting a held title and callers without the codes', async () => {
    const dep = ids.dep('土木工程科');
    const before = await rowCount(server, departmentSubs);
    expectRefused(await post('Add_Department_Sub', { dep_id: dep }), 400, "'preview_name'是必要參數");
    expectRefused(await post('Add_Department_Sub', { preview_name: 'x', dep_id: 'a' }), 400, "'dep_id'型別必須為integer");
    expectRefused(await post('Add_Department_Sub', { dep_id: dep, preview_name: 'x', preview: ['25'] }), 400, "'preview.0'型別必須為integer");
    expectRefused(await post('Add_Department_Sub', { dep_id: dep, preview_name: 'x', preview: 'all' }), 400, "'preview'型別必須為integer|array");
    expectRefused(await post('Add_Department_Sub', { dep_id: 99999, preview_name: 'x' }), 400, '查無此部門');
    expectRefused(await post('Add_Department_Sub', { dep_id: ids.dep('臺北市政府工務局新建工程處'), preview_name: '幫工程司' }), 409, '此部門已有相同名稱的職稱');
    expectRefused(await post('Add_Department_Sub', { dep_id: dep, preview_name: 'x' }, agency), 403);
    expect(await rowCount(server, departmentSubs)).toBe(before);
    expectRefused(await callApi(server, 'DELETE', `Group/Delete_Department_Sub?id=${ids.title('幫工程司')}`, undefined, admin.token), 409, /職稱「幫工程司」仍有 \d+ 位使用者/);
    expectRefused(await callApi(server, 'DELETE', 'Group/Delete_Department_Sub?id=x', undefined, admin.token), 400);
    expectRefused(await callApi(server, 'DELETE', 'Group/Delete_Department_Sub?id=99999', undefined, admin.token), 404);
    expectRefused(await callApi(server, 'PATCH', 'Group/Edit_Department_Sub', { id: ids.title('幫工程司') }, admin.token), 400, "'preview_name'是必要參數");
    expectRefused(await callApi(server, 'PATCH', 'Group/Edit_Department_Sub', { id: 99999, preview_name: 'x' }, admin.token), 404);
    expectRefused(await callApi(server, 'PATCH', 'Group/Edit_Department_Sub', { id: ids.title('幫工程司'), preview_name: 'x' }, contractor.token), 403);
    expectRefused(await post('Search_Department_Sub', { dep_id: dep }, contractor), 403);
    expectRefused(await callApi(server, 'POST', 'PVW/Search_DEPARTMENT_SUB_PURVIEW', {}, admin.token), 400, "'agms_id'是必要參數");
    expectRefused(await callApi(server, 'POST', 'PVW/Search_DEPARTMENT_SUB_PURVIEW', { agms_id: 99999 }, admin.token), 404);
    expectRefused(await callApi(server, 'POST', 'PVW/Search_DEPARTMENT_SUB_PURVIEW', { agms_id: ids.title('幫工程司') }, agency.token), 403);
  });

  it('gives holders a title’s new codes at their next verification', async () => {
    const title = expectOk(await post<JobTitleRecord>('Add_Department_Sub', { dep_id: ids.dep('建築工程科'), preview_name: '約僱人員', preview: [80] }));
    const user = expectOk(await callApi<UserRecord>(server, 'POST', 'Member/Add_User', { account: 'temp01', authword: 'Start1234', dac_id: title.id, cname: '約僱', tel: [], authnum: '', email: 'temp01@pwd.example.gov.tw', basefrom: 'GOV' }, admin.token));
    expect(user.dep_id).toBe(ids.dep('建築工程科'));
    const session = await signInAs(server, 'temp01', 'Start1234');
    expect(session.preview).toEqual([80]);
    expectOk(await callApi(server, 'PATCH', 'Group/Edit_Department_Sub', { id: title.id, preview_name: '約僱人員', preview: [80, 82] }, admin.token));
    const verified = await callApi<{ preview: number[] }>(server, 'POST', 'AccessToken/Verification', { AccessToken: session.token });
    expect(verified.body.data!.preview).toEqual([80, 82]);
  });
});
