// The built web app is served at '/' and for every client route; API paths and missing files stay 404.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server';

let server: TestServer;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'pw-web-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>公共工程標案管理平台</title>');
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1);');
  server = await startTestServer({ WEB_DIR: webDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('the web app', () => {
  it('opens at the root and at client routes, always fresh', async () => {
    for (const route of ['/', '/signin', '/systemManage/stepDefinitionManage?step=B2.21']) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('公共工程標案管理平台');
    }
  });

  it('serves hashed assets for a year and answers 404 for missing files and unknown calls', async () => {
    const asset = await fetch(`${server.url}/assets/app-1234.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/TP_PROJECT_SV/api/v1/No/Such_Call`)).status).toBe(404);
  });
});
