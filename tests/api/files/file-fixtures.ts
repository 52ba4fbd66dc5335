/**
 * Helpers of the file API tests: projects made straight in the test database, sample files of real formats,
 * the chunked upload protocol spoken over real HTTP, and a look at what storage holds on disk.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ZipArchive } from 'archiver';
import { and, eq } from 'drizzle-orm';
import { branchPlans, departments, plans, projectPersonnel, projects, projectStepStatuses, uploadSessions, stepFiles } from '../../../src/server/db/schema';
import { callApi, type ApiAnswer } from '../support/call-api';
import type { TestServer } from '../support/start-test-server';
import { memberId } from '../support/member-id';

export { memberId };

let serial = 0;

/** A project of the agency's unit (新建工程處); the contractor is assigned only when asked. Answers its id. */
export async function createProject(server: TestServer, options: { assignContractor?: boolean } = {}): Promise<number> {
  const db = server.database.db;
  const [unit] = await db.select({ id: departments.id }).from(departments).where(eq(departments.depname, '臺北市政府工務局新建工程處'));
  if (!unit) throw new Error('demo unit missing');
  serial += 1;
  const tag = `${process.pid}-${Date.now().toString(36)}-${serial}`;
  const [branch] = await db.insert(branchPlans).values({ depId: unit.id, name: `檔案測試分支計畫${tag}`, year: 2026 }).returning({ id: branchPlans.id });
  const [plan] = await db.insert(plans).values({ branchPlanId: branch!.id, depId: unit.id, name: `檔案測試計畫${tag}`, year: 2026 }).returning({ id: plans.id });
  const [project] = await db
    .insert(projects)
    .values({ planId: plan!.id, depId: unit.id, projNumber: `FILES-${tag}`, projName: `檔案測試工程 ${tag}`, projYearStart: 2026, projYearEnd: 2027, projType: '新建工程', projDate: '2026-01-15' })
    .returning({ id: projects.id });
  if (options.assignContractor) {
    await db.insert(projectPersonnel).values({ projId: project!.id, memberId: await memberId(server, 'contractor'), identity: 'contractor', startDate: '2026-01-01' });
  }
  return project!.id;
}

/** A step's stored state for a project (0 when no row). */
export async function stepState(server: TestServer, projId: number, stpId: string): Promise<number> {
  const [row] = await server.database.db
    .select({ state: projectStepStatuses.state })
    .from(projectStepStatuses)
    .where(and(eq(projectStepStatuses.projId, projId), eq(projectStepStatuses.stpId, stpId)));
  return row?.state ?? 0;
}

/** Hex SHA-256 of bytes. */
export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A PDF-signed file of `size` bytes with random content (the sniffer needs only the header). */
export function pdfBytes(size: number): Buffer {
  const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length - tail.length)), tail]);
}

/** A real 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A small SVG drawing. */
export const SVG_TEXT = '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#1f5f8b"/></svg>\n';

/** A minimal xlsx: a zip whose [Content_Types].xml names the spreadsheet part. */
export async function xlsxBytes(): Promise<Buffer> {
  const archive = new ZipArchive({});
  const parts: Buffer[] = [];
  archive.on('data', (d: Buffer) => parts.push(d));
  const done = new Promise<void>((resolve, reject) => {
    archive.on('end', () => resolve());
    archive.on('error', reject);
  });
  archive.append(
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    { name: '[Content_Types].xml' },
  );
  archive.append('<workbook/>', { name: 'xl/workbook.xml' });
  await archive.finalize();
  await done;
  return Buffer.concat(parts);
}

/** Where a file goes, as the upload calls name it. */
export interface UploadTarget {
  auth_id: number;
  stp_id: string;
  proj_id: number;
  code_type: string;
  fileTo: string;
  audit_id?: number;
  file_type?: string;
}

