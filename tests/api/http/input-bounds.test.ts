/**
 * Input no call should have to think about, sent as an attacker would: NUL characters, ids beyond the
 * integer columns, absurd pages, multi-megabyte strings. Each gets a 4xx in the spec's words, changes
 * nothing, and leaves the log small.
 */
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';

let server: TestServer;
let token: string;
let adminId: number;
let logText = '';
beforeAll(async () => {
  const log = new PassThrough();
  log.on('data', (chunk: Buffer) => (logText += chunk.toString('utf8')));
  server = await startTestServer({}, { logStream: log });
  const admin = await signInAs(server, 'admin');
  token = admin.token;
  adminId = admin.userID;
});
afterAll(async () => {
  await server?.close();
});

describe('NUL characters', () => {
  it('in a sign-in account: 400 in words, and the log holds neither the account nor a copy of the request', async () => {
    const account = `ad\u0000min${'甲'.repeat(4000)}`;
    const before = logText.length;
    const res = await callApi(server, 'POST', 'Member/Login_User', { account, authword: 'x', captcha: 'x', client: 'test-client-nul' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("'account'不可包含空字元");
    const written = logText.slice(before);
    expect(written).not.toContain('甲甲甲');
    expect(written.length).toBeLessThan(4000);
  });

  it('in a signed-in call body, key, query string or path: 400, nothing stored', async () => {
    const body = await callApi(server, 'POST', 'Member/Create_Personal_Notebook', { title: 'a\u0000b', html_content: '<p>x</p>', auth_id: 1 }, token);
    expect(body.status).toBe(400);
    expect(body.body.message).toBe("'title'不可包含空字元");
    const key = await callApi(server, 'POST', 'BGC/Search_PROJECT', { 'ke\u0000y': 'x' }, token);
    expect(key.status).toBe(400);
    const query = await callApi(server, 'GET', 'BFB/Get_STP_Proj?stp_id=A3%001', undefined, token);
    expect(query.status).toBe(400);
    expect(query.body.message).toBe("'stp_id'不可包含空字元");
    const path = await callApi(server, 'GET', 'STP/Get_Step_Definition/A3.1%00', undefined, token);
    expect(path.status).toBe(400);
    const notes = await callApi<{ list?: unknown[] }>(server, 'POST', 'Member/Search_Personal_Notebook', { auth_id: 1, page: 1 }, token);
    expect(JSON.stringify(notes.body)).not.toContain('a\\u0000b');
  });
});

describe('numbers beyond the database columns', () => {
  it('an id of 2147483648, 2^53+2 or 1e308 in a body is a wrong type, not a 500', async () => {
    for (const id of [2147483648, Number.MAX_SAFE_INTEGER + 2, 1e308, -2147483649]) {
      const res = await callApi(server, 'POST', 'Member/Search_User', { id }, token);
      expect(res.status, String(id)).toBe(400);
      expect(res.body.message).toBe("'id'型別必須為integer");
    }
  });

  it('page=1e308 is refused', async () => {
    const res = await callApi(server, 'POST', 'Group/Search_Department_ALL', { page: 1e308 }, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("'page'型別必須為integer");
  });

  it('an id beyond the integer range in a path or query string is refused', async () => {
    for (const path of ['BFB/get_proj_status/A3.1/2147483648', 'BFB/getAllFile/A3.1/99999999999999999999', 'BFB/getprojname/1e308', 'Group/Delete_Authorization_Role?roleID=2147483648']) {
      const res = await callApi(server, path.startsWith('Group/Delete') ? 'DELETE' : 'GET', path, undefined, token);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});

describe('long strings', () => {
  it('a string longer than its call allows is refused with the range message', async () => {
    const res = await callApi(server, 'POST', 'BGC/Search_PROJECT', { keyword: 'x'.repeat(20_000) }, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/'keyword'字串限制在0~\d+/);
  });

  it('a call that declares a longer string keeps it: a note of 20,000 characters is stored', async () => {
    const html = `<p>${'記'.repeat(20_000)}</p>`;
    const res = await callApi(server, 'POST', 'Member/Create_Personal_Notebook', { title: '長記事', html_content: html, auth_id: adminId }, token);
    expect(res.status).toBe(200);
  });

  it('JSON nested deeper than any form is refused', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 200; i += 1) deep = { a: deep };
    const res = await callApi(server, 'POST', 'BGC/Search_PROJECT', { keyword: deep }, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('資料巢狀層數過深');
  });
});
