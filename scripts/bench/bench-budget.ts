/**
 * npm run bench:budget — a 20,000-item budget book shaped like the PCCES sample (generateBudgetBook) through
 * the real product: import time (BGC/Import_Budgetbook over HTTP), time to the first grid rows in Chromium,
 * time from typing one quantity to the updated grand total on screen, save time (PCS/Save_CalResult), and
 * the memory of the server process (resident set) and of the browser page (JS heap). Needs the built web
 * app (`npm run build`; BENCH_WEB_DIR to use another build) and Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium). BENCH_ITEMS changes the size.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { generateBudgetBook } from '../../src/domain/budget-book/generate-budget-book';
import { countBudgetBook } from '../../src/domain/budget-book/count-budget-book';
import { formatThousands } from '../../src/domain/budget-book/format-budget-number';
import { writePccesXml } from '../../src/domain/budget-book/write-pcces-xml';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 20000);
const PORT = Number(process.env.BENCH_PORT ?? 8391);
const WEB_DIR = path.resolve(process.env.BENCH_WEB_DIR ?? 'dist/web');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CAPTCHA = 'bench-captcha';
const PASSWORD = 'Demo@2026';
const BASE = `http://127.0.0.1:${PORT}`;
const API = `${BASE}/TP_PROJECT_SV/api/v1`;

const ms = (value: number) => `${formatThousands(String(Math.round(value)))} ms`;
const mib = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MiB`;

/** Resident and peak resident memory of a process (Linux /proc). */
function processMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const read = (key: string) => Number(status.match(new RegExp(`${key}:\\s+(\\d+) kB`))?.[1] ?? 0) * 1024;
  return { rss: read('VmRSS'), peak: read('VmHWM') };
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIR, CAPTCHA_TEST_ANSWER: CAPTCHA, DEMO_PASSWORD: PASSWORD, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/version.json`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('the server did not start');
}

async function post<T>(call: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(`${API}/${call}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const json = (await res.json()) as { status: string; message?: string; data: T };
  if (!res.ok) throw new Error(`${call}: ${res.status} ${json.message}`);
  return json.data;
}

/** Milliseconds from the last key typed to the grand total on screen changing (measured in the page). */
async function timeTypingToTotal(page: Page, text: string): Promise<number> {
  await page.evaluate(() => {
    const state = window as unknown as { benchKeyAt?: number; benchTotalAt?: number };
    state.benchKeyAt = 0;
    state.benchTotalAt = 0;
    window.addEventListener('keydown', () => (state.benchKeyAt = performance.now()), true);
    const total = document.querySelector('[data-testid="budget-grand-total"]') as Element;
    new MutationObserver(() => (state.benchTotalAt = performance.now())).observe(total, { childList: true, characterData: true, subtree: true });
  });
  await page.keyboard.type(text, { delay: 30 });
  await page.waitForFunction(() => {
    const state = window as unknown as { benchKeyAt: number; benchTotalAt: number };
    return state.benchTotalAt > state.benchKeyAt;
  });
  return page.evaluate(() => {
    const state = window as unknown as { benchKeyAt: number; benchTotalAt: number };
    return state.benchTotalAt - state.benchKeyAt;
  });
}

