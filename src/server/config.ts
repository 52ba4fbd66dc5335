/**
 * The server's settings, read once from the environment. Every setting has a default that runs the product
 * on one machine with the embedded database.
 */
import path from 'node:path';
import { checkNewPassword } from '../domain/access/password-policy';

/** The demo accounts' password when DEMO_PASSWORD is not set: printed in the README, so never for production. */
export const DEFAULT_DEMO_PASSWORD = 'Demo@2026';

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
  /** Whether to create demo data on first start: by default in development, only with SEED_DEMO=1 in production. */
  seedDemo: boolean;
  /** Built web app to serve at '/'; absent folder means API only. */
  webDir: string;
  /** Sign-in token lifetime. */
  tokenTtlMinutes: number;
  /** Version string served in version.json. */
  appVersion: string;
  /**
   * The origins users reach the product at (PUBLIC_URL, comma-separated; the first is the one mails link
   * to). Links in mail are built only from these, never from a request's Host header.
   */
  publicOrigins: string[];
  /**
   * Addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY,
   * comma-separated); empty means the connection's own address is the client's.
   */
  trustedProxies: string[];
  /**
   * Files (PEM or DER, comma-separated in SIGN_TRUST_ANCHORS) of the CA certificates citizen-certificate
   * signatures must chain to: in production GRCA and MOICA. Empty in development means the generated test CA.
   */
  signTrustAnchors: string[];
  /** Files of further CA certificates that may complete a chain (SIGN_INTERMEDIATES). */
  signIntermediates: string[];
  /** Files of DER or PEM CRLs checked for revocation (SIGN_CRLS). */
  signCrls: string[];
  /** The local signing service the browser talks to (SIGNER_URL): the MOICA HiPKI component, by default on 127.0.0.1:61161. */
  signerUrl: string;
  /** Port of the stand-in signing service in development (SIGNER_PORT). */
  signerPort: number;
  /** Whether `npm start` runs the stand-in signing service with the test cards: development only, never production. */
  testSigner: boolean;
  /**
   * TPCD single sign-on (臺北市政府單一登入) as an OpenID Connect relying party; absent when TPCD_ISSUER is
   * not set, and then the sign-in page shows no SSO button and the SSO calls refuse.
   */
  tpcd?: TpcdConfig;
}

/** The single-sign-on provider and this product's client at it (one client id for production, one for practice). */
export interface TpcdConfig {
  /** The provider's issuer URL; its discovery document is read from it (TPCD_ISSUER). */
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back, a path on a PUBLIC_URL origin (TPCD_REDIRECT_PATH). */
  redirectPath: string;
}

