/**
 * npm run bench:export — figures of the export writers run as the server runs them (runExportJob: a
 * piscina worker thread writing into a temporary file):
 *  - 詳細價目表 of a 20,000-item budget book (generateBudgetBook, shaped like the PCCES sample) as pdf,
 *    xlsx and ods;
 *  - a one-page form (a small ExportDocument: fields, a short table, the sign-off block) in every format.
 * Each case runs in a fresh child process, so its peak resident memory is its own: the worker is warmed up
 * with a one-page file first (its start is reported apart), then the timed export runs while the main
 * thread samples its memory and event loop. Reported per case: wall time, file size, peak resident set of
 * the process (main thread and worker together: getrusage maxrss and 5 ms samples of rss), how much of it
 * the export added, the main thread's JS heap growth (the rest of the growth is the worker's and native
 * buffers), the main thread's event-loop utilisation and its longest stall while the worker wrote. Then the
 * ratio of the big exports' memory to the size of the book's JSON. Figures only; nothing is asserted.
 * BENCH_ITEMS changes the book's size.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { countBudgetBook } from '../../src/domain/budget-book/count-budget-book';
import { formatThousands } from '../../src/domain/budget-book/format-budget-number';
import { generateBudgetBook } from '../../src/domain/budget-book/generate-budget-book';
import type { BudgetPrintInfo } from '../../src/domain/exports/build-budget-print';
import { EXPORT_FORMATS, type ExportDocument, type ExportFormat } from '../../src/domain/exports/export-document';
import { runExportJob, type ExportJob } from '../../src/server/exports/run-export-job';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 20000);
const SCRIPT = path.resolve(import.meta.dirname, 'bench-export.ts');
const BIG_FORMATS: readonly ExportFormat[] = ['pdf', 'xlsx', 'ods'];

/** What one case reports back to the parent, as one JSON line. */
interface CaseResult {
  name: string;
  items: number;
  bookJsonBytes: number;
  warmUpMs: number;
  exportMs: number;
  fileBytes: number;
  baselineRss: number;
  peakRss: number;
  sampledPeakRss: number;
  mainHeapGrowth: number;
  mainElu: number;
  maxStallMs: number;
}

