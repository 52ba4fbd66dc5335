import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/domain/access/session-user';
import { ACTIVATION_MAILED_MESSAGE } from '../../../src/domain/admin/activation-mail-messages';
import type { UserRecord } from '../../../src/domain/admin/admin-records';
import type { PageOf } from '../../../src/domain/admin/list-defaults';
import { groupMembers, members } from '../../../src/server/db/schema';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../support/start-test-server';
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

function govUser(account: string, extra: Record<string, unknown> = {}) {
  return {
    account,
    authword: 'Start1234',
    dac_id: ids.title('幫工程司'),
    cname: '測試人員',
    tel: JSON.stringify(['02-27208889#100']),
    authnum: 'A001',
    email: `${account}@pwd.example.gov.tw`,
    basefrom: 'GOV',
    ...extra,
  };
}

describe('Member/Add_User', () => {
  it('adds an agency user with the spec defaults, the title department, the groups and a usable password', async () => {
    const res = await callApi<UserRecord>(server, 'POST', 'Member/Add_User', govUser('newgov01', { group_ids: [ids.group('機關承辦人')] }), admin.token);
    const user = expectOk(res);
    expect(user).toMatchObject({
      account: 'newgov01',
      basefrom: 'GOV',
      state: 1,
      dateline: '2999-01-01',
      ename: 'N/A',
      tel: ['02-27208889#100'],
      dep_id: ids.dep('臺北市政府工務局新建工程處'),
      depname: '臺北市政府工務局新建工程處',
      dac_id: ids.title('幫工程司'),
      preview_name: '幫工程司',
      dep_type: '4',
    });
    expect(user.position_gov?.[0]?.dep_id).toBe(user.dep_id);
    expect(user.groups.map((g) => g.group_name)).toEqual(['機關承辦人']);
    const session = await signInAs(server, 'newgov01', 'Start1234');
    expect(session.preview).toContain(25);
  });

  it('refuses missing, mistyped and wrong fields with the spec messages and changes nothing', async () => {
    const before = await rowCount(server, members);
    const several = await callApi(server, 'POST', 'Member/Add_User', { account: 'x1' }, admin.token);
    expectRefused(several, 400, /以上欄位為必傳!!$/);
    expect(several.body.message).toContain('authword');
    const { authword: _a, ...noPassword } = govUser('newgov02');
    expectRefused(await callApi(server, 'POST', 'Member/Add_User', noPassword, admin.token), 400, "'authword'是必要參數");
    const { basefrom: _b, ...noOrigin } = govUser('newgov02');
    expectRefused(await callApi(server, 'POST', 'Member/Add_User', noOrigin, admin.token), 400, "'basefrom'是必要參數");
    expectRefused(await callApi(server, 'POST', 'Member/Add_User', govUser('newgov02', { dac_id: '1' }), admin.token), 400, "'dac_id'型別必須為integer");
    expectRefused(await callApi(server, 'POST', 'Member/Add_User', govUser('newgov02', { tel: 5 }), admin.token), 400, "'tel'型別必須為string|array");
    expectRefused(await callApi(server, 'POST', 'Member/Add_User', govUser('newgov02', { tel: '{"a":1}' }), admin.token), 400, "'tel'型別必須為array");
    expectRefused(await callApi(server, 'POST', 'Member/Add_User', govUser('newgov02', { email: 'not-mail' }), admin.token), 400, '電子信箱：不是信箱格式');
    expectRefused(await callApi(server, 'POST', 'Member/Add_User', govUser('newgov02', { authword: 'short' }), admin.token), 400, /密碼：密碼長度至少 8 碼/);
    expectRefused(await callApi(server, 'POST', 'Member/Add_User', govUser('x y'), admin.token), 400, /^帳號：/);
    expectRefused(await callApi(server, 'POST', 'Member/Add_User', govUser('newgov02', { dac_id: 99999 }), admin.token), 400, '查無此職稱');
    expectRefused(await callApi(server, 'POST', 'Member/Add_User', govUser('newgov02', { basefrom: 'XYZ' }), admin.token), 400, "'basefrom'的值不在允許範圍內");
    expectRefused(await callApi(server, 'POST', 'Member/Add_User', govUser('newgov02', { basefrom: 'PUB' }), admin.token), 400, /廠商帳號須隸屬廠商單位/);
    expectRefused(await callApi(server, 'POST', 'Member/Add_User', govUser('newgov02', { group_ids: [99999] }), admin.token), 400, '查無指定的群組');
    expectRefused(await callApi(server, 'POST', 'Member/Add_User', govUser('agency'), admin.token), 409, '帳號已存在');
    expect(await rowCount(server, members)).toBe(before);
  });

  it('refuses a caller without code 37 and a caller without a token', async () => {
    const before = await rowCount(server, members);
    expectRefused(await callApi(server, 'POST', 'Member/Add_User', govUser('newgov03'), agency.token), 403, '您沒有此功能的權限');
    expectRefused(await callApi(server, 'POST', 'Member/Add_User', govUser('newgov03')), 401);
    expect(await rowCount(server, members)).toBe(before);
  });
});

