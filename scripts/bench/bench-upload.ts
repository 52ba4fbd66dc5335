/**
 * npm run bench:upload — a 50 MB file uploaded to the same server twice per round: in 2 MB chunks through
 * Upload_File (uploadKey, 25 chunks in order as the browser sends them, uploadMerge) and as one plain
 * multipart request streamed to the same storage. Prints the throughput of each, their ratio and the
 * server's peak memory (RSS) during each; and, for reference, a naive request that buffers the whole file.
 *
 * The server runs in a child process (this file with --server) so its memory is measured apart from the
 * client's; the plain upload path and the memory probe exist only in that bench instance, never in the
 * product. BENCH_ROUNDS (default 3) rounds; medians are printed.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import { API_PREFIX, buildApp } from '../../src/server/app';
import { readConfig } from '../../src/server/config';
import { connectDatabase } from '../../src/server/db/connect-database';
import { branchPlans, departments, plans, projects } from '../../src/server/db/schema';
import { authenticate } from '../../src/server/http/authenticate';
import { createMailer } from '../../src/server/mail/create-mailer';
import { seedDemoData } from '../../src/server/seed/seed-demo-data';
import { loadStepCatalogue, readStepCatalogue } from '../../src/server/services/steps/load-step-catalogue';
import { getFileStorage } from '../../src/server/storage/get-file-storage';
import { NO_SIGNATURE_TRUST } from '../../src/server/signatures/signature-types';

const MB = 1024 * 1024;
const FILE_BYTES = 50 * MB;
const CHUNK_BYTES = 2 * MB;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CAPTCHA = 'bench-captcha';

/** The bench server: the product's app plus a plain upload route and a memory probe, on a fresh PGlite. */
async function runServer(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pw-bench-upload-'));
  const config = readConfig({ DATA_DIR: dataDir, CAPTCHA_TEST_ANSWER: CAPTCHA, WEB_DIR: path.join(dataDir, 'none') } as NodeJS.ProcessEnv);
  const database = await connectDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  await seedDemoData(database.db, config.demoPassword);
  await loadStepCatalogue(database.db, await readStepCatalogue());
  const ctx = { db: database.db, config, mailer: createMailer({ from: 'x', outboxDir: dataDir, log: () => {} }), signatureTrust: NO_SIGNATURE_TRUST };
  const [unit] = await database.db.select({ id: departments.id }).from(departments).where(eq(departments.depname, '臺北市政府工務局新建工程處'));
  const [branch] = await database.db.insert(branchPlans).values({ depId: unit!.id, name: '效能測試分支計畫', year: 2026 }).returning();
  const [plan] = await database.db.insert(plans).values({ branchPlanId: branch!.id, depId: unit!.id, name: '效能測試計畫', year: 2026 }).returning();
  const [project] = await database.db
    .insert(projects)
    .values({ planId: plan!.id, depId: unit!.id, projNumber: 'BENCH-1', projName: '上傳效能測試', projYearStart: 2026, projYearEnd: 2026, projType: '新建工程', projDate: '2026-01-15' })
    .returning();

  let peak = process.memoryUsage().rss;
  setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5).unref();

  const app = await buildApp(ctx);
  await app.register(async (scope) => {
    await scope.register(multipart);
    // The plain single-request upload, for comparison only: one multipart file streamed to the same storage.
    scope.post(`${API_PREFIX}/Bench/plainUpload`, async (request) => {
      await authenticate(ctx, request);
      const file = await request.file({ limits: { fileSize: FILE_BYTES + 1 } });
      if (!file) throw new Error('no file');
      const stored = await getFileStorage(ctx).write(`bench/${randomUUID()}`, file.file, { maxBytes: FILE_BYTES });
      return { status: 'success', data: stored };
    });
    // For reference only: the naive way, the whole file read into memory before it is written.
    scope.post(`${API_PREFIX}/Bench/bufferedUpload`, async (request) => {
      await authenticate(ctx, request);
      const file = await request.file({ limits: { fileSize: FILE_BYTES + 1 } });
      if (!file) throw new Error('no file');
      const whole = await file.toBuffer();
      const stored = await getFileStorage(ctx).write(`bench/${randomUUID()}`, Readable.from([whole]), { maxBytes: FILE_BYTES });
      return { status: 'success', data: stored };
    });
    scope.get('/bench/memory', async (request) => {
      const current = process.memoryUsage().rss;
      const answer = { peak, current };
      if ((request.query as { reset?: string }).reset) peak = current;
      return answer;
    });
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ ready: address, projId: project!.id }));
  const stop = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
}

interface Server {
  url: string;
  api: string;
  projId: number;
  stop(): Promise<void>;
}

async function startServerProcess(): Promise<Server> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--server'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<{ ready: string; projId: number }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('{"ready"')) resolve(JSON.parse(line) as { ready: string; projId: number });
    });
  });
  return {
    url: ready.ready,
    api: `${ready.ready}${API_PREFIX}`,
    projId: ready.projId,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function json<T>(res: Response): Promise<T> {
  const body = (await res.json()) as T;
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

async function signIn(server: Server): Promise<{ token: string; id: number }> {
  const res = await fetch(`${server.api}/Member/Login_User`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'agency', authword: 'Demo@2026', captcha: CAPTCHA, client: 'bench-upload-0001' }),
  });
  const body = await json<{ data: { token: string; userID: number } }>(res);
  return { token: body.data.token, id: Number(body.data.userID) };
}

async function memory(server: Server, reset = false): Promise<{ peak: number; current: number }> {
  return json(await fetch(`${server.url}/bench/memory${reset ? '?reset=1' : ''}`));
}

