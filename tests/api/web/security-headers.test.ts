// Every answer — an API call, the web app's page and assets, an error, a 404 — carries the security headers:
// a CSP that runs no inline script and lets no one frame the app, nosniff, no referrer, no framing; HSTS only
// over HTTPS as told by a trusted proxy. The file download keeps its own sandbox CSP.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, fetchRaw, uploadWhole } from '../files/file-fixtures';
import { signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';

let server: TestServer;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'pw-web-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>公共工程標案管理平台</title>');
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1);');
  server = await startTestServer({ WEB_DIR: webDir, TRUST_PROXY: '127.0.0.1', SIGNER_URL: 'http://127.0.0.1:61161/ignored-path' });
});
afterAll(async () => {
  await server?.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** The CSP's directives by name. */
function directives(res: Response): Map<string, string[]> {
  const csp = res.headers.get('content-security-policy') ?? '';
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSecurityHeaders(res: Response, what: string): void {
  const csp = directives(res);
  expect(server.config.signerUrl).toBe('http://127.0.0.1:61161');
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts, what).toContain("'self'");
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts.filter((source) => source !== "'self'" && source !== "'unsafe-eval'"), `${what}: no host or scheme may serve script`).toEqual([]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('form-action'), what).toEqual(["'self'"]);
  // The app itself and the card reader's local signing service (SIGNER_URL), nothing else.
  expect(csp.get('connect-src'), what).toEqual(["'self'", server.config.signerUrl]);
  expect(csp.get('img-src'), what).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp.get('font-src'), what).toEqual(["'self'", 'data:']);
  expect(csp.get('frame-src'), what).toEqual(["'self'", 'blob:']);
  expect(csp.get('style-src'), what).toEqual(["'self'", "'unsafe-inline'"]);
  // Over plain HTTP an upgrade would break an intranet installation.
  expect(csp.has('upgrade-insecure-requests'), what).toBe(false);
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(res.headers.get('x-frame-options'), what).toBe('DENY');
}

describe('security headers', () => {
  it('are on API calls: the captcha image, version.json, a signed-in call', async () => {
    const captcha = await fetch(`${server.api}/Member/Captcha/client-aaaa-0001`);
    expect(captcha.status).toBe(200);
    expectSecurityHeaders(captcha, 'Member/Captcha');
    expectSecurityHeaders(await fetch(`${server.url}/version.json`), 'version.json');
    const agency = await signInAs(server, 'agency');
    const res = await fetch(`${server.api}/AccessToken/VerificationOnly`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ AccessToken: agency.token }),
    });
    expect(res.status).toBe(200);
    expectSecurityHeaders(res, 'AccessToken/VerificationOnly');
  });

  it("are on the web app's page, at the root and at a client route, and on an asset", async () => {
    for (const route of ['/', '/systemManage/userManage', '/assets/app-1234.js']) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status, route).toBe(200);
      expectSecurityHeaders(res, route);
    }
  });

  it('are on errors: a refused call, an unauthenticated call, bad JSON, a 404 of the API and of a file', async () => {
    const refused = await fetch(`${server.api}/Member/Login_User`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(refused.status).toBe(400);
    expectSecurityHeaders(refused, 'refused call');
    const anonymous = await fetch(`${server.api}/Member/Search_User`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(anonymous.status).toBe(401);
    expectSecurityHeaders(anonymous, 'unauthenticated call');
    const badJson = await fetch(`${server.api}/Member/Login_User`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"account":' });
    expect(badJson.status).toBe(400);
    expectSecurityHeaders(badJson, 'bad JSON');
    for (const missing of [`${server.api}/No/Such_Call`, `${server.url}/assets/missing.js`]) {
      const res = await fetch(missing);
      expect(res.status, missing).toBe(404);
      expectSecurityHeaders(res, missing);
    }
  });

  it('send no HSTS over plain HTTP, nor when an untrusted sender claims HTTPS', async () => {
    expect((await fetch(`${server.url}/`)).headers.get('strict-transport-security')).toBeNull();
    expect((await fetch(`${server.api}/No/Such_Call`)).headers.get('strict-transport-security')).toBeNull();
    const other = await startTestServer({ TRUST_PROXY: '10.9.9.9' });
    try {
      const forged = await fetch(`${other.url}/version.json`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(forged.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('send HSTS when a trusted proxy says the request came over HTTPS, on answers and errors alike', async () => {
    for (const url of [`${server.url}/`, `${server.url}/version.json`, `${server.api}/No/Such_Call`]) {
      const res = await fetch(url, { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('strict-transport-security'), url).toBe('max-age=31536000; includeSubDomains');
    }
    const refused = await fetch(`${server.api}/Member/Login_User`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' }, body: '{}' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('leave the file download its own sandbox CSP, which a hostile SVG cannot escape', async () => {
    const agency = await signInAs(server, 'agency');
    const projId = await createProject(server);
    const target = { auth_id: Number(agency.userID), stp_id: 'A2.8', proj_id: projId, code_type: 'A2-DW-', fileTo: 'designDrawings' };
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>');
    const merged = await uploadWhole(server, agency.token, target, 'evil.svg', svg);
    expect(merged.status).toBe(201);
    const res = await fetchRaw(server, `Files/Download/A2.8/${merged.body.data!.id}?type=svg`, agency.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});
