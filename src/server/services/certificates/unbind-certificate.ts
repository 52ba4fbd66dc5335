/** VA/Check_Cert 'unbind': ends a binding; the row stays, for the signatures already made with it. */
import { and, eq, isNull } from 'drizzle-orm';
import { NotFoundError } from '../../../domain/errors';
import type { ServerContext } from '../../context';
import { memberCertificates } from '../../db/schema';
import { parseCertificate } from '../../signatures/parse-certificate';
import { assertMayManageCertificates, type CertificateManager } from './assert-may-manage-certificates';

/** Unbinds certificate `cert` from account `targetId`; NotFoundError when it is not bound to it. */
export async function unbindCertificate(ctx: ServerContext, caller: CertificateManager, targetId: number, cert: string): Promise<void> {
  await assertMayManageCertificates(ctx.db, caller, targetId, 'change');
  const { fingerprint } = parseCertificate(cert);
  const ended = await ctx.db
    .update(memberCertificates)
    .set({ unboundAt: new Date(), unboundBy: caller.id })
    .where(and(eq(memberCertificates.memberId, targetId), eq(memberCertificates.fingerprint, fingerprint), isNull(memberCertificates.unboundAt)))
    .returning({ id: memberCertificates.id });
  if (ended.length === 0) throw new NotFoundError('此帳號未綁定此憑證', { log: `certificate ${fingerprint} is not bound to member ${targetId}` });
}
