/** Reads step definitions: the live catalogue, one step's current definition, or one stored version. */
import { and, eq } from 'drizzle-orm';
import { compareStepIds } from '../../../domain/steps/compare-step-ids';
import type { StepDefinition } from '../../../domain/steps/step-definition';
import { NotFoundError } from '../../../domain/errors';
import { currentStepVersions, stepDefinitions } from '../../db/schema';
import type { Database } from '../../db/connect-database';

/** Every step's current definition, in step order. */
export async function findCurrentDefinitions(db: Database): Promise<StepDefinition[]> {
  const rows = await db
    .select({ definition: stepDefinitions.definition })
    .from(currentStepVersions)
    .innerJoin(stepDefinitions, and(eq(stepDefinitions.stpId, currentStepVersions.stpId), eq(stepDefinitions.version, currentStepVersions.version)));
  return rows.map((r) => r.definition).sort((a, b) => compareStepIds(a.id, b.id));
}

/** One step's definition: the current version, or the version asked for. */
export async function findStepDefinition(db: Database, stpId: string, version?: number): Promise<StepDefinition> {
  const rows = version
    ? await db.select({ definition: stepDefinitions.definition }).from(stepDefinitions).where(and(eq(stepDefinitions.stpId, stpId), eq(stepDefinitions.version, version)))
    : await db
        .select({ definition: stepDefinitions.definition })
        .from(currentStepVersions)
        .innerJoin(stepDefinitions, and(eq(stepDefinitions.stpId, currentStepVersions.stpId), eq(stepDefinitions.version, currentStepVersions.version)))
        .where(eq(currentStepVersions.stpId, stpId));
  const row = rows[0];
  if (!row) throw new NotFoundError(version ? `查無步驟 ${stpId} 的第 ${version} 版定義` : `查無步驟 ${stpId}`);
  return row.definition;
}
