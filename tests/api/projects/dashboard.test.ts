import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { createAccount, projectIdOf, signInAll, type Tokens } from './project-fixtures';

let server: TestServer;
let t: Tokens;
let agencyDep = 0;
beforeAll(async () => {
  server = await startTestServer();
  t = await signInAll(server);
  const school = await projectIdOf(server, t.agency, 'PWD-115-001');
  agencyDep = (await callApi<{ dep_id: number }>(server, 'POST', 'BGC/Search_PROJECT_Detail', { proj_id: school }, t.agency)).body.data!.dep_id;
});
afterAll(async () => {
  await server?.close();
});

type Group = { key: string; label: string; count: number; amount: string; contract_amount: string };
type Summary = { total: Group; by_type: Group[]; by_year: Group[]; by_stage: Group[]; by_class: Group[] };
type Row = { proj_id: number; proj_number: string; stage: string; company: string; procurement_class: string; progress_diff: string | null; district_name: string };
type Page = { list: Row[]; total: number; page: number; totalPages: number };
const b64 = (s: string) => Buffer.from(s).toString('base64');
const tenders = (body: Record<string, unknown>, token = t.agency, size = 10, gov = 'all') =>
  callApi<Page>(server, 'POST', `ProjectBasic01/searchTable/list/${size}/${encodeURIComponent(gov)}`, body, token);

describe('dashboard totals', () => {
  it('counts and sums by type, year, stage and class', async () => {
    const res = await callApi<Summary>(server, 'POST', 'BGC/Search_ENGINNERING_Type_Total', {}, t.agency);
    expect(res.status).toBe(200);
    const s = res.body.data!;
    expect(s.total).toMatchObject({ count: 3, amount: '82680000.00', contract_amount: '58800000.00' });
    expect(s.by_type.map((g) => [g.key, g.count])).toEqual([
      ['建築工程', 1],
      ['道路工程', 1],
      ['水利工程', 1],
    ]);
    expect(s.by_year).toEqual([{ key: '2026', label: '115年', count: 3, amount: '82680000.00', contract_amount: '58800000.00' }]);
    expect(Object.fromEntries(s.by_stage.map((g) => [g.key, g.count]))).toMatchObject({ design: 2, B: 1 });
    expect(Object.fromEntries(s.by_class.map((g) => [g.key, g.count]))).toMatchObject({ inspection: 1, announcement: 1, belowAnnouncement: 1, huge: 0 });
    const later = await callApi<Summary>(server, 'POST', 'BGC/Search_ENGINNERING_Type_Total', { year_start: 2027 }, t.agency);
    expect(later.body.data!.total.count).toBe(1);
    expect((await callApi(server, 'POST', 'BGC/Search_ENGINNERING_Type_Total', { year_start: '2027' }, t.agency)).body.message).toBe("'year_start'型別必須為integer");
    expect((await callApi(server, 'POST', 'BGC/Search_ENGINNERING_Type_Total', {}, t.contractor)).status).toBe(403);
  });

  it('lists the projects of one type', async () => {
    const res = await callApi<Page>(server, 'POST', 'BGC/Search_ProjectByType', { proj_type: '道路工程' }, t.agency);
    expect(res.body.data!.list.map((r) => r.proj_number)).toEqual(['PWD-115-002']);
    expect((await callApi(server, 'POST', 'BGC/Search_ProjectByType', {}, t.agency)).body.message).toBe("'proj_type'是必要參數");
    expect((await callApi(server, 'POST', 'BGC/Search_ProjectByType', { proj_type: '道路工程' }, t.supervisor)).status).toBe(403);
  });
});

describe('ProjectBasic01 tender list', () => {
  it('filters by every tender filter', async () => {
    expect((await tenders({})).body.data!.total).toBe(3);
    expect((await tenders({ district: '63000' })).body.data!.total).toBe(3);
    expect((await tenders({ district: '63000020' })).body.data!.list.map((r) => r.proj_number)).toEqual(['PWD-115-001']);
    expect((await tenders({ district: '65000' })).body.data!.total).toBe(0);
    expect((await tenders({ proj_property_id: '4' })).body.data!.list.map((r) => r.proj_number)).toEqual(['PWD-115-002', 'PWD-115-003']);
    expect((await tenders({ yearRangeStart: 2027, yearRangeEnd: 2028 })).body.data!.list.map((r) => r.proj_number)).toEqual(['PWD-115-001']);
    expect((await tenders({ stageStatus: 'B' })).body.data!.list.map((r) => r.proj_number)).toEqual(['PWD-115-001']);
    expect((await tenders({ stageStatus: ['design'] })).body.data!.total).toBe(2);
    expect((await tenders({ contractAmount: 'inspection' })).body.data!.list.map((r) => r.proj_number)).toEqual(['PWD-115-001']);
    expect((await tenders({ contractAmount: { min: '10000000', max: '20000000' } })).body.data!.list.map((r) => r.proj_number)).toEqual(['PWD-115-002']);
    expect((await tenders({ company: '大安營造' })).body.data!.list.map((r) => r.proj_number)).toEqual(['PWD-115-001']);
    // The school reports 31.5% against 35% planned: 3.5 points behind.
    const behind = await tenders({ progress_diff: 3 });
    expect(behind.body.data!.list.map((r) => [r.proj_number, r.progress_diff])).toEqual([['PWD-115-001', '-3.50']]);
    expect((await tenders({ progress_diff: 5 })).body.data!.total).toBe(0);
    expect((await tenders({ depname: '新建工程處' })).body.data!.total).toBe(3);
    const two = (await tenders({})).body.data!.list.slice(0, 2);
    const picked = await tenders({ proj_ids: two.map((r) => r.proj_id) });
    expect(picked.body.data!.list.map((r) => r.proj_number)).toEqual(two.map((r) => r.proj_number));
  });

  it('pages by the path page size and narrows by govEncode', async () => {
    const p1 = await tenders({ page: 1 }, t.agency, 2);
    expect(p1.body.data).toMatchObject({ total: 3, totalPages: 2 });
    expect(p1.body.data!.list).toHaveLength(2);
    const p2 = await tenders({ page: 2 }, t.agency, 2);
    expect(p2.body.data!.list).toHaveLength(1);
    expect((await tenders({}, t.agency, 10, b64(String(agencyDep)))).body.data!.total).toBe(3);
    expect((await tenders({}, t.agency, 10, b64('1'))).body.data!.total).toBe(3);
    const other = await createAccount(server, 'dash-outsider', [36], { depname: '高雄市政府工務局' });
    expect((await tenders({}, other.token)).body.data!.total).toBe(0);
  });

  it('refuses bad filters and users without code 36', async () => {
    expect((await tenders({}, t.agency, 10, '%%%')).body.message).toBe("'govEncode'格式不符合");
    expect((await tenders({}, t.agency, 0)).body.message).toBe("'pageSize'須介於1至100");
    expect((await tenders({ district: '台北' })).body.message).toBe("'district'格式不符合");
    expect((await tenders({ yearRangeStart: '115' })).body.message).toBe("'yearRangeStart'型別必須為integer");
    expect((await tenders({ proj_ids: 'all' })).body.message).toBe("'proj_ids'型別必須為array");
    expect((await tenders({}, t.contractor)).status).toBe(403);
  });
});
