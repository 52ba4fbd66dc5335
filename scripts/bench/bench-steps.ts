/**
 * npm run bench:steps — figures of the step platform:
 *  1. compiling the whole catalogue: the catalogue check (validate:steps) and every form and record schema
 *     compiled by a fresh ajv with the shared options;
 *  2. server-side validations per second of the largest form (most fields, records included), a complete
 *     submission and an empty one (with its zh-TW error schema);
 *  3. in Debian's Chromium against the built app (run `npm run build` first): the time until the largest
 *     step's page is interactive (cold and warm load), until its edit form is drawn, and the input latency
 *     while typing into it (keydown to the next frame after React has rendered the keystroke).
 * Set BENCH_MS to change the validation run time (default 2000 ms) and CHROMIUM_PATH for another browser.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { toFormErrorSchema } from '../../src/domain/steps/build-form-error-schema';
import { createFormAjv, getStepFormValidator, getStepRecordValidator } from '../../src/domain/steps/create-form-validator';
import type { JsonSchemaNode, StepDefinition } from '../../src/domain/steps/step-definition';
import { validateStepCatalogue } from '../../src/domain/steps/validate-step-catalogue';
import { validateStepSubmission } from '../../src/domain/steps/validate-step-submission';
import { buildApp } from '../../src/server/app';
import { readConfig } from '../../src/server/config';
import { openServerContext } from '../../src/server/open-server-context';
import { stepPagePath } from '../../src/web/pages/steps/step-sections';
import { fillSample } from '../../tests/unit/domain/steps/fill-sample-form';
import type { SampleValues } from '../../tests/unit/domain/steps/catalogue-files';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RUN_MS = Number(process.env.BENCH_MS ?? 2000);
const CAPTCHA = 'bench-captcha';

const ms = (n: number) => `${n.toFixed(1)} ms`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

function readCatalogueFiles(): { file: string; definition: StepDefinition }[] {
  const dir = path.join(ROOT, 'steps');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ file: path.join(dir, name), definition: JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as StepDefinition }));
}

function fieldCount(definition: StepDefinition): number {
  const count = (schema: { properties: Record<string, unknown> }) => Object.keys(schema.properties).length;
  return count(definition.form.schema) + (definition.records ?? []).reduce((sum, r) => sum + count(r.schema), 0);
}

/** A complete submission: the form and one record per collection filled from the shared sample values. */
function sampleSubmission(definition: StepDefinition): Record<string, unknown> {
  const samples = JSON.parse(readFileSync(path.join(ROOT, 'tests/fixtures/steps/sample-values.json'), 'utf8')) as SampleValues;
  const data = fillSample(definition.form.schema as JsonSchemaNode, samples) as Record<string, unknown>;
  for (const r of definition.records ?? []) data[r.key] = [fillSample(r.schema as JsonSchemaNode, samples)];
  return data;
}

function benchCompile(entries: { file: string; definition: StepDefinition }[]): void {
  let started = performance.now();
  const faults = validateStepCatalogue(entries);
  const check = performance.now() - started;
  const schemas = entries.flatMap(({ definition }) => [definition.form.schema, ...(definition.records ?? []).map((r) => r.schema)]);
  const ajv = createFormAjv();
  started = performance.now();
  for (const schema of schemas) ajv.compile(schema);
  const compile = performance.now() - started;
  console.log(`目錄編譯  ${entries.length} 個步驟、${schemas.length} 份表單／紀錄 schema`);
  console.log(`  目錄檢查（validate:steps，含編譯）  ${ms(check)}（${faults.length} 個錯誤）`);
  console.log(`  全部 schema 以新 ajv 編譯            ${ms(compile)}（每份 ${ms(compile / schemas.length)}）`);
}

function rate(work: () => void): { perSecond: number; n: number } {
  for (let i = 0; i < 200; i += 1) work();
  let n = 0;
  const started = performance.now();
  while (performance.now() - started < RUN_MS) {
    for (let i = 0; i < 100; i += 1) work();
    n += 100;
  }
  return { perSecond: n / ((performance.now() - started) / 1000), n };
}

function benchValidation(largest: StepDefinition): void {
  const complete = sampleSubmission(largest);
  getStepFormValidator(largest);
  for (const r of largest.records ?? []) getStepRecordValidator(largest, r.key);
  const valid = rate(() => {
    if (validateStepSubmission(largest, complete).length) throw new Error('樣本資料應通過檢核');
  });
  const empty = rate(() => toFormErrorSchema(validateStepSubmission(largest, {})));
  console.log(`伺服器檢核  最大表單 ${largest.id} ${largest.title}（${fieldCount(largest)} 個欄位，含紀錄清單）`);
  console.log(`  完整資料  ${Math.round(valid.perSecond).toLocaleString('en-US')} 次/秒`);
  console.log(`  空白資料（含 zh-TW 錯誤結構）  ${Math.round(empty.perSecond).toLocaleString('en-US')} 次/秒`);
}

