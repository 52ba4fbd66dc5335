/** Step statuses of projects: every known step, with 0 (not done) where nothing is stored. */
import { inArray } from 'drizzle-orm';
import type { StepState } from '../../../domain/steps/step-status';
import { projectStepStatuses } from '../../db/schema';
import type { Database } from '../../db/connect-database';

/** Statuses of the given steps for each project: projId → stpId → state. */
export async function findProjectStatuses(db: Database, projIds: number[], stpIds: string[]): Promise<Map<number, Map<string, StepState>>> {
  const result = new Map<number, Map<string, StepState>>();
  for (const p of projIds) result.set(p, new Map(stpIds.map((s) => [s, 0 as StepState])));
  if (projIds.length === 0) return result;
  const rows = await db.select().from(projectStepStatuses).where(inArray(projectStepStatuses.projId, projIds));
  for (const r of rows) {
    const map = result.get(r.projId);
    if (map && map.has(r.stpId)) map.set(r.stpId, r.state as StepState);
  }
  return result;
}
