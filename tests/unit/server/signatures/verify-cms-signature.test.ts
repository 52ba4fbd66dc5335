import { beforeAll, describe, expect, it } from 'vitest';
import { InputError, UnavailableError } from '../../../../src/domain/errors';
import { parseCertificate, verifyCmsSignature, readSignedContent } from '../../../../src/server/signatures/verify-cms-signature';
import type { SignatureTrust } from '../../../../src/server/signatures/signature-types';
import { createTestCa, issueTestCertificate, issueTestCrl, TEST_CA_NAME, type TestIdentity } from '../../../../src/server/signatures/test-pki/issue-test-certificate';
import { signCms } from '../../../../src/server/signatures/test-pki/sign-cms';
import { toPem } from '../../../../src/server/signatures/test-pki/test-keys';
import { integerHex } from '../../../../src/server/signatures/certificate-fields';

const DAY = 24 * 60 * 60 * 1000;
const content = new TextEncoder().encode('3f8a0c…簽核內容的雜湊 0123456789abcdef');

/** Runs `work` and answers the InputError it throws (user message and log), failing if it throws nothing else. */
async function refusal(work: Promise<unknown>): Promise<{ message: string; log: string }> {
  try {
    await work;
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return { message: (e as InputError).userMessage, log: (e as InputError).logMessage };
  }
  throw new Error('expected a refusal');
}

let ca: TestIdentity;
let signer: TestIdentity;
let trust: SignatureTrust;

beforeAll(async () => {
  // Valid from long ago, so signatures can be checked as of earlier moments.
  ca = await createTestCa({ algorithm: 'RSA', notBefore: new Date(Date.now() - 1000 * DAY) });
  signer = await issueTestCertificate(ca, { commonName: '張工地', serialNumber: '0a1b2c3d4e' });
  trust = { anchors: [ca.der], intermediates: [], crls: [] };
});

