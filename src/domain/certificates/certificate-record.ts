/** A certificate bound (or once bound) to an account, as VA/Get_Member_Certificates answers it. */
export interface CertificateRecord {
  id: number;
  auth_id: number;
  /** Hexadecimal, lower-case. */
  serialNumber: string;
  commonName: string;
  subject: string;
  issuer: string;
  /** ISO date-times. */
  notBefore: string;
  notAfter: string;
  fingerprint: string;
  /** 'MOICA' or 'OTHER'. */
  cf_type: string;
  /** The certificate, base64 DER (sent back to unbind it). */
  cert: string;
  bound_at: string;
  /** Name of who bound it. */
  bound_by: string;
  /** When it was unbound (已解除), or null while bound. */
  unbound_at: string | null;
  unbound_by: string | null;
}

/** VA/Check_Cert's answer. */
export interface CertificateCheck {
  auth_id: number;
  serialNumber: string;
  fingerprint: string;
  bound: boolean;
}
