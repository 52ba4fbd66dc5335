// The upload rules come from the step's current definition, not from code: an administrator who publishes a
// version with or without projectlessFiles / completesStep changes what the upload calls do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/domain/access/session-user';
import type { StepDefinition } from '../../../src/domain/steps/step-definition';
import { findStepDefinition } from '../../../src/server/services/steps/find-step-definitions';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { createProject, pdfBytes, PNG_BYTES, stepState, uploadWhole, xlsxBytes } from './file-fixtures';

let server: TestServer;
let admin: SessionUser;
let agency: SessionUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAs(server, 'admin');
  agency = await signInAs(server, 'agency');
});
afterAll(async () => {
  await server?.close();
});

/** Saves `change` of the step's current definition as a draft and publishes it, as an administrator would. */
async function publish(stpId: string, change: (definition: StepDefinition) => StepDefinition): Promise<void> {
  const definition = change(structuredClone(await findStepDefinition(server.database.db, stpId)));
  const saved = await callApi<{ version: number; faults: unknown[] }>(server, 'POST', 'STP/Save_Step_Draft', { definition }, admin.token);
  expect(saved.body.data?.faults).toEqual([]);
  const published = await callApi(server, 'POST', 'STP/Publish_Step_Version', { stp_id: stpId, version: saved.body.data!.version, note: '調整上傳規則' }, admin.token);
  expect(published.status).toBe(200);
}

/** BFB/IMPORT_FILE of one PDF with the given fields. */
async function importOne(fields: [string, string][], name: string) {
  const form = new FormData();
  for (const [k, v] of fields) form.append(k, v);
  form.append('fileList[0]', new Blob([new Uint8Array(pdfBytes(3000))]), name);
  const res = await fetch(`${server.api}/BFB/IMPORT_FILE`, { method: 'POST', headers: { authorization: `Bearer ${agency.token}` }, body: form });
  return { status: res.status, body: (await res.json()) as { message?: string; data?: { proj_id: number | null; code: string }[] } };
}

describe('completesStep of an upload category', () => {
  it('marks the step done on upload into the category that sets it, and no longer for one that dropped it', async () => {
    await publish('A2.8', (d) => ({
      ...d,
      uploads: d.uploads.map(({ completesStep: _dropped, ...c }) => (c.key === 'designDrawings' ? { ...c, completesStep: true } : c)),
    }));
    const projId = await createProject(server);
    const target = (fileTo: string, code_type: string) => ({ auth_id: Number(agency.userID), stp_id: 'A2.8', proj_id: projId, code_type, fileTo });

    expect((await uploadWhole(server, agency.token, target('budgetBook', 'A2-BB-'), '預算書.xlsx', await xlsxBytes())).status).toBe(201);
    expect(await stepState(server, projId, 'A2.8')).toBe(0);
    expect((await uploadWhole(server, agency.token, target('designDrawings', 'A2-DW-'), '配置圖.png', PNG_BYTES)).status).toBe(201);
    expect(await stepState(server, projId, 'A2.8')).toBe(2);
  });
});

describe('projectlessFiles of a step', () => {
  it('keeps N1.2 files in the project once a published version no longer sets it', async () => {
    await publish('N1.2', ({ projectlessFiles: _dropped, ...d }) => d);
    const projId = await createProject(server);
    const missing = await importOne([['stp_id', 'N1.2']], '舊案資料.pdf');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("'auth_id'是必要參數");

    const stored = await importOne(
      [['stp_id', 'N1.2'], ['auth_id', String(agency.userID)], ['proj_id', String(projId)], ['code[0]', 'N1-IM-']],
      '舊案資料.pdf',
    );
    expect(stored.status).toBe(200);
    expect(stored.body.data![0]).toMatchObject({ proj_id: projId, code: 'N1-IM-0001' });
    const other = await callApi<unknown[]>(server, 'GET', `BFB/getAllFile/N1.2/${await createProject(server)}`, undefined, agency.token);
    expect(other.body.data).toEqual([]);
  });

  it('takes any step with one category out of the projects once a published version sets it', async () => {
    await publish('A2.8', (d) => ({ ...d, projectlessFiles: true, uploads: d.uploads.filter((c) => c.key === 'designDrawings').map(({ completesStep: _dropped, ...c }) => c) }));
    const merged = await uploadWhole(server, agency.token, { auth_id: Number(agency.userID), stp_id: 'A2.8', proj_id: 0, code_type: 'A2-DW-', fileTo: 'designDrawings' }, '無標案圖說.png', PNG_BYTES);
    expect(merged.status).toBe(201);
    expect(merged.body.data).toMatchObject({ code: 'A2-DW-0001' });
    const list = await callApi<{ filename: string; proj_id: number | null }[]>(server, 'GET', 'BFB/getAllFile/A2.8/0', undefined, agency.token);
    expect(list.body.data!.map((f) => [f.filename, f.proj_id])).toEqual([['無標案圖說.png', null]]);
  });
});
