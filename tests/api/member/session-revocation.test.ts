import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRANT_MESSAGES } from '../../../src/domain/access/grant-rules';
import { todayInTaiwan } from '../../../src/domain/today-in-taiwan';
import { departmentGroups, groupMembers, members } from '../../../src/server/db/schema';
import { callApi, signInAs } from '../support/call-api';
import { resetTokenIn, outboxMails } from '../support/read-outbox';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../support/start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const alive = async (token: string) => (await callApi(server, 'POST', 'AccessToken/VerificationOnly', { AccessToken: token })).status;
const editAuthword = (token: string, body: Record<string, unknown>) => callApi(server, 'PATCH', 'Member/Edit_Authword', body, token);

describe('changing one’s own password', () => {
  it('is refused without the current password, or with a wrong one, and changes nothing', async () => {
    const user = await signInAs(server, 'supervisor');
    const missing = await editAuthword(user.token, { id: user.userID, new_authword: 'Hijack2026', check_authword: 'Hijack2026' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('請輸入目前密碼');
    const blank = await editAuthword(user.token, { id: user.userID, authword: '', new_authword: 'Hijack2026', check_authword: 'Hijack2026' });
    expect(blank.body.message).toBe('請輸入目前密碼');
    const wrong = await editAuthword(user.token, { id: user.userID, authword: 'Not-it-2026', new_authword: 'Hijack2026', check_authword: 'Hijack2026' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('目前密碼錯誤');
    await signInAs(server, 'supervisor');
    await expect(signInAs(server, 'supervisor', 'Hijack2026')).rejects.toThrow();
  });

  it('ends every other session and keeps the one that made the change', async () => {
    const elsewhere = await signInAs(server, 'agency');
    const here = await signInAs(server, 'agency');
    const res = await editAuthword(here.token, { id: here.userID, authword: TEST_PASSWORD, new_authword: 'Changed2026', check_authword: 'Changed2026' });
    expect(res.status).toBe(200);
    expect(await alive(elsewhere.token)).toBe(401);
    expect(await alive(here.token)).toBe(200);
    await editAuthword(here.token, { id: here.userID, authword: 'Changed2026', new_authword: TEST_PASSWORD, check_authword: TEST_PASSWORD });
  });
});

describe('an administrator setting another user’s password', () => {
  it('ends every session of that user', async () => {
    const admin = await signInAs(server, 'admin');
    const first = await signInAs(server, 'contractor');
    const second = await signInAs(server, 'contractor');
    const res = await editAuthword(admin.token, { id: first.userID, new_authword: 'Reset2026x', check_authword: 'Reset2026x' });
    expect(res.status).toBe(200);
    expect(await alive(first.token)).toBe(401);
    expect(await alive(second.token)).toBe(401);
    expect(await alive(admin.token)).toBe(200);
    await editAuthword(admin.token, { id: first.userID, new_authword: TEST_PASSWORD, check_authword: TEST_PASSWORD });
  });

  it('is refused for an account holding codes the administrator lacks (90 above all)', async () => {
    // The agency user becomes a user administrator (37) without the top code 90.
    const agencyId = (await signInAs(server, 'agency')).userID;
    const [group] = await server.database.db.insert(departmentGroups).values({ groupName: '使用者管理', depId: 1, systemPermission: [37] }).returning();
    await server.database.db.insert(groupMembers).values({ groupId: group!.groupId, memberId: agencyId });
    const agency = await signInAs(server, 'agency');
    const admin = await signInAs(server, 'admin');
    const res = await editAuthword(agency.token, { id: admin.userID, new_authword: 'Hijack2026', check_authword: 'Hijack2026' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(GRANT_MESSAGES.topAdmin);
    expect(await alive(admin.token)).toBe(200);
    await signInAs(server, 'admin');
    await server.database.db.delete(groupMembers).where(eq(groupMembers.groupId, group!.groupId));
  });
});

describe('resetting a password by mail', () => {
  it('ends every session of the member', async () => {
    const first = await signInAs(server, 'agency');
    const second = await signInAs(server, 'agency');
    const mailed = await callApi(server, 'POST', 'Member/Forget_Send_Email', { account: 'agency', email: 'agency@pwd.example.gov.tw', url: `${server.url}/forgetauth` });
    expect(mailed.status).toBe(200);
    const token = resetTokenIn(outboxMails(server).at(-1)!);
    const res = await callApi(server, 'POST', 'Member/Reset_Authword', { token, new_authword: 'Reset2026y', check_authword: 'Reset2026y' });
    expect(res.status).toBe(200);
    expect(await alive(first.token)).toBe(401);
    expect(await alive(second.token)).toBe(401);
    const again = await signInAs(server, 'agency', 'Reset2026y');
    await editAuthword(again.token, { id: again.userID, authword: 'Reset2026y', new_authword: TEST_PASSWORD, check_authword: TEST_PASSWORD });
  });
});

describe('an account past its end date', () => {
  it('loses its sessions, which stay ended when the date is extended', async () => {
    const user = await signInAs(server, 'supervisor');
    const yesterday = todayInTaiwan(new Date(Date.now() - 24 * 60 * 60 * 1000));
    await server.database.db.update(members).set({ dateline: yesterday }).where(eq(members.id, user.userID));
    const refused = await callApi(server, 'POST', 'AccessToken/Verification', { AccessToken: user.token });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('帳號已逾使用期限，請洽系統管理員');
    expect((await callApi(server, 'POST', 'Member/Search_User_Remain_Times', { id: user.userID }, user.token)).status).toBe(401);
    await server.database.db.update(members).set({ dateline: '2999-01-01' }).where(eq(members.id, user.userID));
    expect(await alive(user.token)).toBe(401);
  });

  it('may still be used on its last day', async () => {
    const user = await signInAs(server, 'supervisor');
    await server.database.db.update(members).set({ dateline: todayInTaiwan() }).where(eq(members.id, user.userID));
    expect(await alive(user.token)).toBe(200);
    await server.database.db.update(members).set({ dateline: '2999-01-01' }).where(eq(members.id, user.userID));
  });
});
