// The price-bidding chain comes from the step definitions (budgetBook), not from code: an administrator who
// publishes a new version of a stage's step changes its title, what each party may do and the chain's checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/domain/access/session-user';
import type { ProjectBudgetInfo, StageBookAnswer } from '../../../src/domain/budget-book/budget-api-types';
import type { StepDefinition } from '../../../src/domain/steps/step-definition';
import { findStepDefinition } from '../../../src/server/services/steps/find-step-definitions';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { withChange, type AnsweredItem } from './support/book-tree';
import { createBudgetProject, importBook, readSampleBytes } from './support/budget-fixtures';

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

/** Saves `change` of the step's current definition as a draft; answers its faults and version. */
async function saveDraft(stpId: string, change: (definition: StepDefinition) => StepDefinition) {
  const definition = change(structuredClone(await findStepDefinition(server.database.db, stpId)));
  const saved = await callApi<{ version: number; faults: { path: string; message: string }[] }>(server, 'POST', 'STP/Save_Step_Draft', { definition }, admin.token);
  return saved.body.data!;
}

describe('the chain as the definitions say', () => {
  it('takes a stage’s title and its agency’s rights from the published A2.8 definition', async () => {
    const projId = await createBudgetProject(server);
    expect((await importBook(server, agency.token, projId, readSampleBytes())).status).toBe(200);
    const draft = await saveDraft('A2.8', (definition) => ({ ...definition, title: '工程預算書（核定版）', budgetBook: { parties: { agency: ['view', 'cost', 'sysRemark'] } } }));
    expect(draft.faults).toEqual([]);
    const published = await callApi(server, 'POST', 'STP/Publish_Step_Version', { stp_id: 'A2.8', version: draft.version, note: '預算書不再修改數量' }, admin.token);
    expect(published.status).toBe(200);

    const info = (await callApi<ProjectBudgetInfo>(server, 'POST', 'BGC/GET_Budget_Info', { proj_id: projId }, agency.token)).body.data!;
    expect(info.stages[0]).toMatchObject({ stp_id: 'A2.8', title: '工程預算書（核定版）', canOpen: true });
    const book = (await callApi<StageBookAnswer>(server, 'POST', 'PCS/Load_Detail_Now', { proj_id: projId, stp_id: 'A2.8' }, agency.token)).body.data!;
    expect(book.Desc).toBe('A2.8 工程預算書（核定版）');
    expect(book.capabilities).toMatchObject({ qty: false, cost: true, sysRemark: true });
    const list = book.DetailList as unknown as AnsweredItem[];
    const qty = await callApi(server, 'POST', 'PCS/Save_CalResult', { proj_id: projId, stp_id: 'A2.8', DetailList: withChange(list, '35', { qty: '2000' }), revision: book.revision }, agency.token);
    expect(qty.status).toBe(400);
    expect(qty.body.message).toBe('項次「壹.一.1」的數量不能修改');
    const cost = await callApi(server, 'POST', 'PCS/Save_CalResult', { proj_id: projId, stp_id: 'A2.8', DetailList: withChange(list, '60', { cost: '7000' }), revision: book.revision }, agency.token);
    expect(cost.status).toBe(200);
  });

  it('refuses a draft whose budgetBook breaks the chain, with the checker’s words', async () => {
    const draft = await saveDraft('A3.8', (definition) => ({ ...definition, budgetBook: { from: 'A3.1', derive: 'copy', parties: { agency: ['view'] } } }));
    expect(draft.faults).toContainEqual({ file: 'A3.8.json', path: '$.budgetBook.from', message: '前一階段 A3.1 不存在或沒有 budgetBook' });
  });

  it('names the chain’s stages when asked for another', async () => {
    const res = await callApi(server, 'POST', 'PCS/Load_Detail_Now', { proj_id: 1, stp_id: 'A3.1' }, agency.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("'stp_id'必須為 A2.8、A3.8、A5.5 或 B1.0");
  });
});
