import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, projectPersonnel } from '../../../src/server/db/schema';
import { callApi } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { createAccount, projectIdOf, rowCount, signInAll, type Tokens } from './project-fixtures';

let server: TestServer;
let t: Tokens;
let sidewalk = 0;
let school = 0;
const ids: Record<string, number> = {};
beforeAll(async () => {
  server = await startTestServer();
  t = await signInAll(server);
  sidewalk = await projectIdOf(server, t.agency, 'PWD-115-002');
  school = await projectIdOf(server, t.agency, 'PWD-115-001');
  for (const a of ['admin', 'agency', 'supervisor', 'contractor']) {
    const [m] = await server.database.db.select({ id: members.id }).from(members).where(eq(members.account, a));
    ids[a] = m!.id;
  }
});
afterAll(async () => {
  await server?.close();
});

type Assignment = { id: number; auth_id: number; identity: string; category: string; start_date: string; end_date: string | null; tel: string; status: string };
type Executives = { list: Assignment[]; candidates: { id: number; cname: string }[] };
const executives = (category: string, projId: number, token: string) =>
  callApi<Executives>(server, 'GET', `BGC/Get_Business_Executives/${encodeURIComponent(category)}/${projId}/${encodeURIComponent('工程標案')}`, undefined, token);

describe('assigning people to a project', () => {
  let supervisorRow = 0;

  it('lists candidates per part and assigns an undertaker, a supervisor and a contractor', async () => {
    const sup = await executives('監造單位', sidewalk, t.agency);
    expect(sup.status).toBe(200);
    expect(sup.body.data!.candidates.map((c) => c.cname)).toEqual(['陳監造']);
    const con = await executives('contractor', sidewalk, t.agency);
    expect(con.body.data!.candidates.map((c) => c.cname)).toEqual(['張工地']);
    const und = await executives('主辦機關', sidewalk, t.agency);
    expect(und.body.data!.candidates.map((c) => c.cname)).toContain('林承辦');

    const u = await callApi<Assignment>(server, 'POST', 'BGC/Add_Business_Undertaking', { proj_id: sidewalk, auth_id: ids.admin, start_date: '2026-03-01', tel: '02-2720-8889' }, t.agency);
    expect(u.status).toBe(200);
    expect(u.body.data).toMatchObject({ identity: 'undertaker', category: '主辦機關', status: 'active' });
    const s = await callApi<Assignment>(
      server,
      'POST',
      'BGC/Add_Business_Executives',
      { proj_id: sidewalk, category: '監造單位', auth_id: ids.supervisor, start_date: '2026-06-01', end_date: '2026-12-31', tel: '02-2345-6789' },
      t.agency,
    );
    expect(s.body.data).toMatchObject({ identity: 'supervisor', end_date: '2026-12-31' });
    supervisorRow = s.body.data!.id;
    const c = await callApi<Assignment>(server, 'POST', 'BGC/Add_Business_Executives', { proj_id: sidewalk, category: '施工廠商', auth_id: ids.contractor, start_date: '2026-06-01' }, t.agency);
    expect(c.status).toBe(200);

    const all = await executives('all', sidewalk, t.agency);
    expect(all.body.data!.list.map((a) => a.identity).sort()).toEqual(['contractor', 'supervisor', 'undertaker', 'undertaker']);
    // Now assigned, the contractor reaches the sidewalk project too.
    const choices = await callApi<{ proj_number: string }[]>(server, 'POST', 'BGC/Search_BGC_PROJECT_ITEMS', {}, t.contractor);
    expect(choices.body.data!.map((x) => x.proj_number).sort()).toEqual(['PWD-115-001', 'PWD-115-002']);
  });

  it('edits dates and tel, and removes an assignment keeping it in the history', async () => {
    const edit = await callApi<Assignment>(server, 'POST', 'BGC/Edit_Business_Executives', { id: supervisorRow, end_date: '2027-03-31', tel: '02-8888-0000' }, t.agency);
    expect(edit.body.data).toMatchObject({ end_date: '2027-03-31', tel: '02-8888-0000' });
    const wrongKind = await callApi(server, 'POST', 'BGC/Edit_Business_Undertaking', { id: supervisorRow, tel: '02-1111-1111' }, t.agency);
    expect(wrongKind.status).toBe(404);
    const del = await callApi(server, 'DELETE', `BGC/Delete_Business_Executives?id=${supervisorRow}`, undefined, t.agency);
    expect(del.body.message).toBe('刪除成功');
    const current = await executives('supervisor', sidewalk, t.agency);
    expect(current.body.data!.list).toHaveLength(0);
    const history = await callApi<{ list: Assignment[]; total: number }>(server, 'GET', `BGC/Get_History_Business?proj_id=${sidewalk}&page=1&qtyPerPage=10`, undefined, t.agency);
    expect(history.body.data!.total).toBe(4);
    expect(history.body.data!.list.find((a) => a.id === supervisorRow)!.status).toBe('removed');
    const filtered = await callApi<{ list: Assignment[] }>(
      server,
      'GET',
      `BGC/Get_History_Business?proj_id=${sidewalk}&identity=${encodeURIComponent('監造單位')}&start_date=2026-07-01&end_date=2026-07-31&tel=8888`,
      undefined,
      t.agency,
    );
    expect(filtered.body.data!.list.map((a) => a.id)).toEqual([supervisorRow]);
    const paged = await callApi<{ list: Assignment[]; totalPages: number }>(server, 'GET', `BGC/Get_History_Business?proj_id=${sidewalk}&qtyPerPage=3&page=2`, undefined, t.agency);
    expect(paged.body.data!.list).toHaveLength(1);
  });

  it('refuses bad assignments and changes nothing', async () => {
    const before = await rowCount(server, projectPersonnel);
    const none = await callApi(server, 'POST', 'BGC/Add_Business_Executives', {}, t.agency);
    expect(none.body.message).toBe('proj_id、category、auth_id、start_date以上欄位為必傳!!');
    const cat = await callApi(server, 'POST', 'BGC/Add_Business_Executives', { proj_id: sidewalk, category: '主辦機關', auth_id: ids.agency, start_date: '2026-01-01' }, t.agency);
    expect(cat.body.message).toBe("'category'的值不在允許範圍內");
    const wrongPerson = await callApi(server, 'POST', 'BGC/Add_Business_Executives', { proj_id: sidewalk, category: '監造單位', auth_id: ids.contractor, start_date: '2026-01-01' }, t.agency);
    expect(wrongPerson.status).toBe(400);
    expect(wrongPerson.body.message).toBe('此人員不能擔任監造人員');
    const range = await callApi(server, 'POST', 'BGC/Add_Business_Undertaking', { proj_id: sidewalk, auth_id: ids.agency, start_date: '2026-05-01', end_date: '2026-04-01' }, t.agency);
    expect(range.body.message).toBe('結束日期不可早於開始日期');
    const badDate = await callApi(server, 'POST', 'BGC/Add_Business_Undertaking', { proj_id: sidewalk, auth_id: ids.agency, start_date: '2026/05/01' }, t.agency);
    expect(badDate.body.message).toBe("'start_date'格式不符合");
    const overlap = await callApi(server, 'POST', 'BGC/Add_Business_Undertaking', { proj_id: sidewalk, auth_id: ids.agency, start_date: '2026-08-01' }, t.agency);
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toBe('此人員於該期間已擔任機關承辦人');
    const tel = await callApi(server, 'POST', 'BGC/Add_Business_Executives', { proj_id: sidewalk, category: 'contractor', auth_id: ids.contractor, start_date: '2030-01-01', tel: 'call me' }, t.agency);
    expect(tel.body.message).toBe("'tel'格式不符合");
    expect((await callApi(server, 'DELETE', 'BGC/Delete_Business_Executives', undefined, t.agency)).body.message).toBe("'id'是必要參數");
    expect((await callApi(server, 'DELETE', 'BGC/Delete_Business_Executives?id=99999', undefined, t.agency)).status).toBe(404);
    expect((await executives('nobody', sidewalk, t.agency)).body.message).toBe("'category'的值不在允許範圍內");
    const wrongKind = await callApi(server, 'GET', `BGC/Get_Business_Executives/all/${sidewalk}/other`, undefined, t.agency);
    expect(wrongKind.status).toBe(404);
    expect((await callApi(server, 'GET', 'BGC/Get_History_Business', undefined, t.agency)).body.message).toBe("'proj_id'是必要參數");
    expect(await rowCount(server, projectPersonnel)).toBe(before);
  });

  it('refuses users without code 77 and agency staff of other organisations', async () => {
    const before = await rowCount(server, projectPersonnel);
    const res = await callApi(server, 'POST', 'BGC/Add_Business_Executives', { proj_id: school, category: 'contractor', auth_id: ids.contractor, start_date: '2030-01-01' }, t.contractor);
    expect(res.status).toBe(403);
    expect((await executives('all', school, t.supervisor)).status).toBe(403);
    const outsider = await createAccount(server, 'hr-outsider', [77], { depname: '桃園市政府工務局' });
    const foreign = await callApi(server, 'POST', 'BGC/Add_Business_Undertaking', { proj_id: school, auth_id: outsider.id, start_date: '2026-01-01' }, outsider.token);
    expect(foreign.status).toBe(403);
    expect((await callApi(server, 'GET', `BGC/Get_History_Business?proj_id=${school}`, undefined, outsider.token)).status).toBe(403);
    expect(await rowCount(server, projectPersonnel)).toBe(before);
  });
});

