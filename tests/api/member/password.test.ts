import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isNull } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordResets } from '../../../src/server/db/schema';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../support/start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('Member/Check_Authword and Edit_Authword', () => {
  it('confirms the current password of the signed-in user only', async () => {
    const user = await signInAs(server, 'agency');
    const good = await callApi(server, 'POST', 'Member/Check_Authword', { account: 'agency', authword: TEST_PASSWORD }, user.token);
    expect(good.status).toBe(200);
    const bad = await callApi(server, 'POST', 'Member/Check_Authword', { account: 'agency', authword: 'wrong' }, user.token);
    expect(bad.body.message).toBe('密碼錯誤');
    const other = await callApi(server, 'POST', 'Member/Check_Authword', { account: 'admin', authword: TEST_PASSWORD }, user.token);
    expect(other.status).toBe(403);
    const anonymous = await callApi(server, 'POST', 'Member/Check_Authword', { account: 'agency', authword: TEST_PASSWORD });
    expect(anonymous.status).toBe(401);
  });

  it('changes the own password after checking the current one and the rule', async () => {
    const user = await signInAs(server, 'supervisor');
    const call = (body: Record<string, unknown>) => callApi(server, 'PATCH', 'Member/Edit_Authword', body, user.token);
    expect((await call({ id: user.userID, new_authword: 'Newpass123' })).body.message).toBe("'check_authword'是必要參數");
    expect((await call({ id: String(user.userID), new_authword: 'Newpass123', check_authword: 'Newpass123' })).body.message).toBe("'id'型別必須為integer");
    expect((await call({ id: user.userID, authword: 'wrong', new_authword: 'Newpass123', check_authword: 'Newpass123' })).body.message).toBe('目前密碼錯誤');
    expect((await call({ id: user.userID, authword: TEST_PASSWORD, new_authword: 'Newpass123', check_authword: 'Newpass124' })).body.message).toBe('兩次輸入的新密碼不一致');
    expect((await call({ id: user.userID, authword: TEST_PASSWORD, new_authword: 'short', check_authword: 'short' })).body.message).toContain('密碼長度至少 8 碼');
    const done = await call({ id: user.userID, authword: TEST_PASSWORD, new_authword: 'Newpass123', check_authword: 'Newpass123' });
    expect(done.status).toBe(200);
    await expect(signInAs(server, 'supervisor')).rejects.toThrow();
    await signInAs(server, 'supervisor', 'Newpass123');
  });

  it("lets only a holder of code 37 set another user's password", async () => {
    const contractor = await signInAs(server, 'contractor');
    const agency = await signInAs(server, 'agency');
    const refused = await callApi(server, 'PATCH', 'Member/Edit_Authword', { id: agency.userID, new_authword: 'Hacked123', check_authword: 'Hacked123' }, contractor.token);
    expect(refused.status).toBe(403);
    const admin = await signInAs(server, 'admin');
    const allowed = await callApi(server, 'PATCH', 'Member/Edit_Authword', { id: contractor.userID, new_authword: 'Reset1234', check_authword: 'Reset1234' }, admin.token);
    expect(allowed.status).toBe(200);
    await signInAs(server, 'contractor', 'Reset1234');
  });
});

function latestMail(dir: string): string {
  const files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  return readFileSync(path.join(dir, files.at(-1)!), 'utf8');
}

