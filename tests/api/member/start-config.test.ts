import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../../src/server/db/schema';
import { callApi } from '../support/call-api';
import { startTestServer, TEST_CAPTCHA } from '../support/start-test-server';

/** Runs `npm start`'s server with settings that must stop it before it opens anything. */
function startRefused(env: Record<string, string | undefined>) {
  const { DEMO_PASSWORD: _ignored, SEED_DEMO: _ignoredToo, ...inherited } = process.env;
  return spawnSync('npx', ['tsx', 'src/server/main.ts'], {
    env: { ...inherited, DATA_DIR: '/tmp/pw-never-used', PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('server start', () => {
  it('refuses to start with CAPTCHA_TEST_ANSWER when APP_ENV=production', () => {
    const run = startRefused({ APP_ENV: 'production', CAPTCHA_TEST_ANSWER: 'x' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('CAPTCHA_TEST_ANSWER must not be set when APP_ENV=production');
  });

  it('creates no demo account in production unless asked: admin with the published password cannot sign in', async () => {
    const server = await startTestServer({ APP_ENV: 'production' }, { seedAsConfigured: true });
    try {
      expect((await server.database.db.select({ n: count() }).from(members))[0]!.n).toBe(0);
      for (const account of ['admin', 'agency', 'supervisor', 'contractor']) {
        const res = await callApi(server, 'POST', 'Member/Login_User', { account, authword: 'Demo@2026', captcha: TEST_CAPTCHA, client: 'test-client-0001' });
        expect(res.status, account).toBe(400);
        expect(res.body.data, account).toBeUndefined();
      }
    } finally {
      await server.close();
    }
  }, 150_000);

  it('refuses demo data in production with the published password, or one breaking the policy', () => {
    for (const env of [{ SEED_DEMO: '1' }, { SEED_DEMO: '1', DEMO_PASSWORD: 'Demo@2026' }]) {
      const run = startRefused({ APP_ENV: 'production', ...env });
      expect(run.status, JSON.stringify(env)).not.toBe(0);
      expect(run.stderr).toContain('SEED_DEMO=1 with APP_ENV=production needs DEMO_PASSWORD set to a password of your own');
    }
    const weak = startRefused({ APP_ENV: 'production', SEED_DEMO: '1', DEMO_PASSWORD: 'password' });
    expect(weak.status).not.toBe(0);
    expect(weak.stderr).toContain('DEMO_PASSWORD breaks the password policy');
  }, 150_000);

  it('prints no password in production, even when demo data was asked for with a password of its own', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pw-start-'));
    const password = 'Own#Demo2026pw';
    const child = spawn('npx', ['tsx', 'src/server/main.ts'], {
      env: { ...process.env, APP_ENV: 'production', SEED_DEMO: '1', DEMO_PASSWORD: password, CAPTCHA_TEST_ANSWER: '', DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIR: path.join(dataDir, 'no-web'), PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so npx, tsx and the server all stop together.
      detached: true,
    });
    let output = '';
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no start within 120 s:\n${output}`)), 120_000);
        const take = (chunk: Buffer) => {
          output += chunk.toString('utf8');
          if (output.includes('已建立示範帳號')) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on('data', take);
        child.stderr.on('data', take);
        child.on('exit', () => {
          clearTimeout(timer);
          reject(new Error(`the server stopped:\n${output}`));
        });
      });
    } finally {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid!, 'SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(output).toContain('公共工程標案管理平台已啟動');
    expect(output).not.toContain(password);
    expect(output).not.toContain('Demo@2026');
  }, 150_000);
});
