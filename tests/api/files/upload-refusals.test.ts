import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploadSessions } from '../../../src/server/db/schema';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import {
  countRows,
  createProject,
  listStorage,
  mergeUpload,
  pdfBytes,
  PNG_BYTES,
  requestUploadKey,
  sendChunk,
  sliceChunks,
  type UploadTarget,
} from './file-fixtures';

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

const target = (over: Partial<UploadTarget> = {}): UploadTarget => ({ auth_id: agencyId, stp_id: 'A2.8', proj_id: projId, code_type: 'A2-DW-', fileTo: 'designDrawings', ...over });

/** Opens an upload of `bytes` cut into `chunkSize` pieces; answers what the chunk calls need. */
async function open(fileName: string, bytes: Buffer, chunkSize: number) {
  const chunks = sliceChunks(bytes, chunkSize);
  const key = await requestUploadKey(server, token, target(), { fileName, fileTotalSize: bytes.length, fileSplitCount: chunks.length });
  expect(key.status).toBe(200);
  const { id, uploadKey } = key.body.data!;
  return { chunks, id, uploadKey, base: { fileName, fileTotalSize: bytes.length, fileSplitCount: chunks.length, id, uploadKey } };
}

async function storagePrefixOf(id: number): Promise<string> {
  const [row] = await server.database.db.select({ p: uploadSessions.storagePrefix }).from(uploadSessions).where(eq(uploadSessions.id, id));
  return row!.p;
}

let before: { storage: string[]; rows: { sessions: number; files: number } };
beforeEach(async () => {
  before = { storage: listStorage(server), rows: await countRows(server) };
});