/** The whole chunked protocol, chunks one after another as the browser sends them; answers the stored SHA-256. */
async function uploadChunked(server: Server, auth: { token: string; id: number }, bytes: Buffer, name: string): Promise<string> {
  const headers = { authorization: `Bearer ${auth.token}` };
  const target = { auth_id: auth.id, stp_id: 'A2.8', proj_id: server.projId, code_type: 'A2-DW-', fileTo: 'designDrawings' };
  const count = Math.ceil(bytes.length / CHUNK_BYTES);
  const key = await json<{ data: { id: number; uploadKey: string } }>(
    await fetch(`${server.api}/Upload_File/uploadKey`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...target, fileName: name, fileTotalSize: bytes.length, fileSplitCount: count }),
    }),
  );
  const { id, uploadKey } = key.data;
  for (let index = 0; index < count; index += 1) {
    const form = new FormData();
    form.append('fileName', name);
    form.append('fileTotalSize', String(bytes.length));
    form.append('fileSplitCount', String(count));
    form.append('id', String(id));
    form.append('uploadKey', uploadKey);
    form.append('theFile', new Blob([new Uint8Array(bytes.subarray(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES))]), name);
    form.append('index', String(index));
    form.append('isLastChunk', String(index === count - 1));
    await json(await fetch(`${server.api}/Upload_File/upload`, { method: 'POST', headers, body: form }));
  }
  const merged = await json<{ data: { sha256: string } }>(
    await fetch(`${server.api}/Upload_File/uploadMerge`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...target, id, uploadKey, fileName: name, fileTotalSize: bytes.length }),
    }),
  );
  return merged.data.sha256;
}

/** One plain multipart request (streamed, or buffered for reference); answers the stored SHA-256. */
async function uploadPlain(server: Server, auth: { token: string }, bytes: Buffer, name: string, route = 'plainUpload'): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${server.api}/Bench/${route}`, { method: 'POST', headers: { authorization: `Bearer ${auth.token}` }, body: form });
  return (await json<{ data: { sha256: string } }>(res)).data.sha256;
}

/** Times one upload and reads the server's peak RSS over it. */
async function measure(server: Server, work: () => Promise<string>, expected: string): Promise<{ seconds: number; peakMb: number; baseMb: number }> {
  const base = await memory(server, true);
  const started = process.hrtime.bigint();
  const sha = await work();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (sha !== expected) throw new Error('stored bytes differ from the original');
  const { peak } = await memory(server);
  return { seconds, peakMb: peak / MB, baseMb: base.current / MB };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const server = await startServerProcess();
  try {
    const auth = await signIn(server);
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(FILE_BYTES - 16), Buffer.from('\n%%EOF\n')]);
    const sha = createHash('sha256').update(bytes).digest('hex');
    // Warm-up: JIT, connections, the first database queries.
    const small = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3 * MB)]);
    const smallSha = createHash('sha256').update(small).digest('hex');
    await measure(server, () => uploadChunked(server, auth, small, 'warm.pdf'), smallSha);
    await measure(server, () => uploadPlain(server, auth, small, 'warm.pdf'), smallSha);

    const chunked: { seconds: number; peakMb: number; baseMb: number }[] = [];
    const plain: { seconds: number; peakMb: number; baseMb: number }[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      chunked.push(await measure(server, () => uploadChunked(server, auth, bytes, `bench-${round}.pdf`), sha));
      plain.push(await measure(server, () => uploadPlain(server, auth, bytes, `bench-${round}.pdf`), sha));
      const c = chunked.at(-1)!;
      const p = plain.at(-1)!;
      console.log(
        `round ${round}: chunked ${(50 / c.seconds).toFixed(1)} MB/s (peak RSS ${c.peakMb.toFixed(0)} MB)   plain ${(50 / p.seconds).toFixed(1)} MB/s (peak RSS ${p.peakMb.toFixed(0)} MB)`,
      );
    }
    const cRate = 50 / median(chunked.map((r) => r.seconds));
    const pRate = 50 / median(plain.map((r) => r.seconds));
    console.log(`\n50 MB upload to one server, median of ${ROUNDS} rounds (chunks of 2 MB sent one after another, as the browser does):`);
    console.log(`  chunked (Upload_File, 25 chunks + merge): ${cRate.toFixed(1)} MB/s   server peak RSS ${median(chunked.map((r) => r.peakMb)).toFixed(0)} MB (before: ${median(chunked.map((r) => r.baseMb)).toFixed(0)} MB)`);
    console.log(`  plain (one multipart request, streamed): ${pRate.toFixed(1)} MB/s   server peak RSS ${median(plain.map((r) => r.peakMb)).toFixed(0)} MB (before: ${median(plain.map((r) => r.baseMb)).toFixed(0)} MB)`);
    console.log(`  ratio chunked / plain: ${(cRate / pRate).toFixed(2)}`);
    // Last, so its memory cannot inflate the two measurements above.
    const buffered = await measure(server, () => uploadPlain(server, auth, bytes, 'buffered.pdf', 'bufferedUpload'), sha);
    console.log(
      `  for reference, a naive request that reads the whole file into memory first: ${(50 / buffered.seconds).toFixed(1)} MB/s   server peak RSS ${buffered.peakMb.toFixed(0)} MB (before: ${buffered.baseMb.toFixed(0)} MB)`,
    );
  } finally {
    await server.stop();
  }
}

if (process.argv.includes('--server')) {
  runServer().catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
