/**
 * The VA calls over real HTTP: a challenge, the card's signature over it, binding, unbinding and checking a
 * certificate, the list of an account's certificates, and every refusal (codes, certificates, input).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateCheck, CertificateRecord } from '../../../src/domain/certificates/certificate-record';
import { vaChallenges } from '../../../src/server/db/schema';
import { findBoundCertificate } from '../../../src/server/services/certificates/find-bound-certificate';
import { parseCertificate } from '../../../src/server/signatures/parse-certificate';
import type { TestIdentity } from '../../../src/server/signatures/test-pki/issue-test-certificate';
import { certParams, openServerTestPki, signText, type ServerTestPki } from '../../support/test-pki';
import { expectOk, expectRefused } from '../admin/admin-helpers';
import { callApi, signInAs } from '../support/call-api';
import { memberId } from '../support/member-id';
import { startTestServer, type TestServer } from '../support/start-test-server';

const DAY = 24 * 60 * 60 * 1000;
let server: TestServer;
let pki: ServerTestPki;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  pki = await openServerTestPki(server.dataDir);
  for (const account of ['admin', 'agency', 'supervisor', 'contractor']) {
    tokens[account] = (await signInAs(server, account)).token;
    ids[account] = await memberId(server, account);
  }
});
afterAll(async () => {
  await server?.close();
});

/** GetCRToken, the card signs the challenge, Auth: answers Auth's HTTP answer and the signature sent. */
async function proveCard(account: string, identity: TestIdentity) {
  const challenge = expectOk(await callApi<{ token: string; expires_at: string }>(server, 'POST', 'VA/GetCRToken', {}, tokens[account]));
  expect(challenge.token).toMatch(/^[0-9a-f]{64}$/);
  const signature = await signText(identity, challenge.token);
  return { answer: await callApi<{ cert: string; serialNumber: string; commonName: string }>(server, 'POST', 'VA/Auth', { signature }, tokens[account]), signature };
}

function checkCert(account: string, identity: TestIdentity, cfType: string, authId: number) {
  return callApi<CertificateCheck>(server, 'POST', 'VA/Check_Cert', { ...certParams(identity), cf_type: cfType, auth_id: authId }, tokens[account]);
}

function listOf(account: string, authId: number) {
  return callApi<CertificateRecord[]>(server, 'GET', `VA/Get_Member_Certificates/${authId}`, undefined, tokens[account]);
}

describe('the demo test cards', () => {
  it('are bound to the demo accounts on start, from a CA the server trusts', async () => {
    const list = expectOk(await listOf('contractor', ids.contractor!));
    const card = pki.card('contractor');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ commonName: '張工地', fingerprint: parseCertificate(card.der).fingerprint, unbound_at: null, cf_type: 'OTHER' });
    expect(await findBoundCertificate(server.database.db, ids.contractor!, list[0]!.fingerprint)).not.toBeNull();
    expect(await findBoundCertificate(server.database.db, ids.supervisor!, list[0]!.fingerprint)).toBeNull();
  });
});