function linkIn(mail: string): string {
  // Quoted-printable may wrap the link; undo soft breaks before searching.
  const flat = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = flat.match(/https?:\/\/[^\s"<]+\/forgetauth\?token=[A-Za-z0-9_-]+/);
  if (!match) throw new Error('no reset link in mail');
  return match[0];
}

describe('password reset by e-mail', () => {
  const outbox = () => path.join(server.dataDir, 'outbox');
  beforeEach(async () => {
    await server.database.db.delete(passwordResets);
  });

  it('writes the mail to the outbox and the link sets a new password once', async () => {
    const res = await callApi(server, 'POST', 'Member/Forget_Send_Email', { account: 'admin', email: 'ADMIN@pwd.example.gov.tw', url: `${server.url}/forgetauth` });
    expect(res.status).toBe(200);
    const mail = latestMail(outbox());
    expect(mail).toContain('To: admin@pwd.example.gov.tw');
    const token = new URL(linkIn(mail)).searchParams.get('token')!;
    const check = await callApi<{ account: string }>(server, 'POST', 'Member/Check_Reset_Token', { token });
    expect(check.body.data!.account).toBe('admin');
    const weak = await callApi(server, 'POST', 'Member/Reset_Authword', { token, new_authword: 'abc', check_authword: 'abc' });
    expect(weak.status).toBe(400);
    const done = await callApi(server, 'POST', 'Member/Reset_Authword', { token, new_authword: 'Changed2026', check_authword: 'Changed2026' });
    expect(done.status).toBe(200);
    await signInAs(server, 'admin', 'Changed2026');
    const again = await callApi(server, 'POST', 'Member/Reset_Authword', { token, new_authword: 'Changed2027', check_authword: 'Changed2027' });
    expect(again.body.message).toBe('重設密碼連結已失效或已使用，請重新申請');
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const before = readdirSafe(outbox()).length;
    const res = await callApi(server, 'POST', 'Member/Forget_Send_Email', { account: 'ghost', email: 'ghost@example.com', url: `${server.url}/forgetauth` });
    expect(res.status).toBe(200);
    expect(readdirSafe(outbox()).length).toBe(before);
  });

  it('mails a link to this site whatever site `url` names, and refuses a path other than the reset page', async () => {
    const res = await callApi(server, 'POST', 'Member/Forget_Send_Email', { account: 'admin', email: 'admin@pwd.example.gov.tw', url: 'https://evil.example.com/forgetauth' });
    expect(res.status).toBe(200);
    expect(linkIn(latestMail(outbox()))).toMatch(new RegExp(`^http://localhost:${server.config.port}/forgetauth\\?token=`));
    const elsewhere = await callApi(server, 'POST', 'Member/Forget_Send_Email', { account: 'admin', email: 'admin@pwd.example.gov.tw', url: `${server.url}/signin` });
    expect(elsewhere.status).toBe(400);
    expect((await callApi(server, 'POST', 'Member/Forget_Send_Email', { account: 'admin' })).body.message).toBe('email、url以上欄位為必傳!!');
  });

  it('refuses an expired link', async () => {
    await callApi(server, 'POST', 'Member/Forget_Send_Email', { account: 'agency', email: 'agency@pwd.example.gov.tw', url: `${server.url}/forgetauth` });
    const token = new URL(linkIn(latestMail(outbox()))).searchParams.get('token')!;
    await server.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await callApi(server, 'POST', 'Member/Reset_Authword', { token, new_authword: 'Changed2026', check_authword: 'Changed2026' });
    expect(res.status).toBe(400);
    // The refused link stays unused: nothing was changed.
    const unused = await server.database.db.select().from(passwordResets).where(isNull(passwordResets.usedAt));
    expect(unused).toHaveLength(1);
    await signInAs(server, 'agency');
  });
});

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

describe('mail through a real SMTP server', () => {
  let smtp: SMTPServer;
  let smtpServerApp: TestServer;
  const received: string[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    smtpServerApp = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await smtpServerApp?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the reset mail over SMTP and writes nothing to the outbox', async () => {
    const res = await callApi(smtpServerApp, 'POST', 'Member/Forget_Send_Email', { account: 'agency', email: 'agency@pwd.example.gov.tw', url: `${smtpServerApp.url}/forgetauth` });
    expect(res.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(linkIn(received[0]!)).toContain('/forgetauth?token=');
    expect(readdirSafe(path.join(smtpServerApp.dataDir, 'outbox'))).toHaveLength(0);
  });
});
