import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { uploadSessions } from '../../../src/server/db/schema';
import { sweepAbandonedUploads } from '../../../src/server/services/files/sweep-abandoned-uploads';
import { signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { createProject, fetchRaw, listStorage, mergeUpload, pdfBytes, requestUploadKey, sendChunk, sha256, sliceChunks, type UploadTarget } from './file-fixtures';
import { NO_SIGNATURE_TRUST } from '../../../src/server/signatures/signature-types';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close().catch(() => undefined);
  await servers[0]?.discard();
});

async function until(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('resuming an upload', () => {
  it('finishes after the server restarts half-way, on the same data dir and database', async () => {
    const first = await startTestServer({}, { persistent: true });
    servers.push(first);
    const agency = await signInAs(first, 'agency');
    const projId = await createProject(first);
    const target: UploadTarget = { auth_id: Number(agency.userID), stp_id: 'A2.8', proj_id: projId, code_type: 'A2-DW-', fileTo: 'designDrawings' };
    const bytes = pdfBytes(4 * 1024 * 1024 + 777);
    const chunks = sliceChunks(bytes, 1024 * 1024);
    const key = await requestUploadKey(first, agency.token, target, { fileName: '圖說.pdf', fileTotalSize: bytes.length, fileSplitCount: chunks.length });
    const { id, uploadKey } = key.body.data!;
    const base = { fileName: '圖說.pdf', fileTotalSize: bytes.length, fileSplitCount: chunks.length, id, uploadKey };
    for (const index of [0, 1]) expect((await sendChunk(first, agency.token, { ...base, index }, chunks[index]!)).status).toBe(200);
    await first.close();

    const second = await startTestServer({}, { reuse: first });
    servers.push(second);
    // The sign-in token lives in the database too, so the same client carries on.
    for (const index of [2, 3, 4]) expect((await sendChunk(second, agency.token, { ...base, index }, chunks[index]!)).status).toBe(200);
    const merged = await mergeUpload(second, agency.token, target, { id, uploadKey, fileName: '圖說.pdf', fileTotalSize: bytes.length });
    expect(merged.status).toBe(201);
    const res = await fetchRaw(second, `Files/Download/A2.8/${merged.body.data!.id}`, agency.token);
    expect(sha256(Buffer.from(await res.arrayBuffer()))).toBe(sha256(bytes));

    // An upload abandoned before the restart is swept when the server starts again.
    const abandoned = await requestUploadKey(second, agency.token, target, { fileName: '放棄.pdf', fileTotalSize: 2000, fileSplitCount: 2 });
    const a = abandoned.body.data!;
    expect((await sendChunk(second, agency.token, { fileName: '放棄.pdf', fileTotalSize: 2000, fileSplitCount: 2, id: a.id, uploadKey: a.uploadKey, index: 0 }, pdfBytes(1000))).status).toBe(200);
    const [row] = await second.database.db.select().from(uploadSessions).where(eq(uploadSessions.id, a.id));
    expect(listStorage(second).some((k) => k.startsWith(row!.storagePrefix))).toBe(true);
    await second.database.db.update(uploadSessions).set({ touchedAt: new Date(Date.now() - 3 * 24 * 3600_000) }).where(eq(uploadSessions.id, a.id));
    await second.close();

    const third = await startTestServer({}, { reuse: first });
    servers.push(third);
    await until(async () => (await third.database.db.select().from(uploadSessions).where(eq(uploadSessions.id, a.id))).length === 0);
    expect(listStorage(third).some((k) => k.startsWith(row!.storagePrefix))).toBe(false);
    // The finished file is untouched by the sweep.
    const again = await fetchRaw(third, `Files/Download/A2.8/${merged.body.data!.id}`, agency.token);
    expect(again.status).toBe(200);
  });
});

describe('the sweep', () => {
  it('removes uploads idle longer than the set time with their chunks and temporaries, and keeps fresh ones', async () => {
    const server = await startTestServer();
    servers.push(server);
    const agency = await signInAs(server, 'agency');
    const projId = await createProject(server);
    const target: UploadTarget = { auth_id: Number(agency.userID), stp_id: 'A2.8', proj_id: projId, code_type: 'A2-DW-', fileTo: 'designDrawings' };
    const key = await requestUploadKey(server, agency.token, target, { fileName: 'old.pdf', fileTotalSize: 2000, fileSplitCount: 2 });
    const { id, uploadKey } = key.body.data!;
    expect((await sendChunk(server, agency.token, { fileName: 'old.pdf', fileTotalSize: 2000, fileSplitCount: 2, id, uploadKey, index: 0 }, pdfBytes(1000))).status).toBe(200);
    const ctx = { db: server.database.db, config: server.config, mailer: server.mailer, signatureTrust: NO_SIGNATURE_TRUST };

    const early = await sweepAbandonedUploads(ctx, { ttlMs: 60 * 60_000 });
    expect(early.uploads).toBe(0);
    expect(listStorage(server).length).toBe(1);

    const late = await sweepAbandonedUploads(ctx, { ttlMs: 60 * 60_000, now: new Date(Date.now() + 2 * 60 * 60_000) });
    expect(late.uploads).toBe(1);
    expect(listStorage(server)).toEqual([]);
    const chunk = await sendChunk(server, agency.token, { fileName: 'old.pdf', fileTotalSize: 2000, fileSplitCount: 2, id, uploadKey, index: 1 }, pdfBytes(1000));
    expect(chunk.status).toBe(404);
  });
});
