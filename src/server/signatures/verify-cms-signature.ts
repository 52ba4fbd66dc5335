/**
 * Verifies a CMS (PKCS#7) SignedData signature as a MOICA card and the local signing service make it: the
 * signature over the signed attributes, their messageDigest against the content, the signer's certificate
 * against the trust list (chain, validity, revocation, key usage).
 */
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { InputError } from '../../domain/errors';
import { assertTrustConfigured, checkCertificate } from './check-certificate';
import { ownBytes, summariseCertificate } from './parse-certificate';
import { SIGNATURE_MESSAGES } from './signature-messages';
import type { SignatureTrust, VerifiedSignature } from './signature-types';
import { nodeCrypto, useWebCrypto } from './use-webcrypto';

export { parseCertificate } from './parse-certificate';
export type { CertificateSummary, SignatureTrust, VerifiedSignature } from './signature-types';

const SIGNED_DATA = '1.2.840.113549.1.7.2';
const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const SIGNING_TIME = '1.2.840.113549.1.9.5';
/** Digests accepted for messageDigest: SHA-1 and MD5 are no longer safe for signatures. */
const DIGESTS: Record<string, string> = {
  '2.16.840.1.101.3.4.2.1': 'SHA-256',
  '2.16.840.1.101.3.4.2.2': 'SHA-384',
  '2.16.840.1.101.3.4.2.3': 'SHA-512',
};
/** Largest signature accepted: a MOICA signature with its certificate is about 3 KB. */
const MAX_SIGNATURE_CHARS = 64 * 1024;

function malformed(log: string): InputError {
  return new InputError(SIGNATURE_MESSAGES.malformed, { log });
}

/** The SignedData of a base64 DER ContentInfo; throws InputError 簽章格式錯誤. */
export function readSignedData(signature: string): pkijs.SignedData {
  const compact = signature.replace(/\s+/g, '');
  if (compact.length === 0 || compact.length > MAX_SIGNATURE_CHARS || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) {
    throw malformed(`signature is not base64 (${compact.length} characters)`);
  }
  const der = Buffer.from(compact, 'base64');
  const asn = asn1js.fromBER(new Uint8Array(der));
  if (asn.offset === -1) throw malformed(`signature is not DER: ${asn.result.error}`);
  try {
    const info = new pkijs.ContentInfo({ schema: asn.result });
    if (info.contentType !== SIGNED_DATA) throw malformed(`content type ${info.contentType} is not SignedData`);
    return new pkijs.SignedData({ schema: info.content });
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw malformed(`signature is not a CMS SignedData: ${(e as Error).message}`);
  }
}

/** The encapsulated content of a SignedData, or null when it is detached. */
export function encapsulatedContent(signed: pkijs.SignedData): Uint8Array | null {
  const content = signed.encapContentInfo.eContent;
  if (!content) return null;
  // A constructed OCTET STRING (BER, as some signers write it) is the concatenation of its parts.
  return new Uint8Array(content.getValue());
}

/** The encapsulated content of a base64 CMS signature, or null when detached; throws InputError 簽章格式錯誤. */
export function readSignedContent(signature: string): Uint8Array | null {
  return encapsulatedContent(readSignedData(signature));
}

function attributeValue(signerInfo: pkijs.SignerInfo, type: string): asn1js.AsnType | undefined {
  return signerInfo.signedAttrs?.attributes.find((a) => a.type === type)?.values[0];
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && Buffer.from(a).equals(Buffer.from(b));
}

/**
 * Verifies `input.signature` (base64 DER CMS SignedData, content encapsulated or detached) over
 * `input.content` against `trust` at `input.at` (default now). Answers the signer's certificate and the
 * signingTime it claims. Throws InputError (簽章格式錯誤, 簽章與簽核內容不符, 憑證不是由信任的憑證機構簽發,
 * 憑證已過期或尚未生效, 憑證用途不允許簽章, 憑證已被廢止) or UnavailableError when no trust is configured.
 */
export async function verifyCmsSignature(
  trust: SignatureTrust,
  input: { signature: string; content: Uint8Array; at?: Date },
): Promise<VerifiedSignature> {
  useWebCrypto();
  assertTrustConfigured(trust);
  const signed = readSignedData(input.signature);
  if (signed.signerInfos.length !== 1) throw malformed(`expected one signer, found ${signed.signerInfos.length}`);
  const signerInfo = signed.signerInfos[0]!;

  const encapsulated = encapsulatedContent(signed);
  if (encapsulated && !sameBytes(encapsulated, input.content)) {
    throw new InputError(SIGNATURE_MESSAGES.contentMismatch, { log: `encapsulated content (${encapsulated.length} bytes) differs from the expected content (${input.content.length} bytes)` });
  }
  // Without signed attributes the signature would cover the raw content with no signingTime; MOICA's
  // PKCS7 signatures always carry them, and requiring them keeps one verification path.
  if (!signerInfo.signedAttrs) throw malformed('signer info has no signed attributes');
  const digestName = DIGESTS[signerInfo.digestAlgorithm.algorithmId];
  if (!digestName) throw malformed(`digest algorithm ${signerInfo.digestAlgorithm.algorithmId} is not SHA-256/384/512`);
  const digestAttr = attributeValue(signerInfo, MESSAGE_DIGEST);
  if (!(digestAttr instanceof asn1js.OctetString)) throw malformed('no messageDigest signed attribute');
  const digest = new Uint8Array(await nodeCrypto.subtle.digest(digestName, ownBytes(input.content)));
  if (!sameBytes(digest, digestAttr.valueBlock.valueHexView)) {
    throw new InputError(SIGNATURE_MESSAGES.contentMismatch, { log: `messageDigest does not match the ${digestName} of the content` });
  }

  let result: { signatureVerified?: boolean | null; signerCertificate?: pkijs.Certificate | null };
  try {
    result = await signed.verify({ signer: 0, data: ownBytes(input.content).buffer, extendedMode: true, checkChain: false });
  } catch (e) {
    const error = e as { code?: number; message?: string };
    if (error.code === 3 || error.code === 2) throw malformed(`signer certificate not in the CMS: ${error.message}`);
    throw new InputError(SIGNATURE_MESSAGES.contentMismatch, { log: `CMS verification failed: ${error.message}` });
  }
  if (!result.signatureVerified || !result.signerCertificate) {
    throw new InputError(SIGNATURE_MESSAGES.contentMismatch, { log: 'the signature over the signed attributes does not verify with the signer certificate' });
  }

  const signer = result.signerCertificate;
  const extra = (signed.certificates ?? []).filter((c): c is pkijs.Certificate => c instanceof pkijs.Certificate);
  const signingTime = readSigningTime(signerInfo);
  const at = input.at ?? new Date();
  await checkCertificate(trust, signer, { at, extra });
  // The signer's clock is theirs to set, so it never replaces `at`; a claimed time outside the
  // certificate's life is still refused, since that signature cannot have been made honestly.
  if (signingTime && (signingTime < signer.notBefore.value || signingTime > signer.notAfter.value)) {
    throw new InputError(SIGNATURE_MESSAGES.outsideValidity, { log: `signingTime ${signingTime.toISOString()} outside the certificate's validity` });
  }
  return { certificate: summariseCertificate(signer), signingTime };
}

function readSigningTime(signerInfo: pkijs.SignerInfo): Date | null {
  const value = attributeValue(signerInfo, SIGNING_TIME);
  if (value instanceof asn1js.UTCTime || value instanceof asn1js.GeneralizedTime) return value.toDate();
  return null;
}
