/** The kind of a certificate as member_certificates.cf_type records it. */

/** 'MOICA' for a citizen certificate (issued by 內政部憑證管理中心), 'OTHER' for anything else (the test CA). */
export function certificateKind(issuer: string): 'MOICA' | 'OTHER' {
  return /MOICA|內政部憑證管理中心/.test(issuer) ? 'MOICA' : 'OTHER';
}
