/**
 * Access to a sign-off case: whoever may view its step on its project (codes, parties and seals, as for the
 * step's data) may read the case; acting on it is decided per stage by the domain's signer rule.
 */
import { NotFoundError } from '../../../domain/errors';
import type { StepPartyAccess } from '../../../domain/steps/decide-step-parties';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertStepParty } from '../steps/assert-step-party';
import { assertStepPermission } from '../steps/assert-step-permission';
import { findStepDefinition } from '../steps/find-step-definitions';
import { findCaseRow } from './describe-sign-off-cases';

/** The message for an unknown case (or one the caller may not know of). */
export const CASE_NOT_FOUND_MESSAGE = '查無此簽核案件';

/** A case the caller may read, with their access to its step. */
export type ReadableCase = { row: NonNullable<Awaited<ReturnType<typeof findCaseRow>>>; access: StepPartyAccess };

/** Loads the case and checks the caller may view its step on its project; `expect` pins step and project when the call names them. */
export async function assertCaseAccess(ctx: ServerContext, caller: Caller, auditId: number, expect: { stpId?: string; projId?: number } = {}): Promise<ReadableCase> {
  const row = await findCaseRow(ctx.db, auditId);
  if (!row || (expect.stpId !== undefined && row.stpId !== expect.stpId) || (expect.projId !== undefined && row.projId !== expect.projId)) {
    throw new NotFoundError(CASE_NOT_FOUND_MESSAGE, { log: `case ${auditId} not found for ${expect.stpId ?? '*'}/${expect.projId ?? '*'}` });
  }
  const definition = await findStepDefinition(ctx.db, row.stpId);
  assertStepPermission(definition, caller.codes, 'view');
  const access = await assertStepParty(ctx, caller, definition, row.projId, 'view');
  return { row, access };
}
