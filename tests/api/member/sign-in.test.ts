import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES } from '../../../src/domain/access/permission-codes';
import type { SessionUser } from '../../../src/domain/access/session-user';
import { accessTokens, captchas, members, throttleCounters } from '../../../src/server/db/schema';
import { digestToken } from '../../../src/server/security/opaque-token';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, TEST_CAPTCHA, TEST_PASSWORD, type TestServer } from '../support/start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const login = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  callApi<SessionUser>(server, 'POST', 'Member/Login_User', body, undefined, headers);

describe('Member/Login_User', () => {
  it('answers the session user with a token and the codes of the account', async () => {
    const res = await login({ account: 'admin', authword: TEST_PASSWORD, captcha: TEST_CAPTCHA, client: 'client-aaaa-0001' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const user = res.body.data!;
    expect(user.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(user.account).toBe('admin');
    expect(user.basefrom).toBe('GOV');
    expect(user.dep_type).toBe('4');
    expect(user.depname).toBe('臺北市政府工務局');
    expect(user.preview).toEqual(ALL_PERMISSION_CODES);
    expect(user.pages).toContain('/systemManage/userManage');
    expect(user.position).toMatchObject({ cname: '王系統', ename: 'N/A' });
    // Only the digest of the token is stored.
    const rows = await server.database.db.select().from(accessTokens).where(eq(accessTokens.tokenHash, digestToken(user.token)));
    expect(rows).toHaveLength(1);
  });

  it('gives the contractor a PUB session with only their codes', async () => {
    const user = await signInAs(server, 'contractor');
    expect(user.basefrom).toBe('PUB');
    expect(user.preview).not.toContain(37);
    expect(user.preview).toContain(26);
    const sup = await signInAs(server, 'supervisor');
    expect(sup.supervise).toBe('1');
  });

  it("refuses missing and mistyped parameters with the spec's messages", async () => {
    const missing = await login({ account: 'admin' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('authword、captcha、client以上欄位為必傳!!');
    const one = await login({ account: 'admin', authword: 'x', captcha: 'y' });
    expect(one.body.message).toBe("'client'是必要參數");
    const typed = await login({ account: 'admin', authword: 123, captcha: 'y', client: 'client-aaaa-0001' });
    expect(typed.status).toBe(400);
    expect(typed.body.message).toBe("'authword'型別必須為string");
    const notJson = await fetch(`${server.api}/Member/Login_User`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' });
    expect(notJson.status).toBe(400);
  });

  it('says the account or password is wrong without telling which', async () => {
    const wrong = await login({ account: 'admin', authword: 'nope1234', captcha: TEST_CAPTCHA, client: 'client-aaaa-0002' });
    const unknown = await login({ account: 'nobody', authword: 'nope1234', captcha: TEST_CAPTCHA, client: 'client-aaaa-0002' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('帳號或密碼錯誤');
    expect(unknown.body.message).toBe('帳號或密碼錯誤');
    await server.database.db.delete(throttleCounters);
  });

  it('makes an account wait at an address after 5 failures there, even with the right password, and says how long', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await login({ account: 'agency', authword: 'wrong-pass1', captcha: TEST_CAPTCHA, client: 'client-aaaa-0003' });
      expect(r.status).toBe(400);
    }
    const blocked = await login({ account: 'agency', authword: TEST_PASSWORD, captcha: TEST_CAPTCHA, client: 'client-aaaa-0003' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('登入失敗次數過多，請於 30 秒後再試');
    expect(blocked.headers.get('retry-after')).toBe('30');
    // Once the wait is over the right password gets in.
    await server.database.db.update(throttleCounters).set({ blockedUntil: new Date(Date.now() - 1000) });
    await signInAs(server, 'agency');
    await server.database.db.delete(throttleCounters);
  });

  it('slows an address that guesses across many accounts for a moment only', async () => {
    for (let i = 0; i < 30; i++) {
      const r = await login({ account: `guess${i}`, authword: 'wrong-pass1', captcha: TEST_CAPTCHA, client: 'client-aaaa-0004' });
      expect(r.status).toBe(400);
    }
    const slowed = await login({ account: 'supervisor', authword: TEST_PASSWORD, captcha: TEST_CAPTCHA, client: 'client-aaaa-0004' });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(2);
    await server.database.db.update(throttleCounters).set({ blockedUntil: new Date(Date.now() - 1000) });
    await signInAs(server, 'supervisor');
    await server.database.db.delete(throttleCounters);
  });

  it('refuses a disabled account', async () => {
    await server.database.db.update(members).set({ state: 0 }).where(eq(members.account, 'supervisor'));
    const res = await login({ account: 'supervisor', authword: TEST_PASSWORD, captcha: TEST_CAPTCHA, client: 'client-aaaa-0005' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('帳號已停用，請洽系統管理員');
    await server.database.db.update(members).set({ state: 1 }).where(eq(members.account, 'supervisor'));
  });

  it('refuses an account past its dateline', async () => {
    await server.database.db.update(members).set({ dateline: '2020-01-01' }).where(eq(members.account, 'supervisor'));
    const res = await login({ account: 'supervisor', authword: TEST_PASSWORD, captcha: TEST_CAPTCHA, client: 'client-aaaa-0006' });
    expect(res.body.message).toBe('帳號已逾使用期限，請洽系統管理員');
    await server.database.db.update(members).set({ dateline: '2999-01-01' }).where(eq(members.account, 'supervisor'));
  });
});

describe('the image captcha (without the test answer)', () => {
  let real: TestServer;
  beforeAll(async () => {
    real = await startTestServer({ CAPTCHA_TEST_ANSWER: undefined });
  });
  afterAll(async () => {
    await real?.close();
  });
  const plant = (clientId: string, answer: string, expiresInMs = 60_000) =>
    real.database.db
      .insert(captchas)
      .values({ clientId, answerHash: digestToken(answer), expiresAt: new Date(Date.now() + expiresInMs) })
      .onConflictDoUpdate({ target: captchas.clientId, set: { answerHash: digestToken(answer), expiresAt: new Date(Date.now() + expiresInMs) } });
  const loginReal = (captcha: string, client: string) =>
    callApi(real, 'POST', 'Member/Login_User', { account: 'admin', authword: TEST_PASSWORD, captcha, client });

  it('serves an SVG image per client id, refreshable', async () => {
    const a = await fetch(`${real.api}/Member/Captcha/client-bbbb-0001`);
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toContain('image/svg+xml');
    const svgA = await a.text();
    expect(svgA).toContain('<svg');
    const b = await fetch(`${real.api}/Member/Captcha/client-bbbb-0001`);
    expect(await b.text()).not.toBe(svgA);
    const [row] = await real.database.db.select().from(captchas).where(eq(captchas.clientId, 'client-bbbb-0001'));
    expect(row).toBeDefined();
    const bad = await fetch(`${real.api}/Member/Captcha/${encodeURIComponent('../../etc')}`);
    expect(bad.status).toBe(400);
  });

  it('accepts the right answer once (case-insensitive) and never again', async () => {
    await plant('client-bbbb-0002', 'ab3k');
    const first = await loginReal('AB3K', 'client-bbbb-0002');
    expect(first.status).toBe(200);
    const replay = await loginReal('ab3k', 'client-bbbb-0002');
    expect(replay.body.message).toBe('驗證碼已失效，請重新取得驗證碼');
  });

  it('is bound to its client id', async () => {
    await plant('client-bbbb-0003', 'zz9p');
    const other = await loginReal('zz9p', 'client-bbbb-0004');
    expect(other.body.message).toBe('驗證碼已失效，請重新取得驗證碼');
  });

  it('refuses a wrong or expired answer, and the test answer is not accepted', async () => {
    await plant('client-bbbb-0005', 'qw7e');
    expect((await loginReal('xxxx', 'client-bbbb-0005')).body.message).toBe('驗證碼錯誤');
    await plant('client-bbbb-0006', 'qw7e', -1000);
    expect((await loginReal('qw7e', 'client-bbbb-0006')).body.message).toBe('驗證碼已過期，請重新取得驗證碼');
    await plant('client-bbbb-0007', 'qw7e');
    expect((await loginReal(TEST_CAPTCHA, 'client-bbbb-0007')).body.message).toBe('驗證碼錯誤');
  });
});
