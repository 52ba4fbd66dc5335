import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findStepDefinition } from '../../../src/server/services/steps/find-step-definitions';
import { stepStatusChanges } from '../../../src/server/db/schema';
import { findRequiredUploadsMissing } from '../../../src/server/services/files/count-required-uploads-missing';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import {
  createProject,
  fetchRaw,
  listStorage,
  mergeUpload,
  pdfBytes,
  requestUploadKey,
  sendChunk,
  sha256,
  sliceChunks,
  stepState,
  uploadWhole,
  xlsxBytes,
  type UploadTarget,
} from './file-fixtures';
import { NO_SIGNATURE_TRUST } from '../../../src/server/signatures/signature-types';

let server: TestServer;
let token: string;
let agencyId: number;
let projId: number;

beforeAll(async () => {
  server = await startTestServer();
  const agency = await signInAs(server, 'agency');
  token = agency.token;
  agencyId = Number(agency.userID);
  projId = await createProject(server);
});
afterAll(async () => {
  await server?.close();
});

const drawings = (): UploadTarget => ({ auth_id: agencyId, stp_id: 'A2.8', proj_id: projId, code_type: 'A2-DW-', fileTo: 'designDrawings' });
const budgetBook = (): UploadTarget => ({ auth_id: agencyId, stp_id: 'A2.8', proj_id: projId, code_type: 'A2-BB-', fileTo: 'budgetBook' });

describe('a chunked upload', () => {
  it('stores a multi-chunk file whose download hashes equal to the original, chunks sent out of order and one twice', async () => {
    const bytes = pdfBytes(5 * 1024 * 1024 + 12345);
    const fileName = '設計圖說 第1冊.pdf';
    const chunks = sliceChunks(bytes, 1024 * 1024);
    expect(chunks).toHaveLength(6);
    const key = await requestUploadKey(server, token, drawings(), { fileName, fileTotalSize: bytes.length, fileSplitCount: chunks.length });
    expect(key.status).toBe(200);
    const { id, uploadKey } = key.body.data!;
    expect(id).toBeGreaterThan(0);
    expect(uploadKey.length).toBeGreaterThan(30);

    const base = { fileName, fileTotalSize: bytes.length, fileSplitCount: chunks.length, id, uploadKey };
    for (const index of [3, 0, 5, 1, 1, 2, 4]) {
      const sent = await sendChunk(server, token, { ...base, index }, chunks[index]!);
      expect(sent.status).toBe(200);
      expect(sent.body.status).toBe(200);
    }
    const merged = await mergeUpload(server, token, drawings(), { id, uploadKey, fileName, fileTotalSize: bytes.length });
    expect(merged.status).toBe(201);
    expect(merged.body.status).toBe(201);
    const file = merged.body.data!;
    expect(file).toMatchObject({ filename: fileName, code: 'A2-DW-0001', size: bytes.length, sha256: sha256(bytes) });

    const res = await fetchRaw(server, `Files/Download/A2.8/${file.id}`, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="____ _1_.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const downloaded = Buffer.from(await res.arrayBuffer());
    expect(sha256(downloaded)).toBe(sha256(bytes));

    // Only the file itself is left in storage: chunks and temporaries are gone.
    expect(listStorage(server).filter((k) => !k.startsWith('files/'))).toEqual([]);
    // A drawing does not complete A2.8; only its budget book does.
    expect(await stepState(server, projId, 'A2.8')).toBe(0);
  });

  it('lists the step files with codes, uploader and size', async () => {
    const list = await callApi<{ filename: string; code: string; uploader_name: string; fileTo: string }[]>(server, 'GET', `BFB/getAllFile/A2.8/${projId}`, undefined, token);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data![0]).toMatchObject({ code: 'A2-DW-0001', uploader_name: '林承辦', fileTo: 'designDrawings' });
  });

  it('marks A2.8 done once a budget book is merged, in the same transaction, and only once', async () => {
    const definition = await findStepDefinition(server.database.db, 'A2.8');
    const ctx = { db: server.database.db, config: server.config, mailer: server.mailer, signatureTrust: NO_SIGNATURE_TRUST };
    expect((await findRequiredUploadsMissing(ctx, projId, 'A2.8', definition)).map((c) => c.key)).toEqual(['budgetBook']);

    const merged = await uploadWhole(server, token, budgetBook(), '預算書.xlsx', await xlsxBytes());
    expect(merged.status).toBe(201);
    expect(merged.body.data!.code).toBe('A2-BB-0001');
    expect(await stepState(server, projId, 'A2.8')).toBe(2);
    expect(await findRequiredUploadsMissing(ctx, projId, 'A2.8', definition)).toEqual([]);

    const again = await uploadWhole(server, token, budgetBook(), '預算書-修正.pdf', pdfBytes(2000));
    expect(again.status).toBe(201);
    expect(again.body.data!.code).toBe('A2-BB-0002');
    const changes = await server.database.db
      .select()
      .from(stepStatusChanges)
      .where(and(eq(stepStatusChanges.projId, projId), eq(stepStatusChanges.stpId, 'A2.8')));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ fromState: 0, toState: 2, changedBy: agencyId });
  });

  it('accepts an SVG drawing by a textual check and serves it as a sandboxed attachment', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><circle r="2"/></svg>');
    const merged = await uploadWhole(server, token, drawings(), 'site.svg', svg);
    expect(merged.status).toBe(201);
    const res = await fetchRaw(server, `Files/Download/A2.8/${merged.body.data!.id}?type=svg`, token);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(await res.text()).toBe(svg.toString());
  });
});
