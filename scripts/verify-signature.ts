// Checks a citizen-certificate signature against the configured trust (SIGN_TRUST_ANCHORS, SIGN_INTERMEDIATES,
// SIGN_CRLS; in development the test CA under DATA_DIR/test-pki). Usage:
//   npm run verify-signature -- --cms FILE --content FILE [--at 2026-11-26T10:00:00+08:00]
//   npm run verify-signature -- --id N        (a stored sign-off signature, in the configured database)
// FILE of --cms holds the CMS SignedData as base64 text or DER; --content the exact bytes that were signed.
// --id re-verifies signature N over the hash of the content its case froze, and says whether the record's
// content is still that content (stop the server first when it uses the embedded PGlite).
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
import { checkStoredSignature } from '../src/server/services/signoff/verify-stored-signature';
import { openConfiguredContext, type OpenContext } from './pcces';

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

/** Re-verifies stored signature `id` with the sign-off engine's own check; answers the exit code. */
export async function verifyStoredSignatureCommand(id: number, open: OpenContext, out: CommandOutput): Promise<number> {
  const { ctx, close } = await open();
  try {
    const check = await checkStoredSignature(ctx, id);
    out.log(`簽章 #${check.id}：簽核案件 ${check.audit_id}（${check.stp_id}，標案 ${check.proj_id}）`);
    out.log(`簽章者：${check.signer}`);
    out.log(`主體：${check.certificate.subject}`);
    out.log(`憑證序號：${check.certificate.serialNumber}`);
    out.log(`簽發單位：${check.certificate.issuer}`);
    out.log(`有效期間：${formatRocDateTime(new Date(check.certificate.notBefore))} ～ ${formatRocDateTime(new Date(check.certificate.notAfter))}`);
    out.log(`簽章時間：${check.signing_time ? formatRocDateTime(new Date(check.signing_time)) : '（未載明）'}；紀錄時間：${formatRocDateTime(new Date(check.recorded_at))}`);
    out.log(`簽核內容雜湊（SHA-256）：${check.content_hash}`);
    out.log(`驗證結果：${check.valid && check.content_matches_case ? '通過' : `未通過 — ${check.reason ?? '簽章與簽核內容不符'}`}`);
    out.log(`目前內容：${check.content_matches_now ? '與簽章時相同' : '已於簽章後修改'}`);
    return check.valid && check.content_matches_case ? 0 : 1;
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    out.error(e.userMessage);
    return 1;
  } finally {
    await close();
  }
}

/** The configured database with its trust, for --id. */
const openWithTrust: OpenContext = async () => {
  const opened = await openConfiguredContext();
  return { ...opened, ctx: { ...opened.ctx, signatureTrust: (await loadSignatureTrust(opened.ctx.config)).trust } };
};

/** Runs the command; answers the exit code. */
export async function runVerifySignature(
  argv: string[],
  trust: SignatureTrust | (() => Promise<SignatureTrust>),
  out: CommandOutput = console,
  open: OpenContext = openWithTrust,
): Promise<number> {
  let values: { cms?: string; content?: string; at?: string; id?: string };
  try {
    ({ values } = parseArgs({ args: argv, options: { cms: { type: 'string' }, content: { type: 'string' }, at: { type: 'string' }, id: { type: 'string' } } }));
  } catch (e) {
    out.error((e as Error).message);
    return 2;
  }
  if (values.id !== undefined) {
    if (!/^[1-9][0-9]{0,8}$/.test(values.id)) {
      out.error(`--id 須為簽章編號（正整數）：${values.id}`);
      return 2;
    }
    return verifyStoredSignatureCommand(Number(values.id), open, out);
  }
  if (!values.cms || !values.content) {
    out.error('用法：npm run verify-signature -- --cms 簽章檔 --content 原文檔 [--at 驗證時間(ISO 8601)]，或 --id 簽章編號');
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
