/** VA/Get_Member_Certificates: an account's certificates, bound and unbound, newest first. */
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CertificateRecord } from '../../../domain/certificates/certificate-record';
import type { ServerContext } from '../../context';
import { memberCertificates, members } from '../../db/schema';
import { assertMayManageCertificates, type CertificateManager } from './assert-may-manage-certificates';

/** The certificates of account `targetId` as the certificate page shows them. */
export async function listMemberCertificates(ctx: ServerContext, caller: CertificateManager, targetId: number): Promise<CertificateRecord[]> {
  await assertMayManageCertificates(ctx.db, caller, targetId, 'view');
  const binder = alias(members, 'binder');
  const unbinder = alias(members, 'unbinder');
  const rows = await ctx.db
    .select({ c: memberCertificates, boundByName: binder.cname, unboundByName: unbinder.cname })
    .from(memberCertificates)
    .leftJoin(binder, eq(binder.id, memberCertificates.boundBy))
    .leftJoin(unbinder, eq(unbinder.id, memberCertificates.unboundBy))
    .where(eq(memberCertificates.memberId, targetId))
    .orderBy(desc(memberCertificates.boundAt), desc(memberCertificates.id));
  return rows.map(({ c, boundByName, unboundByName }) => ({
    id: c.id,
    auth_id: c.memberId,
    serialNumber: c.serialNumber,
    commonName: c.commonName,
    subject: c.subject,
    issuer: c.issuer,
    notBefore: c.notBefore.toISOString(),
    notAfter: c.notAfter.toISOString(),
    fingerprint: c.fingerprint,
    cf_type: c.cfType,
    cert: c.der,
    bound_at: c.boundAt.toISOString(),
    bound_by: boundByName ?? '',
    unbound_at: c.unboundAt?.toISOString() ?? null,
    unbound_by: unboundByName ?? null,
  }));
}
