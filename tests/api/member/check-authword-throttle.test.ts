import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/domain/access/session-user';
import { throttleCounters } from '../../../src/server/db/schema';
import { callApi } from '../support/call-api';
import { startTestServer, TEST_CAPTCHA, TEST_PASSWORD, type TestServer } from '../support/start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.database.db.delete(throttleCounters);
});

const from = (address: string) => ({ 'x-forwarded-for': address });

async function signInFrom(address: string, account: string): Promise<SessionUser> {
  const res = await callApi<SessionUser>(server, 'POST', 'Member/Login_User', { account, authword: TEST_PASSWORD, captcha: TEST_CAPTCHA, client: 'check-client-0001' }, undefined, from(address));
  expect(res.status).toBe(200);
  return res.body.data!;
}

describe('guessing the password with a stolen session', () => {
  it('Check_Authword waits after 5 wrong passwords, like sign-in and with the same counters', async () => {
    const user = await signInFrom('198.51.100.30', 'agency');
    const check = (authword: string) => callApi(server, 'POST', 'Member/Check_Authword', { account: 'agency', authword }, user.token, from('203.0.113.30'));
    for (let i = 0; i < 5; i++) expect((await check(`Guess-${i}-x`)).body.message).toBe('密碼錯誤');
    const held = await check(TEST_PASSWORD);
    expect(held.status).toBe(429);
    expect(held.body.message).toBe('密碼錯誤次數過多，請於 30 秒後再試');
    expect(held.headers.get('retry-after')).toBe('30');
    // The same counter holds sign-in at that address, and no other address.
    const signIn = (address: string) =>
      callApi(server, 'POST', 'Member/Login_User', { account: 'agency', authword: TEST_PASSWORD, captcha: TEST_CAPTCHA, client: 'check-client-0002' }, undefined, from(address));
    expect((await signIn('203.0.113.30')).status).toBe(429);
    expect((await signIn('198.51.100.31')).status).toBe(200);
  });

  it('the current password of Edit_Authword is throttled the same way', async () => {
    const user = await signInFrom('198.51.100.32', 'supervisor');
    const change = (authword: string) =>
      callApi(server, 'PATCH', 'Member/Edit_Authword', { id: user.userID, authword, new_authword: 'Taken2026x', check_authword: 'Taken2026x' }, user.token, from('203.0.113.32'));
    for (let i = 0; i < 5; i++) expect((await change(`Guess-${i}-x`)).body.message).toBe('目前密碼錯誤');
    const held = await change(TEST_PASSWORD);
    expect(held.status).toBe(429);
    expect(held.body.message).toBe('密碼錯誤次數過多，請於 30 秒後再試');
    // Nothing changed: the old password still signs in.
    await signInFrom('198.51.100.33', 'supervisor');
  });
});
