/**
 * The staff directory stays within the caller's agency (issue 12): the calls that answer accounts, e-mail,
 * telephones and authnum of a department's users — Search_User_GOV_List, Search_User_GOV_List_NEW,
 * Search_User_PUB_List_NEW and Get_Preview_Account — answer a holder of 11, 77 or an administration sub-role
 * only for their own agency tree (its top-level department and everything below); administrators (37, 90)
 * see every agency.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT_OUT_OF_SCOPE_MESSAGE } from '../../../src/domain/access/directory-scope';
import type { SessionUser } from '../../../src/domain/access/session-user';
import type { DepartmentRecord, GroupRecord, JobTitleRecord, UserRecord } from '../../../src/domain/admin/admin-records';
import type { PageOf } from '../../../src/domain/admin/list-defaults';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { demoIds, expectOk, expectRefused, type DemoIds } from './admin-helpers';

const PASSWORD = 'Scope-Pw2026x';

let server: TestServer;
let ids: DemoIds;
let admin: SessionUser;
/** Agency X (the demo 臺北市政府工務局): its clerk holds 11 and 77 in a unit below the top. */
let agency: SessionUser;
/** Agency X: holders of only 44 and of only 37. */
let x44: SessionUser;
let x37: SessionUser;
/** Agency Y: a holder of 11 and 77. */
let y11: SessionUser;
let xRoot: number;
let yRoot: number;
let yUnit: number;

