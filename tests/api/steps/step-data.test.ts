import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/domain/access/session-user';
import type { StepDefinition } from '../../../src/domain/steps/step-definition';
import { callApi, signInAs } from '../support/call-api';
import type { TestServer } from '../support/start-test-server';
import { useSignedInServer } from '../support/use-signed-in-server';
import { demoProjectId, setStatus } from './support';

let server: TestServer;
let agency: SessionUser;
let projId: number;
useSignedInServer('agency', async (started, user) => {
  server = started;
  agency = user;
  projId = await demoProjectId(server, '大安森林公園');
});

/** Saves on top of the stored version, as the step page does. */
const save = async (data: Record<string, unknown>, stp = 'A4.2', token = agency.token) => {
  const stored = await callApi<{ version: number }>(server, 'POST', 'STP/Get_Step_Data', { stp_id: stp, proj_id: projId }, agency.token);
  return callApi<{ definitionVersion: number; incomplete: { path: string[]; message: string }[]; state: number }>(
    server,
    'POST',
    'STP/Save_Step_Data',
    { stp_id: stp, proj_id: projId, data, version: stored.body.data!.version },
    token,
  );
};

describe('the catalogue', () => {
  it('lists the steps the user may view and returns one definition in file order', async () => {
    const list = await callApi<{ id: string; componentName: string }[]>(server, 'GET', 'STP/Get_Step_Catalogue', undefined, agency.token);
    expect(list.body.data!.find((s) => s.id === 'A3.8')?.componentName).toBe('A3_8');
    const def = await callApi<StepDefinition>(server, 'GET', 'STP/Get_Step_Definition/A4.2', undefined, agency.token);
    expect(def.body.data!.title).toBeTruthy();
    // Field order is the order of the form; jsonb would have sorted the keys.
    const fileOrder = Object.keys((await import('../../../steps/A4.2.json', { with: { type: 'json' } })).default.form.schema.properties);
    expect(Object.keys((def.body.data!.form.schema as { properties: object }).properties)).toEqual(fileOrder);
    expect((await callApi(server, 'GET', 'STP/Get_Step_Definition/Z1.1', undefined, agency.token)).status).toBe(404);
  });
});

describe('STP/Save_Step_Data', () => {
  it('refuses wrongly filled fields with an errorSchema in zh-TW and stores nothing', async () => {
    for (const id of ['A2.8']) await setStatus(server, agency.token, projId, id, 'N');
    const res = await save({ bidderCount: 'three', location: 'x'.repeat(500) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('表單內容有誤，請修正標示的欄位');
    const errorSchema = (res.body.errors as { errorSchema: Record<string, { __errors: string[] }> }).errorSchema;
    expect(errorSchema.bidderCount!.__errors[0]).toMatch(/格式/);
    const stored = await callApi<{ data: object; definitionVersion: number | null }>(server, 'POST', 'STP/Get_Step_Data', { stp_id: 'A4.2', proj_id: projId }, agency.token);
    expect(stored.body.data!.definitionVersion).toBeNull();
  });

  it('saves incomplete data as in progress, reporting the required fields still empty', async () => {
    const res = await save({ location: '本府工務局新建工程處第一會議室' });
    expect(res.status).toBe(200);
    expect(res.body.data!.state).toBe(1);
    expect(res.body.data!.incomplete.length).toBeGreaterThan(0);
    expect(res.body.data!.incomplete[0]!.message).toBe('欄位必須填寫');
    const stored = await callApi<{ data: { location: string }; definitionVersion: number }>(server, 'POST', 'STP/Get_Step_Data', { stp_id: 'A4.2', proj_id: projId }, agency.token);
    expect(stored.body.data!.data.location).toBe('本府工務局新建工程處第一會議室');
    expect(stored.body.data!.definitionVersion).toBeGreaterThan(0);
    // A4.2 is signed off: done comes from the signatures, and sending it for sign-off needs the required fields.
    const done = await setStatus(server, agency.token, projId, 'A4.2', 'X');
    expect(done.status).toBe(409);
    const send = await callApi(server, 'POST', 'BFC/Add_CHK_AUDIT', { stp_id: 'A4.2', proj_id: projId }, agency.token);
    expect(send.status).toBe(400);
    expect(send.body.message).toBe('表單尚有必填或錯誤欄位，無法送出簽核');
  });

  it('validates record collections with their own schema', async () => {
    const res = await save({ bidders: [{ vendor: '大安營造股份有限公司', taxId: '1234' }] });
    expect(res.status).toBe(400);
    const errorSchema = (res.body.errors as { errorSchema: { bidders: Record<string, { taxId: { __errors: string[] } }> } }).errorSchema;
    expect(errorSchema.bidders['0']!.taxId.__errors).toHaveLength(1);
  });

  it('refuses a save that a lock forbids and one by a caller without access', async () => {
    const contractor = await signInAs(server, 'contractor');
    expect((await save({ location: 'x' }, 'A4.2', contractor.token)).status).toBe(403);
    for (const id of ['A4.1', 'A4.2', 'A4.3', 'A4.4', 'A4.5']) await setStatus(server, agency.token, projId, id, 'N');
    await setStatus(server, agency.token, projId, 'A4.6', 'Y');
    const locked = await save({ location: 'y' });
    expect(locked.status).toBe(409);
    expect((locked.body.errors as { type: string }).type).toBe('lock');
    const missing = await callApi(server, 'POST', 'STP/Save_Step_Data', { stp_id: 'A4.2', proj_id: projId, version: 0 }, agency.token);
    expect(missing.body.message).toBe("'data'是必要參數");
  });
});
