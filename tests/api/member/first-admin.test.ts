// The first administrator of a database without demo data (npm run create-admin): created once with every code,
// refused for a weak password, refused once an administrator exists, and never taking or printing the password
// on the command line.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCreateAdmin, type CreateAdminDeps } from '../../../scripts/create-admin';
import { ALL_PERMISSION_CODES } from '../../../src/domain/access/permission-codes';
import { ConflictError, InputError } from '../../../src/domain/errors';
import { departmentGroups, departments, members } from '../../../src/server/db/schema';
import { createFirstAdmin, FIRST_ADMIN_DEPARTMENT } from '../../../src/server/services/member/create-first-admin';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, TEST_CAPTCHA, type TestServer } from '../support/start-test-server';
import { NO_SIGNATURE_TRUST } from '../../../src/server/signatures/signature-types';

const PASSWORD = 'Chief#Admin2026';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: '0' }, { seedAsConfigured: true });
});
afterAll(async () => {
  await server?.close();
});

const memberCount = async () => (await server.database.db.select({ n: count() }).from(members))[0]!.n;

/** Runs the command against the test server's database, capturing what it prints. */
async function runCommand(argv: string[], deps: CreateAdminDeps = {}) {
  const lines: string[] = [];
  let opened = false;
  const code = await runCreateAdmin(
    argv,
    { log: (line) => lines.push(line), error: (line) => lines.push(line) },
    {
      env: {},
      readPassword: async () => {
        throw new Error('the test gives the password through ADMIN_PASSWORD');
      },
      open: async () => {
        opened = true;
        return { ctx: { db: server.database.db, config: server.config, mailer: server.mailer, signatureTrust: NO_SIGNATURE_TRUST }, close: async () => {} };
      },
      ...deps,
    },
  );
  return { code, output: lines.join('\n'), opened };
}

describe('create-admin', () => {
  it('starts from a database without any account', async () => {
    expect(await memberCount()).toBe(0);
  });

  it('refuses a password that breaks the password policy and creates nothing', async () => {
    for (const password of ['short1', 'onlyletters', '12345678', '']) {
      const attempt = createFirstAdmin(server.database.db, { account: 'chief', email: 'chief@pwd.example.gov.tw', cname: '陳主任', password });
      await expect(attempt).rejects.toBeInstanceOf(InputError);
      await expect(attempt).rejects.toMatchObject({ userMessage: expect.stringContaining('密碼長度至少 8 碼') });
    }
    const viaCommand = await runCommand(['--account', 'chief', '--email', 'chief@pwd.example.gov.tw', '--name', '陳主任'], { env: { ADMIN_PASSWORD: 'weakpass' } });
    expect(viaCommand.code).toBe(1);
    expect(viaCommand.output).toContain('密碼長度至少 8 碼');
    expect(await memberCount()).toBe(0);
    expect((await server.database.db.select({ n: count() }).from(departments))[0]!.n).toBe(0);
  });

  it('refuses a password given on the command line, before touching the database', async () => {
    for (const argv of [
      ['--account', 'chief', '--email', 'chief@pwd.example.gov.tw', '--name', '陳主任', '--password', PASSWORD],
      ['--account', 'chief', '--email', 'chief@pwd.example.gov.tw', '--name', '陳主任', `--password=${PASSWORD}`],
      ['--account', 'chief', '--email', 'chief@pwd.example.gov.tw', '--name', '陳主任', PASSWORD],
    ]) {
      const run = await runCommand(argv, { env: { ADMIN_PASSWORD: PASSWORD } });
      expect(run.code, argv.join(' ')).toBe(2);
      expect(run.opened).toBe(false);
      expect(run.output).not.toContain(PASSWORD);
    }
    expect(await memberCount()).toBe(0);
  });

  it('creates an agency department and an administrator holding every code, who can sign in and administer', async () => {
    const run = await runCommand(['--account', 'chief.admin', '--email', 'chief@pwd.example.gov.tw', '--name', '陳主任'], { env: { ADMIN_PASSWORD: PASSWORD } });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('chief.admin');
    expect(run.output).not.toContain(PASSWORD);

    const user = await signInAs(server, 'chief.admin', PASSWORD);
    expect(user.preview).toEqual(ALL_PERMISSION_CODES);
    expect(user.basefrom).toBe('GOV');
    expect(user.dep_type).toBe('4');
    expect(user.depname).toBe(FIRST_ADMIN_DEPARTMENT);
    // The step editor needs code 90, the administrators' code.
    expect((await callApi(server, 'GET', 'STP/Get_Step_Versions/A3.8', undefined, user.token)).status).toBe(200);
  });

  it('is one-time: a second administrator is refused under any account, through the service and the command', async () => {
    const before = await memberCount();
    const groupsBefore = (await server.database.db.select({ n: count() }).from(departmentGroups))[0]!.n;
    await expect(
      createFirstAdmin(server.database.db, { account: 'intruder', email: 'x@example.com', cname: '某人', password: 'Intruder#2026' }),
    ).rejects.toBeInstanceOf(ConflictError);
    const run = await runCommand(['--account', 'intruder2', '--email', 'x@example.com', '--name', '某人'], { env: { ADMIN_PASSWORD: 'Intruder#2026' } });
    expect(run.code).toBe(1);
    expect(run.output).toContain('已有系統管理員帳號');
    expect(await memberCount()).toBe(before);
    expect((await server.database.db.select({ n: count() }).from(departmentGroups))[0]!.n).toBe(groupsBefore);

    const refused = await callApi(server, 'POST', 'Member/Login_User', { account: 'intruder', authword: 'Intruder#2026', captcha: TEST_CAPTCHA, client: 'test-client-0002' });
    expect(refused.status).toBe(400);
  });
});
