/**
 * Helpers of the budget-book API tests: a project made straight in the test database (the agency's unit,
 * with the contractor and the supervisor assigned), step statuses set directly, the PCCES sample and the
 * refusal fixtures, and the multipart import call.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { branchPlans, departments, plans, projectPersonnel, projects, projectStepStatuses } from '../../../../src/server/db/schema';
import type { ApiAnswer } from '../../support/call-api';
import type { TestServer } from '../../support/start-test-server';
import { memberId } from '../../support/member-id';

export { memberId };

/** Path of the real PCCES sample (建築工程示範案例, 46,291,107). */
export const SAMPLE_PATH = fileURLToPath(new URL('../../../fixtures/pcces/ArchEx001_ap_bdgt.xml', import.meta.url));

/** The sample's bytes. */
export function readSampleBytes(): Buffer {
  return readFileSync(SAMPLE_PATH);
}

/** A hand-made fixture's bytes from tests/fixtures/pcces/. */
export function readFixtureBytes(name: string): Buffer {
  return readFileSync(fileURLToPath(new URL(`../../../fixtures/pcces/${name}`, import.meta.url)));
}

let serial = 0;

/** Creates a project of the agency's unit (新建工程處) with contractor and supervisor assigned; answers its id. */
export async function createBudgetProject(server: TestServer, options: { assignContractor?: boolean } = {}): Promise<number> {
  const db = server.database.db;
  const [unit] = await db.select({ id: departments.id }).from(departments).where(eq(departments.depname, '臺北市政府工務局新建工程處'));
  if (!unit) throw new Error('demo unit missing');
  serial += 1;
  const [branch] = await db.insert(branchPlans).values({ depId: unit.id, name: `預算書測試分支計畫${serial}`, year: 2026 }).returning({ id: branchPlans.id });
  const [plan] = await db.insert(plans).values({ branchPlanId: branch!.id, depId: unit.id, name: `預算書測試計畫${serial}`, year: 2026 }).returning({ id: plans.id });
  const [project] = await db
    .insert(projects)
    .values({
      planId: plan!.id,
      depId: unit.id,
      projNumber: `BUDGET-${process.pid}-${serial}`,
      projName: `建築工程示範案例 ${serial}`,
      projYearStart: 2026,
      projYearEnd: 2027,
      projType: '新建工程',
      projDate: '2026-01-15',
    })
    .returning({ id: projects.id });
  const projId = project!.id;
  const people: Array<[string, string]> = [['supervisor', 'supervisor']];
  if (options.assignContractor !== false) people.push(['contractor', 'contractor']);
  for (const [account, identity] of people) {
    await db.insert(projectPersonnel).values({ projId, memberId: await memberId(server, account), identity, startDate: '2026-01-01' });
  }
  return projId;
}

/** Sets step statuses of a project directly (0–3). */
export async function setStepStates(server: TestServer, projId: number, states: Record<string, number>): Promise<void> {
  for (const [stpId, state] of Object.entries(states)) {
    await server.database.db
      .insert(projectStepStatuses)
      .values({ projId, stpId, state })
      .onConflictDoUpdate({ target: [projectStepStatuses.projId, projectStepStatuses.stpId], set: { state } });
  }
}

/** The state of one step of a project (0 when none is stored). */
export async function stepState(server: TestServer, projId: number, stpId: string): Promise<number> {
  const [row] = await server.database.db
    .select({ state: projectStepStatuses.state })
    .from(projectStepStatuses)
    .where(and(eq(projectStepStatuses.projId, projId), eq(projectStepStatuses.stpId, stpId)));
  return row?.state ?? 0;
}

/** Everything A5.5 needs before it can be opened: the A3 steps and A4.6 done. */
export const A55_PREREQUISITES: Record<string, number> = Object.fromEntries(
  ['A3.1', 'A3.2', 'A3.3', 'A3.4', 'A3.5', 'A3.6', 'A3.7', 'A3.8', 'A3.9', 'A3.10', 'A4.6'].map((id) => [id, 2]),
);

/** Posts a PCCES file to BGC/Import_Budgetbook as multipart (proj_id and file). */
export async function importBook<T = unknown>(server: TestServer, token: string | undefined, projId: number | null, content: Buffer | null, fileName = 'budget.xml'): Promise<ApiAnswer<T>> {
  const form = new FormData();
  if (projId !== null) form.append('proj_id', String(projId));
  if (content !== null) form.append('file', new Blob([new Uint8Array(content)], { type: 'application/xml' }), fileName);
  const res = await fetch(`${server.api}/BGC/Import_Budgetbook`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
  const text = await res.text();
  let body: ApiAnswer<T>['body'];
  try {
    body = JSON.parse(text);
  } catch {
    body = { status: 'error', message: text };
  }
  return { status: res.status, body, headers: res.headers };
}
