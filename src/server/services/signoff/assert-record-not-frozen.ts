/**
 * The freeze of a sign-off case: while a case of a step record is open, its form, records and files are
 * exactly what the signers sign, so every change to them is refused until the case is returned or revoked.
 */
import { and, eq } from 'drizzle-orm';
import { ConflictError } from '../../../domain/errors';
import type { SignOffStagePlan } from '../../../domain/signoff/plan-sign-off-stages';
import type { Database } from '../../db/connect-database';
import { auditCases } from '../../db/schema';

/** Throws ConflictError (naming the stage awaited) when an open case freezes the record. */
export async function assertRecordNotFrozen(db: Database, key: { projId: number; stpId: string; recordId: number }, action = '修改'): Promise<void> {
  const [open] = await db
    .select({ id: auditCases.id, stages: auditCases.stages, currentStage: auditCases.currentStage })
    .from(auditCases)
    .where(and(eq(auditCases.projId, key.projId), eq(auditCases.stpId, key.stpId), eq(auditCases.recordId, key.recordId), eq(auditCases.status, 'open')));
  if (!open) return;
  const stage: SignOffStagePlan | undefined = open.stages[open.currentStage];
  throw new ConflictError(`簽核進行中（待「${stage?.name ?? '簽核'}」），內容已凍結，無法${action}；如需修改，請待退回或由送出者撤回簽核`, {
    log: `case ${open.id} freezes ${key.stpId}/${key.projId}/${key.recordId}`,
    fields: { signOffCase: open.id },
  });
}
