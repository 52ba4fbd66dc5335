/**
 * CMS SignedData as a MOICA card's PKCS7 signature is made (server-only test PKI, never used in production
 * paths): contentType, signingTime and messageDigest signed attributes, the signer's certificate included,
 * the content encapsulated or detached.
 */
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { ownBytes } from '../parse-certificate';
import { nodeCrypto, useWebCrypto } from '../use-webcrypto';

const DATA = '1.2.840.113549.1.7.1';

/** What to sign with and what. */
export interface SignCmsInput {
  key: CryptoKey;
  certificate: pkijs.Certificate;
  content: Uint8Array;
  /** Leave the content out of the CMS (the verifier is given it). */
  detached?: boolean;
  /** Further certificates to carry (intermediates). */
  extraCertificates?: pkijs.Certificate[];
  /** The signingTime to claim; default now. */
  signingTime?: Date;
  /** Digest of the messageDigest attribute and the signature; default SHA-256. */
  hash?: 'SHA-256' | 'SHA-384' | 'SHA-512';
}

/** Signs `content`; answers the ContentInfo as base64 DER. */
export async function signCms(input: SignCmsInput): Promise<string> {
  useWebCrypto();
  const hash = input.hash ?? 'SHA-256';
  const signer = input.certificate;
  const content = ownBytes(input.content);
  const digest = await nodeCrypto.subtle.digest(hash, content);
  const signed = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: DATA,
      ...(input.detached ? {} : { eContent: new asn1js.OctetString({ valueHex: content }) }),
    }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({ issuer: signer.issuer, serialNumber: signer.serialNumber }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({ type: '1.2.840.113549.1.9.3', values: [new asn1js.ObjectIdentifier({ value: DATA })] }),
            new pkijs.Attribute({ type: '1.2.840.113549.1.9.5', values: [new asn1js.UTCTime({ valueDate: input.signingTime ?? new Date() })] }),
            new pkijs.Attribute({ type: '1.2.840.113549.1.9.4', values: [new asn1js.OctetString({ valueHex: digest })] }),
          ],
        }),
      }),
    ],
    certificates: [signer, ...(input.extraCertificates ?? [])],
  });
  await signed.sign(input.key, 0, hash, content.buffer);
  const info = new pkijs.ContentInfo({ contentType: '1.2.840.113549.1.7.2', content: signed.toSchema(true) });
  return Buffer.from(info.toSchema().toBER(false)).toString('base64');
}
