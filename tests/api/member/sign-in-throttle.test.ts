import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_THROTTLE } from '../../../src/domain/access/throttle-rules';
import type { SessionUser } from '../../../src/domain/access/session-user';
import { throttleCounters } from '../../../src/server/db/schema';
import { callApi, type ApiAnswer } from '../support/call-api';
import { startTestServer, TEST_CAPTCHA, TEST_PASSWORD, type TestServer } from '../support/start-test-server';

const WRONG = 'Wrong-pass-1';
let clientSeq = 0;

/** A sign-in through the proxy on this machine, for a client at `address`. */
function signInFrom(target: TestServer, address: string, account: string, authword: string): Promise<ApiAnswer<SessionUser>> {
  clientSeq += 1;
  const client = `throttle-client-${String(clientSeq).padStart(4, '0')}`;
  return callApi<SessionUser>(target, 'POST', 'Member/Login_User', { account, authword, captcha: TEST_CAPTCHA, client }, undefined, { 'x-forwarded-for': address });
}

/** Lets every wait end, as if the time had passed. */
async function endWaits(target: TestServer): Promise<void> {
  await target.database.db.update(throttleCounters).set({ blockedUntil: new Date(Date.now() - 1000) });
}

describe('sign-in throttling behind a trusted proxy', () => {
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
  const signIn = (address: string, account: string, authword: string) => signInFrom(server, address, account, authword);

  it("lets the owner in from another address while an attacker fails 10 times on the account", async () => {
    const attacker = [];
    for (let i = 0; i < 10; i++) attacker.push(await signIn('203.0.113.7', 'agency', WRONG));
    expect(attacker.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429]);
    expect(attacker[5]!.body.message).toBe('登入失敗次數過多，請於 30 秒後再試');
    expect(attacker[5]!.headers.get('retry-after')).toBe('30');
    // The attacker's address waits even with the right password; the owner's does not.
    expect((await signIn('203.0.113.7', 'agency', TEST_PASSWORD)).status).toBe(429);
    const owner = await signIn('198.51.100.20', 'agency', TEST_PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.data!.account).toBe('agency');
  });

  it('doubles the wait with every further failure, up to 15 minutes', async () => {
    for (let i = 0; i < 5; i++) await signIn('203.0.113.8', 'supervisor', WRONG);
    const waits: string[] = [];
    for (let i = 0; i < 7; i++) {
      await endWaits(server);
      expect((await signIn('203.0.113.8', 'supervisor', WRONG)).status).toBe(400);
      waits.push((await signIn('203.0.113.8', 'supervisor', WRONG)).headers.get('retry-after')!);
    }
    expect(waits).toEqual(['60', '120', '240', '480', '900', '900', '900']);
  });

  it('forgets the failures at an address once the right password is given there', async () => {
    for (let i = 0; i < 4; i++) expect((await signIn('203.0.113.9', 'contractor', WRONG)).status).toBe(400);
    expect((await signIn('203.0.113.9', 'contractor', TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn('203.0.113.9', 'contractor', WRONG)).status).toBe(400);
    expect((await signIn('203.0.113.9', 'contractor', TEST_PASSWORD)).status).toBe(200);
  });

  it('only slows the account down, for seconds, when it fails from many addresses', async () => {
    const failures = PASSWORD_THROTTLE.account.freeHits;
    for (let i = 0; i < failures; i++) expect((await signIn(`192.0.2.${100 + i}`, 'admin', WRONG)).status).toBe(400);
    const slowed = await signIn('198.51.100.21', 'admin', TEST_PASSWORD);
    expect(slowed.status).toBe(429);
    const wait = Number(slowed.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(PASSWORD_THROTTLE.account.maxDelaySeconds);
    expect(slowed.body.message).toBe(`登入失敗次數過多，請於 ${wait} 秒後再試`);
    await endWaits(server);
    expect((await signIn('198.51.100.21', 'admin', TEST_PASSWORD)).status).toBe(200);
  });

  it('evaluates at most 5 of 18 parallel wrong tries at one address; the rest wait', async () => {
    const answers = await Promise.all(Array.from({ length: 18 }, () => signIn('203.0.113.10', 'contractor', WRONG)));
    const evaluated = answers.filter((a) => a.status === 400);
    expect(evaluated).toHaveLength(PASSWORD_THROTTLE.pair.freeHits);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(18 - PASSWORD_THROTTLE.pair.freeHits);
    const [pair] = await server.database.db
      .select()
      .from(throttleCounters)
      .where(and(eq(throttleCounters.scope, PASSWORD_THROTTLE.pair.scope), eq(throttleCounters.key, JSON.stringify(['contractor', '203.0.113.10']))));
    expect(pair!.hits).toBe(PASSWORD_THROTTLE.pair.freeHits);
  });

  it('slows an address that fails on many accounts, but not one where many people sign in', async () => {
    const office = '198.51.100.99';
    for (let i = 0; i < 40; i++) {
      const account = ['agency', 'supervisor', 'contractor', 'admin'][i % 4]!;
      if (i % 5 === 0) expect((await signIn(office, account, WRONG)).status).toBe(400);
      expect((await signIn(office, account, TEST_PASSWORD)).status).toBe(200);
    }
    const sprayer = '203.0.113.11';
    for (let i = 0; i < PASSWORD_THROTTLE.address.freeHits; i++) expect((await signIn(sprayer, `guess${i}`, WRONG)).status).toBe(400);
    const slowed = await signIn(sprayer, 'agency', TEST_PASSWORD);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(PASSWORD_THROTTLE.address.maxDelaySeconds);
  });
});

describe('sign-in throttling without a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('counts the connection address, whatever X-Forwarded-For claims', async () => {
    for (let i = 0; i < 5; i++) expect((await signInFrom(server, `192.0.2.${i + 1}`, 'agency', WRONG)).status).toBe(400);
    const spoofed = await signInFrom(server, '192.0.2.200', 'agency', TEST_PASSWORD);
    expect(spoofed.status).toBe(429);
    const [row] = await server.database.db.select().from(throttleCounters).where(eq(throttleCounters.scope, PASSWORD_THROTTLE.pair.scope));
    expect(JSON.parse(row!.key)).toEqual(['agency', '127.0.0.1']);
  });
});
