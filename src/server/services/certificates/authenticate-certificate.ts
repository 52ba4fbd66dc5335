/**
 * VA/Auth: the caller's card signed a challenge from VA/GetCRToken. The challenge is used once, whatever the
 * outcome; when the signature verifies against the trust list, the certificate is remembered on the
 * challenge as the proof VA/Check_Cert 'bind' needs.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { InputError } from '../../../domain/errors';
import type { ServerContext } from '../../context';
import { vaChallenges } from '../../db/schema';
import type { CertificateSummary } from '../../signatures/signature-types';
import { readSignedContent, verifyCmsSignature } from '../../signatures/verify-cms-signature';
import { challengeHash } from './issue-va-challenge';

/** The words of a challenge that is unknown, spent or expired. */
export const CHALLENGE_GONE_MESSAGE = '驗證碼不正確、已使用或已逾時，請重新取得';

/** Verifies `signature` over one of the caller's live challenges; answers the signer's certificate. */
export async function authenticateCertificate(ctx: ServerContext, memberId: number, signature: string): Promise<CertificateSummary> {
  const content = readSignedContent(signature);
  // The HiPKI component's PKCS7 carries the signed text, so the challenge is found by it.
  if (!content) throw new InputError('簽章格式錯誤', { log: 'VA/Auth needs the challenge encapsulated in the CMS' });
  const [challenge] = await ctx.db
    .update(vaChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(vaChallenges.tokenHash, challengeHash(content)), eq(vaChallenges.memberId, memberId), isNull(vaChallenges.usedAt), gt(vaChallenges.expiresAt, new Date())))
    .returning({ id: vaChallenges.id });
  if (!challenge) throw new InputError(CHALLENGE_GONE_MESSAGE, { log: `member ${memberId} sent a signature over no live challenge of theirs` });
  const verified = await verifyCmsSignature(ctx.signatureTrust, { signature, content });
  await ctx.db.update(vaChallenges).set({ certFingerprint: verified.certificate.fingerprint }).where(eq(vaChallenges.id, challenge.id));
  return verified.certificate;
}
