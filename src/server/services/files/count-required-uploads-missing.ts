/**
 * For the step platform: a step may be marked done only when each of its required upload categories holds
 * at least one live file for the project (any sign-off case).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StepDefinition, UploadCategory } from '../../../domain/steps/step-definition';
import { stepFiles } from '../../db/schema';
import type { ServerContext } from '../../context';

/** The required categories of `definition` without a file in the project. */
export async function findRequiredUploadsMissing(ctx: ServerContext, projId: number, stpId: string, definition: Pick<StepDefinition, 'uploads'>): Promise<UploadCategory[]> {
  const required = (definition.uploads ?? []).filter((c) => c.required);
  if (required.length === 0) return [];
  const rows = await ctx.db
    .select({ category: stepFiles.category, n: sql<number>`count(*)` })
    .from(stepFiles)
    .where(and(eq(stepFiles.projId, projId), eq(stepFiles.stpId, stpId), isNull(stepFiles.deletedAt)))
    .groupBy(stepFiles.category);
  const filled = new Set(rows.filter((r) => Number(r.n) > 0).map((r) => r.category));
  return required.filter((c) => !filled.has(c.key));
}
