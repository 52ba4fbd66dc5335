/**
 * VA/Check_Cert 'bind': binds a certificate to an account. The certificate must pass the trust checks now,
 * and the caller must have proved within the last minutes, through VA/Auth, that its card is in their
 * reader; each proof binds once. A certificate already bound elsewhere is refused.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ConflictError, InputError } from '../../../domain/errors';
import type { ServerContext } from '../../context';
import { memberCertificates, vaChallenges } from '../../db/schema';
import { checkCertificate } from '../../signatures/check-certificate';
import { readCertificate, summariseCertificate } from '../../signatures/parse-certificate';
import { assertMayManageCertificates, type CertificateManager } from './assert-may-manage-certificates';
import { bindingRow } from './certificate-kind';
import { VA_CHALLENGE_MINUTES } from './issue-va-challenge';

/** The words when no VA/Auth proof stands behind a bind. */
export const PROOF_MISSING_MESSAGE = '請先以憑證卡完成簽章驗證後再綁定';

/** Binds certificate `cert` (base64 DER or PEM) to account `targetId`; answers the new binding's id. */
export async function bindCertificate(ctx: ServerContext, caller: CertificateManager, targetId: number, cert: string): Promise<{ id: number; fingerprint: string }> {
  await assertMayManageCertificates(ctx.db, caller, targetId, 'change');
  const parsed = readCertificate(cert);
  await checkCertificate(ctx.signatureTrust, parsed, { at: new Date() });
  const summary = summariseCertificate(parsed);
  return ctx.db.transaction(async (tx) => {
    const [proof] = await tx
      .update(vaChallenges)
      .set({ claimedAt: new Date() })
      .where(
        and(
          eq(vaChallenges.memberId, caller.id),
          eq(vaChallenges.certFingerprint, summary.fingerprint),
          isNull(vaChallenges.claimedAt),
          // The proof is as fresh as the challenge it answered: signed within its five minutes.
          gt(vaChallenges.usedAt, new Date(Date.now() - VA_CHALLENGE_MINUTES * 60_000)),
        ),
      )
      .returning({ id: vaChallenges.id });
    if (!proof) throw new InputError(PROOF_MISSING_MESSAGE, { log: `member ${caller.id} binds certificate ${summary.fingerprint} without a VA/Auth proof` });
    const [live] = await tx
      .select({ memberId: memberCertificates.memberId })
      .from(memberCertificates)
      .where(and(eq(memberCertificates.fingerprint, summary.fingerprint), isNull(memberCertificates.unboundAt)));
    if (live) {
      throw new ConflictError(live.memberId === targetId ? '此憑證已綁定於此帳號' : '此憑證已綁定於其他帳號，請先解除綁定', {
        log: `certificate ${summary.fingerprint} is bound to member ${live.memberId}`,
      });
    }
    const [row] = await tx
      .insert(memberCertificates)
      .values(bindingRow(summary, targetId, caller.id))
      .returning({ id: memberCertificates.id });
    return { id: row!.id, fingerprint: summary.fingerprint };
  });
}
