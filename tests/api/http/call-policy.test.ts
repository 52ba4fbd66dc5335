/**
 * The call policy as an anonymous attacker meets it: no call but the public ones reads a byte of an
 * anonymous body, bodies are bounded per call, and a signed-in caller's large body goes only where large
 * bodies belong.
 */
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT, PUBLIC_BODY_LIMIT, PUBLIC_CALLS } from '../../../src/server/http/call-policy';
import { callApi } from '../support/call-api';
import type { TestServer } from '../support/start-test-server';
import { useSignedInServer } from '../support/use-signed-in-server';

let server: TestServer;
let token: string;
useSignedInServer('admin', (started, admin) => {
  server = started;
  token = admin.token;
});

/**
 * Announces a body of `declared` bytes, sends only its first kilobyte and waits for the answer: a server
 * that reads bodies before checking the caller would wait for the rest and never answer.
 */
function sendTruncatedBody(path: string, declared: number, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const url = new URL(`${server.api}/${path}`);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(declared), ...headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body });
          request.destroy();
        });
      },
    );
    request.on('error', (err) => ((err as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(err)));
    request.write(`{"data":"${'x'.repeat(1000)}`);
    setTimeout(() => reject(new Error('no answer while the body was still incomplete: the server waited for the body')), 15_000).unref();
  });
}

describe('anonymous callers', () => {
  it('get 401 for a 100 MB budget-book save before the server reads the body', async () => {
    const res = await sendTruncatedBody('PCS/Save_CalResult', 100 * 1024 * 1024);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body).message).toBe('請先登入');
  });

  it('get 401 with a forged token before the body is read', async () => {
    const res = await sendTruncatedBody('STP/Save_Step_Data', 50 * 1024 * 1024, { authorization: 'Bearer forged-token' });
    expect(res.status).toBe(401);
  });

  it('reach no call but the public ones', async () => {
    const calls = server.app.apiCalls.filter((c) => c.method !== 'HEAD');
    expect(calls.length).toBeGreaterThan(100);
    for (const call of calls) {
      const path = call.path.replace(/^\//, '').replace(/:[A-Za-z_]+/g, '1');
      const res = await callApi(server, call.method, path, call.method === 'GET' ? undefined : {});
      if (call.public) expect(PUBLIC_CALLS.has(`${call.method} ${call.path}`), call.path).toBe(true);
      else expect(res.status, `${call.method} ${call.path}`).toBe(401);
    }
  });

  it('may send a public call no more than a small body', async () => {
    const res = await callApi(server, 'POST', 'Member/Login_User', { account: 'a'.repeat(PUBLIC_BODY_LIMIT), authword: 'x', captcha: 'x', client: 'x' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('資料量超過上限');
  });
});

describe('signed-in callers', () => {
  it('may not send an ordinary call a body over its limit', async () => {
    const res = await callApi(server, 'POST', 'BGC/Search_PROJECT', { keyword: 'x'.repeat(DEFAULT_BODY_LIMIT) }, token);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('資料量超過上限');
  });

  it('may send a large body where large bodies belong (a budget-book save)', async () => {
    const res = await callApi(server, 'POST', 'PCS/Save_CalResult', { proj_id: 999999, stp_id: 'A2.8', padding: 'x'.repeat(DEFAULT_BODY_LIMIT * 2) }, token);
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });

  it('still verify their token in the body of the calls that carry it there', async () => {
    const res = await callApi(server, 'POST', 'AccessToken/Verification', { AccessToken: token });
    expect(res.status).toBe(200);
  });
});
