/** The kind of a certificate as member_certificates.cf_type records it, and the row that binds one. */
import type { memberCertificates } from '../../db/schema';
import type { CertificateSummary } from '../../signatures/signature-types';

/** 'MOICA' for a citizen certificate (issued by 內政部憑證管理中心), 'OTHER' for anything else (the test CA). */
export function certificateKind(issuer: string): 'MOICA' | 'OTHER' {
  return /MOICA|內政部憑證管理中心/.test(issuer) ? 'MOICA' : 'OTHER';
}

/** The member_certificates row that binds a certificate to a member, bound by `boundBy`. */
export function bindingRow(summary: CertificateSummary, memberId: number, boundBy: number): typeof memberCertificates.$inferInsert {
  return {
    memberId,
    serialNumber: summary.serialNumber,
    issuer: summary.issuer,
    subject: summary.subject,
    commonName: summary.commonName,
    notBefore: summary.notBefore,
    notAfter: summary.notAfter,
    fingerprint: summary.fingerprint,
    der: summary.der,
    cfType: certificateKind(summary.issuer),
    boundBy,
  };
}
