/** Key pairs of the test PKI (server-only, never used in production paths): generation and PKCS#8 PEM round trips. */
import { nodeCrypto, useWebCrypto } from '../use-webcrypto';

/** The key algorithms the test PKI issues: RSA 2048 as on a MOICA card, or ECDSA P-256 (fast, for tests). */
export type TestKeyAlgorithm = 'RSA' | 'ECDSA';

/** WebCrypto parameters of each algorithm, for generating and importing keys. */
export const KEY_PARAMS: Record<TestKeyAlgorithm, RsaHashedKeyGenParams | (EcKeyGenParams & { hash: string })> = {
  RSA: { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
  ECDSA: { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' },
};

/** A new extractable key pair. */
export async function generateTestKeys(algorithm: TestKeyAlgorithm): Promise<CryptoKeyPair> {
  useWebCrypto();
  return (await nodeCrypto.subtle.generateKey(KEY_PARAMS[algorithm], true, ['sign', 'verify'])) as CryptoKeyPair;
}

/** DER bytes as PEM with the given label. */
export function toPem(der: Uint8Array | ArrayBuffer, label: string): string {
  const lines = Buffer.from(der instanceof ArrayBuffer ? new Uint8Array(der) : der).toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

/** The DER of the first PEM block. */
export function fromPem(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem.replace(/-----(BEGIN|END) [A-Z0-9 ]+-----/g, '').replace(/\s+/g, '');
  return new Uint8Array(Buffer.from(body, 'base64'));
}

/** The private key as PKCS#8 PEM. */
export async function exportPrivateKeyPem(key: CryptoKey): Promise<string> {
  return toPem(await nodeCrypto.subtle.exportKey('pkcs8', key), 'PRIVATE KEY');
}

/** A PKCS#8 PEM private key of `algorithm`, for signing. */
export async function importPrivateKeyPem(pem: string, algorithm: TestKeyAlgorithm): Promise<CryptoKey> {
  useWebCrypto();
  return nodeCrypto.subtle.importKey('pkcs8', fromPem(pem), KEY_PARAMS[algorithm], false, ['sign']);
}

/** The algorithm of a key as the test PKI names it. */
export function algorithmOf(key: CryptoKey): TestKeyAlgorithm {
  return key.algorithm.name === 'ECDSA' ? 'ECDSA' : 'RSA';
}