describe('Member/Add_SUP_EMAIL', () => {
  const company = () => ({
    account: 'newpub01',
    dac_id: ids.title('工地主任'),
    cname: '廠商人員',
    tel: 'N/A',
    authnum: '',
    email: 'newpub01@daan.example.com.tw',
  });

  it('adds a company user (basefrom PUB by default) and mails a link to set the password', async () => {
    const answer = await callApi<UserRecord>(server, 'POST', 'Member/Add_SUP_EMAIL', company(), admin.token);
    const user = expectOk(answer);
    // The user screen shows this message as it is: it says whether the link went out.
    expect(answer.body.message).toBe(ACTIVATION_MAILED_MESSAGE);
    expect(user).toMatchObject({ account: 'newpub01', basefrom: 'PUB', tel: [], state: 1, depname: '大安營造股份有限公司' });
    expect(user.position_pub?.[0]?.preview_name).toBe('工地主任');
    const outbox = path.join(server.dataDir, 'outbox');
    const mail = readFileSync(path.join(outbox, readdirSync(outbox).sort().at(-1)!), 'utf8');
    expect(mail).toContain('newpub01@daan.example.com.tw');
    // Quoted-printable: soft line breaks and =3D for '='.
    const flat = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /forgetauth\?token=([A-Za-z0-9_-]+)/.exec(flat)?.[1];
    expect(token).toBeTruthy();
    expectOk(await callApi(server, 'POST', 'Member/Reset_Authword', { token, new_authword: 'Company123', check_authword: 'Company123' }));
    const session = await signInAs(server, 'newpub01', 'Company123');
    expect(session.basefrom).toBe('PUB');
  });

  it('refuses bad input and a caller without code 37, changing nothing', async () => {
    const before = await rowCount(server, members);
    const { email: _e, ...noMail } = company();
    expectRefused(await callApi(server, 'POST', 'Member/Add_SUP_EMAIL', { ...noMail, account: 'newpub02' }, admin.token), 400, "'email'是必要參數");
    expectRefused(await callApi(server, 'POST', 'Member/Add_SUP_EMAIL', { ...company(), account: 'newpub02', dac_id: ids.title('幫工程司') }, admin.token), 400, /廠商帳號須隸屬廠商單位/);
    expectRefused(await callApi(server, 'POST', 'Member/Add_SUP_EMAIL', { ...company(), account: 'newpub02' }, contractor.token), 403);
    expect(await rowCount(server, members)).toBe(before);
  });
});