/** Adds an agency user as the demo administrator. */
async function addUser(account: string, dacId: number, groupIds: number[] = []): Promise<void> {
  const body = { account, authword: PASSWORD, dac_id: dacId, cname: account, tel: ['02-2960-3456'], authnum: 'N100', email: `${account}@agency.example.gov.tw`, basefrom: 'GOV', group_ids: groupIds };
  expectOk(await callApi(server, 'POST', 'Member/Add_User', body, admin.token));
}

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  admin = await signInAs(server, 'admin');
  agency = await signInAs(server, 'agency');
  xRoot = ids.dep('臺北市政府工務局');
  const post = async <T>(path: string, body: unknown) => expectOk(await callApi<T>(server, 'POST', `Group/${path}`, body, admin.token));
  yRoot = (await post<DepartmentRecord>('Add_Department', { depname: '新北市政府工務局', id_parent: null, deptype: '4', dep_level: 1 })).id;
  yUnit = (await post<DepartmentRecord>('Add_Department', { depname: '新北市政府工務局養護工程處', id_parent: yRoot, deptype: '4', dep_level: 2 })).id;
  const yEngineer = (await post<JobTitleRecord>('Add_Department_Sub', { dep_id: yUnit, preview_name: '技正', preview: [11, 77, 80, 82] })).id;
  // The same title name as agency X's clerk, so Get_Preview_Account by name cannot mix them up.
  const yClerk = (await post<JobTitleRecord>('Add_Department_Sub', { dep_id: yUnit, preview_name: '幫工程司', preview: [80, 82] })).id;
  await addUser('ntpc01', yEngineer);
  await addUser('ntpc02', yClerk);
  const xBasic = (await post<JobTitleRecord>('Add_Department_Sub', { dep_id: ids.dep('建築工程科'), preview_name: '科員', preview: [80, 82] })).id;
  const only44 = (await post<GroupRecord>('Add_Department_Group', { dep_id: xRoot, group_name: '僅群組管理', system_permission: [44] })).group_id;
  const only37 = (await post<GroupRecord>('Add_Department_Group', { dep_id: xRoot, group_name: '僅使用者管理', system_permission: [37] })).group_id;
  await addUser('tpe44', xBasic, [only44]);
  await addUser('tpe37', xBasic, [only37]);
  x44 = await signInAs(server, 'tpe44', PASSWORD);
  x37 = await signInAs(server, 'tpe37', PASSWORD);
  y11 = await signInAs(server, 'ntpc01', PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

const govList = (session: SessionUser, depId: number) => callApi<UserRecord[]>(server, 'POST', 'Member/Search_User_GOV_List', { dep_id: depId }, session.token);
const previewAccounts = (session: SessionUser, depId: number, name: string) =>
  callApi<UserRecord[]>(server, 'GET', `Group/Get_Preview_Account/${depId}/${encodeURIComponent(name)}`, undefined, session.token);

describe('another agency’s staff', () => {
  it('are not listed to a code-11/77 holder of agency X: an empty list with 403, or 403', async () => {
    for (const depId of [yRoot, yUnit]) {
      const res = await govList(agency, depId);
      expectRefused(res, 403, DEPARTMENT_OUT_OF_SCOPE_MESSAGE);
      expect(res.body.data).toEqual([]);
      expectRefused(await previewAccounts(agency, depId, '幫工程司'), 403, DEPARTMENT_OUT_OF_SCOPE_MESSAGE);
      expectRefused(await previewAccounts(agency, depId, '技正'), 403, DEPARTMENT_OUT_OF_SCOPE_MESSAGE);
    }
    const keyword = await callApi<UserRecord[]>(server, 'POST', 'Member/Search_User_GOV_List', { dep_id: yRoot, Keyword: 'ntpc', state: 1 }, agency.token);
    expect(keyword.status).toBe(403);
    expect(JSON.stringify(keyword.body)).not.toContain('ntpc');
  });

  it('are not listed to an administration sub-role other than user management, nor to agency Y about agency X', async () => {
    const res = await govList(x44, yRoot);
    expectRefused(res, 403, DEPARTMENT_OUT_OF_SCOPE_MESSAGE);
    expect(res.body.data).toEqual([]);
    expectRefused(await previewAccounts(x44, yUnit, '技正'), 403);
    expectRefused(await govList(y11, xRoot), 403, DEPARTMENT_OUT_OF_SCOPE_MESSAGE);
    expectRefused(await previewAccounts(y11, xRoot, '幫工程司'), 403);
  });

  it('do not show through an unknown department either', async () => {
    expectRefused(await govList(agency, 999_999), 403, DEPARTMENT_OUT_OF_SCOPE_MESSAGE);
    expectRefused(await previewAccounts(agency, 999_999, '幫工程司'), 403);
  });
});

describe('the caller’s own agency tree', () => {
  it('is listed from its top-level department and any unit below, never with the other agency’s staff', async () => {
    const all = expectOk(await govList(agency, xRoot)).map((u) => u.account);
    expect(all).toEqual(expect.arrayContaining(['admin', 'agency', 'tpe44']));
    expect(all.some((a) => a.startsWith('ntpc'))).toBe(false);
    expect(expectOk(await govList(agency, ids.dep('臺北市政府工務局新建工程處'))).map((u) => u.account)).toContain('agency');
    expect(expectOk(await previewAccounts(agency, xRoot, '幫工程司')).map((u) => u.account)).toEqual(['agency']);
    expect(expectOk(await govList(x44, ids.dep('建築工程科'))).map((u) => u.account)).toEqual(expect.arrayContaining(['tpe44', 'tpe37']));
    expect(expectOk(await govList(y11, yRoot)).map((u) => u.account)).toEqual(['ntpc01', 'ntpc02']);
    expect(expectOk(await previewAccounts(y11, yUnit, '幫工程司')).map((u) => u.account)).toEqual(['ntpc02']);
  });
});

describe('administrators', () => {
  it('see every agency’s staff', async () => {
    expect(expectOk(await govList(admin, yRoot)).map((u) => u.account)).toEqual(['ntpc01', 'ntpc02']);
    expect(expectOk(await previewAccounts(admin, yRoot, '幫工程司')).map((u) => u.account)).toEqual(['ntpc02']);
    expect(expectOk(await govList(x37, yUnit)).map((u) => u.account)).toEqual(['ntpc01', 'ntpc02']);
    const page = expectOk(await callApi<PageOf<UserRecord>>(server, 'POST', 'Member/Search_User_GOV_List_NEW', { dep_id: yRoot }, x37.token));
    expect(page.list.map((u) => u.account)).toEqual(['ntpc01', 'ntpc02']);
    const company = expectOk(await callApi<PageOf<UserRecord>>(server, 'POST', 'Member/Search_User_PUB_List_NEW', { dep_id: ids.dep('大安營造股份有限公司') }, x37.token));
    expect(company.list.map((u) => u.account)).toContain('contractor');
    // An unknown department is then simply unknown.
    expectRefused(await previewAccounts(admin, 999_999, '幫工程司'), 404);
  });
});
