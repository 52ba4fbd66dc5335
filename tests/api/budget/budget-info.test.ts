import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetProjectRow, EngineeringUnit, ProjectBudgetInfo } from '../../../src/domain/budget-book/budget-api-types';
import type { PageOf } from '../../../src/domain/admin/list-defaults';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { createBudgetProject, importBook, readSampleBytes } from './support/budget-fixtures';

let server: TestServer;
let agency: string;
beforeAll(async () => {
  server = await startTestServer();
  agency = (await signInAs(server, 'agency')).token;
});
afterAll(async () => {
  await server?.close();
});

describe('BGC budget-book information', () => {
  it('lists the agency’s projects with their A2.8 book, searchable and paged', async () => {
    const projId = await createBudgetProject(server);
    await importBook(server, agency, projId, readSampleBytes(), 'ArchEx001_ap_bdgt.xml');
    const list = await callApi<PageOf<BudgetProjectRow>>(server, 'POST', 'BGC/GET_Budget_Info', { page: 1, page_size: 100 }, agency);
    expect(list.status).toBe(200);
    const row = list.body.data!.list.find((entry) => entry.proj_id === projId);
    expect(row).toMatchObject({ fileName: 'ArchEx001_ap_bdgt.xml', totalAmount: '46291107', a28State: 2, stages: ['A2.8'] });
    const found = await callApi<PageOf<BudgetProjectRow>>(server, 'POST', 'BGC/GET_Budget_Info', { keyword: row!.proj_number }, agency);
    expect(found.body.data!.list.map((entry) => entry.proj_id)).toEqual([projId]);
    const contractorList = await callApi(server, 'POST', 'BGC/GET_Budget_Info', {}, (await signInAs(server, 'contractor')).token);
    expect(contractorList.status).toBe(403);
  });

  it('answers one project’s stages, imports and basic data, and edits the basic data (Edit_Project_BudgetBook)', async () => {
    const projId = await createBudgetProject(server);
    await importBook(server, agency, projId, readSampleBytes());
    const info = (await callApi<ProjectBudgetInfo>(server, 'POST', 'BGC/GET_Budget_Info', { proj_id: projId }, agency)).body.data!;
    expect(info.stages.map((stage) => [stage.stp_id, stage.exists, stage.checkResult])).toEqual([
      ['A2.8', true, 'X'],
      ['A3.8', false, 'P'],
      ['A5.5', false, 'P'],
      ['B1.0', false, 'P'],
    ]);
    expect(info.imports).toHaveLength(1);
    expect(info.main).toMatchObject({ contractNo: 'ArchEx001', contractTitle: '建築工程示範案例', contractLocation: '臺北市' });
    const edited = await callApi<{ revision: number }>(server, 'POST', 'BGC/Edit_Project_BudgetBook', { proj_id: projId, Main: { contractTitle: '示範案例（修正）', contractLocation: '臺北市大安區' }, revision: info.main!.revision }, agency);
    expect(edited.status).toBe(200);
    const after = (await callApi<ProjectBudgetInfo>(server, 'POST', 'BGC/GET_Budget_Info', { proj_id: projId }, agency)).body.data!;
    expect(after.main).toMatchObject({ contractTitle: '示範案例（修正）', contractLocation: '臺北市大安區', revision: info.main!.revision + 1 });
    const blank = await callApi(server, 'POST', 'BGC/Edit_Project_BudgetBook', { proj_id: projId, Main: { contractTitle: ' ' } }, agency);
    expect(blank.body.message).toBe('工程名稱不能空白');
    const unknown = await callApi(server, 'POST', 'BGC/Edit_Project_BudgetBook', { proj_id: projId, Main: { totalAmount: '1' } }, agency);
    expect(unknown.body.message).toBe("'Main.totalAmount'不是可編輯的欄位");
    const stale = await callApi(server, 'POST', 'BGC/Edit_Project_BudgetBook', { proj_id: projId, Main: { contractNo: 'X' }, revision: info.main!.revision }, agency);
    expect(stale.status).toBe(409);
  });

  it('names the five engineering units in their fixed order', async () => {
    const projId = await createBudgetProject(server);
    const units = await callApi<EngineeringUnit[]>(server, 'POST', 'BGC/Get_Engineering_Unit', { proj_id: projId }, agency);
    expect(units.body.data!.map((unit) => [unit.title, unit.name])).toEqual([
      ['主辦機關', '臺北市政府工務局新建工程處'],
      ['設計單位', ''],
      ['監造單位', '宏禹工程顧問股份有限公司'],
      ['施工廠商', '大安營造股份有限公司'],
      ['專案管理單位', ''],
    ]);
    expect((await callApi(server, 'POST', 'BGC/Get_Engineering_Unit', {}, agency)).body.message).toBe("'proj_id'是必要參數");
  });
});
