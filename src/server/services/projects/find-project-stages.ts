/** The stage of each project (lists, dashboard, detail) from step statuses, award and contract in three queries. */
import { and, inArray, isNotNull, ne } from 'drizzle-orm';
import { deriveProjectStage, type ProjectStage } from '../../../domain/projects/project-stages';
import { projectAwards, projectContracts, projectStepStatuses } from '../../db/schema';
import type { ServerContext } from '../../context';

/** projId → stage for the given projects. */
export async function findProjectStages(ctx: ServerContext, projIds: number[]): Promise<Map<number, ProjectStage>> {
  const result = new Map<number, ProjectStage>();
  if (projIds.length === 0) return result;
  const [steps, awards, contracts] = await Promise.all([
    ctx.db
      .select({ projId: projectStepStatuses.projId, stpId: projectStepStatuses.stpId })
      .from(projectStepStatuses)
      .where(and(inArray(projectStepStatuses.projId, projIds), ne(projectStepStatuses.state, 0))),
    ctx.db
      .select({ projId: projectAwards.projId })
      .from(projectAwards)
      .where(and(inArray(projectAwards.projId, projIds), isNotNull(projectAwards.awardDate))),
    ctx.db
      .select({ projId: projectContracts.projId })
      .from(projectContracts)
      .where(and(inArray(projectContracts.projId, projIds), isNotNull(projectContracts.signDate))),
  ]);
  const awarded = new Set(awards.map((a) => a.projId));
  const signed = new Set(contracts.map((c) => c.projId));
  for (const id of projIds) {
    result.set(
      id,
      deriveProjectStage({
        startedSteps: steps.filter((s) => s.projId === id).map((s) => s.stpId),
        awarded: awarded.has(id),
        contractSigned: signed.has(id),
      }),
    );
  }
  return result;
}
