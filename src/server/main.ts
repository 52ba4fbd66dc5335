/**
 * Starts the product: opens the database (PGlite under DATA_DIR, or DATABASE_URL), applies migrations,
 * creates demo data on first start (development, or SEED_DEMO=1), serves API and web app, and prints the
 * address; in development also the demo accounts, in production never a password.
 */
import path from 'node:path';
import { buildApp } from './app';
import { assertSafeConfig, DEFAULT_DEMO_PASSWORD, readConfig } from './config';
import { openServerContext } from './open-server-context';
import { DEMO_ACCOUNTS } from './seed/seed-demo-data';
import { countAdministrators } from './services/member/create-first-admin';
import { startTestSigner, type TestSigner } from './signatures/test-pki/start-test-signer';
import { TEST_CARD_PIN } from './signatures/test-pki/test-cards';

async function main(): Promise<void> {
  const config = readConfig();
  assertSafeConfig(config);
  const { ctx, database, addedSteps, seeded, testPki } = await openServerContext(config, { log: (msg) => console.log(msg) });
  const app = await buildApp(ctx, { logger: true });
  await app.listen({ port: config.port, host: config.host });
  // Development only (config.testSigner is false in production, and testPki exists only without anchors).
  let signer: TestSigner | undefined;
  if (config.testSigner && testPki) {
    const origins = [...config.publicOrigins, `http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`, 'http://localhost:5173'];
    try {
      signer = await startTestSigner({ cards: testPki.cards, port: config.signerPort, allowedOrigins: origins });
    } catch (e) {
      // A real card reader's component may already listen there: then it is the one to use.
      console.log(`測試簽章元件未啟動（${config.signerPort} 埠：${(e as Error).message}）`);
    }
  }

  const where = config.databaseUrl ? 'PostgreSQL（DATABASE_URL）' : `PGlite（${path.join(config.dataDir, 'pglite')}）`;
  console.log(`\n公共工程標案管理平台已啟動： http://localhost:${config.port}/`);
  console.log(`資料庫：${where}${seeded ? '，已建立示範資料' : ''}${addedSteps ? `，載入 ${addedSteps} 個步驟定義版本` : ''}`);
  console.log(`郵件：${config.smtpUrl ? 'SMTP_URL' : `寫入 ${path.join(config.dataDir, 'outbox')}`}`);
  if (testPki) console.log(`憑證：測試憑證機構（${testPki.dir}，僅供開發測試）${signer ? `，測試簽章元件 ${signer.url}，測試卡 PIN 碼 ${TEST_CARD_PIN}` : ''}`);
  else if (ctx.signatureTrust.anchors.length === 0) console.log('憑證：未設定 SIGN_TRUST_ANCHORS，憑證簽章將被拒絕');
  if (config.appEnv === 'production') {
    // Production never prints a password: the log is read by more people than the accounts belong to.
    if (seeded) console.log(`已建立示範帳號（${DEMO_ACCOUNTS.map((a) => a.account).join('、')}），密碼為 DEMO_PASSWORD 所設定的值`);
    if ((await countAdministrators(ctx.db)) === 0) {
      console.log('尚無系統管理員：請執行 npm run create-admin -- --account 帳號 --email 電子郵件 --name 中文姓名（密碼由 ADMIN_PASSWORD 或標準輸入提供；使用內建 PGlite 時請先停止伺服器）');
    }
  } else if (config.seedDemo) {
    console.log(`示範帳號（密碼皆為 DEMO_PASSWORD，預設 ${DEFAULT_DEMO_PASSWORD}；首次啟動時設定）：`);
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.account.padEnd(11)} ${config.demoPassword}   ${a.role}`);
  }

  const stop = async () => {
    await signer?.close();
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
