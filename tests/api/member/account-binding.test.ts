import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/domain/access/session-user';
import type { BoundAccount, UserRecord } from '../../../src/domain/admin/admin-records';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';

let server: TestServer;
let admin: SessionUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAs(server, 'admin');
});
afterAll(async () => {
  await server?.close();
});

/** Binds two accounts the way an administrator does: the same account_sso on both. */
async function bind(account: string, sso: string): Promise<void> {
  const list = await callApi<UserRecord[]>(server, 'POST', 'Member/Search_User_GOV_List', { dep_id: 1, Keyword: account }, admin.token);
  const found = list.body.data?.find((u) => u.account === account);
  const user = found ?? (await callApi<UserRecord>(server, 'POST', 'Member/Search_User', { id: 4 }, admin.token)).body.data!;
  const body = { id: user.id, account: user.account, dac_id: user.dac_id, cname: user.cname, tel: user.tel, authnum: user.authnum, email: user.email, basefrom: user.basefrom, account_sso: sso };
  const res = await callApi(server, 'PATCH', 'Member/Edit_User', body, admin.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('Member/Get_Binding_Accounts and Login_Account_Binding', () => {
  it('lists the accounts sharing the caller’s identity and switches to one with a new token', async () => {
    await bind('agency', 'A123456789');
    await bind('contractor', 'A123456789');
    const agency = await signInAs(server, 'agency');
    const bound = await callApi<BoundAccount[]>(server, 'POST', 'Member/Get_Binding_Accounts', { AccessToken: agency.token });
    expect(bound.status).toBe(200);
    expect(bound.body.data!.map((a) => [a.account, a.current])).toEqual([
      ['agency', true],
      ['contractor', false],
    ]);
    const contractorId = bound.body.data!.find((a) => a.account === 'contractor')!.id;
    const switched = await callApi<SessionUser>(server, 'POST', 'Member/Login_Account_Binding', { AccessToken: agency.token, member_id: contractorId });
    expect(switched.status).toBe(200);
    expect(switched.body.data).toMatchObject({ account: 'contractor', basefrom: 'PUB' });
    expect(switched.body.data!.token).not.toBe(agency.token);
    // The old session ends; the new one works.
    expect((await callApi(server, 'POST', 'AccessToken/VerificationOnly', { AccessToken: agency.token })).status).toBe(401);
    expect((await callApi(server, 'POST', 'AccessToken/VerificationOnly', { AccessToken: switched.body.data!.token })).status).toBe(200);
  });

  it('refuses an unbound or disabled account, the own account, bad input and a missing token', async () => {
    const agency = await signInAs(server, 'agency');
    const res = await callApi(server, 'POST', 'Member/Login_Account_Binding', { AccessToken: agency.token, member_id: admin.userID });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('此帳號未與您的帳號綁定或已停用');
    const self = await callApi(server, 'POST', 'Member/Login_Account_Binding', { AccessToken: agency.token, member_id: agency.userID });
    expect(self.status).toBe(400);
    const missing = await callApi(server, 'POST', 'Member/Login_Account_Binding', { AccessToken: agency.token });
    expect(missing.body.message).toBe("'member_id'是必要參數");
    const typed = await callApi(server, 'POST', 'Member/Login_Account_Binding', { AccessToken: agency.token, member_id: '4' });
    expect(typed.body.message).toBe("'member_id'型別必須為integer");
    expect((await callApi(server, 'POST', 'Member/Get_Binding_Accounts', {})).status).toBe(401);
    expect((await callApi(server, 'POST', 'Member/Login_Account_Binding', { member_id: 4 })).status).toBe(401);
    // A disabled bound account is neither listed nor reachable.
    await callApi(server, 'DELETE', 'Member/Delete_User?id=4&state_describe=x', undefined, admin.token);
    const list = await callApi<BoundAccount[]>(server, 'POST', 'Member/Get_Binding_Accounts', {}, agency.token);
    expect(list.body.data!.map((a) => a.account)).toEqual(['agency']);
    expect((await callApi(server, 'POST', 'Member/Login_Account_Binding', { member_id: 4 }, agency.token)).status).toBe(403);
  });

  it('answers only the own account when nothing is bound', async () => {
    const supervisor = await signInAs(server, 'supervisor');
    const res = await callApi<BoundAccount[]>(server, 'POST', 'Member/Get_Binding_Accounts', {}, supervisor.token);
    expect(res.body.data!.map((a) => [a.account, a.current])).toEqual([['supervisor', true]]);
  });
});