describe('Get_Auth_Identity', () => {
  it('tells each person their part on a project', async () => {
    const own = await callApi<{ identities: { identity: string }[]; dep_type: string; is_agency: boolean }>(server, 'GET', `BGC/Get_Auth_Identity/${ids.contractor}/${school}`, undefined, t.contractor);
    expect(own.body.data).toMatchObject({ identities: [{ identity: 'contractor' }], dep_type: '3', is_agency: false });
    const agency = await callApi<{ is_agency: boolean; dep_type: string }>(server, 'GET', `BGC/Get_Auth_Identity/${ids.admin}/${school}`, undefined, t.agency);
    expect(agency.body.data).toMatchObject({ is_agency: true, dep_type: '4' });
    const sup = await callApi<{ dep_type: string }>(server, 'GET', `BGC/Get_Auth_Identity/${ids.supervisor}/${school}`, undefined, t.agency);
    expect(sup.body.data!.dep_type).toBe('2');
    // A contractor may not ask about people on projects they do not reach.
    const third = await callApi(server, 'GET', `BGC/Get_Auth_Identity/${ids.agency}/99999`, undefined, t.contractor);
    expect(third.status).toBe(404);
    expect((await callApi(server, 'GET', `BGC/Get_Auth_Identity/x/${school}`, undefined, t.agency)).body.message).toBe("'userID'型別必須為number");
  });
});