describe('Member/Edit_User', () => {
  it('changes the fields, job title and groups of a user', async () => {
    const id = ids.member('agency');
    const body = { ...govUser('agency', { id, cname: '林承辦改', dac_id: ids.title('資訊室主任'), group_ids: [] }) };
    delete (body as Record<string, unknown>).authword;
    const user = expectOk(await callApi<UserRecord>(server, 'PATCH', 'Member/Edit_User', body, admin.token));
    expect(user).toMatchObject({ cname: '林承辦改', depname: '臺北市政府工務局', preview_name: '資訊室主任', groups: [] });
    // Put the demo account back for the other tests.
    const restore = { ...body, cname: '林承辦', dac_id: ids.title('幫工程司'), group_ids: [ids.group('機關承辦人')] };
    expectOk(await callApi(server, 'PATCH', 'Member/Edit_User', restore, admin.token));
  });

  it('keeps a company user PUB without basefrom, but an agency user needs it', async () => {
    const id = ids.member('contractor');
    const pub = { id, account: 'contractor', dac_id: ids.title('工地主任'), cname: '張工地', tel: ['0912-345-678'], authnum: '', email: 'contractor@daan.example.com.tw' };
    expect(expectOk(await callApi<UserRecord>(server, 'PATCH', 'Member/Edit_User', pub, admin.token)).basefrom).toBe('PUB');
    const gov = { ...pub, id: ids.member('agency'), account: 'agency', dac_id: ids.title('幫工程司') };
    expectRefused(await callApi(server, 'PATCH', 'Member/Edit_User', gov, admin.token), 400, "'basefrom'是必要參數");
  });

  it('refuses a taken account, an unknown user, bad types and a caller without code 37', async () => {
    const id = ids.member('agency');
    const body = { id, account: 'admin', dac_id: ids.title('幫工程司'), cname: '林承辦', tel: [], authnum: '', email: 'agency@pwd.example.gov.tw', basefrom: 'GOV' };
    expectRefused(await callApi(server, 'PATCH', 'Member/Edit_User', body, admin.token), 409, '帳號已存在');
    expectRefused(await callApi(server, 'PATCH', 'Member/Edit_User', { ...body, account: 'agency', id: 99999 }, admin.token), 404, '查無此使用者');
    expectRefused(await callApi(server, 'PATCH', 'Member/Edit_User', { ...body, account: 'agency', id: 'x' }, admin.token), 400, "'id'型別必須為integer");
    expectRefused(await callApi(server, 'PATCH', 'Member/Edit_User', { ...body, account: 'agency' }, agency.token), 403);
    const [row] = await server.database.db.select().from(members).where(eq(members.id, id));
    expect(row!.account).toBe('agency');
  });
});

describe('Member/Delete_User and Enable_User', () => {
  it('disables with a reason, revokes the tokens and refuses sign-in; enabling lets the user back in', async () => {
    expectOk(await callApi(server, 'POST', 'Member/Add_User', govUser('leaving01'), admin.token));
    const session = await signInAs(server, 'leaving01', 'Start1234');
    const id = Number(session.userID);
    expectRefused(await callApi(server, 'DELETE', `Member/Delete_User?id=${id}`, undefined, admin.token), 400, "'state_describe'是必要參數");
    expectRefused(await callApi(server, 'DELETE', `Member/Delete_User?id=abc&state_describe=x`, undefined, admin.token), 400, "'id'格式不符合");
    expectRefused(await callApi(server, 'DELETE', `Member/Delete_User?id=${id}&state_describe=${encodeURIComponent('離職')}`, undefined, agency.token), 403);
    expectOk(await callApi(server, 'DELETE', `Member/Delete_User?id=${id}&state_describe=${encodeURIComponent('離職')}`, undefined, admin.token));
    const [row] = await server.database.db.select().from(members).where(eq(members.id, id));
    expect(row).toMatchObject({ state: 0, stateDescribe: '離職' });
    expect((await callApi(server, 'POST', 'AccessToken/Verification', { AccessToken: session.token })).status).toBe(401);
    await expect(signInAs(server, 'leaving01', 'Start1234')).rejects.toThrow(/帳號已停用/);
    expectRefused(await callApi(server, 'POST', 'Member/Enable_User', { id: String(id) }, admin.token), 400, "'id'型別必須為integer");
    expectRefused(await callApi(server, 'POST', 'Member/Enable_User', { id }, agency.token), 403);
    expectOk(await callApi(server, 'POST', 'Member/Enable_User', { id }, admin.token));
    await signInAs(server, 'leaving01', 'Start1234');
  });

  it('refuses to disable oneself or an unknown user', async () => {
    expectRefused(await callApi(server, 'DELETE', `Member/Delete_User?id=${admin.userID}&state_describe=x`, undefined, admin.token), 400, '不可停用自己的帳號');
    expectRefused(await callApi(server, 'DELETE', `Member/Delete_User?id=99999&state_describe=x`, undefined, admin.token), 404);
    expectRefused(await callApi(server, 'POST', 'Member/Enable_User', { id: 99999 }, admin.token), 404);
  });
});