async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/signin`);
  await page.locator('#account').fill('agency');
  await page.locator('#authword').fill(readConfig({}).demoPassword);
  await page.locator('#captcha').fill(CAPTCHA);
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await page.getByRole('navigation', { name: '主選單' }).waitFor();
  // Wait for the landing list (shown once the token is verified): leaving earlier aborts the verification.
  await page.getByTestId('step-list').waitFor();
}

/** Milliseconds from starting the load until the page's edit button can be pressed. */
async function timeToInteractive(page: Page, url: string): Promise<number> {
  const started = performance.now();
  await page.goto(url);
  const button = page.locator('.pw-step-header-actions .ui.primary.button');
  await button.waitFor();
  await page.waitForFunction(() => {
    const el = document.querySelector('.pw-step-header-actions .ui.primary.button') as HTMLButtonElement | null;
    return el && !el.disabled;
  });
  return performance.now() - started;
}

/** Types into a field and measures each keystroke from keydown to the frame after React rendered it. */
async function inputLatency(page: Page, selector: string, text: string): Promise<number[]> {
  await page.evaluate((sel) => {
    const el = document.querySelector(sel) as HTMLInputElement;
    const w = window as unknown as { __latencies: number[] };
    w.__latencies = [];
    el.addEventListener('keydown', (event) => {
      const down = event.timeStamp;
      // Two frames: the first runs after the keystroke's render is committed, the second after it is painted.
      requestAnimationFrame(() => requestAnimationFrame(() => w.__latencies.push(performance.now() - down)));
    });
  }, selector);
  await page.locator(selector).click();
  await page.keyboard.type(text, { delay: 40 });
  await page.waitForTimeout(200);
  return page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies);
}

async function benchBrowser(largest: StepDefinition): Promise<void> {
  const webDir = path.join(ROOT, 'dist/web');
  if (!existsSync(path.join(webDir, 'index.html'))) {
    console.log('瀏覽器  略過：找不到 dist/web，請先執行 npm run build');
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pw-bench-steps-'));
  const config = readConfig({ DATA_DIR: dataDir, CAPTCHA_TEST_ANSWER: CAPTCHA, WEB_DIR: webDir } as NodeJS.ProcessEnv);
  const { ctx, database } = await openServerContext(config, { seedDemo: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const app = await buildApp(ctx);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const page = await browser.newPage({ locale: 'zh-TW', timezoneId: 'Asia/Taipei', viewport: { width: 1280, height: 800 } });
    await signIn(page, base);
    const url = `${base}${stepPagePath(largest, 1)}`;
    // The first load downloads the step page's code; the second finds it in the cache.
    const cold = await timeToInteractive(page, url);
    const warm = await timeToInteractive(page, url);

    // A step later steps will lock opens with the lock reminder; continuing starts it, as a user would.
    const reminder = page.locator('.ui.dimmer:not([data-closing]) .ui.modal').filter({ hasText: '提醒您' });
    if (await reminder.isVisible().catch(() => false)) {
      await reminder.getByRole('button', { name: '繼續' }).click();
      await page.locator('.ui.dimmer .ui.modal').waitFor({ state: 'detached' });
    }
    const startedEdit = performance.now();
    await page.locator('.pw-step-header-actions .ui.primary.button').click();
    await page.getByRole('button', { name: '完成編輯' }).waitFor();
    const toEdit = performance.now() - startedEdit;

    const field = Object.entries(largest.form.schema.properties as Record<string, JsonSchemaNode>).find(
      ([name, node]) => node.type === 'string' && !node.format && !node.pattern && !node.enum && name,
    )?.[0];
    // ASCII keys: Chinese text arrives through the input method as whole words, without a keydown per character.
    const latencies = (await inputLatency(page, `#root_${field}`, 'Room 301, Taipei City Hall, No. 1 Shifu Rd 110')).sort((a, b) => a - b);
    console.log(`瀏覽器  ${largest.id} 步驟頁（Chromium，1280×800）`);
    console.log(`  可操作時間  首次載入 ${ms(cold)}，再次載入 ${ms(warm)}`);
    console.log(`  進入編輯至表單繪出  ${ms(toEdit)}`);
    console.log(`  輸入延遲（${field}，${latencies.length} 次按鍵，按下至畫面更新）  中位數 ${ms(percentile(latencies, 0.5))}，p95 ${ms(percentile(latencies, 0.95))}，最大 ${ms(latencies.at(-1) ?? 0)}`);
    await app.close();
  } finally {
    await browser.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const entries = readCatalogueFiles();
  benchCompile(entries);
  const largest = entries.map((e) => e.definition).sort((a, b) => fieldCount(b) - fieldCount(a))[0]!;
  benchValidation(largest);
  await benchBrowser(largest);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
