/**
 * A file uploaded into a category whose definition sets completesStep marks its step done (A2.8's budget
 * book, spec doc 2 §4): inside the transaction that records the file, the step's status becomes done and the
 * change is written to the status history.
 */
import { and, eq } from 'drizzle-orm';
import type { UploadCategory } from '../../../domain/steps/step-definition';
import { STEP_STATE } from '../../../domain/steps/step-status';
import { projectStepStatuses, stepStatusChanges } from '../../db/schema';
import type { Transaction } from './transaction';

/** Marks the step done when the file's category completes it and the step is not done yet; answers whether it did. */
export async function completeStepOnUpload(
  tx: Transaction,
  memberId: number,
  category: Pick<UploadCategory, 'key' | 'completesStep'>,
  file: { projId: number | null; stpId: string; id: number },
): Promise<boolean> {
  if (file.projId === null || category.completesStep !== true) return false;
  // Row lock: two uploads at once must not both write a "not done → done" change.
  const [row] = await tx
    .select({ state: projectStepStatuses.state })
    .from(projectStepStatuses)
    .where(and(eq(projectStepStatuses.projId, file.projId), eq(projectStepStatuses.stpId, file.stpId)))
    .for('update');
  const from = row?.state ?? STEP_STATE.notDone;
  if (from === STEP_STATE.done) return false;
  await tx
    .insert(projectStepStatuses)
    .values({ projId: file.projId, stpId: file.stpId, state: STEP_STATE.done, updatedBy: memberId })
    .onConflictDoUpdate({
      target: [projectStepStatuses.projId, projectStepStatuses.stpId],
      set: { state: STEP_STATE.done, updatedBy: memberId, updatedAt: new Date() },
    });
  await tx.insert(stepStatusChanges).values({
    projId: file.projId,
    stpId: file.stpId,
    fromState: from,
    toState: STEP_STATE.done,
    changedBy: memberId,
    detail: [{ reason: 'fileUploaded', category: category.key, file_id: file.id }],
  });
  return true;
}
