/**
 * Upload_File/uploadCancel and the open-upload limit as a heavy user or an attacker meets them: interrupted
 * uploads fill the limit until cancelled, idle ones stop counting, nobody but the uploader with the key can
 * cancel, and a burst of parallel uploadKey calls cannot get past the limit.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../../../src/domain/errors';
import type { ServerContext } from '../../../src/server/context';
import { uploadSessions } from '../../../src/server/db/schema';
import { createUploadSession } from '../../../src/server/services/files/create-upload-session';
import { findMemberCaller } from '../../../src/server/services/files/find-member-caller';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { createProject, listStorage, mergeUpload, pdfBytes, requestUploadKey, sendChunk, sliceChunks, type UploadTarget } from './file-fixtures';
import { NO_SIGNATURE_TRUST } from '../../../src/server/signatures/signature-types';

/** The default UPLOAD_MAX_OPEN. */
const LIMIT = 20;

let server: TestServer;
let token: string;
let agencyId: number;
let contractorToken: string;
let projId: number;

beforeAll(async () => {
  server = await startTestServer();
  const agency = await signInAs(server, 'agency');
  token = agency.token;
  agencyId = Number(agency.userID);
  contractorToken = (await signInAs(server, 'contractor')).token;
  projId = await createProject(server);
});
afterAll(async () => {
  await server?.close();
});

// Each test starts with the agency holding no uploads, so the limit is the whole LIMIT.
beforeEach(async () => {
  await server.database.db.delete(uploadSessions).where(eq(uploadSessions.memberId, agencyId));
});

const target: () => UploadTarget = () => ({ auth_id: agencyId, stp_id: 'A2.8', proj_id: projId, code_type: 'A2-DW-', fileTo: 'designDrawings' });

/** An interrupted upload: key asked for, the first of three chunks sent, never merged. */
async function interrupted(name: string) {
  const bytes = pdfBytes(3000);
  const chunks = sliceChunks(bytes, 1000);
  const key = await requestUploadKey(server, token, target(), { fileName: name, fileTotalSize: bytes.length, fileSplitCount: chunks.length });
  expect(key.status).toBe(200);
  const { id, uploadKey } = key.body.data!;
  const base = { fileName: name, fileTotalSize: bytes.length, fileSplitCount: chunks.length, id, uploadKey };
  expect((await sendChunk(server, token, { ...base, index: 0 }, chunks[0]!)).status).toBe(200);
  const [row] = await server.database.db.select({ prefix: uploadSessions.storagePrefix }).from(uploadSessions).where(eq(uploadSessions.id, id));
  return { id, uploadKey, base, chunks, bytes, prefix: row!.prefix };
}

function cancel(body: unknown, as = token) {
  return callApi<{ id: number }>(server, 'POST', 'Upload_File/uploadCancel', body, as);
}

function newKey(name = 'next.pdf') {
  return requestUploadKey(server, token, target(), { fileName: name, fileTotalSize: 1000, fileSplitCount: 1 });
}

function storedUnder(prefix: string): string[] {
  return listStorage(server).filter((k) => k.startsWith(`${prefix}/`));
}

async function openRows(): Promise<number> {
  const rows = await server.database.db
    .select({ id: uploadSessions.id })
    .from(uploadSessions)
    .where(and(eq(uploadSessions.memberId, agencyId), eq(uploadSessions.state, 'open')));
  return rows.length;
}

describe('cancelling frees the limit', () => {
  it('a member whose limit is full of interrupted uploads cancels one and may open a new one', async () => {
    const uploads = [];
    for (let i = 0; i < LIMIT; i += 1) uploads.push(await interrupted(`中斷${i}.pdf`));
    const full = await newKey();
    expect(full.status).toBe(429);
    expect(full.body.message).toBe('進行中的上傳作業過多，請稍後再試');

    const victim = uploads[3]!;
    expect(storedUnder(victim.prefix)).toEqual([`${victim.prefix}/0`]);
    const res = await cancel({ id: victim.id, uploadKey: victim.uploadKey });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', message: '已取消上傳', data: { id: victim.id } });
    // Its chunks and its row are gone at once, not a day later.
    expect(storedUnder(victim.prefix)).toEqual([]);
    expect(await server.database.db.select().from(uploadSessions).where(eq(uploadSessions.id, victim.id))).toEqual([]);

    expect((await newKey()).status).toBe(200);
    expect((await newKey('one-more.pdf')).status).toBe(429);
  });

  it('a cancelled upload takes no more chunks and cannot be merged', async () => {
    const up = await interrupted('gone.pdf');
    expect((await cancel({ id: up.id, uploadKey: up.uploadKey })).status).toBe(200);
    const chunk = await sendChunk(server, token, { ...up.base, index: 1 }, up.chunks[1]!);
    expect(chunk.status).toBe(404);
    expect(storedUnder(up.prefix)).toEqual([]);
    const merge = await mergeUpload(server, token, target(), { id: up.id, uploadKey: up.uploadKey, fileName: 'gone.pdf', fileTotalSize: up.bytes.length });
    expect(merge.status).toBe(404);
  });

  it('a double click does no harm: two cancels at once leave no error and nothing behind', async () => {
    const up = await interrupted('double.pdf');
    const answers = await Promise.all([cancel({ id: up.id, uploadKey: up.uploadKey }), cancel({ id: up.id, uploadKey: up.uploadKey })]);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    for (const a of answers) expect([200, 404]).toContain(a.status);
    expect(storedUnder(up.prefix)).toEqual([]);
    // Once it is gone, cancelling again says so.
    const again = await cancel({ id: up.id, uploadKey: up.uploadKey });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('查無此上傳作業，可能已取消、完成或逾時清除');
  });
});

