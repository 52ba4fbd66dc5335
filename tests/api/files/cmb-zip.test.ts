import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { createProject, fetchRaw, pdfBytes, PNG_BYTES, SVG_TEXT, uploadWhole, type UploadTarget } from './file-fixtures';
import { readZip } from './read-zip';

let server: TestServer;
let token: string;
let agencyId: number;
let projId: number;
const originals = new Map<string, Buffer>();

beforeAll(async () => {
  server = await startTestServer();
  const agency = await signInAs(server, 'agency');
  token = agency.token;
  agencyId = Number(agency.userID);
  projId = await createProject(server, { assignContractor: true });
  const drawings: UploadTarget = { auth_id: agencyId, stp_id: 'A2.8', proj_id: projId, code_type: 'A2-DW-', fileTo: 'designDrawings' };
  const files: [string, Buffer][] = [
    ['配置圖.pdf', pdfBytes(3 * 1024 * 1024)],
    ['現況.png', PNG_BYTES],
    ['配置圖.svg', Buffer.from(SVG_TEXT)],
  ];
  for (const [name, bytes] of files) {
    const merged = await uploadWhole(server, token, drawings, name, bytes);
    expect(merged.status).toBe(201);
    originals.set(merged.body.data!.code, bytes);
  }
  // The construction log is the contractor's to write (its parties); the agency sees it.
  const contractor = await signInAs(server, 'contractor');
  const photos: UploadTarget = { auth_id: Number(contractor.userID), stp_id: 'B2.1', proj_id: projId, code_type: 'B2-CL-', fileTo: 'sitePhotos' };
  const photo = await uploadWhole(server, contractor.token, photos, '施工照片.png', PNG_BYTES);
  expect(photo.status).toBe(201);
});
afterAll(async () => {
  await server?.close();
});

describe('CMB', () => {
  it('lists a project’s files by serviceType with step and category names', async () => {
    const all = await callApi<{ stp_id: string; category_label: string; filename: string }[]>(server, 'GET', `CMB/Get_Const_File?proj_id=${projId}&serviceType=A2&serviceType=B2`, undefined, token);
    expect(all.status).toBe(200);
    expect(all.body.data!.map((f) => f.stp_id)).toEqual(['A2.8', 'A2.8', 'A2.8', 'B2.1']);
    expect(all.body.data![0]!.category_label).toBe('設計圖說');
    const bracketed = await callApi<unknown[]>(server, 'GET', `CMB/Get_Const_File?proj_id=${projId}&serviceType[]=B2.1`, undefined, token);
    expect(bracketed.body.data).toHaveLength(1);
    const missing = await callApi(server, 'GET', `CMB/Get_Const_File?proj_id=${projId}`, undefined, token);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("'serviceType'是必要參數");
  });

  it('streams a valid zip for a zip_code, without a token, holding every file byte for byte', async () => {
    const path = await callApi<{ zip_code: string; count: number }>(server, 'POST', 'CMB/Get_Const_File_Download_Path', { proj_id: projId, serviceType: ['A2'] }, token);
    expect(path.status).toBe(200);
    expect(path.body.data!.count).toBe(3);
    const res = await fetchRaw(server, `CMB/Download_Const_File_ZipFile/${projId}/${path.body.data!.zip_code}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    // Streamed as it is built: no length known up front.
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''");
    const entries = readZip(Buffer.from(await res.arrayBuffer()));
    expect(entries.map((e) => e.name)).toEqual([
      'A2.8 工程預算書/設計圖說/A2-DW-0001_配置圖.pdf',
      'A2.8 工程預算書/設計圖說/A2-DW-0002_現況.png',
      'A2.8 工程預算書/設計圖說/A2-DW-0003_配置圖.svg',
    ]);
    for (const e of entries) expect(e.data.equals(originals.get(e.name.split('/')[2]!.split('_')[0]!)!)).toBe(true);
  });

  it('refuses a wrong or foreign zip code and a caller without access', async () => {
    expect((await fetchRaw(server, `CMB/Download_Const_File_ZipFile/${projId}/not-a-code`)).status).toBe(404);
    const path = await callApi<{ zip_code: string }>(server, 'POST', 'CMB/Get_Const_File_Download_Path', { proj_id: projId, serviceType: ['A2'] }, token);
    const other = await createProject(server);
    expect((await fetchRaw(server, `CMB/Download_Const_File_ZipFile/${other}/${path.body.data!.zip_code}`)).status).toBe(404);
    const contractor = await signInAs(server, 'contractor');
    const refused = await callApi(server, 'POST', 'CMB/Get_Const_File_Download_Path', { proj_id: other, serviceType: ['B2'] }, contractor.token);
    expect(refused.status).toBe(403);
    const empty = await callApi(server, 'POST', 'CMB/Get_Const_File_Download_Path', { proj_id: projId, serviceType: ['C2'] }, token);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('查無可下載的檔案');
  });
});
