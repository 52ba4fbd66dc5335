/**
 * Moves a step's status forward as budget-book work happens, recording the change in step_status_changes:
 * a successful A2.8 import marks A2.8 done (the budget book counts as done once a file is uploaded), and a
 * first save of a stage's book starts that step. Runs inside the caller's transaction.
 */
import { and, eq } from 'drizzle-orm';
import { STEP_STATE, type StepState } from '../../../domain/steps/step-status';
import type { Database } from '../../db/connect-database';
import { projectStepStatuses, stepStatusChanges } from '../../db/schema';

/** What to raise: to `target`, only from the states listed (every other state is left as it is). */
export interface RaiseStepStateInput {
  projId: number;
  stpId: string;
  target: StepState;
  from: readonly StepState[];
  /** Who made the change; null for the system (command line). */
  memberId: number | null;
  detail: unknown[];
}

/** Sets the status when its current state is one of `from`; answers the new state, or null when unchanged. */
export async function raiseStepState(tx: Database, input: RaiseStepStateInput): Promise<StepState | null> {
  const [row] = await tx
    .select({ state: projectStepStatuses.state })
    .from(projectStepStatuses)
    .where(and(eq(projectStepStatuses.projId, input.projId), eq(projectStepStatuses.stpId, input.stpId)))
    .for('update');
  const current = (row?.state ?? STEP_STATE.notDone) as StepState;
  if (current === input.target || !input.from.includes(current)) return null;
  await tx
    .insert(projectStepStatuses)
    .values({ projId: input.projId, stpId: input.stpId, state: input.target, updatedBy: input.memberId })
    .onConflictDoUpdate({
      target: [projectStepStatuses.projId, projectStepStatuses.stpId],
      set: { state: input.target, updatedBy: input.memberId, updatedAt: new Date() },
    });
  await tx.insert(stepStatusChanges).values({
    projId: input.projId,
    stpId: input.stpId,
    fromState: current,
    toState: input.target,
    changedBy: input.memberId,
    detail: input.detail,
  });
  return input.target;
}