describe('only the uploader with the key may cancel, and only an open upload', () => {
  it('refuses a wrong key and another member, leaving the upload and its chunks as they were', async () => {
    const up = await interrupted('mine.pdf');
    const wrongKey = await cancel({ id: up.id, uploadKey: 'not-the-key' });
    expect(wrongKey.status).toBe(403);
    expect(wrongKey.body.message).toBe('上傳金鑰錯誤');
    const foreign = await cancel({ id: up.id, uploadKey: up.uploadKey }, contractorToken);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('此上傳作業不屬於您');
    const anonymous = await callApi(server, 'POST', 'Upload_File/uploadCancel', { id: up.id, uploadKey: up.uploadKey });
    expect(anonymous.status).toBe(401);
    expect(storedUnder(up.prefix)).toEqual([`${up.prefix}/0`]);
    // The owner carries on as if nothing happened, and the upload completes.
    for (const index of [1, 2]) expect((await sendChunk(server, token, { ...up.base, index }, up.chunks[index]!)).status).toBe(200);
    const merged = await mergeUpload(server, token, target(), { id: up.id, uploadKey: up.uploadKey, fileName: 'mine.pdf', fileTotalSize: up.bytes.length });
    expect(merged.status).toBe(201);
    // A merged upload is finished: there is nothing left to cancel.
    const late = await cancel({ id: up.id, uploadKey: up.uploadKey });
    expect(late.status).toBe(404);
    expect(late.body.message).toBe('查無此上傳作業，可能已取消、完成或逾時清除');
  });

  it('refuses an upload being merged, keeping it', async () => {
    const up = await interrupted('merging.pdf');
    await server.database.db.update(uploadSessions).set({ state: 'merging' }).where(eq(uploadSessions.id, up.id));
    const res = await cancel({ id: up.id, uploadKey: up.uploadKey });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('此上傳作業正在合併或已完成，無法取消');
    expect(storedUnder(up.prefix)).toEqual([`${up.prefix}/0`]);
    const [row] = await server.database.db.select({ state: uploadSessions.state }).from(uploadSessions).where(eq(uploadSessions.id, up.id));
    expect(row?.state).toBe('merging');
  });

  it('refuses an unknown id and bad parameters in the spec words, changing nothing', async () => {
    const up = await interrupted('kept.pdf');
    const unknown = await cancel({ id: 999999, uploadKey: up.uploadKey });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('查無此上傳作業，可能已取消、完成或逾時清除');
    const noKey = await cancel({ id: up.id });
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toBe("'uploadKey'是必要參數");
    const badId = await cancel({ id: 'abc', uploadKey: up.uploadKey });
    expect(badId.status).toBe(400);
    expect(storedUnder(up.prefix)).toEqual([`${up.prefix}/0`]);
    expect(await openRows()).toBe(1);
  });
});

describe('the limit counts only live uploads', () => {
  it('uploads idle longer than the live window stop counting, yet can still be resumed and merged', async () => {
    const uploads = [];
    for (let i = 0; i < LIMIT; i += 1) uploads.push(await interrupted(`idle${i}.pdf`));
    expect((await newKey()).status).toBe(429);
    // Forty minutes without a chunk: past the 30-minute live window, well inside the one-day TTL.
    await server.database.db
      .update(uploadSessions)
      .set({ touchedAt: sql`now() - interval '40 minutes'` })
      .where(eq(uploadSessions.memberId, agencyId));
    const fresh = await newKey();
    expect(fresh.status).toBe(200);

    const old = uploads[0]!;
    for (const index of [1, 2]) expect((await sendChunk(server, token, { ...old.base, index }, old.chunks[index]!)).status).toBe(200);
    const merged = await mergeUpload(server, token, target(), { id: old.id, uploadKey: old.uploadKey, fileName: 'idle0.pdf', fileTotalSize: old.bytes.length });
    expect(merged.status).toBe(201);
  });

  it('an upload that gets a chunk again counts again', async () => {
    const uploads = [];
    for (let i = 0; i < LIMIT; i += 1) uploads.push(await interrupted(`back${i}.pdf`));
    await server.database.db
      .update(uploadSessions)
      .set({ touchedAt: sql`now() - interval '40 minutes'` })
      .where(eq(uploadSessions.memberId, agencyId));
    for (let i = 0; i < LIMIT; i += 1) expect((await sendChunk(server, token, { ...uploads[i]!.base, index: 1 }, uploads[i]!.chunks[1]!)).status).toBe(200);
    expect((await newKey()).status).toBe(429);
  });
});

describe('the limit holds under a burst', () => {
  it('30 parallel uploadKey calls open no more than the limit', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => newKey(`burst${i}.pdf`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LIMIT);
    expect(await openRows()).toBe(LIMIT);
  });

  it('30 calls of the service at once open no more than the limit either', async () => {
    // In-process PGlite serves HTTP requests nearly one after another; calling the service directly puts
    // every count in the database's queue before the first insert, the worst interleaving there is.
    const ctx: ServerContext = { db: server.database.db, config: server.config, mailer: server.mailer, signatureTrust: NO_SIGNATURE_TRUST };
    const caller = await findMemberCaller(ctx, agencyId);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        createUploadSession(ctx, caller, { ...target(), fileName: `direct${i}.pdf`, fileTotalSize: 1000, fileSplitCount: 1 }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(LIMIT);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(TooManyRequestsError);
    expect(await openRows()).toBe(LIMIT);
  });

  it('a burst on top of open uploads fills only what is left', async () => {
    for (let i = 0; i < LIMIT - 5; i += 1) await interrupted(`base${i}.pdf`);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => newKey(`more${i}.pdf`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(await openRows()).toBe(LIMIT);
  });
});
