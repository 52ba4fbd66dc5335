/**
 * Certificates of the test PKI (server-only, never used in production paths): a self-signed CA, further CAs
 * under it, end-entity certificates with a chosen name, serial, validity and key usage, and CRLs (pkijs).
 */
import { createHash, randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { derOf, ownBytes } from '../parse-certificate';
import { nodeCrypto, useWebCrypto } from '../use-webcrypto';
import { algorithmOf, generateTestKeys, type TestKeyAlgorithm } from './test-keys';

/** A certificate with its private key. */
export interface TestIdentity {
  certificate: pkijs.Certificate;
  /** The private key (signs CMS, or certificates and CRLs when this is a CA). */
  key: CryptoKey;
  /** The certificate's DER bytes. */
  der: Uint8Array;
}

/** Key usage of an end-entity certificate: MOICA's signing certificate, an encryption-only one, or none. */
export type TestKeyUsage = 'signing' | 'encipherment' | 'none';

const DAY = 24 * 60 * 60 * 1000;
/** The name of the development test CA: says on its face that it proves nothing. */
export const TEST_CA_NAME = '公共工程標案管理平台測試憑證機構（僅供測試）';

function randomSerial(): string {
  // Positive (top bit clear) and never starting with a zero byte: DER INTEGER rules.
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0]! & 0x7f) | 0x10;
  return bytes.toString('hex');
}

function serialInteger(hex: string): asn1js.Integer {
  const even = hex.length % 2 ? `0${hex}` : hex;
  // A leading byte with the top bit set would read as negative: DER puts a zero byte before it.
  const bytes = Buffer.from(/^[89a-f]/i.test(even) ? `00${even}` : even, 'hex');
  return new asn1js.Integer({ valueHex: ownBytes(bytes).buffer });
}

function name(commonName: string, organisation?: string): pkijs.RelativeDistinguishedNames {
  return new pkijs.RelativeDistinguishedNames({
    typesAndValues: [
      new pkijs.AttributeTypeAndValue({ type: '2.5.4.6', value: new asn1js.PrintableString({ value: 'TW' }) }),
      ...(organisation ? [new pkijs.AttributeTypeAndValue({ type: '2.5.4.10', value: new asn1js.Utf8String({ value: organisation }) })] : []),
      new pkijs.AttributeTypeAndValue({ type: '2.5.4.3', value: new asn1js.Utf8String({ value: commonName }) }),
    ],
  });
}

function keyUsage(bits: number, unused: number): pkijs.Extension {
  const value = new asn1js.BitString({ valueHex: new Uint8Array([bits]).buffer, unusedBits: unused });
  return new pkijs.Extension({ extnID: '2.5.29.15', critical: true, extnValue: value.toBER(false), parsedValue: value });
}

function basicConstraints(ca: boolean): pkijs.Extension {
  const value = new pkijs.BasicConstraints({ cA: ca });
  return new pkijs.Extension({ extnID: '2.5.29.19', critical: true, extnValue: value.toSchema().toBER(false), parsedValue: value });
}

async function subjectKeyId(publicKey: CryptoKey): Promise<pkijs.Extension> {
  const spki = new Uint8Array(await nodeCrypto.subtle.exportKey('spki', publicKey));
  const info = pkijs.PublicKeyInfo.fromBER(spki);
  const id = new asn1js.OctetString({ valueHex: ownBytes(createHash('sha1').update(info.subjectPublicKey.valueBlock.valueHexView).digest()).buffer });
  return new pkijs.Extension({ extnID: '2.5.29.14', extnValue: id.toBER(false), parsedValue: id });
}

/** What a new certificate says, apart from its issuer. */
interface CertificateFields {
  subject: pkijs.RelativeDistinguishedNames;
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
  extensions: pkijs.Extension[];
  publicKey: CryptoKey;
}