describe('uploadKey refuses before a byte arrives, and creates nothing', () => {
  const file = { fileName: 'a.pdf', fileTotalSize: 1000, fileSplitCount: 1 };

  it.each([
    ['a size over 50 MB', {}, { fileTotalSize: 50 * 1024 * 1024 + 1 }, 400, '檔案大小超過上限 50 MB'],
    ['an empty file', {}, { fileTotalSize: 0 }, 400, '不可上傳空白檔案'],
    ['an extension the category does not accept', {}, { fileName: 'setup.exe' }, 400, '「setup.exe」的檔案類型不符，僅接受 jpg、png、gif、svg、tiff、tif、pdf'],
    ['more chunks than bytes', {}, { fileTotalSize: 3, fileSplitCount: 4 }, 400, '分片數量不正確'],
    ['a code_type other than the category prefix', { code_type: 'A2-BB-' }, {}, 400, '上傳代碼與上傳類別不符'],
    ['an unknown category', { fileTo: 'nothing' }, {}, 400, '查無此上傳類別'],
    ['someone else as auth_id', { auth_id: 1 }, {}, 403, '上傳者與登入帳號不符'],
    ['a file name that is only a path', {}, { fileName: '../' }, 400, '檔案名稱不正確'],
  ] as const)('%s', async (_label, over, fileOver, status, message) => {
    const res = await requestUploadKey(server, token, target(over), { ...file, ...fileOver });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await countRows(server)).toEqual(before.rows);
  });

  it('a video extension outside the video list', async () => {
    // The construction log's videos are the contractor's to upload (its parties).
    const contractor = await signInAs(server, 'contractor');
    const assigned = await createProject(server, { assignContractor: true });
    const res = await requestUploadKey(server, contractor.token, { auth_id: Number(contractor.userID), stp_id: 'B2.1', proj_id: assigned, code_type: 'B2-CV-', fileTo: 'siteVideos' }, { ...file, fileName: 'clip.mkv' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('「clip.mkv」的檔案類型不符，僅接受 avi、mp4、wmv、flv、mov');
    expect(await countRows(server)).toEqual(before.rows);
  });

  it('names a missing parameter in the spec words', async () => {
    const res = await callApi(server, 'POST', 'Upload_File/uploadKey', { auth_id: agencyId, stp_id: 'A2.8', proj_id: projId, code_type: 'A2-DW-', fileName: 'a.pdf', fileSplitCount: 1, fileTotalSize: 10 }, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("'fileTo'是必要參數");
  });

  it('refuses a caller without access to the project', async () => {
    const other = await createProject(server, { assignContractor: false });
    const contractor = await signInAs(server, 'contractor');
    const res = await requestUploadKey(server, contractor.token, { auth_id: Number(contractor.userID), stp_id: 'B1.2', proj_id: other, code_type: 'B1-SN-', fileTo: 'startReport' }, file);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('您沒有此標案的權限');
  });

  it('refuses a caller without the step codes', async () => {
    const contractor = await signInAs(server, 'contractor');
    const res = await requestUploadKey(server, contractor.token, { ...target(), auth_id: Number(contractor.userID) }, file);
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('您沒有編輯「A2.8');
  });
});

describe('a refused chunk leaves nothing behind', () => {
  it('refuses a wrong key', async () => {
    const up = await open('k.pdf', pdfBytes(3000), 1000);
    const prefix = await storagePrefixOf(up.id);
    const res = await sendChunk(server, token, { ...up.base, uploadKey: 'not-the-key', index: 0 }, up.chunks[0]!);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('上傳金鑰錯誤');
    expect(listStorage(server).filter((k) => k.startsWith(prefix))).toEqual([]);
  });

  it("refuses another user's upload id, and leaves that upload untouched", async () => {
    const up = await open('mine.pdf', pdfBytes(3000), 1000);
    expect((await sendChunk(server, token, { ...up.base, index: 0 }, up.chunks[0]!)).status).toBe(200);
    const storedBefore = listStorage(server);
    const res = await sendChunk(server, contractorToken, { ...up.base, index: 1 }, up.chunks[1]!);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('此上傳作業不屬於您');
    expect(listStorage(server)).toEqual(storedBefore);
    // The owner carries on as if nothing happened.
    expect((await sendChunk(server, token, { ...up.base, index: 1 }, up.chunks[1]!)).status).toBe(200);
  });

  it('refuses an index out of range', async () => {
    const up = await open('range.pdf', pdfBytes(3000), 1000);
    const prefix = await storagePrefixOf(up.id);
    for (const index of [3, 99]) {
      const res = await sendChunk(server, token, { ...up.base, index, isLastChunk: false }, up.chunks[0]!);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('分片序號超出範圍');
    }
    expect(listStorage(server).filter((k) => k.startsWith(prefix))).toEqual([]);
  });

  it('refuses a chunk larger than the declared file, and chunks adding up to more', async () => {
    const up = await open('big.pdf', pdfBytes(3000), 1000);
    const prefix = await storagePrefixOf(up.id);
    const tooBig = await sendChunk(server, token, { ...up.base, index: 0 }, pdfBytes(3001));
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toBe('分片大小超過檔案宣告的總大小');
    expect((await sendChunk(server, token, { ...up.base, index: 0 }, pdfBytes(2500))).status).toBe(200);
    const overrun = await sendChunk(server, token, { ...up.base, index: 1 }, pdfBytes(600));
    expect(overrun.status).toBe(400);
    expect(overrun.body.message).toBe('分片大小超過檔案宣告的總大小');
    expect(listStorage(server).filter((k) => k.startsWith(prefix))).toEqual([`${prefix}/0`]);
  });

  it('refuses a chunk whose fields differ from the upload, or a last-chunk flag on another index', async () => {
    const up = await open('fields.pdf', pdfBytes(3000), 1000);
    const renamed = await sendChunk(server, token, { ...up.base, fileName: 'other.pdf', index: 0 }, up.chunks[0]!);
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toBe('上傳資料與上傳作業不符');
    const flagged = await sendChunk(server, token, { ...up.base, index: 0, isLastChunk: true }, up.chunks[0]!);
    expect(flagged.status).toBe(400);
    expect(flagged.body.message).toBe('最後分片標記與分片序號不符');
  });

  it('refuses an unknown upload id', async () => {
    const res = await sendChunk(server, token, { fileName: 'x.pdf', fileTotalSize: 10, fileSplitCount: 1, id: 999999, uploadKey: 'x', index: 0 }, Buffer.from('0123456789'));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('查無此上傳作業，可能已逾時清除，請重新上傳');
  });
});

describe('the merge checks completeness, size and content', () => {
  it('lists missing chunks and keeps the upload so the client can resume', async () => {
    const bytes = pdfBytes(3000);
    const up = await open('partial.pdf', bytes, 1000);
    expect((await sendChunk(server, token, { ...up.base, index: 0 }, up.chunks[0]!)).status).toBe(200);
    const early = await mergeUpload(server, token, target(), { id: up.id, uploadKey: up.uploadKey, fileName: 'partial.pdf', fileTotalSize: bytes.length });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('尚有分片未上傳：第 2 片、第 3 片');
    expect(early.body.errors).toEqual({ missing: [1, 2] });
    for (const index of [1, 2]) expect((await sendChunk(server, token, { ...up.base, index }, up.chunks[index]!)).status).toBe(200);
    const merged = await mergeUpload(server, token, target(), { id: up.id, uploadKey: up.uploadKey, fileName: 'partial.pdf', fileTotalSize: bytes.length });
    expect(merged.status).toBe(201);
  });

  it('refuses chunks that add up to less than the declared size, removing the upload', async () => {
    const up = await open('short.pdf', pdfBytes(3000), 1000);
    const prefix = await storagePrefixOf(up.id);
    for (const index of [0, 1, 2]) expect((await sendChunk(server, token, { ...up.base, index }, pdfBytes(500))).status).toBe(200);
    const res = await mergeUpload(server, token, target(), { id: up.id, uploadKey: up.uploadKey, fileName: 'short.pdf', fileTotalSize: 3000 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('檔案大小與宣告不符，請重新上傳');
    expect(listStorage(server).filter((k) => k.startsWith(prefix))).toEqual([]);
    expect(await server.database.db.select().from(uploadSessions).where(eq(uploadSessions.id, up.id))).toEqual([]);
  });

  it('refuses content that is not what the name says, removing every byte', async () => {
    const fakePdf = Buffer.concat([PNG_BYTES, Buffer.alloc(2000, 7)]);
    const up = await open('掃描.pdf', fakePdf, 1000);
    for (const [index, chunk] of up.chunks.entries()) expect((await sendChunk(server, token, { ...up.base, index }, chunk)).status).toBe(200);
    const res = await mergeUpload(server, token, target(), { id: up.id, uploadKey: up.uploadKey, fileName: '掃描.pdf', fileTotalSize: fakePdf.length });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('「掃描.pdf」的檔案內容與副檔名 .pdf 不符，請確認檔案是否正確');
    const rows = await countRows(server);
    expect(rows.files).toBe(before.rows.files);
    expect(listStorage(server)).toEqual(before.storage);
  });

  it('refuses an SVG that hides a DOCTYPE with entities, or a text file that is binary', async () => {
    const evil = Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>');
    const up = await open('evil.svg', evil, 4096);
    expect((await sendChunk(server, token, { ...up.base, index: 0 }, evil)).status).toBe(200);
    const res = await mergeUpload(server, token, target(), { id: up.id, uploadKey: up.uploadKey, fileName: 'evil.svg', fileTotalSize: evil.length });
    expect(res.status).toBe(400);
    expect(listStorage(server)).toEqual(before.storage);
  });

  it("refuses another user's merge and a wrong key, leaving the upload as it was", async () => {
    const bytes = pdfBytes(1500);
    const up = await open('owner.pdf', bytes, 1000);
    for (const [index, chunk] of up.chunks.entries()) expect((await sendChunk(server, token, { ...up.base, index }, chunk)).status).toBe(200);
    const contractor = await signInAs(server, 'contractor');
    const foreign = await mergeUpload(server, contractor.token, { ...target(), auth_id: Number(contractor.userID) }, { id: up.id, uploadKey: up.uploadKey, fileName: 'owner.pdf', fileTotalSize: bytes.length });
    expect(foreign.status).toBe(403);
    const wrongKey = await mergeUpload(server, token, target(), { id: up.id, uploadKey: 'nope', fileName: 'owner.pdf', fileTotalSize: bytes.length });
    expect(wrongKey.status).toBe(403);
    expect(wrongKey.body.message).toBe('上傳金鑰錯誤');
    const merged = await mergeUpload(server, token, target(), { id: up.id, uploadKey: up.uploadKey, fileName: 'owner.pdf', fileTotalSize: bytes.length });
    expect(merged.status).toBe(201);
    // Merged once: the upload is gone, so a second merge finds nothing.
    const twice = await mergeUpload(server, token, target(), { id: up.id, uploadKey: up.uploadKey, fileName: 'owner.pdf', fileTotalSize: bytes.length });
    expect(twice.status).toBe(404);
  });
});