describe('Member/Edit_User_Name, Edit_User_Tel, Edit_User_Authnum', () => {
  it('lets a user with code 80 change their own name, telephones and authnum', async () => {
    const me = await signInAs(server, 'agency');
    const id = me.userID;
    expect(expectOk(await callApi<UserRecord>(server, 'PATCH', 'Member/Edit_User_Name', { id, cname: '林小承' }, me.token)).cname).toBe('林小承');
    expect(expectOk(await callApi<UserRecord>(server, 'PATCH', 'Member/Edit_User_Tel', { id, tel: '["02-1234-5678","0912 345 678"]' }, me.token)).tel).toEqual(['02-1234-5678', '0912 345 678']);
    expect(expectOk(await callApi<UserRecord>(server, 'PATCH', 'Member/Edit_User_Tel', { id, tel: 'N/A' }, me.token)).tel).toEqual([]);
    expect(expectOk(await callApi<UserRecord>(server, 'PATCH', 'Member/Edit_User_Tel', { id, tel: ['02-27208889#5678'] }, me.token)).tel).toEqual(['02-27208889#5678']);
    expect(expectOk(await callApi<UserRecord>(server, 'PATCH', 'Member/Edit_User_Authnum', { id, authnum: 'B123' }, me.token)).authnum).toBe('B123');
    expectOk(await callApi(server, 'PATCH', 'Member/Edit_User_Name', { id, cname: '林承辦' }, me.token));
  });

  it('refuses bad values, someone else’s account and a caller without code 80', async () => {
    const me = await signInAs(server, 'agency');
    expectRefused(await callApi(server, 'PATCH', 'Member/Edit_User_Name', { id: me.userID }, me.token), 400, "'cname'是必要參數");
    expectRefused(await callApi(server, 'PATCH', 'Member/Edit_User_Name', { id: me.userID, cname: '' }, me.token), 400, "'cname'是必要參數");
    expectRefused(await callApi(server, 'PATCH', 'Member/Edit_User_Tel', { id: me.userID, tel: ['abc'] }, me.token), 400, '電話號碼格式不符合：abc');
    expectRefused(await callApi(server, 'PATCH', 'Member/Edit_User_Tel', { id: me.userID }, me.token), 400, "'tel'是必要參數");
    expectRefused(await callApi(server, 'PATCH', 'Member/Edit_User_Authnum', { id: me.userID, authnum: 7 }, me.token), 400, "'authnum'型別必須為string");
    // The personal page's rules, refused under the field's name.
    expectRefused(await callApi(server, 'PATCH', 'Member/Edit_User_Name', { id: me.userID, cname: '   ' }, me.token), 400, '姓名：欄位必須填寫');
    expectRefused(await callApi(server, 'PATCH', 'Member/Edit_User_Name', { id: me.userID, cname: '名'.repeat(51) }, me.token), 400, '姓名：字串限制在1~50');
    expectRefused(await callApi(server, 'PATCH', 'Member/Edit_User_Authnum', { id: me.userID, authnum: 'A'.repeat(31) }, me.token), 400, '識別碼：字串限制在0~30');
    expectRefused(await callApi(server, 'PATCH', 'Member/Edit_User_Name', { id: ids.member('admin'), cname: '駭客' }, me.token), 403);
    const [row] = await server.database.db.select().from(members).where(eq(members.id, ids.member('admin')));
    expect(row!.cname).toBe('王系統');
    // An administrator may correct anyone's name.
    expectOk(await callApi(server, 'PATCH', 'Member/Edit_User_Name', { id: me.userID, cname: '林承辦' }, admin.token));
  });
});

