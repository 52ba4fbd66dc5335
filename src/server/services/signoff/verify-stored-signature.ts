/**
 * 驗證簽章 (VA/Verify_Signature and `npm run verify-signature -- --id N`): checks a stored signature again —
 * the CMS against today's trust list at the time it was made, over the hash of the content its case froze
 * (recomputed from that content, not taken on trust) — and says whether the record's content is still it.
 */
import { eq } from 'drizzle-orm';
import { DomainError, NotFoundError } from '../../../domain/errors';
import { canonicalSignedContent } from '../../../domain/signoff/build-signed-content';
import { auditCases, signatures } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { parseCertificate, verifyCmsSignature } from '../../signatures/verify-cms-signature';
import { signedBytesOf } from './add-cert-signatures';
import { assertCaseAccess } from './assert-case-access';
import { findMemberNames } from './describe-sign-off-cases';
import { hashSignedContent, readSignedContent } from './read-signed-content';

/** What a re-verification finds. */
export interface SignatureCheck {
  id: number;
  audit_id: number;
  stp_id: string;
  proj_id: number;
  /** The CMS verifies against the trust list over the case's content hash. */
  valid: boolean;
  /** Why not, in the user's words. */
  reason: string | null;
  signer: string;
  certificate: { serialNumber: string; subject: string; issuer: string; notBefore: string; notAfter: string; fingerprint: string };
  signing_time: string | null;
  recorded_at: string;
  content_hash: string;
  /** The case's frozen content still hashes to what was signed. */
  content_matches_case: boolean;
  /** The record's content now is what was signed. */
  content_matches_now: boolean;
  /** The canonical JSON that was signed, for an auditor who checks the hash by hand. */
  signed_content: string;
}

/** Re-verifies signature `id` without access checks (the CLI, run by the operator). */
export async function checkStoredSignature(ctx: ServerContext, id: number): Promise<SignatureCheck> {
  const [row] = await ctx.db.select().from(signatures).where(eq(signatures.id, id));
  if (!row) throw new NotFoundError('查無此簽章', { log: `signature ${id} not found` });
  const [signedCase] = await ctx.db.select().from(auditCases).where(eq(auditCases.id, row.caseId));
  const snapshotHash = hashSignedContent(signedCase!.content);
  let reason: string | null = null;
  try {
    await verifyCmsSignature(ctx.signatureTrust, { signature: row.cms, content: signedBytesOf(row.contentHash), at: row.signingTime ?? row.createdAt });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    reason = error.userMessage;
  }
  const now = await readSignedContent(ctx.db, { projId: signedCase!.projId, stpId: signedCase!.stpId, recordId: signedCase!.recordId });
  const certificate = parseCertificate(Buffer.from(row.certificateDer, 'base64'));
  const names = await findMemberNames(ctx.db, [row.memberId]);
  return {
    id: row.id,
    audit_id: row.caseId,
    stp_id: signedCase!.stpId,
    proj_id: signedCase!.projId,
    valid: reason === null,
    reason,
    signer: names.get(row.memberId)?.cname ?? `#${row.memberId}`,
    certificate: {
      serialNumber: certificate.serialNumber,
      subject: certificate.subject,
      issuer: certificate.issuer,
      notBefore: certificate.notBefore.toISOString(),
      notAfter: certificate.notAfter.toISOString(),
      fingerprint: certificate.fingerprint,
    },
    signing_time: row.signingTime?.toISOString() ?? null,
    recorded_at: row.createdAt.toISOString(),
    content_hash: row.contentHash,
    content_matches_case: reason === null && snapshotHash === row.contentHash,
    content_matches_now: now.hash === row.contentHash,
    signed_content: canonicalSignedContent(signedCase!.content),
  };
}

/** VA/Verify_Signature/{id}: whoever may read the case may re-verify its signatures. */
export async function verifyStoredSignature(ctx: ServerContext, caller: Caller, id: number): Promise<SignatureCheck> {
  const [row] = await ctx.db.select({ caseId: signatures.caseId }).from(signatures).where(eq(signatures.id, id));
  if (!row) throw new NotFoundError('查無此簽章', { log: `signature ${id} not found` });
  await assertCaseAccess(ctx, caller, row.caseId);
  return checkStoredSignature(ctx, id);
}
