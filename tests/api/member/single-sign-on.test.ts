/**
 * TPCD single sign-on against a real OpenID provider (oidc-provider on loopback): the start call, the
 * provider's answer, binding after a password sign-in, the refusals (reused, expired or foreign answers and
 * tickets, a subject bound elsewhere, another account's id, a disabled account), Singlelamp, bad input, and an
 * installation without TPCD_ISSUER.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_USE_MESSAGES } from '../../../src/domain/access/account-usability';
import type { SessionUser } from '../../../src/domain/access/session-user';
import type { BoundAccount } from '../../../src/domain/admin/admin-records';
import type { SinglelampAnswer, TpcdBindingStatus, TpcdLoginAnswer, TpcdLoginStart, TpcdNotBound, TpcdStatus } from '../../../src/domain/sso/tpcd-answers';
import {
  TPCD_BOUND,
  TPCD_MEMBER_TAKEN,
  TPCD_NOT_BOUND,
  TPCD_NOT_CONFIGURED,
  TPCD_NOT_OWN_ACCOUNT,
  TPCD_PROVIDER_FAILED,
  TPCD_REQUEST_EXPIRED,
  TPCD_SUBJECT_TAKEN,
  TPCD_TICKET_INVALID,
} from '../../../src/domain/sso/tpcd-messages';
import { accessTokens, members, ssoBindings, ssoBindTickets, ssoLoginRequests } from '../../../src/server/db/schema';
import { digestToken } from '../../../src/server/security/opaque-token';
import { signInAtProvider, startOidcProvider, type ProviderAnswer, type TestProvider } from '../../support/start-oidc-provider';
import { callApi, signInAs, type ApiAnswer } from '../support/call-api';
import { memberId } from '../support/member-id';
import { startTestServer, type TestServer } from '../support/start-test-server';

/** Where users reach the product; the redirect URI must be built from it, whatever Host a request names. */
const PUBLIC_URL = 'https://pw.example.gov.tw';
const REDIRECT_URI = `${PUBLIC_URL}/signin`;

let provider: TestProvider;
let server: TestServer;