describe('Member/Search_User, Search_User_Belong, Search_User_Remain_Times', () => {
  it('answers the own record with its first position merged, and anyone’s to an administrator', async () => {
    const own = expectOk(await callApi<UserRecord>(server, 'POST', 'Member/Search_User', { id: contractor.userID }, contractor.token));
    expect(own).toMatchObject({ account: 'contractor', depname: '大安營造股份有限公司', preview_name: '工地主任' });
    expect(own.position_pub).toHaveLength(1);
    expectRefused(await callApi(server, 'POST', 'Member/Search_User', { id: ids.member('admin') }, contractor.token), 403);
    expect(expectOk(await callApi<UserRecord>(server, 'POST', 'Member/Search_User', { id: contractor.userID }, admin.token)).account).toBe('contractor');
    expectRefused(await callApi(server, 'POST', 'Member/Search_User', { id: 99999 }, admin.token), 404);
    expectRefused(await callApi(server, 'POST', 'Member/Search_User', {}, admin.token), 400, "'id'是必要參數");
  });

  it('answers where a user belongs and what remains of the account', async () => {
    const belong = expectOk(await callApi<{ departments: { depname: string }[]; root_dep_id: number; groups: unknown[] }>(server, 'POST', 'Member/Search_User_Belong', { id: agency.userID }, agency.token));
    expect(belong.departments.map((d) => d.depname)).toEqual(['臺北市政府工務局', '臺北市政府工務局新建工程處']);
    expect(belong.root_dep_id).toBe(ids.dep('臺北市政府工務局'));
    const remain = expectOk(await callApi<{ remain_days: number; remain_login_times: number; dateline: string }>(server, 'POST', 'Member/Search_User_Remain_Times', { id: agency.userID }, agency.token));
    expect(remain.dateline).toBe('2999-01-01');
    expect(remain.remain_days).toBeGreaterThan(300_000);
    // Wrong passwords left before the account's sign-ins are slowed down (PASSWORD_THROTTLE.account).
    expect(remain.remain_login_times).toBe(10);
    expectRefused(await callApi(server, 'POST', 'Member/Search_User_Belong', { id: ids.member('admin') }, agency.token), 403);
    expectRefused(await callApi(server, 'POST', 'Member/Search_User_Remain_Times', { id: 'x' }, agency.token), 400, "'id'型別必須為integer");
  });
});

