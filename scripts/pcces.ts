// PCCES budget-book tools. Usage: npm run pcces -- <command> [arguments]
//   check FILE   import a PCCES eTender XML budget book, print its counts and its grand total as read and as
//                recalculated; exit 1 when the file is refused (the zh-TW reason is printed) or the totals differ.
// Each command is one entry of COMMANDS below; add new ones there (e.g. `import FILE --project ID`).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DomainError } from '../src/domain/errors';
import { sameDecimal } from '../src/domain/budget-book/budget-decimal';
import { countBudgetBook } from '../src/domain/budget-book/count-budget-book';
import { formatThousands } from '../src/domain/budget-book/format-budget-number';
import { parsePccesXml } from '../src/domain/budget-book/parse-pcces-xml';
import { recalculateBudgetBook } from '../src/domain/budget-book/recalculate-budget-book';

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

/** The subcommands by name. */
export const COMMANDS: Readonly<Record<string, Command>> = {
  check: checkCommand,
  // import: the lead adds `import FILE --project ID` here.
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