const mib = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MiB`;
const ms = (value: number) => `${formatThousands(String(Math.round(value)))} ms`;

const INFO: BudgetPrintInfo = { projectName: '效能測試工程', agency: '臺北市政府工務局新建工程處', stageTitle: 'A2.8 工程預算書', contractNo: 'BENCH-001', printedAt: '115年3月2日' };

/** A one-page form: the shape of B.14 開標紀錄 with a few fields, a short table and the sign-off block. */
function onePageForm(): ExportDocument {
  const cell = (text: string, number?: string) => (number === undefined ? { text } : { text, number, align: 'right' as const });
  return {
    title: '開標紀錄',
    subtitle: '臺北市政府工務局新建工程處　效能測試工程',
    orientation: 'portrait',
    subject: '效能測試工程',
    footer: 'B.14 開標紀錄　列印日期：115年3月2日',
    blocks: [
      {
        type: 'fields',
        rows: [
          { label: '標案名稱', value: cell('效能測試工程') },
          { label: '開標日期', value: cell('115年3月2日 10:00') },
          { label: '預算金額', value: cell('12,000,000', '12000000') },
          { label: '預算金額（大寫）', value: cell('新臺幣壹仟貳佰萬元整') },
        ],
      },
      {
        type: 'table',
        caption: '投標廠商',
        columns: [
          { label: '廠商名稱', align: 'left', width: 3 },
          { label: '標價', align: 'right', width: 2 },
          { label: '備註', align: 'left', width: 2 },
        ],
        rows: [
          [cell('甲營造股份有限公司'), cell('11,500,000', '11500000'), cell('')],
          [cell('乙營造有限公司'), cell('11,820,000', '11820000'), cell('')],
          [cell('丙工程行'), cell('12,300,000', '12300000'), cell('超過預算')],
        ],
      },
      { type: 'paragraph', align: 'left', text: '開標結果：由甲營造股份有限公司以新臺幣壹仟壹佰伍拾萬元整得標。' },
      {
        type: 'signatures',
        rows: [
          { party: '機關', signer: '王大明', signedAt: '115年3月2日 11:00', status: '已簽章' },
          { party: '監造單位', signer: '', signedAt: '', status: '未簽核' },
        ],
      },
    ],
  };
}

/** A full GC on the main thread; --expose-gc on the command line would be passed on to (and refused by) the worker threads. */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/** Runs one case in this process and prints its result as a JSON line. */
async function runCase(name: string): Promise<void> {
  const [kind, format] = name.split(':') as ['detail' | 'form', ExportFormat];
  const book = kind === 'detail' ? generateBudgetBook({ payItems: ITEMS }) : null;
  const bookJsonBytes = book === null ? 0 : Buffer.byteLength(JSON.stringify(book));
  const job: ExportJob = book === null ? { kind: 'document', format, document: onePageForm() } : { kind: 'budget', format, which: 'detail', book, info: INFO };

  // The first job starts the worker (and loads fonts and writers); it is timed apart.
  let started = performance.now();
  const warm = await runExportJob({ kind: 'document', format, document: onePageForm() });
  const warmUpMs = performance.now() - started;
  rmSync(warm.path, { force: true });

  collectGarbage();
  const baselineRss = process.memoryUsage().rss;
  const baselineHeap = process.memoryUsage().heapUsed;
  let sampledPeakRss = baselineRss;
  let peakHeap = baselineHeap;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    sampledPeakRss = Math.max(sampledPeakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  }, 5);
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const eluBefore = performance.eventLoopUtilization();
  started = performance.now();
  const written = await runExportJob(job);
  const exportMs = performance.now() - started;
  const elu = performance.eventLoopUtilization(eluBefore);
  delay.disable();
  clearInterval(sampler);
  rmSync(written.path, { force: true });

  const result: CaseResult = {
    name,
    items: book === null ? 0 : countBudgetBook(book).payItems,
    bookJsonBytes,
    warmUpMs,
    exportMs,
    fileBytes: written.size,
    baselineRss,
    // maxRSS is in kilobytes; it covers every thread of the process, the worker included.
    peakRss: Math.max(process.resourceUsage().maxRSS * 1024, sampledPeakRss),
    sampledPeakRss,
    mainHeapGrowth: peakHeap - baselineHeap,
    mainElu: elu.utilization,
    maxStallMs: delay.max / 1e6,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
  // The worker pool keeps the process alive; the figures are out.
  process.exit(0);
}

/** Columns a text takes in a terminal: Chinese characters take two. */
function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u2e80-\u9fff\uff00-\uffef]/.test(char) ? 2 : 1;
  return width;
}

/** Runs every case in its own process and prints the table. */
function runAll(): void {
  const cases = [...BIG_FORMATS.map((format) => `detail:${format}`), ...EXPORT_FORMATS.map((format) => `form:${format}`)];
  console.log(`Export bench: 詳細價目表 of a ${formatThousands(String(ITEMS))}-item budget book (pdf, xlsx, ods) and a one-page form (every format); one process per case.\n`);
  const results: CaseResult[] = [];
  for (const name of cases) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT, `--case=${name}`], { encoding: 'utf8', maxBuffer: 1 << 20, env: process.env });
    const line = child.stdout.trim().split('\n').at(-1) ?? '';
    if (child.status !== 0 || !line.startsWith('{')) {
      console.error(`${name} failed (exit ${child.status}):\n${child.stderr}`);
      process.exitCode = 1;
      continue;
    }
    results.push(JSON.parse(line) as CaseResult);
  }
  const header = ['case', 'worker start', 'export', 'file', 'RSS before', 'peak RSS', 'added RSS', 'main heap +', 'main ELU', 'main stall'];
  const rows = results.map((r) => [
    r.name.startsWith('detail') ? `詳細價目表 ${r.name.slice(7)}` : `one-page form ${r.name.slice(5)}`,
    ms(r.warmUpMs),
    ms(r.exportMs),
    r.fileBytes >= 1048576 ? mib(r.fileBytes) : `${(r.fileBytes / 1024).toFixed(1)} KiB`,
    mib(r.baselineRss),
    mib(r.peakRss),
    mib(Math.max(0, r.peakRss - r.baselineRss)),
    mib(Math.max(0, r.mainHeapGrowth)),
    `${(r.mainElu * 100).toFixed(1)} %`,
    ms(r.maxStallMs),
  ]);
  const widths = header.map((title, column) => Math.max(displayWidth(title), ...rows.map((row) => displayWidth(row[column] ?? ''))));
  const pad = (text: string, column: number) => {
    const fill = ' '.repeat(Math.max(0, (widths[column] ?? 0) - displayWidth(text)));
    return column === 0 ? text + fill : fill + text;
  };
  console.log(header.map(pad).join('  '));
  for (const row of rows) console.log(row.map(pad).join('  '));

  const big = results.filter((r) => r.bookJsonBytes > 0);
  if (big.length > 0) {
    const first = big[0] as CaseResult;
    console.log(`\nBook: ${formatThousands(String(first.items))} pay items, JSON ${mib(first.bookJsonBytes)}.`);
    for (const r of big) {
      console.log(
        `  ${r.name.slice(7).padEnd(4)} peak RSS / book JSON = ${(r.peakRss / r.bookJsonBytes).toFixed(1)}×; memory the export added / book JSON = ${(Math.max(0, r.peakRss - r.baselineRss) / r.bookJsonBytes).toFixed(1)}×`,
      );
    }
  }
  console.log(
    '\nRSS is the whole process (main thread and worker share it). "RSS before" is taken after the warm-up and a GC, with the book in memory (a generated book leaves the heap larger than a stored one would); "added RSS" is the peak over it: the book cloned into the worker plus the writer.',
  );
}

const caseArgument = process.argv.find((arg) => arg.startsWith('--case='));
if (caseArgument) await runCase(caseArgument.slice('--case='.length));
else runAll();
