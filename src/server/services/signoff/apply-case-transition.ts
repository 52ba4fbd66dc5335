/**
 * Writes one step of the sign-off state machine (signStage, returnStage, revokeCase) inside the caller's
 * transaction: the case as a compare-and-set on its version (two signers at once cannot both move it), the
 * stage processes, the action in the history, superseded signatures, and the step's status on approval.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ConflictError } from '../../../domain/errors';
import type { SignOffTransition } from '../../../domain/signoff/decide-sign-off-step';
import { STEP_STATE } from '../../../domain/steps/step-status';
import type { Database } from '../../db/connect-database';
import { auditActions, auditCases, auditProcesses, signatures } from '../../db/schema';
import { findProjectStatuses } from '../steps/find-project-statuses';
import { writeStepStatus } from '../steps/write-step-status';

/** Who did what on which stage. */
export interface CaseAct {
  action: 'sign' | 'return' | 'revoke';
  /** The stage acted on (null for a revoke). */
  stage: number | null;
  memberId: number;
  comment?: string;
  signatureId?: number;
}

/** Applies the transition to the case read as `row`; throws ConflictError when someone else moved it first. */
export async function applyCaseTransition(tx: Database, row: typeof auditCases.$inferSelect, transition: SignOffTransition, act: CaseAct): Promise<void> {
  const now = new Date();
  const closed = transition.status !== 'open';
  const moved = await tx
    .update(auditCases)
    .set({ status: transition.status, currentStage: transition.currentStage, closedAt: closed ? now : null, version: row.version + 1 })
    .where(and(eq(auditCases.id, row.id), eq(auditCases.version, row.version)))
    .returning({ id: auditCases.id });
  if (moved.length === 0) throw new ConflictError('此簽核案件剛由他人處理，請重新整理後再試', { log: `case ${row.id} moved past version ${row.version}` });

  const process = (stage: number) => and(eq(auditProcesses.caseId, row.id), eq(auditProcesses.stage, stage));
  const comment = act.comment ?? '';
  if (act.stage !== null) {
    // A return to the previous stage leaves the returning stage waiting for its turn again; its comment stays.
    const state = act.action === 'sign' ? 'signed' : transition.pendingStage === null ? 'returned' : 'waiting';
    await tx.update(auditProcesses).set({ state, actedBy: act.memberId, actedAt: now, comment }).where(process(act.stage));
  }
  if (transition.pendingStage !== null) {
    await tx.update(auditProcesses).set({ state: 'pending', pendingSince: now, readBy: [] }).where(process(transition.pendingStage));
  }
  if (transition.supersededStages.length > 0) {
    await tx
      .update(signatures)
      .set({ supersededAt: now })
      .where(and(eq(signatures.caseId, row.id), inArray(signatures.stage, transition.supersededStages), isNull(signatures.supersededAt)));
  }
  if (closed) {
    await tx.update(auditProcesses).set({ state: 'closed' }).where(and(eq(auditProcesses.caseId, row.id), inArray(auditProcesses.state, ['pending', 'waiting'])));
  }
  await tx.insert(auditActions).values({ caseId: row.id, stage: act.stage, action: act.action, memberId: act.memberId, comment, signatureId: act.signatureId ?? null });

  // Every party has signed the step's own form: the step is done (a sign-off step is never marked done by hand).
  if (transition.status === 'approved' && row.recordId === 0) {
    const current = (await findProjectStatuses(tx, [row.projId], [row.stpId])).get(row.projId)!.get(row.stpId) ?? STEP_STATE.notDone;
    if (current !== STEP_STATE.done) await writeStepStatus(tx, { projId: row.projId, stpId: row.stpId, from: current, to: STEP_STATE.done, by: act.memberId, detail: [{ audit_id: row.id }] });
  }
}
