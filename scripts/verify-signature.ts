// Checks a citizen-certificate signature against the configured trust (SIGN_TRUST_ANCHORS, SIGN_INTERMEDIATES,
// SIGN_CRLS; in development the test CA under DATA_DIR/test-pki). Usage:
//   npm run verify-signature -- --cms FILE --content FILE [--at 2026-11-26T10:00:00+08:00]
// FILE of --cms holds the CMS SignedData as base64 text or DER; --content the exact bytes that were signed.
// Prints signer, serial, issuer, signing time (ROC), validity and whether it verifies; exit 0 when it does.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as pkijs from 'pkijs';
import { DomainError } from '../src/domain/errors';
import { formatRocDateTime } from '../src/domain/roc-date';
import { readConfig } from '../src/server/config';
import { loadSignatureTrust } from '../src/server/signatures/load-signature-trust';
import { summariseCertificate } from '../src/server/signatures/parse-certificate';
import type { CertificateSummary, SignatureTrust } from '../src/server/signatures/signature-types';
import { readSignedData, verifyCmsSignature } from '../src/server/signatures/verify-cms-signature';

/** Where the command writes (tests capture it). */
export interface CommandOutput {
  log: (line: string) => void;
  error: (line: string) => void;
}

/** The signature file as base64: DER files are encoded, base64 text files kept (whitespace removed). */
function readSignatureFile(file: string): string {
  const bytes = readFileSync(file);
  const text = bytes.toString('latin1').replace(/\s+/g, '');
  // DER SignedData starts with a SEQUENCE tag; base64 text never holds byte 0x30 followed by binary.
  return bytes[0] === 0x30 && !/^[A-Za-z0-9+/=]+$/.test(text) ? bytes.toString('base64') : text;
}

function describeCertificate(out: CommandOutput, cert: CertificateSummary, verified: boolean): void {
  out.log(`簽章者：${cert.commonName}${verified ? '' : '（未經驗證）'}`);
  out.log(`主體：${cert.subject}`);
  out.log(`憑證序號：${cert.serialNumber}`);
  out.log(`簽發單位：${cert.issuer}`);
  out.log(`有效期間：${formatRocDateTime(cert.notBefore)} ～ ${formatRocDateTime(cert.notAfter)}`);
  out.log(`憑證指紋（SHA-256）：${cert.fingerprint}`);
}

/** Runs the command; answers the exit code. */
export async function runVerifySignature(argv: string[], trust: SignatureTrust | (() => Promise<SignatureTrust>), out: CommandOutput = console): Promise<number> {
  let values: { cms?: string; content?: string; at?: string };
  try {
    ({ values } = parseArgs({ args: argv, options: { cms: { type: 'string' }, content: { type: 'string' }, at: { type: 'string' } } }));
  } catch (e) {
    out.error((e as Error).message);
    return 2;
  }
  if (!values.cms || !values.content) {
    out.error('用法：npm run verify-signature -- --cms 簽章檔 --content 原文檔 [--at 驗證時間(ISO 8601)]');
    return 2;
  }
  const at = values.at ? new Date(values.at) : undefined;
  if (at && Number.isNaN(at.getTime())) {
    out.error(`--at 不是有效的時間：${values.at}`);
    return 2;
  }
  const signature = readSignatureFile(values.cms);
  const content = new Uint8Array(readFileSync(values.content));
  const resolved = typeof trust === 'function' ? await trust() : trust;
  try {
    const verified = await verifyCmsSignature(resolved, { signature, content, at });
    describeCertificate(out, verified.certificate, true);
    out.log(`簽章時間：${verified.signingTime ? formatRocDateTime(verified.signingTime) : '（未載明）'}`);
    out.log(`驗證結果：通過（驗證時間 ${formatRocDateTime(at ?? new Date())}${resolved.testCa ? '，信任的是開發用測試憑證機構' : ''}）`);
    return 0;
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    // Say who the CMS claims signed it, when it can be read at all.
    try {
      const first = readSignedData(signature).certificates?.find((c): c is pkijs.Certificate => c instanceof pkijs.Certificate);
      if (first) describeCertificate(out, summariseCertificate(first), false);
    } catch {
      // Not even readable: the reason below says so.
    }
    out.log(`驗證結果：未通過 — ${e.userMessage}（${e.logMessage}）`);
    return 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runVerifySignature(process.argv.slice(2), async () => (await loadSignatureTrust(readConfig())).trust).then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