describe('binding a certificate', () => {
  let fresh: TestIdentity;
  beforeAll(async () => {
    fresh = await pki.issue({ commonName: '張工地' });
  });

  it('needs a signature over a live challenge: Auth answers the certificate and serial, once per challenge', async () => {
    const { answer, signature } = await proveCard('contractor', fresh);
    const data = expectOk(answer);
    expect(data).toMatchObject({ ...certParams(fresh), commonName: '張工地' });
    // The same signature again: the challenge is spent.
    expectRefused(await callApi(server, 'POST', 'VA/Auth', { signature }, tokens.contractor), 400, '驗證碼不正確、已使用或已逾時，請重新取得');
    // Another account cannot use someone else's challenge.
    const challenge = expectOk(await callApi<{ token: string }>(server, 'POST', 'VA/GetCRToken', {}, tokens.contractor));
    expectRefused(await callApi(server, 'POST', 'VA/Auth', { signature: await signText(fresh, challenge.token) }, tokens.supervisor), 400, '驗證碼不正確、已使用或已逾時，請重新取得');
  });

  it('binds the proved certificate to the own account, lists it and checks it; the proof binds once', async () => {
    const bound = expectOk(await checkCert('contractor', fresh, 'bind', ids.contractor!));
    expect(bound).toMatchObject({ bound: true, auth_id: ids.contractor, serialNumber: certParams(fresh).serialNumber });
    const list = expectOk(await listOf('contractor', ids.contractor!));
    expect(list.map((c) => c.fingerprint)).toContain(bound.fingerprint);
    expect(list.find((c) => c.fingerprint === bound.fingerprint)).toMatchObject({ bound_by: '張工地', unbound_at: null, serialNumber: certParams(fresh).serialNumber });
    expect(expectOk(await checkCert('contractor', fresh, 'check', ids.contractor!)).bound).toBe(true);
    expect(await findBoundCertificate(server.database.db, ids.contractor!, bound.fingerprint)).toMatchObject({ memberId: ids.contractor, commonName: '張工地' });
    expectRefused(await checkCert('contractor', fresh, 'bind', ids.contractor!), 400, '請先以憑證卡完成簽章驗證後再綁定');
  });

  it('refuses a certificate bound to another account, even with a valid proof', async () => {
    expectOk((await proveCard('supervisor', fresh)).answer);
    expectRefused(await checkCert('supervisor', fresh, 'bind', ids.supervisor!), 409, '此憑證已綁定於其他帳號，請先解除綁定');
    expect(expectOk(await checkCert('supervisor', fresh, 'check', ids.supervisor!)).bound).toBe(false);
  });

  it('unbinds, keeping the row as 已解除; binding again needs a new proof', async () => {
    const done = await checkCert('contractor', fresh, 'unbind', ids.contractor!);
    expect(expectOk(done).bound).toBe(false);
    expect(done.body.message).toBe('已解除憑證綁定');
    const row = expectOk(await listOf('contractor', ids.contractor!)).find((c) => c.serialNumber === certParams(fresh).serialNumber)!;
    expect(row.unbound_at).not.toBeNull();
    expect(row.unbound_by).toBe('張工地');
    expect(await findBoundCertificate(server.database.db, ids.contractor!, row.fingerprint)).toBeNull();
    expectRefused(await checkCert('contractor', fresh, 'unbind', ids.contractor!), 404, '此帳號未綁定此憑證');
    // The supervisor's proof above was never claimed, but it is theirs: it binds to their account only now.
    expectOk(await checkCert('supervisor', fresh, 'bind', ids.supervisor!));
    expectOk(await checkCert('supervisor', fresh, 'unbind', ids.supervisor!));
    expectOk((await proveCard('contractor', fresh)).answer);
    expectOk(await checkCert('contractor', fresh, 'bind', ids.contractor!));
  });

  it('refuses a proof older than the challenge lifetime', async () => {
    const late = await pki.issue({ commonName: '陳監造' });
    expectOk((await proveCard('supervisor', late)).answer);
    await server.database.db.update(vaChallenges).set({ usedAt: new Date(Date.now() - 6 * 60_000) }).where(eq(vaChallenges.memberId, ids.supervisor!));
    expectRefused(await checkCert('supervisor', late, 'bind', ids.supervisor!), 400, '請先以憑證卡完成簽章驗證後再綁定');
  });

  it('refuses an expired challenge', async () => {
    const challenge = expectOk(await callApi<{ token: string }>(server, 'POST', 'VA/GetCRToken', {}, tokens.agency));
    await server.database.db.update(vaChallenges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(vaChallenges.memberId, ids.agency!));
    expectRefused(await callApi(server, 'POST', 'VA/Auth', { signature: await signText(pki.card('agency'), challenge.token) }, tokens.agency), 400, '驗證碼不正確、已使用或已逾時，請重新取得');
  });
});

describe('certificates the trust list refuses', () => {
  it('refuses an untrusted, an expired, an encryption-only certificate and a detached signature at Auth', async () => {
    expectRefused((await proveCard('agency', await pki.issueUntrusted({ commonName: '林承辦' }))).answer, 400, '憑證不是由信任的憑證機構簽發');
    const expired = await pki.issue({ commonName: '林承辦', notBefore: new Date(Date.now() - 800 * DAY), notAfter: new Date(Date.now() - DAY) });
    expectRefused((await proveCard('agency', expired)).answer, 400, '憑證已過期或尚未生效');
    expectRefused((await proveCard('agency', await pki.issue({ commonName: '林承辦', keyUsage: 'encipherment' }))).answer, 400, '憑證用途不允許簽章');
    const challenge = expectOk(await callApi<{ token: string }>(server, 'POST', 'VA/GetCRToken', {}, tokens.agency));
    const detached = await signText(pki.card('agency'), challenge.token, { detached: true });
    expectRefused(await callApi(server, 'POST', 'VA/Auth', { signature: detached }, tokens.agency), 400, '簽章格式錯誤');
    expectRefused(await callApi(server, 'POST', 'VA/Auth', { signature: 'bm90IGEgc2lnbmF0dXJl' }, tokens.agency), 400, '簽章格式錯誤');
  });

  it('refuses to bind an expired or untrusted certificate even without asking for a proof first', async () => {
    const expired = await pki.issue({ commonName: '林承辦', notBefore: new Date(Date.now() - 800 * DAY), notAfter: new Date(Date.now() - DAY) });
    expectRefused(await checkCert('agency', expired, 'bind', ids.agency!), 400, '憑證已過期或尚未生效');
    expectRefused(await checkCert('agency', await pki.issueUntrusted({ commonName: '林承辦' }), 'bind', ids.agency!), 400, '憑證不是由信任的憑證機構簽發');
  });
});

