/** Shared helpers of the administration API tests: demo ids by name, row counts, and refusal checks. */
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { departmentGroups, departments, departmentSubs, members } from '../../../src/server/db/schema';
import type { ApiAnswer } from '../support/call-api';
import type { TestServer } from '../support/start-test-server';

/** Ids of the demo data, looked up by name so the tests do not depend on insertion order. */
export interface DemoIds {
  dep: (name: string) => number;
  title: (name: string) => number;
  group: (name: string) => number;
  member: (account: string) => number;
}

/** Reads the demo ids. */
export async function demoIds(server: TestServer): Promise<DemoIds> {
  const db = server.database.db;
  const deps = await db.select().from(departments);
  const titles = await db.select().from(departmentSubs);
  const groups = await db.select().from(departmentGroups);
  const people = await db.select().from(members);
  const find = <T>(rows: T[], pick: (r: T) => boolean, what: string) => {
    const row = rows.find(pick);
    if (!row) throw new Error(`demo data lacks ${what}`);
    return row;
  };
  return {
    dep: (name) => find(deps, (d) => d.depname === name, name).id,
    title: (name) => find(titles, (t) => t.previewName === name, name).id,
    group: (name) => find(groups, (g) => g.groupName === name, name).groupId,
    member: (account) => find(people, (m) => m.account === account, account).id,
  };
}

/** The number of rows in a table. */
export async function rowCount(server: TestServer, table: PgTable): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** Asserts a refusal: the HTTP status, the error envelope and (when given) the exact message. */
export function expectRefused(res: ApiAnswer, status: number, message?: string | RegExp): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.status).toBe('error');
  if (typeof message === 'string') expect(res.body.message).toBe(message);
  else if (message) expect(res.body.message).toMatch(message);
}

/** Asserts success and answers the data. */
export function expectOk<T>(res: ApiAnswer<T>): T {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.status).toBe('success');
  return res.body.data as T;
}
