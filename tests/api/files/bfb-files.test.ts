import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { countRows, createProject, fetchRaw, listStorage, pdfBytes, PNG_BYTES, sha256, uploadWhole, xlsxBytes, type UploadTarget } from './file-fixtures';

let server: TestServer;
let agency: { token: string; id: number };
let contractor: { token: string; id: number };
let projId: number;

beforeAll(async () => {
  server = await startTestServer();
  const a = await signInAs(server, 'agency');
  agency = { token: a.token, id: Number(a.userID) };
  const c = await signInAs(server, 'contractor');
  contractor = { token: c.token, id: Number(c.userID) };
  projId = await createProject(server, { assignContractor: true });
});
afterAll(async () => {
  await server?.close();
});

/** BFB/IMPORT_FILE with fields first and indexed files, as FormData sends them. */
async function importFiles(token: string, fields: [string, string][], files: [string, Buffer, string][]) {
  const form = new FormData();
  for (const [k, v] of fields) form.append(k, v);
  for (const [k, bytes, name] of files) form.append(k, new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${server.api}/BFB/IMPORT_FILE`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as { status: string; message?: string; data?: { id: number; filename: string; file_type: string | null; proj_id: number | null; code: string }[] } };
}

describe('BFB/IMPORT_FILE', () => {
  it('stores a batch with a file_type per file for B1.7', async () => {
    const xlsx = await xlsxBytes();
    const res = await importFiles(
      contractor.token,
      [
        ['stp_id', 'B1.7'],
        ['auth_id', String(contractor.id)],
        ['proj_id', String(projId)],
        ['audit_id', '0'],
        ['code[0]', 'B1-SC-'],
        ['code[1]', 'B1-SC-'],
        ['file_type[0]', 'ganttChart'],
        ['file_type[1]', 'sCurve'],
      ],
      [
        ['fileList[0]', xlsx, '甘特圖.xlsx'],
        ['fileList[1]', PNG_BYTES, 'S曲線.png'],
      ],
    );
    expect(res.status).toBe(200);
    expect(res.body.data!.map((f) => [f.filename, f.file_type, f.code])).toEqual([
      ['甘特圖.xlsx', 'ganttChart', 'B1-SC-0001'],
      ['S曲線.png', 'sCurve', 'B1-SC-0002'],
    ]);
    const download = await fetchRaw(server, `Files/Download/B1.7/${res.body.data![0]!.id}`, contractor.token);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(xlsx));
  });

  it('refuses the whole batch, keeping nothing, when one file lacks its file_type or its content lies', async () => {
    const before = { rows: await countRows(server), storage: listStorage(server) };
    const noType = await importFiles(
      contractor.token,
      [['stp_id', 'B1.7'], ['auth_id', String(contractor.id)], ['proj_id', String(projId)], ['code[]', 'B1-SC-'], ['code[]', 'B1-SC-'], ['file_type[0]', 'ganttChart']],
      [['fileList[0]', pdfBytes(5000), 'a.pdf'], ['fileList[1]', pdfBytes(5000), 'b.pdf']],
    );
    expect(noType.status).toBe(400);
    expect(noType.body.message).toBe('請選擇檔案種類');
    const lying = await importFiles(
      contractor.token,
      [['stp_id', 'B1.7'], ['auth_id', String(contractor.id)], ['proj_id', String(projId)], ['code', 'B1-SC-'], ['file_type', 'sCurve']],
      [['fileList', PNG_BYTES, 'curve.pdf']],
    );
    expect(lying.status).toBe(400);
    expect(lying.body.message).toContain('的檔案內容與副檔名 .pdf 不符');
    expect(await countRows(server)).toEqual(before.rows);
    expect(listStorage(server)).toEqual(before.storage);
  });

  it('refuses a batch item that is text rather than a file', async () => {
    const res = await importFiles(contractor.token, [['stp_id', 'B1.7'], ['auth_id', String(contractor.id)], ['proj_id', String(projId)], ['fileList[0]', 'not a file']], []);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('每個匯入項目都必須是檔案');
  });

  it('drops the auth, proj, code and audit fields for N1.2: its files belong to no project', async () => {
    const res = await importFiles(
      agency.token,
      [['stp_id', 'N1.2'], ['auth_id', '999'], ['proj_id', '424242'], ['code[0]', 'XX-'], ['audit_id', '7']],
      [['fileList[0]', pdfBytes(3000), '舊案資料.pdf']],
    );
    expect(res.status).toBe(200);
    expect(res.body.data![0]).toMatchObject({ proj_id: null, code: 'N1-IM-0001', filename: '舊案資料.pdf' });
    const list = await callApi<{ filename: string }[]>(server, 'GET', 'BFB/getAllFile/N1.2/0', undefined, agency.token);
    expect(list.body.data!.map((f) => f.filename)).toEqual(['舊案資料.pdf']);
  });
});

describe('remarks, deletion and access', () => {
  const target = (): UploadTarget => ({ auth_id: agency.id, stp_id: 'A2.8', proj_id: projId, code_type: 'A2-BB-', fileTo: 'budgetBook' });

  it('edits a remark and deletes a file (bytes removed, row kept as deleted)', async () => {
    const merged = await uploadWhole(server, agency.token, target(), '預算書.pdf', pdfBytes(4000));
    const id = merged.body.data!.id;
    const edit = await callApi(server, 'POST', 'BFB/Edit_File', { id, remark: '第二次修正版' }, agency.token);
    expect(edit.status).toBe(200);
    const list = await callApi<{ id: number; remark: string }[]>(server, 'GET', `BFB/getAllFile/A2.8/${projId}/0`, undefined, agency.token);
    expect(list.body.data!.find((f) => f.id === id)!.remark).toBe('第二次修正版');
    const tooLong = await callApi(server, 'POST', 'BFB/Edit_File', { id, remark: '字'.repeat(501) }, agency.token);
    expect(tooLong.status).toBe(400);

    const storedBefore = listStorage(server).length;
    const del = await callApi(server, 'DELETE', `BFB/Delete_File/${id}`, undefined, agency.token);
    expect(del.status).toBe(200);
    expect(listStorage(server).length).toBe(storedBefore - 1);
    const after = await callApi<{ id: number }[]>(server, 'GET', `BFB/getAllFile/A2.8/${projId}`, undefined, agency.token);
    expect(after.body.data!.some((f) => f.id === id)).toBe(false);
    expect((await fetchRaw(server, `Files/Download/A2.8/${id}`, agency.token)).status).toBe(404);
    expect((await callApi(server, 'DELETE', `BFB/Delete_File/${id}`, undefined, agency.token)).status).toBe(404);
  });

  it('refuses callers without access to the project, and a file reached through another step', async () => {
    const merged = await uploadWhole(server, agency.token, target(), 'secret.pdf', pdfBytes(2000));
    const id = merged.body.data!.id;
    const other = await createProject(server);
    const stranger = await callApi(server, 'GET', `BFB/getAllFile/B1.7/${other}`, undefined, contractor.token);
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe('您沒有此標案的權限');
    // The contractor is on the project but lacks A2.8's codes.
    expect((await fetchRaw(server, `Files/Download/A2.8/${id}`, contractor.token)).status).toBe(403);
    expect((await callApi(server, 'DELETE', `BFB/Delete_File/${id}`, undefined, contractor.token)).status).toBe(403);
    expect((await callApi(server, 'POST', 'BFB/Edit_File', { id, remark: 'x' }, contractor.token)).status).toBe(403);
    expect((await fetchRaw(server, `Files/Download/B1.7/${id}`, agency.token)).status).toBe(404);
    expect((await fetchRaw(server, `Files/Download/A2.8/${id}`)).status).toBe(401);
  });
});