/** Upload_File/uploadKey. */
export function requestUploadKey(server: TestServer, token: string, target: UploadTarget, file: { fileName: string; fileTotalSize: number; fileSplitCount: number }) {
  return callApi<{ id: number; uploadKey: string }>(server, 'POST', 'Upload_File/uploadKey', { ...target, ...file }, token);
}

/** The fields of one chunk request, in the spec's order. */
export interface ChunkFields {
  fileName: string;
  fileTotalSize: number;
  fileSplitCount: number;
  id: number;
  uploadKey: string;
  index: number;
  isLastChunk?: boolean;
}

/** Upload_File/upload: one chunk as multipart, fields in the spec's order (theFile before index and isLastChunk). */
export async function sendChunk(server: TestServer, token: string, fields: ChunkFields, bytes: Uint8Array, fileField = 'theFile'): Promise<ApiAnswer<{ index: number; size: number }>> {
  const form = new FormData();
  form.append('fileName', fields.fileName);
  form.append('fileTotalSize', String(fields.fileTotalSize));
  form.append('fileSplitCount', String(fields.fileSplitCount));
  form.append('id', String(fields.id));
  form.append('uploadKey', fields.uploadKey);
  form.append(fileField, new Blob([new Uint8Array(bytes)]), 'blob');
  form.append('index', String(fields.index));
  form.append('isLastChunk', String(fields.isLastChunk ?? fields.index === fields.fileSplitCount - 1));
  const res = await fetch(`${server.api}/Upload_File/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as ApiAnswer<{ index: number; size: number }>['body'], headers: res.headers };
}

/** Upload_File/uploadMerge. */
export function mergeUpload(server: TestServer, token: string, target: UploadTarget, upload: { id: number; uploadKey: string; fileName: string; fileTotalSize: number }) {
  return callApi<{ id: number; filename: string; code: string; sha256: string; size: number }>(server, 'POST', 'Upload_File/uploadMerge', { ...target, ...upload }, token);
}

/** Chunks of `bytes` at `chunkSize`. */
export function sliceChunks(bytes: Uint8Array, chunkSize: number): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += chunkSize) chunks.push(bytes.subarray(start, Math.min(bytes.length, start + chunkSize)));
  return chunks.length ? chunks : [bytes.subarray(0, 0)];
}

/** The whole protocol: key, every chunk in order, merge; answers the merge answer. */
export async function uploadWhole(server: TestServer, token: string, target: UploadTarget, fileName: string, bytes: Uint8Array, chunkSize = 1024 * 1024) {
  const chunks = sliceChunks(bytes, chunkSize);
  const key = await requestUploadKey(server, token, target, { fileName, fileTotalSize: bytes.length, fileSplitCount: chunks.length });
  if (key.status !== 200) throw new Error(`uploadKey ${key.status}: ${key.body.message}`);
  const { id, uploadKey } = key.body.data!;
  for (const [index, chunk] of chunks.entries()) {
    const sent = await sendChunk(server, token, { fileName, fileTotalSize: bytes.length, fileSplitCount: chunks.length, id, uploadKey, index }, chunk);
    if (sent.status !== 200) throw new Error(`chunk ${index} ${sent.status}: ${sent.body.message}`);
  }
  return mergeUpload(server, token, target, { id, uploadKey, fileName, fileTotalSize: bytes.length });
}

/** GET with a token, answering the raw response (downloads). */
export function fetchRaw(server: TestServer, pathAndQuery: string, token?: string): Promise<Response> {
  return fetch(`${server.api}/${pathAndQuery}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** Every file under the server's file storage, relative to it, sorted. */
export function listStorage(server: TestServer): string[] {
  const root = path.join(server.dataDir, 'files');
  const out: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else out.push(path.relative(root, full));
    }
  };
  walk(root);
  return out.sort();
}

/** Counts of upload sessions and live file rows, to see that a refusal changed nothing. */
export async function countRows(server: TestServer): Promise<{ sessions: number; files: number }> {
  const db = server.database.db;
  return { sessions: (await db.select().from(uploadSessions)).length, files: (await db.select().from(stepFiles)).length };
}
