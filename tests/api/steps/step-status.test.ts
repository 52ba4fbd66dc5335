import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/domain/access/session-user';
import { callApi, signInAs } from '../support/call-api';
import type { TestServer } from '../support/start-test-server';
import { useSignedInServer } from '../support/use-signed-in-server';
import { demoProjectId, setStatus } from './support';

let server: TestServer;
let agency: SessionUser;
let school: number;
useSignedInServer('agency', async (started, user) => {
  server = started;
  agency = user;
  school = await demoProjectId(server, '興雅國民小學');
});

const statusOf = async (ids: string, projId = school, token = agency.token) =>
  callApi<{ stp_id: string; checkResult: string; state: number }[]>(server, 'GET', `BFB/get_proj_status/${ids}/${projId}`, undefined, token);

describe('BFB/get_proj_status', () => {
  it('answers P (0) for steps never touched, for one id or a comma-joined list', async () => {
    const one = await statusOf('A3.1');
    expect(one.body.data).toEqual([{ stp_id: 'A3.1', checkResult: 'P', state: 0 }]);
    const many = await statusOf('A3.1,A3.8,A4.6');
    expect(many.body.data!.map((s) => s.stp_id)).toEqual(['A3.1', 'A3.8', 'A4.6']);
  });

  it('refuses an unknown step, a bad project id and a project the caller may not see', async () => {
    expect((await statusOf('Z9.9')).status).toBe(400);
    expect((await statusOf('A3.1', 'abc' as unknown as number)).status).toBe(400);
    const contractor = await signInAs(server, 'contractor');
    const other = await demoProjectId(server, '基隆路');
    expect((await statusOf('A3.1', other, contractor.token)).status).toBe(403);
    expect((await statusOf('A3.1', 999999)).status).toBe(404);
  });
});

describe('BFB/Change_status', () => {
  it("maps P/Y/X/N to 0–3 and refuses anything else with '錯誤的辦理結果狀態'", async () => {
    const bad = await setStatus(server, agency.token, school, 'A3.1', 'Q');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('錯誤的辦理結果狀態');
    expect((await setStatus(server, agency.token, school, 'A3.1', 'Y')).status).toBe(200);
    expect((await statusOf('A3.1')).body.data![0]).toMatchObject({ checkResult: 'Y', state: 1 });
    expect((await setStatus(server, agency.token, school, 'A3.1', 'N')).status).toBe(200);
    expect((await statusOf('A3.1')).body.data![0]).toMatchObject({ checkResult: 'N', state: 3 });
  });

  it('refuses a step whose prerequisites are not met and names them', async () => {
    const res = await setStatus(server, agency.token, school, 'A4.6', 'Y');
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('請先完成以下步驟');
    expect(res.body.message).toContain('A2.8');
    const errors = res.body.errors as { type: string; steps: { id: string }[] };
    expect(errors.type).toBe('preq');
    expect(errors.steps.map((s) => s.id)).toEqual(expect.arrayContaining(['A2.8', 'A4.1', 'A4.5']));
    expect((await statusOf('A4.6')).body.data![0]!.state).toBe(0);
  });

  it('opens A4.6 once A2.8 and A4.1–A4.5 are settled, then locks them', async () => {
    for (const id of ['A2.8', 'A4.1', 'A4.2', 'A4.3', 'A4.4', 'A4.5']) {
      expect((await setStatus(server, agency.token, school, id, 'N')).status).toBe(200);
    }
    expect((await setStatus(server, agency.token, school, 'A4.6', 'Y')).status).toBe(200);
    // A4.6 under way locks A2.8 and A4.1–A4.5.
    const locked = await setStatus(server, agency.token, school, 'A4.2', 'Y');
    expect(locked.status).toBe(409);
    expect((locked.body.errors as { type: string }).type).toBe('lock');
    const lockedBudget = await setStatus(server, agency.token, school, 'A2.8', 'P');
    expect(lockedBudget.status).toBe(409);
    // Resetting A4.6 to not done lifts the lock.
    expect((await setStatus(server, agency.token, school, 'A4.6', 'P')).status).toBe(200);
    expect((await setStatus(server, agency.token, school, 'A4.2', 'Y')).status).toBe(200);
  });

  it('refuses callers without the step edit code and checks parameters', async () => {
    const contractor = await signInAs(server, 'contractor');
    // A3.1 is the agency's to do: code 25 is held by the contractor, but the project check still applies.
    const other = await demoProjectId(server, '基隆路');
    expect((await setStatus(server, contractor.token, other, 'A3.2', 'Y')).status).toBe(403);
    const missing = await callApi(server, 'POST', 'BFB/Change_status', { stp_id: 'A3.1' }, agency.token);
    expect(missing.body.message).toBe('proj_id、checkResult以上欄位為必傳!!');
    expect((await callApi(server, 'POST', 'BFB/Change_status', { stp_id: 'A3.1', proj_id: school, checkResult: 'Y' })).status).toBe(401);
  });
});

describe('BFB/GET_STAGE_STATUS and Get_STP_Proj', () => {
  it('lists only the projects the caller may see, with letters and counts per phase', async () => {
    const res = await callApi<{ proj_id: number; statuses: Record<string, string>; stages: Record<string, { total: number }> }[]>(
      server,
      'POST',
      'BFB/GET_STAGE_STATUS',
      { stage: 'A3' },
      agency.token,
    );
    expect(res.status).toBe(200);
    const mine = res.body.data!.find((p) => p.proj_id === school)!;
    expect(Object.keys(mine.statuses)).toHaveLength(10);
    expect(mine.stages.A3!.total).toBe(10);
    const contractor = await signInAs(server, 'contractor');
    const theirs = await callApi<{ proj_id: number }[]>(server, 'GET', 'BFB/Get_STP_Proj', undefined, contractor.token);
    expect(theirs.body.data!.map((p) => p.proj_id)).toEqual([school]);
  });
});
