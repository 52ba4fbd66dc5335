/**
 * The history of a step's data (issue 13): every save is kept with who, when, the definition version and
 * each changed field's old and new value; titles come from the version the change was captured under, so
 * they survive a definition change; only those who may read the data may read its history.
 */
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/domain/access/session-user';
import type { StepDefinition } from '../../../src/domain/steps/step-definition';
import { callApi, signInAs } from '../support/call-api';
import type { TestServer } from '../support/start-test-server';
import { useSignedInServer } from '../support/use-signed-in-server';
import { demoProjectId } from './support';

let server: TestServer;
let agency: SessionUser;
let projId: number;
useSignedInServer('agency', async (started, user) => {
  server = started;
  agency = user;
  projId = await demoProjectId(server, '大安森林公園');
});

interface Entry {
  version: number;
  by: string | null;
  at: string;
  definitionVersion: number;
  changes: { field: string; title: string; old: unknown; new: unknown }[];
}
interface HistoryPage {
  list: Entry[];
  total: number;
  page: number;
  qtyPerPage: number;
}

const history = (token = agency.token, page?: number) =>
  callApi<HistoryPage>(server, 'POST', 'STP/Get_Step_History', { stp_id: 'A3.1', proj_id: projId, ...(page ? { page } : {}) }, token);
const load = async () =>
  (await callApi<{ data: Record<string, unknown>; version: number }>(server, 'POST', 'STP/Get_Step_Data', { stp_id: 'A3.1', proj_id: projId }, agency.token)).body.data!;
async function saveOnTop(change: Record<string, unknown>) {
  const current = await load();
  const res = await callApi(server, 'POST', 'STP/Save_Step_Data', { stp_id: 'A3.1', proj_id: projId, data: { ...current.data, ...change }, version: current.version }, agency.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('STP/Get_Step_History', () => {
  it('lists each save newest first with who, when and every changed field with its old and new value', async () => {
    await saveOnTop({ budgetSource: '公務預算', remark: '初稿' });
    await saveOnTop({ budgetSource: '特別預算' });
    const res = await history();
    expect(res.status).toBe(200);
    const page = res.body.data!;
    expect(page.total).toBe(2);
    expect(page.qtyPerPage).toBe(20);
    const [latest, first] = page.list;
    expect(latest!.by).toBe('林承辦');
    expect(latest!.version).toBeGreaterThan(first!.version);
    expect(latest!.changes).toEqual([{ field: 'budgetSource', path: ['budgetSource'], title: '經費來源（預算科目）', old: '公務預算', new: '特別預算' }]);
    expect(first!.changes.map((c) => [c.title, c.old, c.new])).toEqual([
      ['經費來源（預算科目）', null, '公務預算'],
      ['備註', null, '初稿'],
    ]);
    expect(Number.isNaN(Date.parse(latest!.at))).toBe(false);
  });

  it('keeps a save that changes nothing out of the history', async () => {
    await saveOnTop({});
    expect((await history()).body.data!.total).toBe(2);
  });

  it("shows old entries with the titles of the definition they were captured under after the step's definition changes", async () => {
    const admin = await signInAs(server, 'admin');
    const current = (await callApi<StepDefinition>(server, 'GET', 'STP/Get_Step_Definition/A3.1', undefined, admin.token)).body.data!;
    const next = structuredClone(current) as unknown as { form: { schema: { properties: Record<string, { title: string }> } } };
    next.form.schema.properties.budgetSource!.title = '預算來源';
    const draft = await callApi<{ version: number }>(server, 'POST', 'STP/Save_Step_Draft', { definition: next }, admin.token);
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const published = await callApi(server, 'POST', 'STP/Publish_Step_Version', { stp_id: 'A3.1', version: draft.body.data!.version, note: '欄位更名' }, admin.token);
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    await saveOnTop({ budgetSource: '統籌分配款' });
    const list = (await history()).body.data!.list;
    expect(list[0]!.definitionVersion).toBe(draft.body.data!.version);
    expect(list[0]!.changes[0]!.title).toBe('預算來源');
    expect(list[1]!.changes[0]!.title).toBe('經費來源（預算科目）');
  });

  it('pages by 20', async () => {
    for (let i = 0; i < 19; i++) await saveOnTop({ remark: `第 ${i} 次` });
    const first = (await history()).body.data!;
    expect(first.total).toBe(22);
    expect(first.list).toHaveLength(20);
    const second = (await history(agency.token, 2)).body.data!;
    expect(second.list).toHaveLength(2);
    expect(second.list.at(-1)!.changes[0]!.new).toBe('公務預算');
  });

  it('refuses a caller who may not read the step data, and bad parameters', async () => {
    const contractor = await signInAs(server, 'contractor');
    expect([403, 404]).toContain((await history(contractor.token)).status);
    expect((await callApi(server, 'POST', 'STP/Get_Step_History', { stp_id: 'A3.1' }, agency.token)).status).toBe(400);
    expect((await callApi(server, 'POST', 'STP/Get_Step_History', { stp_id: 'A3.1', proj_id: projId, page: 0 }, agency.token)).status).toBe(400);
    expect((await callApi(server, 'POST', 'STP/Get_Step_History', { stp_id: 'A3.1', proj_id: projId })).status).toBe(401);
  });
});
