/**
 * The server's settings, read once from the environment. Every setting has a default that runs the product
 * on one machine with the embedded database.
 */
import path from 'node:path';

/** All settings the server understands. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL URL; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl?: string;
  /** Use an in-memory PGlite database (tests). */
  memoryDatabase?: boolean;
  /** 'production' turns off test conveniences. */
  appEnv: string;
  /** SMTP server URL (smtp://user:pass@host:port); without it mail is written to DATA_DIR/outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /** Fixed captcha answer accepted for any client id: automated tests only. */
  captchaTestAnswer?: string;
  /** Password of the demo accounts created on first start. */
  demoPassword: string;
  /** Whether to create demo data on first start. */
  seedDemo: boolean;
  /** Built web app to serve at '/'; absent folder means API only. */
  webDir: string;
  /** Sign-in token lifetime. */
  tokenTtlMinutes: number;
  /** Version string served in version.json. */
  appVersion: string;
}

/** Reads the settings from process.env (or another map, for tests). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    appEnv: env.APP_ENV ?? 'development',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? '公共工程標案管理平台 <no-reply@localhost>',
    captchaTestAnswer: env.CAPTCHA_TEST_ANSWER || undefined,
    demoPassword: env.DEMO_PASSWORD ?? 'Demo@2026',
    seedDemo: env.SEED_DEMO !== '0',
    webDir: path.resolve(env.WEB_DIR ?? './dist/web'),
    tokenTtlMinutes: Number(env.TOKEN_TTL_MINUTES ?? 480),
    appVersion: env.APP_VERSION ?? '0.1.0',
  };
}

/** Refuses settings that must never reach production. */
export function assertSafeConfig(config: ServerConfig): void {
  if (config.appEnv === 'production' && config.captchaTestAnswer) {
    throw new Error('CAPTCHA_TEST_ANSWER must not be set when APP_ENV=production: it lets anyone bypass the captcha.');
  }
}
