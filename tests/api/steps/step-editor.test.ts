import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/domain/access/session-user';
import type { StepDefinition } from '../../../src/domain/steps/step-definition';
import { stepSubmissions } from '../../../src/server/db/schema';
import { callApi, signInAs } from '../support/call-api';
import type { TestServer } from '../support/start-test-server';
import { useSignedInServer } from '../support/use-signed-in-server';

let server: TestServer;
let admin: SessionUser;
useSignedInServer('admin', (started, user) => {
  server = started;
  admin = user;
});

const b21 = (): Record<string, unknown> => {
  const base = JSON.parse(readFileSync('steps/B2.12.json', 'utf8')) as Record<string, unknown>;
  return {
    ...base,
    id: 'B2.21',
    title: '工地安全巡檢紀錄',
    version: 1,
    uploads: [],
    records: [],
    exports: [],
    form: {
      schema: {
        type: 'object',
        required: ['inspectDate'],
        properties: { inspectDate: { type: 'string', title: '巡檢日期', format: 'date' }, finding: { type: 'string', title: '巡檢發現', maxLength: 500 } },
      },
      uiSchema: { inspectDate: { 'ui:widget': 'rocDate' }, finding: { 'ui:widget': 'textarea' } },
    },
  };
};

describe('the step-definition editor calls', () => {
  it('refuses users without code 90', async () => {
    const agency = await signInAs(server, 'agency');
    expect((await callApi(server, 'POST', 'STP/Save_Step_Draft', { definition: b21() }, agency.token)).status).toBe(403);
  });

  it('saves a new step as a draft, publishes it, and the catalogue shows it', async () => {
    const saved = await callApi<{ stp_id: string; version: number; faults: unknown[] }>(server, 'POST', 'STP/Save_Step_Draft', { definition: b21() }, admin.token);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ stp_id: 'B2.21', version: 1, faults: [] });
    const before = await callApi<{ id: string }[]>(server, 'GET', 'STP/Get_Step_Catalogue', undefined, admin.token);
    expect(before.body.data!.some((s) => s.id === 'B2.21')).toBe(false);
    const noNote = await callApi(server, 'POST', 'STP/Publish_Step_Version', { stp_id: 'B2.21', version: 1 }, admin.token);
    expect(noNote.body.message).toBe("'note'是必要參數");
    const pub = await callApi(server, 'POST', 'STP/Publish_Step_Version', { stp_id: 'B2.21', version: 1, note: '新增工地安全巡檢' }, admin.token);
    expect(pub.status).toBe(200);
    const after = await callApi<{ id: string; menuGroup: string }[]>(server, 'GET', 'STP/Get_Step_Catalogue', undefined, admin.token);
    expect(after.body.data!.find((s) => s.id === 'B2.21')).toBeDefined();
    const log = await callApi<{ publications: { version: number; note: string; publishedBy: string }[] }>(server, 'GET', 'STP/Get_Step_Versions/B2.21', undefined, admin.token);
    expect(log.body.data!.publications[0]).toMatchObject({ version: 1, note: '新增工地安全巡檢', publishedBy: '王系統' });
  });

  it('refuses to publish a version with faults, each at its path', async () => {
    const broken = { ...b21(), rules: { prerequisites: ['Z9.9'], locks: [], siblings: [] } };
    const saved = await callApi<{ version: number; faults: { path: string; message: string }[] }>(server, 'POST', 'STP/Save_Step_Draft', { definition: broken }, admin.token);
    expect(saved.body.data!.faults.some((f) => f.path.startsWith('$.rules.prerequisites'))).toBe(true);
    const pub = await callApi(server, 'POST', 'STP/Publish_Step_Version', { stp_id: 'B2.21', version: saved.body.data!.version, note: 'x' }, admin.token);
    expect(pub.status).toBe(400);
    expect((pub.body.errors as { faults: unknown[] }).faults.length).toBeGreaterThan(0);
    const current = await callApi<StepDefinition>(server, 'GET', 'STP/Get_Step_Definition/B2.21', undefined, admin.token);
    expect(current.body.data!.version).toBe(1);
  });

  it('counts the stored submissions a change would break, compares versions and restores an earlier one', async () => {
    await server.database.db.insert(stepSubmissions).values([
      { projId: 1, stpId: 'B2.21', data: { inspectDate: '2026-11-20', finding: '護欄缺損' }, definitionVersion: 1 },
      { projId: 2, stpId: 'B2.21', data: { inspectDate: '2026-11-21' }, definitionVersion: 1 },
    ]);
    const next = b21() as { form: { schema: { required: string[]; properties: Record<string, unknown> } } };
    delete next.form.schema.properties.finding;
    next.form.schema.properties.weather = { type: 'string', title: '天候' };
    next.form.schema.required.push('weather');
    (next as unknown as { form: { uiSchema: Record<string, unknown> } }).form.uiSchema = { inspectDate: { 'ui:widget': 'rocDate' } };
    const saved = await callApi<{ version: number }>(server, 'POST', 'STP/Save_Step_Draft', { definition: next }, admin.token);
    const v = saved.body.data!.version;
    const impact = await callApi<{ total: number; affected: number; samples: { reasons: string[] }[] }>(server, 'POST', 'STP/Check_Step_Impact', { stp_id: 'B2.21', version: v }, admin.token);
    expect(impact.body.data).toMatchObject({ total: 2, affected: 2 });
    expect(impact.body.data!.samples.flatMap((s) => s.reasons)).toEqual(expect.arrayContaining(['removedField', 'newRequired']));
    const diff = await callApi<{ changes: { path: string; kind: string }[] }>(server, 'GET', `STP/Compare_Step_Versions/B2.21?a=1&b=${v}`, undefined, admin.token);
    expect(diff.body.data!.changes).toContainEqual(expect.objectContaining({ path: '$.form.schema.properties.finding', kind: 'removed' }));
    expect(diff.body.data!.changes).toContainEqual(expect.objectContaining({ path: '$.form.schema.properties.weather', kind: 'added' }));
    await callApi(server, 'POST', 'STP/Publish_Step_Version', { stp_id: 'B2.21', version: v, note: '改為記錄天候' }, admin.token);
    expect((await callApi<StepDefinition>(server, 'GET', 'STP/Get_Step_Definition/B2.21', undefined, admin.token)).body.data!.version).toBe(v);
    // Old submissions still open with the version they were captured under.
    const old = await callApi<StepDefinition>(server, 'GET', 'STP/Get_Step_Definition/B2.21?version=1', undefined, admin.token);
    expect(Object.keys((old.body.data!.form.schema as { properties: object }).properties)).toContain('finding');
    await callApi(server, 'POST', 'STP/Publish_Step_Version', { stp_id: 'B2.21', version: 1, note: '還原' }, admin.token);
    expect((await callApi<StepDefinition>(server, 'GET', 'STP/Get_Step_Definition/B2.21', undefined, admin.token)).body.data!.version).toBe(1);
  });

  it('counts a field the editor shows under a condition as declared, not as removed', async () => {
    const conditional = b21() as { form: { schema: Record<string, unknown>; uiSchema: Record<string, unknown> } };
    conditional.form.schema = {
      type: 'object',
      required: ['inspectDate'],
      properties: { inspectDate: { type: 'string', title: '巡檢日期', format: 'date' }, hasDefect: { type: 'boolean', title: '發現缺失' } },
      allOf: [{ if: { properties: { hasDefect: { const: true } }, required: ['hasDefect'] }, then: { properties: { defect: { type: 'string', title: '缺失說明', maxLength: 200 } }, required: ['defect'] } }],
    };
    conditional.form.uiSchema = { inspectDate: { 'ui:widget': 'rocDate' }, 'ui:order': ['inspectDate', 'hasDefect', 'defect'] };
    const saved = await callApi<{ version: number; faults: unknown[] }>(server, 'POST', 'STP/Save_Step_Draft', { definition: conditional }, admin.token);
    expect(saved.body.data!.faults).toEqual([]);
    await server.database.db.insert(stepSubmissions).values({ projId: 3, stpId: 'B2.21', data: { inspectDate: '2026-11-22', hasDefect: true, defect: '護欄缺損' }, definitionVersion: saved.body.data!.version });
    const impact = await callApi<{ total: number; affected: number; samples: { key: string }[] }>(server, 'POST', 'STP/Check_Step_Impact', { stp_id: 'B2.21', version: saved.body.data!.version }, admin.token);
    expect(impact.body.data!.samples.map((s) => s.key)).not.toContain('3/0');
  });

  it('exports a definition as a file the CLI accepts', async () => {
    const res = await fetch(`${server.api}/STP/Export_Step_Definition/A3.8`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.headers.get('content-disposition')).toContain('A3.8.json');
    const exported = JSON.parse(await res.text()) as StepDefinition;
    const file = JSON.parse(readFileSync('steps/A3.8.json', 'utf8')) as StepDefinition;
    expect({ ...exported, version: 0 }).toEqual({ ...file, version: 0 });
  });
});
