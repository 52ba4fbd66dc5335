/**
 * BFC/Add_Cert_Signed {data: [{id, va_id, signature}]}: the card's CMS signatures of pending stages. Each is
 * checked before anything is written — the stage is pending and the caller one of its signers, va_id is the
 * caller's unexpired unused hash of that stage, the CMS verifies over exactly that hash against the trust
 * list, and its certificate is bound to the caller's account — then all are stored and the cases move on in
 * one transaction. The signed bytes are the hash's 64 hex characters (UTF-8), as Hash_STEP handed them out.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ConflictError, ForbiddenError, InputError } from '../../../domain/errors';
import { signStage } from '../../../domain/signoff/decide-sign-off-step';
import type { SignOffCaseView } from '../../../domain/signoff/sign-off-views';
import { signatures, signHashes } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { findBoundCertificate } from '../certificates/find-bound-certificate';
import { verifyCmsSignature } from '../../signatures/verify-cms-signature';
import type { VerifiedSignature } from '../../signatures/signature-types';
import { applyCaseTransition } from './apply-case-transition';
import { describeCase } from './describe-sign-off-cases';
import { findActionableStage, type ActionableStage } from './find-actionable-stage';
import { readSignedContent } from './read-signed-content';

/** One signed item. */
export interface CertSignedItem {
  /** The stage process signed. */
  id: number;
  /** The Hash_STEP id the signature covers. */
  va_id: number;
  /** Base64 DER CMS SignedData. */
  signature: string;
}

/** The refusal when a handed-out hash is unknown, used, expired or another's. */
export const SIGN_HASH_EXPIRED = '簽章請求已失效或已使用，請重新簽章';

/** The bytes a signer signs for a content hash. */
export function signedBytesOf(hash: string): Uint8Array {
  return Buffer.from(hash, 'utf8');
}

interface CheckedItem {
  item: CertSignedItem;
  stage: ActionableStage;
  verified: VerifiedSignature;
}

async function checkItem(ctx: ServerContext, caller: Caller, item: CertSignedItem): Promise<CheckedItem> {
  const stage = await findActionableStage(ctx, caller, item.id);
  const [hash] = await ctx.db
    .select()
    .from(signHashes)
    .where(and(eq(signHashes.id, item.va_id), eq(signHashes.memberId, caller.id), eq(signHashes.processId, item.id), isNull(signHashes.usedAt), gt(signHashes.expiresAt, new Date())));
  if (!hash || hash.contentHash !== stage.row.contentHash) throw new InputError(SIGN_HASH_EXPIRED, { log: `va_id ${item.va_id} unusable by member ${caller.id} for process ${item.id}` });
  const now = await readSignedContent(ctx.db, { projId: stage.row.projId, stpId: stage.row.stpId, recordId: stage.row.recordId });
  if (now.hash !== stage.row.contentHash) throw new ConflictError('內容與送出簽核時不一致，請退回後重新送出簽核', { log: `case ${stage.row.id} content drifted` });
  const verified = await verifyCmsSignature(ctx.signatureTrust, { signature: item.signature, content: signedBytesOf(hash.contentHash) });
  const bound = await findBoundCertificate(ctx.db, caller.id, verified.certificate.fingerprint);
  if (!bound) {
    throw new ForbiddenError('此憑證未綁定於您的帳號，請先至「憑證管理」綁定您的自然人憑證', { log: `certificate ${verified.certificate.fingerprint} not bound to member ${caller.id}` });
  }
  return { item, stage, verified };
}

/** Verifies and stores the signatures; answers each signed case after the signature. */
export async function addCertSignatures(ctx: ServerContext, caller: Caller, items: CertSignedItem[]): Promise<SignOffCaseView[]> {
  if (new Set(items.map((i) => i.id)).size !== items.length) throw new InputError('同一關卡只能簽章一次');
  const checked: CheckedItem[] = [];
  for (const item of items) checked.push(await checkItem(ctx, caller, item));
  await ctx.db.transaction(async (tx) => {
    for (const { item, stage, verified } of checked) {
      const used = await tx.update(signHashes).set({ usedAt: new Date() }).where(and(eq(signHashes.id, item.va_id), isNull(signHashes.usedAt))).returning({ id: signHashes.id });
      if (used.length === 0) throw new InputError(SIGN_HASH_EXPIRED, { log: `va_id ${item.va_id} used concurrently` });
      const [stored] = await tx
        .insert(signatures)
        .values({
          caseId: stage.row.id,
          processId: stage.process.id,
          stage: stage.process.stage,
          party: stage.stage.party,
          memberId: caller.id,
          contentHash: stage.row.contentHash,
          cms: item.signature,
          certificateDer: verified.certificate.der,
          certificateSerial: verified.certificate.serialNumber,
          certificateSubject: verified.certificate.subject,
          certificateIssuer: verified.certificate.issuer,
          certificateFingerprint: verified.certificate.fingerprint,
          signingTime: verified.signingTime,
        })
        .returning({ id: signatures.id });
      const transition = signStage({ status: stage.row.status, currentStage: stage.row.currentStage, stageCount: stage.row.stages.length }, stage.process.stage);
      await applyCaseTransition(tx, stage.row, transition, { action: 'sign', stage: stage.process.stage, memberId: caller.id, signatureId: stored!.id });
    }
  });
  return Promise.all([...new Set(checked.map((c) => c.stage.row.id))].map((id) => describeCase(ctx.db, id)));
}