describe('verifyCmsSignature', () => {
  it('accepts an encapsulated RSA signature and names the signer, serial, issuer and signing time', async () => {
    const before = Date.now();
    const signature = await signCms({ key: signer.key, certificate: signer.certificate, content });
    const verified = await verifyCmsSignature(trust, { signature, content });
    expect(verified.certificate.commonName).toBe('張工地');
    expect(verified.certificate.serialNumber).toBe('0a1b2c3d4e');
    expect(verified.certificate.issuer).toContain('僅供測試');
    expect(verified.certificate.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(verified.certificate).toEqual(parseCertificate(signer.der));
    // UTCTime keeps whole seconds.
    expect(verified.signingTime!.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(Buffer.from(readSignedContent(signature)!).equals(Buffer.from(content))).toBe(true);
  });

  it('accepts a detached signature with the content given, and refuses it with other content', async () => {
    const signature = await signCms({ key: signer.key, certificate: signer.certificate, content, detached: true });
    expect(readSignedContent(signature)).toBeNull();
    await expect(verifyCmsSignature(trust, { signature, content })).resolves.toMatchObject({ certificate: { commonName: '張工地' } });
    const altered = new Uint8Array(content);
    altered[0] = altered[0]! ^ 1;
    expect((await refusal(verifyCmsSignature(trust, { signature, content: altered }))).message).toBe('簽章與簽核內容不符');
  });

  it('refuses an encapsulated signature whose content is not the expected one', async () => {
    const signature = await signCms({ key: signer.key, certificate: signer.certificate, content });
    const other = new TextEncoder().encode('另一份簽核內容');
    expect((await refusal(verifyCmsSignature(trust, { signature, content: other }))).message).toBe('簽章與簽核內容不符');
  });

  it('refuses a signature whose signed attributes were tampered with (the signature no longer matches)', async () => {
    const signature = await signCms({ key: signer.key, certificate: signer.certificate, content });
    const der = Buffer.from(signature, 'base64');
    // The signingTime (the last UTCTime: the certificates come first) sits inside the signed attributes.
    let at = -1;
    for (let i = 0; i + 14 < der.length; i += 1) if (der[i] === 0x17 && der[i + 1] === 0x0d && der[i + 14] === 0x5a) at = i + 13;
    der[at] = der[at] === 0x30 ? 0x31 : 0x30;
    const result = await refusal(verifyCmsSignature(trust, { signature: der.toString('base64'), content }));
    expect(result.message).toBe('簽章與簽核內容不符');
  });

  it('accepts an ECDSA signature and SHA-512 digests', async () => {
    const ecCa = await createTestCa({ algorithm: 'ECDSA' });
    const ec = await issueTestCertificate(ecCa, { commonName: '陳監造' });
    const signature = await signCms({ key: ec.key, certificate: ec.certificate, content, hash: 'SHA-512' });
    const verified = await verifyCmsSignature({ anchors: [ecCa.der], intermediates: [], crls: [] }, { signature, content });
    expect(verified.certificate.commonName).toBe('陳監造');
  });

  it('refuses a certificate of a CA that is not trusted, even one with the same name', async () => {
    const impostor = await createTestCa({ algorithm: 'RSA' });
    const stranger = await issueTestCertificate(impostor, { commonName: '張工地' });
    const signature = await signCms({ key: stranger.key, certificate: stranger.certificate, content });
    const result = await refusal(verifyCmsSignature(trust, { signature, content }));
    expect(result.message).toBe('憑證不是由信任的憑證機構簽發');
    expect(result.log).toContain('no chain');
  });

  it('follows an intermediate from the CMS or from the configuration, and never one that is not a CA', async () => {
    const intermediate = await issueTestCertificate(ca, { commonName: '測試中介憑證機構', ca: true });
    const holder = await issueTestCertificate(intermediate, { commonName: '林承辦' });
    const carried = await signCms({ key: holder.key, certificate: holder.certificate, content, extraCertificates: [intermediate.certificate] });
    await expect(verifyCmsSignature(trust, { signature: carried, content })).resolves.toBeTruthy();
    const bare = await signCms({ key: holder.key, certificate: holder.certificate, content });
    expect((await refusal(verifyCmsSignature(trust, { signature: bare, content }))).message).toBe('憑證不是由信任的憑證機構簽發');
    await expect(verifyCmsSignature({ ...trust, intermediates: [intermediate.der] }, { signature: bare, content })).resolves.toBeTruthy();
    // An end-entity certificate's key signing a "certificate" does not make a chain.
    const fake = await issueTestCertificate(signer, { commonName: '冒名者' });
    const forged = await signCms({ key: fake.key, certificate: fake.certificate, content, extraCertificates: [signer.certificate] });
    expect((await refusal(verifyCmsSignature(trust, { signature: forged, content }))).message).toBe('憑證不是由信任的憑證機構簽發');
  });

  it('refuses an expired and a not yet valid certificate, and checks at the given time', async () => {
    const expired = await issueTestCertificate(ca, { commonName: '過期者', notBefore: new Date(Date.now() - 800 * DAY), notAfter: new Date(Date.now() - DAY) });
    const old = await signCms({ key: expired.key, certificate: expired.certificate, content, signingTime: new Date(Date.now() - 10 * DAY) });
    expect((await refusal(verifyCmsSignature(trust, { signature: old, content }))).message).toBe('憑證已過期或尚未生效');
    // Verified at a time inside its life (a stored signature checked as of when the server received it).
    await expect(verifyCmsSignature(trust, { signature: old, content, at: new Date(Date.now() - 10 * DAY) })).resolves.toBeTruthy();
    const future = await issueTestCertificate(ca, { commonName: '未生效者', notBefore: new Date(Date.now() + DAY) });
    const early = await signCms({ key: future.key, certificate: future.certificate, content });
    expect((await refusal(verifyCmsSignature(trust, { signature: early, content }))).message).toBe('憑證已過期或尚未生效');
  });

  it('refuses a certificate whose key usage does not allow signatures, and accepts one without the extension', async () => {
    const encipher = await issueTestCertificate(ca, { commonName: '加密用', keyUsage: 'encipherment' });
    const signature = await signCms({ key: encipher.key, certificate: encipher.certificate, content });
    expect((await refusal(verifyCmsSignature(trust, { signature, content }))).message).toBe('憑證用途不允許簽章');
    const unrestricted = await issueTestCertificate(ca, { commonName: '未限制', keyUsage: 'none' });
    await expect(verifyCmsSignature(trust, { signature: await signCms({ key: unrestricted.key, certificate: unrestricted.certificate, content }), content })).resolves.toBeTruthy();
  });

  it('refuses a certificate revoked by a configured CRL, and ignores a CRL the CA did not sign', async () => {
    const revoked = await issueTestCertificate(ca, { commonName: '已廢止', notBefore: new Date(Date.now() - 30 * DAY) });
    const signature = await signCms({ key: revoked.key, certificate: revoked.certificate, content });
    const crl = await issueTestCrl(ca, [{ serialNumber: integerHex(revoked.certificate.serialNumber) }]);
    expect((await refusal(verifyCmsSignature({ ...trust, crls: [crl] }, { signature, content }))).message).toBe('憑證已被廢止');
    // The signer's own certificate is not on that list.
    const mine = await signCms({ key: signer.key, certificate: signer.certificate, content });
    await expect(verifyCmsSignature({ ...trust, crls: [crl] }, { signature: mine, content })).resolves.toBeTruthy();
    // A CRL with the CA's name but another key says nothing.
    const other = await createTestCa({ name: TEST_CA_NAME, algorithm: 'RSA' });
    const forgedCrl = await issueTestCrl(other, [{ serialNumber: integerHex(signer.certificate.serialNumber) }]);
    await expect(verifyCmsSignature({ ...trust, crls: [forgedCrl] }, { signature: mine, content })).resolves.toBeTruthy();
    // Revoked after the moment checked: that signature was made while the certificate was good.
    const later = await issueTestCrl(ca, [{ serialNumber: integerHex(revoked.certificate.serialNumber), revocationDate: new Date(Date.now() - DAY) }]);
    await expect(verifyCmsSignature({ ...trust, crls: [later] }, { signature, content, at: new Date(Date.now() - 2 * DAY) })).resolves.toBeTruthy();
  });

  it('refuses garbage: not base64, base64 of nothing CMS, a certificate instead of a signature', async () => {
    for (const signature of ['not base64 at all!', '', Buffer.from('hello').toString('base64'), Buffer.from(signer.der).toString('base64')]) {
      expect((await refusal(verifyCmsSignature(trust, { signature, content }))).message).toBe('簽章格式錯誤');
    }
  });

  it('refuses everything when no trust anchor is configured', async () => {
    const signature = await signCms({ key: signer.key, certificate: signer.certificate, content });
    await expect(verifyCmsSignature({ anchors: [], intermediates: [], crls: [] }, { signature, content })).rejects.toBeInstanceOf(UnavailableError);
  });
});

describe('parseCertificate', () => {
  it('reads DER, base64 and PEM alike and refuses anything else', () => {
    const b64 = Buffer.from(signer.der).toString('base64');
    const pem = toPem(signer.der, 'CERTIFICATE');
    expect(parseCertificate(b64)).toEqual(parseCertificate(signer.der));
    expect(parseCertificate(pem).serialNumber).toBe('0a1b2c3d4e');
    expect(parseCertificate(pem).notAfter.getTime()).toBeGreaterThan(Date.now());
    expect(() => parseCertificate('garbage!')).toThrow(InputError);
    try {
      parseCertificate(Buffer.from('hello').toString('base64'));
      expect.unreachable();
    } catch (e) {
      expect((e as InputError).userMessage).toBe('憑證格式錯誤');
    }
  });
});
