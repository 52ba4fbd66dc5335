import { defineConfig } from '@playwright/test';

/**
 * Where the e2e server keeps its database and outbox, so tests can read the mail it writes. E2E_DATA_DIR
 * (with E2E_PORT) lets two runs share a machine.
 */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';
/** The captcha answer the e2e server accepts (CAPTCHA_TEST_ANSWER). */
export const E2E_CAPTCHA = 'e2e-captcha';
const PORT = Number(process.env.E2E_PORT ?? 8181);
/** The test OpenID provider (single sign-on) runs beside the e2e server, on the next port unless told. */
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 1);
/** The e2e provider's client secret: a test value, known to both sides. */
const OIDC_SECRET = 'e2e-oidc-client-secret';
/** The stand-in card reader's signing service of the e2e server (test cards, PIN in the README). */
export const E2E_SIGNER_PORT = Number(process.env.E2E_SIGNER_PORT ?? PORT + 1000);

/**
 * End-to-end tests in Debian's Chromium against the built app served by the real server on a fresh
 * PGlite database. Run `npm run build` first (the test command does).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: `${E2E_DATA_DIR}-output`,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      // Started first: the product reads the provider's discovery document at the first single sign-on.
      command: 'npx tsx tests/e2e/support/serve-oidc-provider.ts',
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      env: { E2E_OIDC_PORT: String(OIDC_PORT), E2E_PORT: String(PORT), E2E_OIDC_SECRET: OIDC_SECRET },
    },
    {
      command: `rm -rf ${E2E_DATA_DIR} && npx tsx src/server/main.ts`,
      url: `http://127.0.0.1:${PORT}/version.json`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_DATA_DIR,
        CAPTCHA_TEST_ANSWER: E2E_CAPTCHA,
        DEMO_PASSWORD: 'Demo@2026',
        DATABASE_URL: '',
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        TPCD_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
        TPCD_CLIENT_ID: 'pw-test-client',
        TPCD_CLIENT_SECRET: OIDC_SECRET,
        // The server starts the stand-in signing service with the test cards on this port and tells the browser.
        SIGNER_PORT: String(E2E_SIGNER_PORT),
        SIGNER_URL: '',
        SIGN_TRUST_ANCHORS: '',
      },
    },
  ],
});
