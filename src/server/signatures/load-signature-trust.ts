/**
 * Loads what signatures are verified against from the configuration (SIGN_TRUST_ANCHORS, SIGN_INTERMEDIATES,
 * SIGN_CRLS: PEM or DER files). Without anchors a development server generates and trusts a test CA under
 * DATA_DIR/test-pki; production never does, and then refuses every signature until anchors are configured.
 */
import { readFileSync } from 'node:fs';
import * as pkijs from 'pkijs';
import type { ServerConfig } from '../config';
import { ownBytes, readCertificate } from './parse-certificate';
import type { SignatureTrust } from './signature-types';
import { ensureTestPki, type TestPki } from './test-pki/test-cards';

/** The trust and, in development, the test PKI behind it. */
export interface LoadedSignatureTrust {
  trust: SignatureTrust;
  /** The generated test CA and cards when the trust is the development one. */
  testPki?: TestPki;
}

/** The DER items of a file: every PEM block with one of `labels`, or the whole file when it is DER. */
function readDerItems(file: string, labels: string[]): Uint8Array[] {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    throw new Error(`cannot read signature trust file ${file}: ${(e as Error).message}`);
  }
  const text = bytes.toString('latin1');
  if (!text.includes('-----BEGIN')) return [new Uint8Array(bytes)];
  const items: Uint8Array[] = [];
  for (const match of text.matchAll(/-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g)) {
    if (labels.includes(match[1]!)) items.push(new Uint8Array(Buffer.from(match[2]!.replace(/\s+/g, ''), 'base64')));
  }
  if (items.length === 0) throw new Error(`${file} holds no ${labels.join(' or ')} PEM block`);
  return items;
}

function readCertificates(files: string[]): Uint8Array[] {
  return files.flatMap((file) => {
    const items = readDerItems(file, ['CERTIFICATE']);
    // A file that is not a certificate stops the start: better than a trust list silently shorter than meant.
    for (const der of items) {
      try {
        readCertificate(der);
      } catch (e) {
        throw new Error(`${file} is not a certificate: ${(e as { logMessage?: string }).logMessage ?? (e as Error).message}`);
      }
    }
    return items;
  });
}

function readCrls(files: string[]): Uint8Array[] {
  return files.flatMap((file) => {
    const items = readDerItems(file, ['X509 CRL']);
    for (const der of items) {
      try {
        pkijs.CertificateRevocationList.fromBER(ownBytes(der));
      } catch (e) {
        throw new Error(`${file} is not a CRL: ${(e as Error).message}`);
      }
    }
    return items;
  });
}

/** Reads the configured trust; in development without anchors, opens (creating) the test CA and trusts it. */
export async function loadSignatureTrust(config: ServerConfig): Promise<LoadedSignatureTrust> {
  const trust: SignatureTrust = {
    anchors: readCertificates(config.signTrustAnchors),
    intermediates: readCertificates(config.signIntermediates),
    crls: readCrls(config.signCrls),
  };
  if (trust.anchors.length > 0 || config.appEnv === 'production') return { trust };
  const testPki = await ensureTestPki(config.dataDir);
  return { trust: { ...trust, anchors: [testPki.ca.der], testCa: true }, testPki };
}
