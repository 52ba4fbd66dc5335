/**
 * npm run bench:api — requests/s and p99 latency of AccessToken/VerificationOnly (a real token lookup in
 * the embedded database) beside a bare Fastify route on the same server, measured in one run, and the ratio.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Agent, request } from 'node:http';
import { buildApp } from '../../src/server/app';
import { readConfig } from '../../src/server/config';
import { openServerContext } from '../../src/server/open-server-context';

const DURATION_MS = Number(process.env.BENCH_MS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

function post(port: number, agent: Agent, pathName: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(
      { host: '127.0.0.1', port, path: pathName, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${pathName} answered ${res.statusCode}`));
          else resolve(Number(process.hrtime.bigint() - started) / 1e6);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function measure(port: number, pathName: string, body: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  for (let i = 0; i < 200; i++) await post(port, agent, pathName, body); // warm-up
  const end = Date.now() + DURATION_MS;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) latencies.push(await post(port, agent, pathName, body));
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / seconds, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0, n: latencies.length };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pw-bench-'));
  const config = readConfig({ DATA_DIR: dataDir, CAPTCHA_TEST_ANSWER: 'bench', WEB_DIR: path.join(dataDir, 'none') } as NodeJS.ProcessEnv);
  const { ctx, database } = await openServerContext(config, { seedDemo: true });
  const app = await buildApp(ctx);
  app.post('/bare', async () => ({ status: 'success', data: { valid: true } }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;

  const login = await fetch(`http://127.0.0.1:${port}/TP_PROJECT_SV/api/v1/Member/Login_User`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'agency', authword: config.demoPassword, captcha: 'bench', client: 'bench-client-01' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;

  const bare = await measure(port, '/bare', '{}');
  const verify = await measure(port, '/TP_PROJECT_SV/api/v1/AccessToken/VerificationOnly', JSON.stringify({ AccessToken: token }));
  console.log(`bench:api — ${CONCURRENCY} concurrent keep-alive clients, ${DURATION_MS / 1000} s each, PGlite (embedded)`);
  console.log(`  bare Fastify route            ${bare.rps.toFixed(0).padStart(7)} req/s   p99 ${bare.p99.toFixed(2)} ms   (${bare.n} requests)`);
  console.log(`  AccessToken/VerificationOnly  ${verify.rps.toFixed(0).padStart(7)} req/s   p99 ${verify.p99.toFixed(2)} ms   (${verify.n} requests)`);
  console.log(`  ratio (verification / bare)   ${(verify.rps / bare.rps).toFixed(3)} of the throughput, ${(verify.p99 / bare.p99).toFixed(1)}× the p99`);
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
