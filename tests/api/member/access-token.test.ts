import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/domain/access/session-user';
import { accessTokens, departmentGroups, groupMembers, members } from '../../../src/server/db/schema';
import { digestToken } from '../../../src/server/security/opaque-token';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('AccessToken/Verification', () => {
  it('answers the session user and the preview codes for a live token', async () => {
    const user = await signInAs(server, 'agency');
    const res = await callApi<{ content: SessionUser; preview: number[] }>(server, 'POST', 'AccessToken/Verification', { AccessToken: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data!.content.account).toBe('agency');
    expect(res.body.data!.content.token).toBe(user.token);
    expect(res.body.data!.preview).toEqual(user.preview);
  });

  it('reads the token from the Authorization header or the Accesstoken header of existing clients', async () => {
    const user = await signInAs(server, 'agency');
    const bearer = await callApi(server, 'POST', 'AccessToken/Verification', {}, user.token);
    expect(bearer.status).toBe(200);
    const legacy = await callApi(server, 'POST', 'AccessToken/Verification', {}, undefined, { accesstoken: user.token, aum_id: String(user.userID) });
    expect(legacy.status).toBe(200);
  });

  it('reflects a change of permission codes at the next verification', async () => {
    const user = await signInAs(server, 'contractor');
    expect(user.preview).not.toContain(36);
    const [link] = await server.database.db.select().from(groupMembers).where(eq(groupMembers.memberId, user.userID));
    const [group] = await server.database.db.select().from(departmentGroups).where(eq(departmentGroups.groupId, link!.groupId));
    await server.database.db.update(departmentGroups).set({ systemPermission: [...group!.systemPermission, 36] }).where(eq(departmentGroups.groupId, group!.groupId));
    const res = await callApi<{ preview: number[] }>(server, 'POST', 'AccessToken/Verification', { AccessToken: user.token });
    expect(res.body.data!.preview).toContain(36);
    await server.database.db.update(departmentGroups).set({ systemPermission: group!.systemPermission }).where(eq(departmentGroups.groupId, group!.groupId));
  });

  it('refuses an unknown, expired, revoked or missing token with 401', async () => {
    expect((await callApi(server, 'POST', 'AccessToken/Verification', { AccessToken: 'not-a-token' })).status).toBe(401);
    expect((await callApi(server, 'POST', 'AccessToken/Verification', {})).status).toBe(401);
    const user = await signInAs(server, 'supervisor');
    await server.database.db.update(accessTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accessTokens.tokenHash, digestToken(user.token)));
    const expired = await callApi(server, 'POST', 'AccessToken/Verification', { AccessToken: user.token });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('登入逾時或憑證無效，請重新登入');
    const again = await signInAs(server, 'supervisor');
    const out = await callApi(server, 'POST', 'Member/Logout_User', { TOKEN: again.token, MEMBER_ID: again.userID }, again.token);
    expect(out.status).toBe(200);
    expect((await callApi(server, 'POST', 'AccessToken/VerificationOnly', { AccessToken: again.token })).status).toBe(401);
  });

  it('refuses the token of an account disabled after sign-in', async () => {
    const user = await signInAs(server, 'supervisor');
    await server.database.db.update(members).set({ state: 0 }).where(eq(members.id, user.userID));
    const res = await callApi(server, 'POST', 'AccessToken/VerificationOnly', { AccessToken: user.token });
    expect(res.status).toBe(401);
    await server.database.db.update(members).set({ state: 1 }).where(eq(members.id, user.userID));
  });

  it('checks the type of AccessToken', async () => {
    const res = await callApi(server, 'POST', 'AccessToken/VerificationOnly', { AccessToken: 42 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("'AccessToken'型別必須為string");
  });
});

describe('AccessToken/VerificationOnly', () => {
  it('answers validity and expiry for a live token', async () => {
    const user = await signInAs(server, 'agency');
    const res = await callApi<{ valid: boolean; userID: number; expires: string }>(server, 'POST', 'AccessToken/VerificationOnly', { AccessToken: user.token });
    expect(res.body.data).toMatchObject({ valid: true, userID: user.userID });
    expect(new Date(res.body.data!.expires).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('version.json', () => {
  it('serves the version, never cached', async () => {
    const res = await fetch(`${server.url}/version.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(typeof ((await res.json()) as { version: string }).version).toBe('string');
  });
});
