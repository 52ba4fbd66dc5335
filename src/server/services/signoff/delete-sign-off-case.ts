/**
 * BFC/Delete_CHK_AUDIT: removes a case with its stages, history and signatures — only in development, where
 * test cases pile up; everywhere else a case is part of the public record and cannot be deleted.
 */
import { eq } from 'drizzle-orm';
import { ForbiddenError } from '../../../domain/errors';
import { auditCases, signatures } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { findStepDefinition } from '../steps/find-step-definitions';
import { assertStepParty } from '../steps/assert-step-party';
import { assertStepPermission } from '../steps/assert-step-permission';
import { assertCaseAccess } from './assert-case-access';

/** The spec's refusal outside development mode. */
export const DELETE_CASE_REFUSAL = '僅能在開發模式下刪除簽核案件!';

/** Deletes case `audit_id` (development only); answers its id. */
export async function deleteSignOffCase(ctx: ServerContext, caller: Caller, input: { audit_id: number }): Promise<{ audit_id: number }> {
  if (ctx.config.appEnv !== 'development') throw new ForbiddenError(DELETE_CASE_REFUSAL, { log: `delete of case ${input.audit_id} in ${ctx.config.appEnv}` });
  const { row } = await assertCaseAccess(ctx, caller, input.audit_id);
  const definition = await findStepDefinition(ctx.db, row.stpId);
  assertStepPermission(definition, caller.codes, 'edit');
  await assertStepParty(ctx, caller, definition, row.projId, 'edit');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(signatures).where(eq(signatures.caseId, row.id));
    await tx.delete(auditCases).where(eq(auditCases.id, row.id));
  });
  return { audit_id: row.id };
}