beforeAll(async () => {
  provider = await startOidcProvider([REDIRECT_URI]);
  for (const sub of ['sub-contractor', 'sub-shared', 'sub-agency-2', 'sub-admin-group', 'sub-expiry', 'sub-tamper', 'sub-other']) {
    provider.addPerson({ sub, name: `王${sub}`, email: `${sub}@example.tw` });
  }
  server = await startTestServer({ TPCD_ISSUER: provider.issuer, TPCD_CLIENT_ID: provider.clientId, TPCD_CLIENT_SECRET: provider.clientSecret, PUBLIC_URL });
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

/** The start call, as the sign-in page's button makes it. */
async function startLogin(): Promise<TpcdLoginStart> {
  const res = await callApi<TpcdLoginStart>(server, 'GET', 'Member/TPCD_Login_Url');
  expect(res.status, res.body.message).toBe(200);
  return res.body.data!;
}

/** The provider's answer brought back to TPCD_Login_Data by the browser holding `flow`. */
function finish(answer: ProviderAnswer, flow: string): Promise<ApiAnswer<TpcdLoginAnswer>> {
  const query = new URLSearchParams({ ...answer, flow });
  return callApi<TpcdLoginAnswer>(server, 'GET', `Member/TPCD_Login_Data?${query}`);
}

/** A whole single sign-on of `sub`: start, the provider's login and consent, and TPCD_Login_Data. */
async function ssoSignIn(sub: string): Promise<ApiAnswer<TpcdLoginAnswer>> {
  const start = await startLogin();
  return finish(await signInAtProvider(start.url, sub, REDIRECT_URI), start.flow);
}

/** A single sign-on of a subject bound to nobody: its binding ticket. */
async function ticketFor(sub: string): Promise<TpcdNotBound> {
  const res = await ssoSignIn(sub);
  expect(res.status, res.body.message).toBe(200);
  expect(res.body.message).toBe(TPCD_NOT_BOUND);
  return res.body.data as TpcdNotBound;
}

function bind(code: string, authId: number | string, token?: string) {
  return callApi<{ bound_at: string }>(server, 'GET', `Member/Bind_TPCD_Member_Data?${new URLSearchParams({ code, auth_id: String(authId) })}`, undefined, token);
}

async function bindingOf(id: number) {
  return server.database.db.select().from(ssoBindings).where(eq(ssoBindings.memberId, id));
}

async function tokenCount(id: number): Promise<number> {
  return (await server.database.db.select({ id: accessTokens.id }).from(accessTokens).where(eq(accessTokens.memberId, id))).length;
}

describe('Member/TPCD_Status and TPCD_Login_Url', () => {
  it('says single sign-on is configured and starts a code flow with PKCE, state and nonce, redirecting to PUBLIC_URL only', async () => {
    const status = await callApi<TpcdStatus>(server, 'GET', 'Member/TPCD_Status');
    expect(status.body.data).toEqual({ configured: true });
    // A forged Host must not choose where the provider sends codes.
    const res = await callApi<TpcdLoginStart>(server, 'GET', 'Member/TPCD_Login_Url', undefined, undefined, { 'x-forwarded-host': 'evil.example', host: 'evil.example' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const url = new URL(res.body.data!.url);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(provider.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('openid profile email');
    const state = url.searchParams.get('state')!;
    expect(state.length).toBeGreaterThan(20);
    expect(url.searchParams.get('nonce')!.length).toBeGreaterThan(20);
    // The checks stay on the server, the state only as its digest; it expires in ten minutes.
    const [row] = await server.database.db.select().from(ssoLoginRequests).where(eq(ssoLoginRequests.stateHash, digestToken(state)));
    expect(row).toBeDefined();
    expect(row!.flowHash).toBe(digestToken(res.body.data!.flow));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });
});

describe('first sign-in, binding, and the next sign-in', () => {
  let ticket: TpcdNotBound;
  let contractor: SessionUser;

  it('answers "not bound" with a single-use ticket holding the verified subject but none of the provider tokens', async () => {
    ticket = await ticketFor('sub-contractor');
    expect(ticket).toMatchObject({ bound: false, name: '王sub-contractor', email: 'sub-contractor@example.tw' });
    expect(ticket.bind_code.length).toBeGreaterThan(20);
    const [row] = await server.database.db.select().from(ssoBindTickets).where(eq(ssoBindTickets.ticketHash, digestToken(ticket.bind_code)));
    expect(row).toMatchObject({ issuer: provider.issuer, subject: 'sub-contractor', name: '王sub-contractor' });
    expect(Object.keys(row!).sort()).toEqual(['createdAt', 'email', 'expiresAt', 'id', 'issuer', 'name', 'subject', 'ticketHash']);
  });

  it('binds after a password sign-in, once, to the caller’s own account only', async () => {
    contractor = await signInAs(server, 'contractor');
    const other = await memberId(server, 'agency');
    const wrong = await bind(ticket.bind_code, other, contractor.token);
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(TPCD_NOT_OWN_ACCOUNT);
    expect(await bindingOf(other)).toEqual([]);

    const anonymous = await bind(ticket.bind_code, contractor.userID);
    expect(anonymous.status).toBe(401);

    // The refused tries left the ticket usable.
    const done = await bind(ticket.bind_code, contractor.userID, contractor.token);
    expect(done.status, done.body.message).toBe(200);
    expect(done.body.message).toBe(TPCD_BOUND);
    expect(await bindingOf(contractor.userID)).toMatchObject([{ issuer: provider.issuer, subject: 'sub-contractor' }]);

    const again = await bind(ticket.bind_code, contractor.userID, contractor.token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(TPCD_TICKET_INVALID);

    const status = await callApi<TpcdBindingStatus>(server, 'GET', 'Member/TPCD_Binding_Status', undefined, contractor.token);
    expect(status.body.data).toMatchObject({ configured: true, bound: true });
    // The switching group (account_sso) is not what single sign-on writes.
    const [row] = await server.database.db.select({ sso: members.accountSso }).from(members).where(eq(members.id, contractor.userID));
    expect(row!.sso).toBeNull();
  });

  it('signs the bound subject straight in, with the session answer of Login_User', async () => {
    const before = await tokenCount(contractor.userID);
    const res = await ssoSignIn('sub-contractor');
    expect(res.status, res.body.message).toBe(200);
    const user = res.body.data as SessionUser;
    const password = await signInAs(server, 'contractor');
    expect(Object.keys(user).sort()).toEqual(Object.keys(password).sort());
    expect({ ...user, token: '' }).toEqual({ ...password, token: '' });
    expect(await tokenCount(contractor.userID)).toBe(before + 2);
    const check = await callApi(server, 'POST', 'AccessToken/VerificationOnly', { AccessToken: user.token });
    expect(check.status).toBe(200);
  });

  it('refuses a provider answer brought back twice, and one brought to another browser', async () => {
    const start = await startLogin();
    const answer = await signInAtProvider(start.url, 'sub-contractor', REDIRECT_URI);
    const first = await finish(answer, start.flow);
    expect(first.status).toBe(200);
    const replay = await finish(answer, start.flow);
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(TPCD_REQUEST_EXPIRED);

    // Someone else's answer (login CSRF, or a stranger's ticket slipped into a victim's binding).
    const theirs = await startLogin();
    const theirAnswer = await signInAtProvider(theirs.url, 'sub-contractor', REDIRECT_URI);
    const mine = await startLogin();
    const before = await tokenCount(contractor.userID);
    const foreign = await finish(theirAnswer, mine.flow);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(TPCD_REQUEST_EXPIRED);
    expect(await tokenCount(contractor.userID)).toBe(before);
  });

  it('refuses an answer whose code was tampered with, or whose request is older than ten minutes', async () => {
    const start = await startLogin();
    const answer = await signInAtProvider(start.url, 'sub-tamper', REDIRECT_URI);
    const tampered = await finish({ ...answer, code: `${answer.code}x` }, start.flow);
    expect(tampered.status).toBe(400);
    expect(tampered.body.message).toBe(TPCD_PROVIDER_FAILED);

    const late = await startLogin();
    const lateAnswer = await signInAtProvider(late.url, 'sub-tamper', REDIRECT_URI);
    await server.database.db.update(ssoLoginRequests).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(ssoLoginRequests.stateHash, digestToken(lateAnswer.state!)));
    const expired = await finish(lateAnswer, late.flow);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(TPCD_REQUEST_EXPIRED);
  });

  it('refuses an expired binding ticket and changes nothing', async () => {
    const expiring = await ticketFor('sub-expiry');
    await server.database.db.update(ssoBindTickets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(ssoBindTickets.ticketHash, digestToken(expiring.bind_code)));
    const agency = await signInAs(server, 'agency');
    const res = await bind(expiring.bind_code, agency.userID, agency.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TPCD_TICKET_INVALID);
    expect(await bindingOf(agency.userID)).toEqual([]);
  });
});

describe('binding cannot reach another person’s account', () => {
  it('refuses a subject bound to another account (a code-90 one), with nothing changed', async () => {
    // Two tickets for one subject, both taken before either is redeemed.
    const first = await ticketFor('sub-shared');
    const second = await ticketFor('sub-shared');
    const admin = await signInAs(server, 'admin');
    expect((await bind(first.bind_code, admin.userID, admin.token)).status).toBe(200);

    const agency = await signInAs(server, 'agency');
    const res = await bind(second.bind_code, agency.userID, agency.token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(TPCD_SUBJECT_TAKEN);
    expect(await bindingOf(agency.userID)).toEqual([]);
    expect(await bindingOf(admin.userID)).toMatchObject([{ subject: 'sub-shared' }]);
    // Rolled back: the refused ticket was not used up.
    const [kept] = await server.database.db.select().from(ssoBindTickets).where(eq(ssoBindTickets.ticketHash, digestToken(second.bind_code)));
    expect(kept).toBeDefined();
    // And the subject still signs in to the administrator only.
    const signedIn = await ssoSignIn('sub-shared');
    expect((signedIn.body.data as SessionUser).userID).toBe(admin.userID);
  });

  it('refuses a second subject for an account already bound', async () => {
    const contractor = await signInAs(server, 'contractor');
    const other = await ticketFor('sub-other');
    const res = await bind(other.bind_code, contractor.userID, contractor.token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(TPCD_MEMBER_TAKEN);
    expect(await bindingOf(contractor.userID)).toMatchObject([{ subject: 'sub-contractor' }]);
  });

  it('never joins the caller to an account_sso group, even one named like the subject and holding code 90', async () => {
    const admin = await signInAs(server, 'admin');
    const [adminRow] = await server.database.db.select().from(members).where(eq(members.id, admin.userID));
    // An administrator's switching group happens to be called like a provider subject.
    await server.database.db.update(members).set({ accountSso: 'sub-admin-group' }).where(eq(members.id, admin.userID));
    try {
      const ticket = await ticketFor('sub-admin-group');
      const agency = await signInAs(server, 'agency');
      expect((await bind(ticket.bind_code, agency.userID, agency.token)).status).toBe(200);
      const bound = await callApi<BoundAccount[]>(server, 'POST', 'Member/Get_Binding_Accounts', { AccessToken: agency.token });
      expect(bound.body.data!.map((a) => a.id)).toEqual([agency.userID]);
      const switched = await callApi(server, 'POST', 'Member/Login_Account_Binding', { AccessToken: agency.token, member_id: admin.userID });
      expect(switched.status).toBe(403);
      const signedIn = await ssoSignIn('sub-admin-group');
      expect((signedIn.body.data as SessionUser).userID).toBe(agency.userID);
    } finally {
      await server.database.db.update(members).set({ accountSso: adminRow!.accountSso }).where(eq(members.id, admin.userID));
    }
  });
});

describe('account state', () => {
  it('refuses the single sign-on of a disabled account, issuing no token', async () => {
    const admin = await signInAs(server, 'admin');
    const supervisor = await signInAs(server, 'supervisor');
    const ticket = await ticketFor('sub-agency-2');
    expect((await bind(ticket.bind_code, supervisor.userID, supervisor.token)).status).toBe(200);
    const disabled = await callApi(server, 'DELETE', `Member/Delete_User?id=${supervisor.userID}&state_describe=${encodeURIComponent('離職')}`, undefined, admin.token);
    expect(disabled.status, disabled.body.message).toBe(200);
    const before = await tokenCount(supervisor.userID);
    const res = await ssoSignIn('sub-agency-2');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ACCOUNT_USE_MESSAGES.disabled);
    expect(await tokenCount(supervisor.userID)).toBe(before);
    expect((await callApi(server, 'POST', 'Member/Enable_User', { id: supervisor.userID }, admin.token)).status).toBe(200);
  });

  it('refuses the single sign-on of an account past its dateline', async () => {
    const supervisorId = await memberId(server, 'supervisor');
    await server.database.db.update(members).set({ dateline: '2020-01-01' }).where(eq(members.id, supervisorId));
    try {
      const res = await ssoSignIn('sub-agency-2');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(ACCOUNT_USE_MESSAGES.expired);
    } finally {
      await server.database.db.update(members).set({ dateline: '2999-01-01' }).where(eq(members.id, supervisorId));
    }
    const res = await ssoSignIn('sub-agency-2');
    expect((res.body.data as SessionUser).userID).toBe(supervisorId);
  });
});

describe('Member/Singlelamp', () => {
  it('answers the live session with its user and expiry, and 401 once signed out', async () => {
    const signedIn = (await ssoSignIn('sub-contractor')).body.data as SessionUser;
    const lamp = await callApi<SinglelampAnswer>(server, 'POST', 'Member/Singlelamp', { TOKEN: signedIn.token });
    expect(lamp.status).toBe(200);
    expect(lamp.body.data).toMatchObject({ valid: true, sso_bound: true, user: { userID: signedIn.userID, account: 'contractor', token: signedIn.token } });
    const [row] = await server.database.db.select({ expiresAt: accessTokens.expiresAt }).from(accessTokens).where(eq(accessTokens.tokenHash, digestToken(signedIn.token)));
    expect(lamp.body.data!.expires).toBe(row!.expiresAt.toISOString());
    // A heartbeat does not keep the session alive by itself.
    const again = await callApi<SinglelampAnswer>(server, 'POST', 'Member/Singlelamp', { TOKEN: signedIn.token });
    expect(again.body.data!.expires).toBe(lamp.body.data!.expires);

    expect((await callApi(server, 'POST', 'Member/Logout_User', { TOKEN: signedIn.token })).status).toBe(200);
    const gone = await callApi(server, 'POST', 'Member/Singlelamp', { TOKEN: signedIn.token });
    expect(gone.status).toBe(401);
    const forged = await callApi(server, 'POST', 'Member/Singlelamp', { TOKEN: 'not-a-token' });
    expect(forged.status).toBe(401);
  });
});

describe('bad input', () => {
  it('answers the spec’s messages for missing or malformed parameters', async () => {
    const noCode = await callApi(server, 'GET', 'Member/TPCD_Login_Data?state=x&flow=y');
    expect(noCode.status).toBe(400);
    expect(noCode.body.message).toBe("'code'是必要參數");
    const noState = await callApi(server, 'GET', 'Member/TPCD_Login_Data?code=x&flow=y');
    expect(noState.body.message).toBe("'state'是必要參數");
    const nul = await callApi(server, 'GET', 'Member/TPCD_Login_Data?code=a%00b&state=x&flow=y');
    expect(nul.status).toBe(400);
    const long = await callApi(server, 'GET', `Member/TPCD_Login_Data?code=${'x'.repeat(3000)}&state=x&flow=y`);
    expect(long.status).toBe(400);
    const unknownState = await callApi(server, 'GET', 'Member/TPCD_Login_Data?code=x&state=nobody&flow=y');
    expect(unknownState.status).toBe(400);
    expect(unknownState.body.message).toBe(TPCD_REQUEST_EXPIRED);

    const contractor = await signInAs(server, 'contractor');
    const noTicket = await callApi(server, 'GET', `Member/Bind_TPCD_Member_Data?auth_id=${contractor.userID}`, undefined, contractor.token);
    expect(noTicket.status).toBe(400);
    expect(noTicket.body.message).toBe("'code'是必要參數");
    const noId = await callApi(server, 'GET', 'Member/Bind_TPCD_Member_Data?code=x', undefined, contractor.token);
    expect(noId.body.message).toBe("'auth_id'是必要參數");
    const badId = await bind('x', 'abc', contractor.token);
    expect(badId.status).toBe(400);
    const unknownTicket = await bind('no-such-ticket', contractor.userID, contractor.token);
    expect(unknownTicket.status).toBe(400);
    expect(unknownTicket.body.message).toBe(TPCD_TICKET_INVALID);

    const noToken = await callApi(server, 'POST', 'Member/Singlelamp', {});
    expect(noToken.status).toBe(400);
    expect(noToken.body.message).toBe("'TOKEN'是必要參數");
  });
});

describe('an installation without TPCD_ISSUER', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer();
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('says single sign-on is not configured and refuses its calls in Chinese, while Singlelamp still works', async () => {
    expect((await callApi<TpcdStatus>(plain, 'GET', 'Member/TPCD_Status')).body.data).toEqual({ configured: false });
    for (const path of ['Member/TPCD_Login_Url', 'Member/TPCD_Login_Data?code=x&state=y&flow=z']) {
      const res = await callApi(plain, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe(TPCD_NOT_CONFIGURED);
    }
    const user = await signInAs(plain, 'contractor');
    const bound = await callApi(plain, 'GET', `Member/Bind_TPCD_Member_Data?code=x&auth_id=${user.userID}`, undefined, user.token);
    expect(bound.status).toBe(404);
    expect(bound.body.message).toBe(TPCD_NOT_CONFIGURED);
    const status = await callApi<TpcdBindingStatus>(plain, 'GET', 'Member/TPCD_Binding_Status', undefined, user.token);
    expect(status.body.data).toEqual({ configured: false, bound: false, bound_at: null });
    const lamp = await callApi<SinglelampAnswer>(plain, 'POST', 'Member/Singlelamp', { TOKEN: user.token });
    expect(lamp.status).toBe(200);
    expect(lamp.body.data!.sso_bound).toBe(false);
  });
});

