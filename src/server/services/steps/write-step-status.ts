/** Writes a step's status for a project and its history row, inside the caller's transaction. */
import { projectStepStatuses, stepStatusChanges } from '../../db/schema';
import type { Database } from '../../db/connect-database';
import type { StepState } from '../../../domain/steps/step-status';

/** One status change. */
export interface StepStatusWrite {
  projId: number;
  stpId: string;
  from: StepState | number;
  to: StepState;
  by: number;
  detail?: unknown[];
}

/** Upserts the status and records the change. */
export async function writeStepStatus(tx: Database, write: StepStatusWrite): Promise<void> {
  await tx
    .insert(projectStepStatuses)
    .values({ projId: write.projId, stpId: write.stpId, state: write.to, updatedBy: write.by })
    .onConflictDoUpdate({ target: [projectStepStatuses.projId, projectStepStatuses.stpId], set: { state: write.to, updatedBy: write.by, updatedAt: new Date() } });
  await tx.insert(stepStatusChanges).values({ projId: write.projId, stpId: write.stpId, fromState: write.from, toState: write.to, changedBy: write.by, detail: write.detail ?? [] });
}