async function buildCertificate(fields: CertificateFields, issuer: pkijs.RelativeDistinguishedNames, signingKey: CryptoKey): Promise<pkijs.Certificate> {
  useWebCrypto();
  const cert = new pkijs.Certificate();
  cert.version = 2;
  cert.serialNumber = serialInteger(fields.serialNumber);
  cert.subject = fields.subject;
  cert.issuer = issuer;
  cert.notBefore = new pkijs.Time({ type: 0, value: fields.notBefore });
  cert.notAfter = new pkijs.Time({ type: 0, value: fields.notAfter });
  cert.extensions = fields.extensions;
  await cert.subjectPublicKeyInfo.importKey(fields.publicKey);
  await cert.sign(signingKey, 'SHA-256');
  // Read back from DER, as a verifier would see it.
  return pkijs.Certificate.fromBER(ownBytes(derOf(cert)));
}

/** A self-signed CA, valid ten years from yesterday unless told otherwise. */
export async function createTestCa(options: { name?: string; algorithm?: TestKeyAlgorithm; notBefore?: Date; notAfter?: Date } = {}): Promise<TestIdentity> {
  const keys = await generateTestKeys(options.algorithm ?? 'ECDSA');
  const notBefore = options.notBefore ?? new Date(Date.now() - DAY);
  const subject = name(options.name ?? TEST_CA_NAME, 'Test PKI');
  const certificate = await buildCertificate(
    {
      subject,
      serialNumber: randomSerial(),
      notBefore,
      notAfter: options.notAfter ?? new Date(notBefore.getTime() + 3650 * DAY),
      extensions: [basicConstraints(true), keyUsage(0x06, 1), await subjectKeyId(keys.publicKey)],
      publicKey: keys.publicKey,
    },
    subject,
    keys.privateKey,
  );
  return { certificate, key: keys.privateKey, der: derOf(certificate) };
}

/** Options of an issued certificate. */
export interface IssueOptions {
  /** The subject's CN, e.g. the card holder's name. */
  commonName: string;
  /** Hexadecimal serial; random when absent. */
  serialNumber?: string;
  notBefore?: Date;
  notAfter?: Date;
  /** End-entity key usage; default 'signing' (digitalSignature + nonRepudiation). */
  keyUsage?: TestKeyUsage;
  /** Issue a CA certificate (an intermediate) instead of an end-entity one. */
  ca?: boolean;
  algorithm?: TestKeyAlgorithm;
}

/** A certificate issued by `issuer`, valid two years from yesterday unless told otherwise. */
export async function issueTestCertificate(issuer: TestIdentity, options: IssueOptions): Promise<TestIdentity> {
  const keys = await generateTestKeys(options.algorithm ?? algorithmOf(issuer.key));
  const notBefore = options.notBefore ?? new Date(Date.now() - DAY);
  const usage = options.ca
    ? keyUsage(0x06, 1)
    : options.keyUsage === 'encipherment'
      ? keyUsage(0x30, 4)
      : options.keyUsage === 'none'
        ? null
        : keyUsage(0xc0, 6);
  const certificate = await buildCertificate(
    {
      subject: name(options.commonName),
      serialNumber: options.serialNumber ?? randomSerial(),
      notBefore,
      notAfter: options.notAfter ?? new Date(notBefore.getTime() + 730 * DAY),
      extensions: [basicConstraints(Boolean(options.ca)), ...(usage ? [usage] : []), await subjectKeyId(keys.publicKey)],
      publicKey: keys.publicKey,
    },
    issuer.certificate.subject,
    issuer.key,
  );
  return { certificate, key: keys.privateKey, der: derOf(certificate) };
}

/** A CRL of `issuer` revoking the given serials (hex; revoked yesterday unless told), DER. */
export async function issueTestCrl(issuer: TestIdentity, revoked: { serialNumber: string; revocationDate?: Date }[]): Promise<Uint8Array> {
  useWebCrypto();
  const crl = new pkijs.CertificateRevocationList();
  crl.version = 1;
  crl.issuer = issuer.certificate.subject;
  crl.thisUpdate = new pkijs.Time({ type: 0, value: new Date(Date.now() - DAY) });
  crl.nextUpdate = new pkijs.Time({ type: 0, value: new Date(Date.now() + 7 * DAY) });
  crl.revokedCertificates = revoked.map(
    (r) => new pkijs.RevokedCertificate({ userCertificate: serialInteger(r.serialNumber), revocationDate: new pkijs.Time({ type: 0, value: r.revocationDate ?? new Date(Date.now() - DAY) }) }),
  );
  await crl.sign(issuer.key, 'SHA-256');
  return new Uint8Array(crl.toSchema().toBER(false));
}
