/** Reads one X.509 certificate (DER bytes, base64 DER or PEM) into the summary the product stores. */
import { createHash } from 'node:crypto';
import * as pkijs from 'pkijs';
import { InputError } from '../../domain/errors';
import { formatName, integerHex, nameField } from './certificate-fields';
import { SIGNATURE_MESSAGES } from './signature-messages';
import type { CertificateSummary } from './signature-types';
import { useWebCrypto } from './use-webcrypto';

/** A copy of `bytes` over a plain ArrayBuffer, the type WebCrypto and the ASN.1 parser take. */
export function ownBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}

/** DER bytes of a certificate given as DER, base64 DER or PEM; throws InputError 憑證格式錯誤. */
export function certificateDer(derOrPem: Uint8Array | string): Uint8Array {
  if (typeof derOrPem !== 'string') return derOrPem;
  const text = derOrPem.trim();
  const body = text.includes('-----BEGIN') ? text.replace(/-----(BEGIN|END) [A-Z0-9 ]+-----/g, '') : text;
  const compact = body.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) {
    throw new InputError(SIGNATURE_MESSAGES.malformedCertificate, { log: 'certificate is neither PEM nor base64' });
  }
  return new Uint8Array(Buffer.from(compact, 'base64'));
}

/** Parses a certificate with pkijs; throws InputError 憑證格式錯誤 on anything else. */
export function readCertificate(derOrPem: Uint8Array | string): pkijs.Certificate {
  useWebCrypto();
  const der = certificateDer(derOrPem);
  try {
    return pkijs.Certificate.fromBER(ownBytes(der));
  } catch (e) {
    throw new InputError(SIGNATURE_MESSAGES.malformedCertificate, { log: `certificate does not parse: ${(e as Error).message}` });
  }
}

/** The DER bytes of a parsed certificate. */
export function derOf(cert: pkijs.Certificate): Uint8Array {
  return new Uint8Array(cert.toSchema().toBER(false));
}

/** The summary of a parsed certificate. */
export function summariseCertificate(cert: pkijs.Certificate): CertificateSummary {
  const der = derOf(cert);
  return {
    der: Buffer.from(der).toString('base64'),
    serialNumber: integerHex(cert.serialNumber),
    subject: formatName(cert.subject),
    issuer: formatName(cert.issuer),
    commonName: nameField(cert.subject, 'CN'),
    notBefore: cert.notBefore.value,
    notAfter: cert.notAfter.value,
    fingerprint: createHash('sha256').update(der).digest('hex'),
  };
}

/** Parses a certificate (DER, base64 DER or PEM) into its summary; throws InputError 憑證格式錯誤. */
export function parseCertificate(derOrPem: Uint8Array | string): CertificateSummary {
  return summariseCertificate(readCertificate(derOrPem));
}

/** A serial number as the product compares it: hexadecimal, lower-case, without separators or leading zeros. */
export function normaliseSerial(serial: string): string {
  return serial.replace(/[\s:]/g, '').toLowerCase().replace(/^0+(?=.)/, '');
}
