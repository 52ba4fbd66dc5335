import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/domain/access/session-user';
import { definitionOf, sampleData } from '../../unit/renderers/support/step-fixtures';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { setStatus } from '../steps/support';
import { createProject, pdfBytes, stepState, uploadWhole } from './file-fixtures';

let server: TestServer;
let agency: SessionUser;
let projId: number;
beforeAll(async () => {
  server = await startTestServer();
  agency = await signInAs(server, 'agency');
  projId = await createProject(server);
});
afterAll(async () => {
  await server?.close();
});

describe('marking a step done needs its required uploads', () => {
  it('refuses 已完成 while a required category is empty, naming it, and accepts it once a file is there', async () => {
    const saved = await callApi(server, 'POST', 'STP/Save_Step_Data', { stp_id: 'A4.1', proj_id: projId, data: sampleData(definitionOf('A4.1')), version: 0 }, agency.token);
    expect(saved.status).toBe(200);

    const refused = await setStatus(server, agency.token, projId, 'A4.1', 'X');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('尚未上傳：停權及登記查詢結果（含B.28檢核表），無法標示為已完成');
    expect(refused.body.errors).toEqual({ uploads: ['queryResults'] });
    expect(await stepState(server, projId, 'A4.1')).toBe(1);

    const target = { auth_id: Number(agency.userID), stp_id: 'A4.1', proj_id: projId, code_type: 'A-OF-', fileTo: 'queryResults' };
    expect((await uploadWhole(server, agency.token, target, '查詢結果.pdf', pdfBytes(3000))).status).toBe(201);
    expect((await setStatus(server, agency.token, projId, 'A4.1', 'X')).status).toBe(200);
    expect(await stepState(server, projId, 'A4.1')).toBe(2);
  });

  it('never marks a step with a sign-off done by hand, complete or not: its signatures do', async () => {
    const other = await createProject(server);
    expect((await callApi(server, 'POST', 'STP/Save_Step_Data', { stp_id: 'A4.2', proj_id: other, data: sampleData(definitionOf('A4.2')), version: 0 }, agency.token)).status).toBe(200);
    const target = { auth_id: Number(agency.userID), stp_id: 'A4.2', proj_id: other, code_type: 'A-OO-', fileTo: 'openingRecord' };
    expect((await uploadWhole(server, agency.token, target, '開標紀錄.pdf', pdfBytes(3000))).status).toBe(201);
    const refused = await setStatus(server, agency.token, other, 'A4.2', 'X');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('本步驟須經機關以自然人憑證簽核，全部簽章後即為已完成；請按「送出簽核」');
    expect(await stepState(server, other, 'A4.2')).toBe(1);
  });

  it('does not ask for uploads when the step is marked 無須辦理', async () => {
    const other = await createProject(server);
    expect((await setStatus(server, agency.token, other, 'A4.2', 'N')).status).toBe(200);
  });
});