/** Reads the settings from process.env (or another map, for tests). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const signerPort = Number(env.SIGNER_PORT ?? 61161);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    appEnv: env.APP_ENV ?? 'development',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? '公共工程標案管理平台 <no-reply@localhost>',
    captchaTestAnswer: env.CAPTCHA_TEST_ANSWER || undefined,
    demoPassword: env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
    // A production database gets the demo accounts only when someone asks for them by name.
    seedDemo: (env.APP_ENV ?? 'development') === 'production' ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    webDir: path.resolve(env.WEB_DIR ?? './dist/web'),
    tokenTtlMinutes: Number(env.TOKEN_TTL_MINUTES ?? 480),
    appVersion: env.APP_VERSION ?? '0.1.0',
    publicOrigins: readOrigins(env.PUBLIC_URL),
    trustedProxies: readList(env.TRUST_PROXY),
    signTrustAnchors: readList(env.SIGN_TRUST_ANCHORS),
    signIntermediates: readList(env.SIGN_INTERMEDIATES),
    signCrls: readList(env.SIGN_CRLS),
    signerUrl: readSignerUrl(env.SIGNER_URL, signerPort),
    signerPort,
    // The stand-in holds keys anyone can read: it must never answer in production.
    testSigner: (env.APP_ENV ?? 'development') !== 'production' && env.TEST_SIGNER !== '0',
    tpcd: readTpcd(env),
  };
}

/** SIGNER_URL as an origin; the browser may talk to exactly this origin (CSP connect-src). */
function readSignerUrl(value: string | undefined, port: number): string {
  const entry = value?.trim() || `http://127.0.0.1:${port}`;
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw new Error(`SIGNER_URL '${entry}' is not a URL (e.g. http://127.0.0.1:61161)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`SIGNER_URL '${entry}' must be http or https`);
  return url.origin;
}

/** Hosts on which a plain-http issuer is accepted: a provider on this machine (tests, local trials). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The SSO settings when TPCD_ISSUER is set; an incomplete or unsafe setting stops the start. */
function readTpcd(env: NodeJS.ProcessEnv): TpcdConfig | undefined {
  const issuerText = env.TPCD_ISSUER?.trim();
  if (!issuerText) return undefined;
  let issuer: URL;
  try {
    issuer = new URL(issuerText);
  } catch {
    throw new Error(`TPCD_ISSUER '${issuerText}' is not a URL (the provider's issuer, e.g. https://id.taipei)`);
  }
  // Tokens and the client secret cross this connection: only a provider on this machine may do without TLS.
  if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname))) {
    throw new Error(`TPCD_ISSUER must be https (plain http only on localhost): '${issuerText}'`);
  }
  const clientId = env.TPCD_CLIENT_ID?.trim();
  const clientSecret = env.TPCD_CLIENT_SECRET ?? '';
  if (!clientId || !clientSecret) throw new Error('TPCD_ISSUER is set, so TPCD_CLIENT_ID and TPCD_CLIENT_SECRET must be set too');
  const redirectPath = env.TPCD_REDIRECT_PATH?.trim() || '/signin';
  if (!redirectPath.startsWith('/') || redirectPath.startsWith('//') || /[?#]/.test(redirectPath)) {
    throw new Error(`TPCD_REDIRECT_PATH must be a path on this product without query or fragment (e.g. /signin): '${redirectPath}'`);
  }
  return { issuer, clientId, clientSecret, redirectPath };
}

function readList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** PUBLIC_URL's entries as origins (scheme, host and port); a malformed entry stops the start. */
function readOrigins(value: string | undefined): string[] {
  return readList(value).map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`PUBLIC_URL entry '${entry}' is not a URL (e.g. https://pw.gov.taipei)`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_URL entry '${entry}' must be http or https`);
    return url.origin;
  });
}

/** Refuses settings that must never reach production. */
export function assertSafeConfig(config: ServerConfig): void {
  if (config.appEnv === 'production' && config.captchaTestAnswer) {
    throw new Error('CAPTCHA_TEST_ANSWER must not be set when APP_ENV=production: it lets anyone bypass the captcha.');
  }
  if (config.appEnv === 'production' && config.seedDemo) {
    // The default is published in the README: demo accounts with it would be open to anyone.
    if (config.demoPassword === DEFAULT_DEMO_PASSWORD) {
      throw new Error('SEED_DEMO=1 with APP_ENV=production needs DEMO_PASSWORD set to a password of your own: the default one is public.');
    }
    if (checkNewPassword(config.demoPassword, config.demoPassword) !== null) {
      throw new Error('DEMO_PASSWORD breaks the password policy (at least 8 characters with letters and digits); demo accounts in production need a strong one.');
    }
  }
  if (config.appEnv === 'production' && config.tpcd && config.publicOrigins.length === 0) {
    // The provider sends users back to the redirect URI, which is built only from PUBLIC_URL, never from a Host header.
    throw new Error('TPCD_ISSUER with APP_ENV=production needs PUBLIC_URL: the single-sign-on redirect URI is built from it.');
  }
  if (config.trustedProxies.includes('1') || config.trustedProxies.includes('true')) {
    throw new Error('TRUST_PROXY lists the addresses of trusted proxies (e.g. 127.0.0.1,10.0.0.0/8); trusting every sender would let any client forge its address.');
  }
}