describe('who may manage whose certificates', () => {
  it('lets an account without 61 see and bind only its own', async () => {
    const other = await pki.issue({ commonName: '張工地' });
    expectOk((await proveCard('contractor', other)).answer);
    expectRefused(await checkCert('contractor', other, 'bind', ids.supervisor!), 403, '您不能管理其他帳號的憑證');
    expectRefused(await listOf('contractor', ids.supervisor!), 403, '您不能管理其他帳號的憑證');
    expectRefused(await checkCert('agency', pki.card('contractor'), 'unbind', ids.contractor!), 403, '您不能管理其他帳號的憑證');
    expectRefused(await checkCert('agency', pki.card('contractor'), 'check', ids.contractor!), 403, '您不能管理其他帳號的憑證');
  });

  it('lets the administrator (61) bind to and unbind from an account it manages, and never to one wider than it', async () => {
    const card = await pki.issue({ commonName: '林承辦' });
    expectOk((await proveCard('admin', card)).answer);
    const bound = expectOk(await checkCert('admin', card, 'bind', ids.agency!));
    const row = expectOk(await listOf('admin', ids.agency!)).find((c) => c.fingerprint === bound.fingerprint)!;
    expect(row.bound_by).toBe('王系統');
    expectOk(await checkCert('admin', card, 'unbind', ids.agency!));
    expect(expectOk(await listOf('agency', ids.agency!)).find((c) => c.fingerprint === bound.fingerprint)!.unbound_by).toBe('王系統');
    expectRefused(await listOf('admin', 2147483647), 404, '查無此使用者');
  });

  it('refuses anonymous callers before reading the body', async () => {
    expectRefused(await callApi(server, 'POST', 'VA/GetCRToken', {}), 401);
  });
});

describe('bad input', () => {
  it("answers the spec's messages", async () => {
    const t = tokens.contractor;
    expectRefused(await callApi(server, 'POST', 'VA/Auth', {}, t), 400, "'signature'是必要參數");
    expectRefused(await callApi(server, 'POST', 'VA/Auth', { signature: 12 }, t), 400, "'signature'型別必須為string");
    expectRefused(await callApi(server, 'POST', 'VA/Auth', { signature: 'A'.repeat(70_000) }, t), 400, "'signature'字串限制在1~65536");
    expectRefused(await callApi(server, 'POST', 'VA/Check_Cert', {}, t), 400, 'cert、cf_type、serialNumber、auth_id以上欄位為必傳!!');
    const params = certParams(pki.card('contractor'));
    expectRefused(await callApi(server, 'POST', 'VA/Check_Cert', { ...params, cf_type: 'bind' }, t), 400, "'auth_id'是必要參數");
    expectRefused(await callApi(server, 'POST', 'VA/Check_Cert', { ...params, cert: 5, cf_type: 'bind', auth_id: 1 }, t), 400, "'cert'型別必須為string");
    expectRefused(await callApi(server, 'POST', 'VA/Check_Cert', { ...params, cf_type: 'steal', auth_id: 1 }, t), 400, "'cf_type'只能為 bind、unbind 或 check");
    expectRefused(await callApi(server, 'POST', 'VA/Check_Cert', { ...params, cf_type: 'check', auth_id: '1' }, t), 400, "'auth_id'型別必須為integer");
    expectRefused(await callApi(server, 'POST', 'VA/Check_Cert', { ...params, cf_type: 'check', auth_id: 2 ** 31 }, t), 400, "'auth_id'型別必須為integer");
    expectRefused(await callApi(server, 'POST', 'VA/Check_Cert', { ...params, serialNumber: 'abc', cf_type: 'check', auth_id: ids.contractor }, t), 400, '憑證序號與憑證不符');
    expectRefused(await callApi(server, 'POST', 'VA/Check_Cert', { ...params, serialNumber: 'xyz', cf_type: 'check', auth_id: ids.contractor }, t), 400, "'serialNumber'必須為十六進位的憑證序號");
    expectRefused(await callApi(server, 'POST', 'VA/Check_Cert', { ...params, cert: 'garbage!', cf_type: 'check', auth_id: ids.contractor }, t), 400, '憑證格式錯誤');
    expectRefused(await callApi(server, 'GET', 'VA/Get_Member_Certificates/abc', undefined, t), 400);
    expectRefused(await callApi(server, 'GET', 'VA/Get_Member_Certificates/99999999999', undefined, t), 400);
  });
});
