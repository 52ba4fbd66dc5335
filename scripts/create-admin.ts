// The first administrator of a production database (one-time). Usage:
//   ADMIN_PASSWORD=… npm run create-admin -- --account NAME --email MAIL --name 中文姓名 [--department 部門名稱]
// The password comes from ADMIN_PASSWORD or, without it, from standard input (typed twice, not echoed, on a
// terminal; the first line when piped) — never from the command line, where `ps` and the shell history would
// keep it — and is never printed. Uses the configured database (DATABASE_URL, or PGlite under DATA_DIR: stop the
// server first, PGlite is single-process). Refused once any account holds code 90.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DomainError, InputError } from '../src/domain/errors';
import { readConfig } from '../src/server/config';
import type { ServerContext } from '../src/server/context';
import { openServerContext } from '../src/server/open-server-context';
import { createFirstAdmin } from '../src/server/services/member/create-first-admin';

/** Where the command writes (so tests can capture it). */
export interface CommandOutput {
  log: (line: string) => void;
  error: (line: string) => void;
}

/** A database session for the command: the service context and how to close it. */
export type OpenContext = () => Promise<{ ctx: ServerContext; close: () => Promise<void> }>;

/** Where the command gets the password when ADMIN_PASSWORD is not set. */
export type ReadPassword = () => Promise<string>;

/** What the command needs from its surroundings; each defaults to the real process's. */
export interface CreateAdminDeps {
  open?: OpenContext;
  env?: NodeJS.ProcessEnv;
  readPassword?: ReadPassword;
}

const USAGE = '用法：ADMIN_PASSWORD=… npm run create-admin -- --account 帳號 --email 電子郵件 --name 中文姓名 [--department 部門名稱]';
const FLAGS = ['account', 'email', 'name', 'department'] as const;
type Flag = (typeof FLAGS)[number];

/** Opens the configured database as the server does, without demo data. */
export const openConfiguredContext: OpenContext = async () => {
  const { ctx, database } = await openServerContext(readConfig(), { seedDemo: false });
  return { ctx, close: () => database.close() };
};

/** Reads `--flag value` and `--flag=value` pairs; a message when an argument is unknown, repeated or missing its value. */
function readFlags(args: readonly string[]): Partial<Record<Flag, string>> | string {
  const flags: Partial<Record<Flag, string>> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    const match = /^--([a-z]+)(?:=(.*))?$/s.exec(arg);
    const name = match?.[1];
    // A password on the command line would stay in the shell history and in `ps`: refuse it outright.
    if (name === 'password' || name === 'authword') return '密碼不可寫在命令列：請用環境變數 ADMIN_PASSWORD 或由標準輸入提供';
    // Never echo a stray argument or a flag's value: it may be a password typed in the wrong place.
    if (!match) return `不認得第 ${i + 1} 個參數（密碼不可寫在命令列）`;
    if (!FLAGS.includes(name as Flag)) return `不認得的參數 --${name}`;
    if (flags[name as Flag] !== undefined) return `參數 --${name} 重複`;
    const value = match[2] ?? args[(i += 1)];
    if (value === undefined || value === '') return `參數 --${name} 缺少值`;
    flags[name as Flag] = value;
  }
  return flags;
}

/** Runs the command; answers the exit code (0 created, 1 refused, 2 wrong arguments). */
export async function runCreateAdmin(argv: readonly string[], output: CommandOutput, deps: CreateAdminDeps = {}): Promise<number> {
  const flags = readFlags(argv);
  if (typeof flags === 'string') {
    output.error(flags);
    output.error(USAGE);
    return 2;
  }
  if (!flags.account || !flags.email || !flags.name) {
    output.error(USAGE);
    return 2;
  }
  const env = deps.env ?? process.env;
  let password: string;
  try {
    password = env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : await (deps.readPassword ?? readPasswordFromStdin)();
  } catch (error) {
    if (error instanceof DomainError) {
      output.error(`無法建立系統管理員：${error.userMessage}`);
      return 1;
    }
    throw error;
  }
  const { ctx, close } = await (deps.open ?? openConfiguredContext)();
  try {
    const admin = await createFirstAdmin(ctx.db, { account: flags.account, email: flags.email, cname: flags.name, password, depname: flags.department });
    output.log(`已建立系統管理員帳號「${admin.account}」（擁有所有權限代碼），隸屬「${admin.depname}」${admin.createdDepartment ? '（新建立的機關部門）' : ''}。`);
    output.log('請以此帳號登入，於系統管理 → 使用者管理新增其他帳號。');
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      output.error(`無法建立系統管理員：${error.userMessage}`);
      return 1;
    }
    throw error;
  } finally {
    await close();
  }
}

/** Reads one line from a terminal without echoing it. */
function readHiddenLine(prompt: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolvePassword, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          finish();
          resolvePassword(value);
          return;
        }
        if (ch === '\u0003' || ch === '\u0004') {
          finish();
          reject(new Error('已取消'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    process.stderr.write(prompt);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** The password from standard input: asked twice on a terminal, the first line when piped. */
export const readPasswordFromStdin: ReadPassword = async () => {
  if (process.stdin.isTTY) {
    const first = await readHiddenLine('系統管理員密碼：');
    const again = await readHiddenLine('再輸入一次：');
    if (first !== again) throw new InputError('兩次輸入的密碼不一致');
    return first;
  }
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
};

// Only run when executed as a script, so tests can import the command without side effects.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runCreateAdmin(process.argv.slice(2), { log: (line) => console.log(line), error: (line) => console.error(line) })
    .then((code) => {
      process.exitCode = code;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
