/**
 * The set-password link mailed to a new company account (Add_SUP_EMAIL) comes from PUBLIC_URL only, as the
 * reset link does: an administrator's request with a forged Host cannot send the new user to another site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../src/server/db/schema';
import { demoIds, expectOk } from '../admin/admin-helpers';
import { callApi, signInAs } from '../support/call-api';
import { flattenMail, outboxMails, resetLinkIn } from '../support/read-outbox';
import { startTestServer, type TestServer } from '../support/start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://pw.example.gov.tw' });
});
afterAll(async () => {
  await server?.close();
});

const company = (ids: Awaited<ReturnType<typeof demoIds>>, account: string) => ({
  account,
  dac_id: ids.title('工地主任'),
  cname: '廠商人員',
  tel: 'N/A',
  authnum: '',
  email: `${account}@daan.example.com.tw`,
});

describe('the activation link of a new company account', () => {
  it('points at PUBLIC_URL whatever Host the request names', async () => {
    const admin = await signInAs(server, 'admin');
    const ids = await demoIds(server);
    expectOk(await callApi(server, 'POST', 'Member/Add_SUP_EMAIL', company(ids, 'newpub31'), admin.token, { host: 'evil.example', 'x-forwarded-host': 'evil.example' }));
    const mail = outboxMails(server).at(-1)!;
    expect(resetLinkIn(mail)).toMatch(/^https:\/\/pw\.example\.gov\.tw\/forgetauth\?token=/);
    expect(flattenMail(mail)).not.toContain('evil.example');
  });

  it('is refused in production without PUBLIC_URL, and no account is created', async () => {
    const production = await startTestServer({ APP_ENV: 'production', SEED_DEMO: '1', DEMO_PASSWORD: 'Prod-Demo#2026x' }, { seedAsConfigured: true });
    try {
      const admin = await signInAs(production, 'admin', 'Prod-Demo#2026x');
      const ids = await demoIds(production);
      const before = (await production.database.db.select().from(members)).length;
      const res = await callApi(production, 'POST', 'Member/Add_SUP_EMAIL', company(ids, 'newpub32'), admin.token);
      expect(res.status).toBe(503);
      expect((await production.database.db.select().from(members)).length).toBe(before);
    } finally {
      await production.close();
    }
  });
});
