/** Shared set-up of the project API tests: tokens of the demo accounts, extra accounts, row counts and a valid project body. */
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { departmentGroups, departments, groupMembers, members } from '../../../src/server/db/schema';
import { hashPassword } from '../../../src/server/security/hash-password';
import { callApi, signInAs } from '../support/call-api';
import { TEST_PASSWORD, type TestServer } from '../support/start-test-server';

/** Tokens of the demo accounts. */
export interface Tokens {
  admin: string;
  agency: string;
  supervisor: string;
  contractor: string;
}

/** Signs in the four demo accounts. */
export async function signInAll(server: TestServer): Promise<Tokens> {
  const [admin, agency, supervisor, contractor] = await Promise.all(['admin', 'agency', 'supervisor', 'contractor'].map((a) => signInAs(server, a)));
  return { admin: admin!.token, agency: agency!.token, supervisor: supervisor!.token, contractor: contractor!.token };
}

/** Creates an account with exactly `codes` in a department found by name (or a new top-level one), and signs it in. */
export async function createAccount(
  server: TestServer,
  account: string,
  codes: number[],
  options: { depname: string; basefrom?: 'GOV' | 'PUB'; deptype?: string; supervise?: string },
): Promise<{ id: number; token: string }> {
  const db = server.database.db;
  let [dep] = await db.select().from(departments).where(eq(departments.depname, options.depname));
  if (!dep) [dep] = await db.insert(departments).values({ depname: options.depname, deptype: options.deptype ?? '4', depGroup: 'OTH' }).returning();
  const [group] = await db.insert(departmentGroups).values({ depId: dep!.id, groupName: `${account}-group`, systemPermission: codes }).returning();
  const [m] = await db
    .insert(members)
    .values({ account, authwordHash: await hashPassword(TEST_PASSWORD), basefrom: options.basefrom ?? 'GOV', depId: dep!.id, cname: account, supervise: options.supervise ?? '0', tel: ['02-2345-6789'] })
    .returning();
  await db.insert(groupMembers).values({ groupId: group!.groupId, memberId: m!.id });
  const user = await signInAs(server, account);
  return { id: m!.id, token: user.token };
}

/** Number of rows of a table, to show a refused call changed nothing. */
export async function rowCount(server: TestServer, table: PgTable): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** A valid Add_PROJECT body under a plan. */
export function projectBody(planId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    plan_id: planId,
    proj_number: `T-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    proj_name: '臺北市立測試國民小學校舍耐震補強工程',
    proj_year_range: ['2026', '2027'],
    proj_type: '建築工程',
    proj_agent: '臺北市政府工務局新建工程處',
    proj_unit: '建築工程科',
    proj_host_unit: '臺北市政府工務局新建工程處',
    proj_total: '5000000',
    proj_construction_cost: '4500000',
    proj_management: '0',
    proj_property: '5',
    proj_property_type: '工程',
    district: '63000030',
    proj_date: '2026-06-01',
    design_vendors: [{ name: '甲建築師事務所', unit: '建築設計', contact_name: '王建築師', character: '設計', contact_tel: '02-2700-0000', construction_list: '補強設計' }],
    ...overrides,
  };
}

/** The id of the demo plan (the first plan the agency sees). */
export async function demoPlanId(server: TestServer, token: string): Promise<number> {
  const res = await callApi<{ id: number }[]>(server, 'POST', 'BGC/Search_BGC_PLAN_ITEMS', {}, token);
  return res.body.data![0]!.id;
}

/** The id of a demo project by its number. */
export async function projectIdOf(server: TestServer, token: string, number: string): Promise<number> {
  const res = await callApi<{ list: { proj_id: number; proj_number: string }[] }>(server, 'POST', 'BGC/Search_PROJECT', { keyword: number }, token);
  const hit = res.body.data?.list.find((p) => p.proj_number === number);
  if (!hit) throw new Error(`project ${number} not found`);
  return hit.proj_id;
}
