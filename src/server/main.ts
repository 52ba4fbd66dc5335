/**
 * Starts the product: opens the database (PGlite under DATA_DIR, or DATABASE_URL), applies migrations,
 * creates demo data on first start, serves API and web app, and prints the address and demo accounts.
 */
import path from 'node:path';
import { buildApp } from './app';
import { assertSafeConfig, readConfig } from './config';
import { openServerContext } from './open-server-context';
import { DEMO_ACCOUNTS } from './seed/seed-demo-data';

async function main(): Promise<void> {
  const config = readConfig();
  assertSafeConfig(config);
  const { ctx, database, addedSteps, seeded } = await openServerContext(config, { log: (msg) => console.log(msg) });
  const app = await buildApp(ctx, { logger: true });
  await app.listen({ port: config.port, host: config.host });

  const where = config.databaseUrl ? 'PostgreSQL（DATABASE_URL）' : `PGlite（${path.join(config.dataDir, 'pglite')}）`;
  console.log(`\n公共工程標案管理平台已啟動： http://localhost:${config.port}/`);
  console.log(`資料庫：${where}${seeded ? '，已建立示範資料' : ''}${addedSteps ? `，載入 ${addedSteps} 個步驟定義版本` : ''}`);
  console.log(`郵件：${config.smtpUrl ? 'SMTP_URL' : `寫入 ${path.join(config.dataDir, 'outbox')}`}`);
  console.log('示範帳號（密碼皆為 DEMO_PASSWORD，預設 Demo@2026；首次啟動時設定）：');
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.account.padEnd(11)} ${config.demoPassword}   ${a.role}`);

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
