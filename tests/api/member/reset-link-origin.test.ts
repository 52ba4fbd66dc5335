import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESET_MAIL_THROTTLE } from '../../../src/domain/access/throttle-rules';
import { passwordResets, throttleCounters } from '../../../src/server/db/schema';
import { callApi, signInAs } from '../support/call-api';
import { flattenMail, outboxMails, resetLinkIn, resetTokenIn } from '../support/read-outbox';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../support/start-test-server';

const PUBLIC_URL = 'https://pw.example.gov.tw';
const AGENCY = { account: 'agency', email: 'agency@pwd.example.gov.tw' };

let server: TestServer;
beforeAll(async () => {
  // Behind a proxy on this machine, so each test can come from an address of its own.
  server = await startTestServer({ PUBLIC_URL: `${PUBLIC_URL},https://pw-backup.example.gov.tw`, TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.database.db.delete(throttleCounters);
});

const requestReset = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  callApi(server, 'POST', 'Member/Forget_Send_Email', { url: `${PUBLIC_URL}/forgetauth`, ...body }, undefined, headers);
const checkLink = (token: string) => callApi(server, 'POST', 'Member/Check_Reset_Token', { token });
const useLink = (token: string, password: string) =>
  callApi(server, 'POST', 'Member/Reset_Authword', { token, new_authword: password, check_authword: password });

describe('the link in a reset mail', () => {
  it('points at the first PUBLIC_URL whatever Host, X-Forwarded-Host and url the request names', async () => {
    const before = outboxMails(server).length;
    const res = await requestReset(
      { ...AGENCY, url: 'http://evil.example/forgetauth' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', 'x-forwarded-for': '192.0.2.1' },
    );
    expect(res.status).toBe(200);
    const mails = outboxMails(server);
    expect(mails).toHaveLength(before + 1);
    expect(resetLinkIn(mails.at(-1)!)).toMatch(/^https:\/\/pw\.example\.gov\.tw\/forgetauth\?token=[A-Za-z0-9_-]+$/);
    expect(flattenMail(mails.at(-1)!)).not.toContain('evil.example');
  });

  it('is refused in production without PUBLIC_URL, before anything is looked up or mailed', async () => {
    const production = await startTestServer({ APP_ENV: 'production', CAPTCHA_TEST_ANSWER: undefined });
    try {
      for (const account of ['agency', 'nobody']) {
        const res = await callApi(production, 'POST', 'Member/Forget_Send_Email', { account, email: AGENCY.email, url: `${production.url}/forgetauth` }, undefined, { host: 'evil.example' });
        expect(res.status).toBe(503);
        expect(res.body.message).toBe('系統尚未設定對外網址，暫時無法寄送連結，請洽系統管理員');
      }
      expect(outboxMails(production)).toHaveLength(0);
      expect(await production.database.db.select().from(passwordResets)).toHaveLength(0);
    } finally {
      await production.close();
    }
  });

  it('points at this machine in development without PUBLIC_URL, never at the Host header', async () => {
    const development = await startTestServer();
    try {
      const res = await callApi(development, 'POST', 'Member/Forget_Send_Email', { ...AGENCY, url: 'http://evil.example/forgetauth' }, undefined, { host: 'evil.example' });
      expect(res.status).toBe(200);
      expect(resetLinkIn(outboxMails(development).at(-1)!)).toMatch(new RegExp(`^http://localhost:${development.config.port}/forgetauth\\?token=`));
    } finally {
      await development.close();
    }
  });
});

describe('reset links of one member', () => {
  beforeEach(async () => {
    await server.database.db.delete(passwordResets);
  });

  it('an older link dies when a newer one is issued', async () => {
    await requestReset(AGENCY, { 'x-forwarded-for': '192.0.2.2' });
    const older = resetTokenIn(outboxMails(server).at(-1)!);
    await requestReset(AGENCY, { 'x-forwarded-for': '192.0.2.2' });
    const newer = resetTokenIn(outboxMails(server).at(-1)!);
    expect(newer).not.toBe(older);
    expect((await checkLink(older)).body.message).toBe('重設密碼連結已失效或已使用，請重新申請');
    expect((await useLink(older, 'Hijack2026')).status).toBe(400);
    expect((await checkLink(newer)).body.data).toEqual({ account: 'agency' });
    expect((await useLink(newer, 'Renewed2026')).status).toBe(200);
    // The used link and the older one both stay dead; the new password holds.
    expect((await useLink(newer, 'Again2026x')).status).toBe(400);
    expect((await useLink(older, 'Again2026x')).status).toBe(400);
    await signInAs(server, 'agency', 'Renewed2026');
    await putBack('agency', 'Renewed2026');
  });

  it('a link asked for before a password change dies with the change', async () => {
    await requestReset(AGENCY, { 'x-forwarded-for': '192.0.2.3' });
    const token = resetTokenIn(outboxMails(server).at(-1)!);
    const user = await signInAs(server, 'agency');
    const changed = await callApi(server, 'PATCH', 'Member/Edit_Authword', { id: user.userID, authword: TEST_PASSWORD, new_authword: 'Changed2026', check_authword: 'Changed2026' }, user.token);
    expect(changed.status).toBe(200);
    expect((await useLink(token, 'Hijack2026')).status).toBe(400);
    await signInAs(server, 'agency', 'Changed2026');
    await putBack('agency', 'Changed2026');
  });
});

describe('throttling of reset mails', () => {
  it(`mails one account at most ${RESET_MAIL_THROTTLE.account.freeHits} times an hour, from any addresses, answering the same`, async () => {
    const before = outboxMails(server).length;
    const answers = [];
    for (let i = 0; i < RESET_MAIL_THROTTLE.account.freeHits + 2; i++) {
      answers.push(await requestReset(AGENCY, { 'x-forwarded-for': `198.51.100.${10 + i}` }));
    }
    expect(answers.map((a) => [a.status, a.body.message])).toEqual(answers.map(() => [200, '若帳號與電子信箱相符，重設密碼連結已寄至該信箱，請於 30 分鐘內完成重設']));
    expect(outboxMails(server)).toHaveLength(before + RESET_MAIL_THROTTLE.account.freeHits);
  });

  it(`answers one address at most ${RESET_MAIL_THROTTLE.address.freeHits} times an hour, whatever accounts it names`, async () => {
    for (let i = 0; i < RESET_MAIL_THROTTLE.address.freeHits; i++) {
      expect((await requestReset({ account: `ghost${i}`, email: 'ghost@example.com' }, { 'x-forwarded-for': '203.0.113.50' })).status).toBe(200);
    }
    const before = outboxMails(server).length;
    const res = await requestReset(AGENCY, { 'x-forwarded-for': '203.0.113.50' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('若帳號與電子信箱相符，重設密碼連結已寄至該信箱，請於 30 分鐘內完成重設');
    expect(outboxMails(server)).toHaveLength(before);
    // Another address is not held back.
    await requestReset(AGENCY, { 'x-forwarded-for': '203.0.113.51' });
    expect(outboxMails(server)).toHaveLength(before + 1);
  });
});

/** Sets the demo password again through the own-change call. */
async function putBack(account: string, from: string): Promise<void> {
  const user = await signInAs(server, account, from);
  const res = await callApi(server, 'PATCH', 'Member/Edit_Authword', { id: user.userID, authword: from, new_authword: TEST_PASSWORD, check_authword: TEST_PASSWORD }, user.token);
  expect(res.status).toBe(200);
}