describe('the user lists', () => {
  it('Search_User_GOV_List answers the active agency users of a unit and the units below, an empty list on failure', async () => {
    const root = ids.dep('臺北市政府工務局');
    const list = expectOk(await callApi<UserRecord[]>(server, 'POST', 'Member/Search_User_GOV_List', { dep_id: root }, agency.token));
    expect(list.map((u) => u.account)).toEqual(expect.arrayContaining(['admin', 'agency']));
    expect(list.every((u) => u.basefrom === 'GOV' && u.state === 1)).toBe(true);
    const found = expectOk(await callApi<UserRecord[]>(server, 'POST', 'Member/Search_User_GOV_List', { dep_id: root, Keyword: '王系' }, agency.token));
    expect(found.map((u) => u.account)).toEqual(['admin']);
    const bad = await callApi<unknown[]>(server, 'POST', 'Member/Search_User_GOV_List', { dep_id: 'x' }, agency.token);
    expectRefused(bad, 400, "'dep_id'型別必須為integer");
    expect(bad.body.data).toEqual([]);
    expectRefused(await callApi(server, 'POST', 'Member/Search_User_GOV_List', { dep_id: root }, contractor.token), 403);
  });

  it('Search_User_GOV_List_NEW pages by 10 and filters by state, keyword and job title', async () => {
    const dep = ids.dep('建築工程科');
    const title = expectOk(await callApi<{ id: number }>(server, 'POST', 'Group/Add_Department_Sub', { dep_id: dep, preview_name: '工程員', preview: [80] }, admin.token));
    for (let i = 1; i <= 12; i += 1) {
      expectOk(await callApi(server, 'POST', 'Member/Add_User', govUser(`page${String(i).padStart(2, '0')}`, { dac_id: title.id }), admin.token));
    }
    const first = expectOk(await callApi<PageOf<UserRecord>>(server, 'POST', 'Member/Search_User_GOV_List_NEW', { dep_id: dep }, admin.token));
    expect(first).toMatchObject({ total: 12, page: 1, qtyPerPage: 10, totalPages: 2 });
    expect(first.list).toHaveLength(10);
    const second = expectOk(await callApi<PageOf<UserRecord>>(server, 'POST', 'Member/Search_User_GOV_List_NEW', { dep_id: dep, page: 2 }, admin.token));
    expect(second.list.map((u) => u.account)).toEqual(['page11', 'page12']);
    const keyword = expectOk(await callApi<PageOf<UserRecord>>(server, 'POST', 'Member/Search_User_GOV_List_NEW', { dep_id: dep, Keyword: 'page03' }, admin.token));
    expect(keyword.total).toBe(1);
    const byTitle = expectOk(await callApi<PageOf<UserRecord>>(server, 'POST', 'Member/Search_User_GOV_List_NEW', { dep_id: ids.dep('臺北市政府工務局'), job_id: title.id }, admin.token));
    expect(byTitle.total).toBe(12);
    const disabled = expectOk(await callApi<PageOf<UserRecord>>(server, 'POST', 'Member/Search_User_GOV_List_NEW', { dep_id: dep, state: 0 }, admin.token));
    expect(disabled.total).toBe(0);
    expectRefused(await callApi(server, 'POST', 'Member/Search_User_GOV_List_NEW', { page: 1 }, admin.token), 400, "'dep_id'是必要參數");
    expectRefused(await callApi(server, 'POST', 'Member/Search_User_GOV_List_NEW', { dep_id: dep, page: 0 }, admin.token), 400);
    expectRefused(await callApi(server, 'POST', 'Member/Search_User_GOV_List_NEW', { dep_id: dep }, agency.token), 403);
  });

  it('Search_User_PUB_List_NEW answers company users by dep_id or id', async () => {
    const company = ids.dep('大安營造股份有限公司');
    const byDep = expectOk(await callApi<PageOf<UserRecord>>(server, 'POST', 'Member/Search_User_PUB_List_NEW', { dep_id: company }, admin.token));
    expect(byDep.list.map((u) => u.account)).toContain('contractor');
    expect(byDep.list.every((u) => u.basefrom === 'PUB')).toBe(true);
    const byId = expectOk(await callApi<PageOf<UserRecord>>(server, 'POST', 'Member/Search_User_PUB_List_NEW', { id: company, page: 1 }, admin.token));
    expect(byId.total).toBe(byDep.total);
    expectRefused(await callApi(server, 'POST', 'Member/Search_User_PUB_List_NEW', { Keyword: 'x' }, admin.token), 400, "'dep_id|id'是必要參數");
    expectRefused(await callApi(server, 'POST', 'Member/Search_User_PUB_List_NEW', { dep_id: company }, contractor.token), 403);
  });
});

describe('group membership through users', () => {
  it('gives a user their groups’ codes at the next verification', async () => {
    const user = expectOk(await callApi<UserRecord>(server, 'POST', 'Member/Add_User', govUser('codes01', { group_ids: [] }), admin.token));
    const session = await signInAs(server, 'codes01', 'Start1234');
    expect(session.preview).toEqual([80, 82]);
    await server.database.db.insert(groupMembers).values({ groupId: ids.group('系統管理員'), memberId: user.id });
    const verified = await callApi<{ preview: number[] }>(server, 'POST', 'AccessToken/Verification', { AccessToken: session.token });
    expect(verified.body.data!.preview).toContain(37);
    expect(TEST_PASSWORD).toBeTruthy();
  });
});
