/** The shapes the signature checks take and answer: the trust list, a certificate's summary, a verified signature. */

/** What signatures are checked against: DER certificates and CRLs (configuration, or the development test CA). */
export interface SignatureTrust {
  /** Trust anchors (root or pinned intermediate CA certificates), DER. */
  anchors: Uint8Array[];
  /** Further CA certificates that may complete a chain, DER. */
  intermediates: Uint8Array[];
  /** Certificate revocation lists, DER. */
  crls: Uint8Array[];
  /** Set when the anchors are the generated development test CA (never in production). */
  testCa?: boolean;
}

/** A certificate as the product stores and shows it. */
export interface CertificateSummary {
  /** The certificate, base64 DER. */
  der: string;
  /** Hexadecimal, lower-case, without leading zero bytes' separators. */
  serialNumber: string;
  subject: string;
  issuer: string;
  /** The subject's CN (on a MOICA card the holder's name). */
  commonName: string;
  notBefore: Date;
  notAfter: Date;
  /** SHA-256 of the DER, hexadecimal lower-case. */
  fingerprint: string;
}

/** A signature that verified: who signed, and when they said they did. */
export interface VerifiedSignature {
  certificate: CertificateSummary;
  /** The signingTime signed attribute, when present (the signer's own clock: a claim, not a proof). */
  signingTime: Date | null;
}

/** The trust of a context that verifies no signatures (tools and tests that never sign): every signature is refused. */
export const NO_SIGNATURE_TRUST: SignatureTrust = Object.freeze({ anchors: [], intermediates: [], crls: [] });
