/** How many stored submissions of a step a version would make invalid, with examples. */
import { and, eq } from 'drizzle-orm';
import { NotFoundError } from '../../../domain/errors';
import { assessDefinitionImpact, type SubmissionImpact } from '../../../domain/steps/assess-definition-impact';
import { stepDefinitions, stepSubmissions } from '../../db/schema';
import type { Database } from '../../db/connect-database';

/** The count of affected submissions out of all, and up to 20 of them with their reasons. */
export async function assessStepImpact(db: Database, stpId: string, version: number): Promise<{ total: number; affected: number; samples: SubmissionImpact[] }> {
  const [row] = await db.select().from(stepDefinitions).where(and(eq(stepDefinitions.stpId, stpId), eq(stepDefinitions.version, version)));
  if (!row) throw new NotFoundError(`查無步驟 ${stpId} 的第 ${version} 版`);
  const submissions = await db.select().from(stepSubmissions).where(eq(stepSubmissions.stpId, stpId));
  const impacts = assessDefinitionImpact(
    row.definition,
    submissions.map((s) => ({ key: `${s.projId}/${s.auditId}`, data: s.data })),
  );
  return { total: submissions.length, affected: impacts.length, samples: impacts.slice(0, 20) };
}
