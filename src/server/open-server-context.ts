/**
 * Everything a server needs before it can answer: the database (with migrations), the mailer, the step
 * catalogue loaded as versions, the demo data when asked, and the signature trust (in development the test
 * CA, with the demo accounts' test cards bound). The product, the API tests, the benchmarks and
 * the command-line tools all start this way, so none of them can drift from what `npm start` does.
 */
import path from 'node:path';
import type { ServerConfig } from './config';
import type { ServerContext } from './context';
import { connectDatabase, type DatabaseHandle, type DatabaseTarget } from './db/connect-database';
import { createMailer } from './mail/create-mailer';
import { seedDemoData } from './seed/seed-demo-data';
import { seedDemoProjects } from './seed/seed-demo-projects';
import { loadStepCatalogue, readStepCatalogue } from './services/steps/load-step-catalogue';
import { bindTestCards } from './services/certificates/bind-test-cards';
import { loadSignatureTrust } from './signatures/load-signature-trust';
import type { TestPki } from './signatures/test-pki/test-cards';
import type { StepDefinition } from '../domain/steps/step-definition';

/** How to open the context; the defaults are the product's. */
export interface OpenServerContextOptions {
  /** Where the data lives; default DATABASE_URL, else PGlite under DATA_DIR/pglite. */
  database?: DatabaseTarget;
  /** Create the demo data when the database is empty; default config.seedDemo. */
  seedDemo?: boolean;
  /** The catalogue to load; default steps/ read from disk (tests pass one they read once). */
  catalogue?: StepDefinition[] | Promise<StepDefinition[]>;
  /** Where the mailer reports; default nowhere. */
  log?: (message: string) => void;
}

/** An open context and what opening it did. */
export interface OpenedServerContext {
  ctx: ServerContext;
  database: DatabaseHandle;
  /** Step definition versions added to the database by this start. */
  addedSteps: number;
  /** Whether demo data was created by this start. */
  seeded: boolean;
  /** The development test CA and cards when no trust anchors are configured (never in production). */
  testPki?: TestPki;
}

/** The product's database target for a configuration. */
export function databaseTargetOf(config: ServerConfig): DatabaseTarget {
  return config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') };
}

/** Opens the database, loads the catalogue and seeds the demo data (each only once per database). */
export async function openServerContext(config: ServerConfig, options: OpenServerContextOptions = {}): Promise<OpenedServerContext> {
  const database = await connectDatabase(options.database ?? databaseTargetOf(config));
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log: options.log ?? (() => {}) });
  const addedSteps = await loadStepCatalogue(database.db, await (options.catalogue ?? readStepCatalogue()));
  let seeded = false;
  if (options.seedDemo ?? config.seedDemo) {
    seeded = await seedDemoData(database.db, config.demoPassword);
    await seedDemoProjects(database.db);
  }
  const { trust: signatureTrust, testPki } = await loadSignatureTrust(config);
  // Development only (the trust is the test CA): the demo accounts' test cards are bound, ready to sign.
  if (testPki) await bindTestCards(database.db, testPki.cards);
  return { ctx: { db: database.db, config, mailer, signatureTrust }, database, addedSteps, seeded, testPki };
}
