// PCCES budget-book tools. Usage: npm run pcces -- <command> [arguments]
//   check FILE                 import a PCCES eTender XML budget book, print its counts and its grand total as read
//                              and as recalculated; exit 1 when the file is refused (the zh-TW reason is printed) or
//                              the totals differ.
//   import FILE --project ID   import the file into project ID's A2.8 budget book in the configured database
//                              (DATABASE_URL, or PGlite under DATA_DIR — stop the server first, PGlite is single-process),
//                              all or nothing, and mark A2.8 done; exit 1 when refused.
// Each command is one entry of COMMANDS below; add new ones there.
import { readFile } from 'node:fs/promises';
import path, { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DomainError } from '../src/domain/errors';
import { sameDecimal } from '../src/domain/budget-book/budget-decimal';
import { countBudgetBook } from '../src/domain/budget-book/count-budget-book';
import { formatThousands } from '../src/domain/budget-book/format-budget-number';
import { parsePccesXml } from '../src/domain/budget-book/parse-pcces-xml';
import { recalculateBudgetBook } from '../src/domain/budget-book/recalculate-budget-book';
import { readConfig } from '../src/server/config';
import type { ServerContext } from '../src/server/context';
import { connectDatabase } from '../src/server/db/connect-database';
import { createMailer } from '../src/server/mail/create-mailer';
import { storeBudgetImport } from '../src/server/services/budget-books/import-budget-book';
import { loadStepCatalogue, readStepCatalogue } from '../src/server/services/steps/load-step-catalogue';
import { NO_SIGNATURE_TRUST } from '../src/server/signatures/signature-types';

/** Where a command writes (so tests can capture it). */
export interface CommandOutput {
  log: (line: string) => void;
  error: (line: string) => void;
}

/** A subcommand: takes its arguments, returns the exit code. */
export type Command = (args: readonly string[], output: CommandOutput) => Promise<number>;

/** `check FILE`: import, count, recalculate, compare the grand totals. */
export const checkCommand: Command = async (args, output) => {
  const [file] = args;
  if (file === undefined || args.length !== 1) {
    output.error('用法：npm run pcces -- check FILE');
    return 2;
  }
  let xml: string;
  try {
    xml = await readFile(resolve(file), 'utf8');
  } catch (error) {
    output.error(`無法讀取檔案「${file}」：${(error as Error).message}`);
    return 1;
  }
  let book;
  try {
    book = parsePccesXml(xml);
  } catch (error) {
    if (error instanceof DomainError) {
      output.error(`拒絕匯入「${file}」：${error.userMessage}`);
      return 1;
    }
    throw error;
  }
  const counts = countBudgetBook(book);
  const calculation = recalculateBudgetBook(book);
  const kinds = Object.entries(counts.payItemsByKind)
    .map(([kind, count]) => `${kind} ${count}`)
    .join('、');
  output.log(`檔案：${file}`);
  output.log(`工程：${book.Main.contractTitle}（${book.Main.contractNo}）`);
  output.log(`工作項目：${formatThousands(String(counts.payItems))}（${kinds}）`);
  output.log(`單價分析：${formatThousands(String(counts.analyses))}（工料項目 ${formatThousands(String(counts.workItems))}）`);
  output.log(`資源：${formatThousands(String(counts.resources))}`);
  output.log(`總價（檔案）：${formatThousands(book.Main.totalAmount)} ${book.Main.currency}`);
  output.log(`總價（重算）：${formatThousands(calculation.grandTotal)} ${book.Main.currency}`);
  if (!sameDecimal(book.Main.totalAmount, calculation.grandTotal)) {
    output.error('重算總價與檔案不符');
    return 1;
  }
  output.log('檢查通過');
  return 0;
};

/** A database session for a command: the service context and how to close it. */
export type OpenContext = () => Promise<{ ctx: ServerContext; close: () => Promise<void> }>;

/** Opens the configured database (as the server does), with the step catalogue loaded for the step rules. */
export const openConfiguredContext: OpenContext = async () => {
  const config = readConfig();
  const database = await connectDatabase(config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') });
  await loadStepCatalogue(database.db, await readStepCatalogue());
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log: () => {} });
  return { ctx: { db: database.db, config, mailer, signatureTrust: NO_SIGNATURE_TRUST }, close: () => database.close() };
};

/** Reads `FILE --project ID` (or --project=ID); null when the arguments are wrong. */
function readImportArgs(args: readonly string[]): { file: string; projId: number } | null {
  const rest = [...args];
  let project: string | undefined;
  const at = rest.findIndex((arg) => arg === '--project' || arg.startsWith('--project='));
  if (at >= 0) {
    const flag = rest[at] as string;
    project = flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : rest[at + 1];
    rest.splice(at, flag.includes('=') ? 1 : 2);
  }
  const [file] = rest;
  if (file === undefined || rest.length !== 1 || project === undefined || !/^[1-9][0-9]{0,8}$/.test(project)) return null;
  return { file, projId: Number(project) };
}

/** `import FILE --project ID`: stores the file as the project's A2.8 budget book; `open` gives the database. */
export function createImportCommand(open: OpenContext = openConfiguredContext): Command {
  return async (args, output) => {
    const parsed = readImportArgs(args);
    if (parsed === null) {
      output.error('用法：npm run pcces -- import FILE --project ID');
      return 2;
    }
    let content: Buffer;
    try {
      content = await readFile(resolve(parsed.file));
    } catch (error) {
      output.error(`無法讀取檔案「${parsed.file}」：${(error as Error).message}`);
      return 1;
    }
    const { ctx, close } = await open();
    try {
      const result = await storeBudgetImport(ctx, null, { projId: parsed.projId, fileName: basename(parsed.file), content });
      const kinds = Object.entries(result.counts.payItemsByKind)
        .map(([kind, count]) => `${kind} ${count}`)
        .join('、');
      output.log(`已匯入「${parsed.file}」至標案 ${parsed.projId} 的 A2.8 工程預算書（預算書檔案編號 ${result.proj_file_id}，第 ${result.revision} 版）`);
      output.log(`工程：${result.contractTitle}（${result.contractNo}）`);
      output.log(`工作項目：${formatThousands(String(result.counts.payItems))}（${kinds}）`);
      output.log(`單價分析：${formatThousands(String(result.counts.analyses))}（工料項目 ${formatThousands(String(result.counts.workItems))}）`);
      output.log(`總價：${formatThousands(result.recalculatedTotal)}`);
      output.log('A2.8 辦理狀態：已完成');
      if (result.totalReminder) output.log('提醒您：預算已變更，請至 A3.8 編輯底價資訊');
      return 0;
    } catch (error) {
      if (error instanceof DomainError) {
        output.error(`拒絕匯入「${parsed.file}」：${error.userMessage}`);
        return 1;
      }
      throw error;
    } finally {
      await close();
    }
  };
}

/** The subcommands by name. */
export const COMMANDS: Readonly<Record<string, Command>> = {
  check: checkCommand,
  import: createImportCommand(),
};

/** Runs the command named by the first argument; returns the exit code. */
export async function runPccesCli(argv: readonly string[], output: CommandOutput): Promise<number> {
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : COMMANDS[name];
  if (command === undefined) {
    output.error(`用法：npm run pcces -- <${Object.keys(COMMANDS).join('|')}> [參數]`);
    return 2;
  }
  return command(args, output);
}

// Only run when executed as a script, so tests can import the commands without side effects.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runPccesCli(process.argv.slice(2), { log: (line) => console.log(line), error: (line) => console.error(line) })
    .then((code) => {
      process.exitCode = code;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
