/**
 * The zip_code of CMB/Download_Const_File_ZipFile as someone who got hold of it would try it: a second
 * download, two at once, a HEAD first. The code opens one download; the first works as it always did.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileZipTickets } from '../../../src/server/db/schema';
import { digestToken } from '../../../src/server/security/opaque-token';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { createProject, fetchRaw, pdfBytes, PNG_BYTES, uploadWhole, type UploadTarget } from './file-fixtures';
import { readZip } from './read-zip';

let server: TestServer;
let token: string;
let projId: number;
const originals = new Map<string, Buffer>();

beforeAll(async () => {
  server = await startTestServer();
  const agency = await signInAs(server, 'agency');
  token = agency.token;
  projId = await createProject(server);
  const drawings: UploadTarget = { auth_id: Number(agency.userID), stp_id: 'A2.8', proj_id: projId, code_type: 'A2-DW-', fileTo: 'designDrawings' };
  for (const [name, bytes] of [
    ['配置圖.pdf', pdfBytes(2 * 1024 * 1024 + 17)],
    ['現況.png', PNG_BYTES],
  ] as const) {
    const merged = await uploadWhole(server, token, drawings, name, bytes);
    expect(merged.status).toBe(201);
    originals.set(`A2.8 工程預算書/設計圖說/${merged.body.data!.code}_${name}`, bytes);
  }
});
afterAll(async () => {
  await server?.close();
});

async function newCode(): Promise<string> {
  const res = await callApi<{ zip_code: string }>(server, 'POST', 'CMB/Get_Const_File_Download_Path', { proj_id: projId, serviceType: ['A2'] }, token);
  expect(res.status).toBe(200);
  return res.body.data!.zip_code;
}

const download = (code: string) => fetchRaw(server, `CMB/Download_Const_File_ZipFile/${projId}/${code}`);

async function expectRefused(res: Response): Promise<void> {
  expect(res.status).toBe(404);
  expect(((await res.json()) as { message: string }).message).toBe('下載代碼錯誤或已逾時，請重新下載');
}

describe('a zip code opens one download', () => {
  it('the first download holds every file byte for byte; the same code again is refused', async () => {
    const code = await newCode();
    const first = await download(code);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/zip');
    const entries = readZip(Buffer.from(await first.arrayBuffer()));
    expect(entries.map((e) => e.name).sort()).toEqual([...originals.keys()].sort());
    for (const e of entries) expect(e.data.equals(originals.get(e.name)!)).toBe(true);

    await expectRefused(await download(code));
    // The ticket is gone from the database, not merely marked.
    expect(await server.database.db.select().from(fileZipTickets).where(eq(fileZipTickets.codeHash, digestToken(code)))).toEqual([]);
  });

  it('of five downloads racing with one code, exactly one gets the zip', async () => {
    const code = await newCode();
    const answers = await Promise.all(Array.from({ length: 5 }, () => download(code)));
    const served = answers.filter((r) => r.status === 200);
    expect(served).toHaveLength(1);
    expect(readZip(Buffer.from(await served[0]!.arrayBuffer()))).toHaveLength(originals.size);
    for (const r of answers.filter((a) => a.status !== 200)) await expectRefused(r);
  });

  it('a HEAD request neither serves nor spends the code', async () => {
    const code = await newCode();
    const head = await fetch(`${server.api}/CMB/Download_Const_File_ZipFile/${projId}/${code}`, { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect((await download(code)).status).toBe(200);
  });

  it('a code tried on another project is refused and still opens its own download once', async () => {
    const code = await newCode();
    const other = await createProject(server);
    await expectRefused(await fetchRaw(server, `CMB/Download_Const_File_ZipFile/${other}/${code}`));
    expect((await download(code)).status).toBe(200);
    await expectRefused(await download(code));
  });

  it('each new code opens its own download', async () => {
    const a = await newCode();
    const b = await newCode();
    expect((await download(a)).status).toBe(200);
    expect((await download(b)).status).toBe(200);
  });
});
