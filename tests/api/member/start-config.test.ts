import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('server start', () => {
  it('refuses to start with CAPTCHA_TEST_ANSWER when APP_ENV=production', () => {
    const run = spawnSync('npx', ['tsx', 'src/server/main.ts'], {
      env: { ...process.env, APP_ENV: 'production', CAPTCHA_TEST_ANSWER: 'x', DATA_DIR: '/tmp/pw-never-used', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('CAPTCHA_TEST_ANSWER must not be set when APP_ENV=production');
  });
});