async function main(): Promise<void> {
  if (!existsSync(path.join(WEB_DIR, 'index.html'))) throw new Error(`no built web app in ${WEB_DIR}: run npm run build first`);
  console.log(`Generating a ${formatThousands(String(ITEMS))}-item budget book shaped like the PCCES sample…`);
  const book = generateBudgetBook({ payItems: ITEMS });
  const counts = countBudgetBook(book);
  // Without indentation, as the 50 MB upload limit counts bytes a person cannot see.
  const xml = Buffer.from(writePccesXml(book).replace(/\n\s+</g, '\n<'), 'utf8');
  console.log(`  ${formatThousands(String(counts.payItems))} pay items, ${formatThousands(String(counts.analyses))} analyses, ${formatThousands(String(counts.workItems))} analysis lines; XML ${mib(xml.length)}; total ${formatThousands(book.Main.totalAmount)}`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pw-bench-budget-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info'] });
  try {
    const login = await fetch(`${API}/Member/Login_User`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'agency', authword: PASSWORD, captcha: CAPTCHA, client: 'bench-budget-client' }),
    });
    const user = ((await login.json()) as { data: { token: string } & Record<string, unknown> }).data;
    const projects = await post<{ list: Array<{ proj_id: number; proj_name: string }> }>('BGC/GET_Budget_Info', user.token, { page: 1, page_size: 10 });
    const project = projects.list[0];
    if (!project) throw new Error('no demo project to import into');
    const idle = processMemory(server.pid as number);

    const form = new FormData();
    form.append('proj_id', String(project.proj_id));
    form.append('file', new Blob([new Uint8Array(xml)], { type: 'application/xml' }), 'bench.xml');
    let started = performance.now();
    const imported = await fetch(`${API}/BGC/Import_Budgetbook`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` }, body: form });
    const importMs = performance.now() - started;
    if (!imported.ok) throw new Error(`import refused: ${((await imported.json()) as { message: string }).message}`);
    const afterImport = processMemory(server.pid as number);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-TW' });
    await page.goto(`${BASE}/signin`);
    await page.evaluate((session) => localStorage.setItem('tp_session_user', JSON.stringify(session)), user);
    const gridPath = `/PlanningDesign/biddingDocumentBudgetBookSysRemark/A2.8/${project.proj_id}/0/${encodeURIComponent(project.proj_name)}`;
    started = performance.now();
    await page.goto(`${BASE}${gridPath}`);
    await page.locator('.ag-grid-scrolling-container .ag-row').first().waitFor({ timeout: 300_000 });
    const firstRowsMs = performance.now() - started;
    // Let the idle-time full calculation finish before timing an edit.
    await page.waitForTimeout(3000);

    const qtyCell = page.locator('.ag-grid-scrolling-container .ag-cell.pw-bg-editable[col-id="qty"]').first();
    await qtyCell.dblclick();
    await page.getByRole('textbox', { name: '數量' }).fill('');
    const typingMs = await timeTypingToTotal(page, '123');
    await page.keyboard.press('Enter');

    started = performance.now();
    const saved = page.waitForResponse((res) => res.url().includes('PCS/Save_CalResult'), { timeout: 300_000 });
    await page.getByTestId('budget-save').click();
    const saveResponse = await saved;
    const saveMs = performance.now() - started;
    if (!saveResponse.ok()) throw new Error(`save refused: ${await saveResponse.text()}`);
    await page.getByText('第 2 版・已儲存').waitFor({ timeout: 300_000 });
    const saveShownMs = performance.now() - started;
    const afterSave = processMemory(server.pid as number);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
    const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? 0;

    console.log('\nBudget book of', formatThousands(String(counts.payItems)), 'items:');
    console.log(`  import (upload, parse, check, recalculate, store)  ${ms(importMs)}`);
    console.log(`  first grid rows in Chromium (navigation → rows)    ${ms(firstRowsMs)}`);
    console.log(`  one edit → updated grand total (last key → total)  ${ms(typingMs)}`);
    console.log(`  save (click → server answer)                       ${ms(saveMs)}`);
    console.log(`  save (click → saved state on screen)               ${ms(saveShownMs)}`);
    console.log(`  server memory: idle ${mib(idle.rss)}, after import ${mib(afterImport.rss)}, after save ${mib(afterSave.rss)}, peak ${mib(afterSave.peak)}`);
    console.log(`  browser page JS heap: used ${mib(metric('JSHeapUsedSize'))} of ${mib(metric('JSHeapTotalSize'))}; DOM nodes ${formatThousands(String(metric('Nodes')))}`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
