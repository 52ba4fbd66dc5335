/**
 * VA/Hash_STEP: hands the signer of a pending stage the hash to sign with their card — the SHA-256 of the
 * canonical JSON the case froze — under a one-time id (va_id) that Add_Cert_Signed must bring back.
 */
import { ConflictError, NotFoundError } from '../../../domain/errors';
import { signHashes } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { CASE_NOT_FOUND_MESSAGE } from './assert-case-access';
import { findActionableStage } from './find-actionable-stage';
import { readSignedContent } from './read-signed-content';

/** How long a handed-out hash may be signed. */
export const SIGN_HASH_TTL_MS = 10 * 60 * 1000;

/** Hash_STEP {main_id, stp_id, audit_id, proj_id}: main_id is the stage process to be signed. */
export async function issueSignHash(
  ctx: ServerContext,
  caller: Caller,
  input: { main_id: number; stp_id: string; audit_id: number; proj_id: number },
): Promise<{ id: number; hash: string; algorithm: 'SHA-256' }> {
  const { row, process } = await findActionableStage(ctx, caller, input.main_id);
  if (row.id !== input.audit_id || row.stpId !== input.stp_id || row.projId !== input.proj_id) {
    throw new NotFoundError(CASE_NOT_FOUND_MESSAGE, { log: `process ${input.main_id} is not of case ${input.audit_id} (${input.stp_id}/${input.proj_id})` });
  }
  // The freeze keeps the content as it was; a difference means it was changed behind the engine's back.
  const { hash } = await readSignedContent(ctx.db, { projId: row.projId, stpId: row.stpId, recordId: row.recordId });
  if (hash !== row.contentHash) throw new ConflictError('內容與送出簽核時不一致，請退回後重新送出簽核', { log: `case ${row.id} content ${hash} ≠ ${row.contentHash}` });
  const [issued] = await ctx.db
    .insert(signHashes)
    .values({ caseId: row.id, processId: process.id, memberId: caller.id, contentHash: row.contentHash, expiresAt: new Date(Date.now() + SIGN_HASH_TTL_MS) })
    .returning({ id: signHashes.id });
  return { id: issued!.id, hash: row.contentHash, algorithm: 'SHA-256' };
}
