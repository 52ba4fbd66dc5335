/**
 * Starts the real server over real HTTP for an API test file: a fresh in-memory PGlite database, or — when
 * TEST_DATABASE_URL points at a PostgreSQL server — a fresh database created on that server for this file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../src/server/app';
import { readConfig, type ServerConfig } from '../../../src/server/config';
import type { DatabaseHandle } from '../../../src/server/db/connect-database';
import type { Mailer } from '../../../src/server/mail/create-mailer';
import { openServerContext } from '../../../src/server/open-server-context';
import { readStepCatalogue } from '../../../src/server/services/steps/load-step-catalogue';

/** The captcha answer tests type. */
export const TEST_CAPTCHA = 'test-captcha';
/** The demo password in tests. */
export const TEST_PASSWORD = 'Demo@2026';

/** A running test server. */
export interface TestServer {
  url: string;
  api: string;
  dataDir: string;
  /** The PostgreSQL database of this server when TEST_DATABASE_URL is set. */
  databaseUrl?: string;
  config: ServerConfig;
  database: DatabaseHandle;
  /** The running app (its routes, for tests that go through every call). */
  app: FastifyInstance;
  mailer: Mailer;
  /** Stops the server; a persistent server keeps its data dir and database for a later `reuse`. */
  close(): Promise<void>;
  /** Removes the data dir and database of a persistent server (after close). */
  discard(): Promise<void>;
}

/** How to start a test server; the default is a fresh database removed on close. */
export interface TestServerOptions {
  /** Keep the database on disk (PGlite under DATA_DIR/pglite) and leave everything in place on close. */
  persistent?: boolean;
  /** Start on the data dir and database of an earlier persistent server that has been closed (a restart). */
  reuse?: Pick<TestServer, 'dataDir' | 'databaseUrl'>;
  /** Create the demo data only as the settings say (APP_ENV, SEED_DEMO), as `npm start` does; by default always. */
  seedAsConfigured?: boolean;
  /** Where the server writes its log (JSON lines); by default it logs nothing. */
  logStream?: NodeJS.WritableStream;
}

async function createPostgresDatabase(adminUrl: string, existing?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = existing ? new URL(existing).pathname.slice(1) : `pwtest_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  if (!existing) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // pool.end() resolves before its sockets have closed; forcing the drop then would kill a connection
      // that is still saying goodbye, and node-postgres reports that as an unhandled error.
      for (let i = 0; i < 50; i += 1) {
        const open = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (open.rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

let cachedCatalogue: ReturnType<typeof readStepCatalogue> | undefined;
/** The catalogue is read and validated once per test file. */
function catalogue() {
  return (cachedCatalogue ??= readStepCatalogue());
}

/** Starts a server; `env` overrides settings (e.g. CAPTCHA_TEST_ANSWER unset to test the real captcha). */
export async function startTestServer(env: Record<string, string | undefined> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const persistent = Boolean(options.persistent || options.reuse);
  const dataDir = options.reuse?.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'pw-api-'));
  const config = readConfig({
    DATA_DIR: dataDir,
    CAPTCHA_TEST_ANSWER: TEST_CAPTCHA,
    DEMO_PASSWORD: TEST_PASSWORD,
    WEB_DIR: path.join(dataDir, 'no-web'),
    ...env,
  } as NodeJS.ProcessEnv);
  const pgUrl = process.env.TEST_DATABASE_URL;
  const pgDb = pgUrl ? await createPostgresDatabase(pgUrl, options.reuse?.databaseUrl) : undefined;
  const { ctx, database } = await openServerContext(config, {
    database: pgDb ? { url: pgDb.url } : persistent ? { pgliteDir: path.join(dataDir, 'pglite') } : { memory: true },
    seedDemo: options.seedAsConfigured ? undefined : true,
    catalogue: catalogue(),
  });
  const mailer = ctx.mailer;
  const app = await buildApp(ctx, { logStream: options.logStream });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    api: `${address}/TP_PROJECT_SV/api/v1`,
    dataDir,
    databaseUrl: pgDb?.url,
    config,
    database,
    app,
    mailer,
    async close() {
      await app.close();
      await database.close();
      if (persistent) return;
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async discard() {
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
