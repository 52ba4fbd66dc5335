import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runVerifySignature } from '../../../../scripts/verify-signature';
import type { SignatureTrust } from '../../../../src/server/signatures/signature-types';
import { createTestCa, issueTestCertificate } from '../../../../src/server/signatures/test-pki/issue-test-certificate';
import { signCms } from '../../../../src/server/signatures/test-pki/sign-cms';

let dir: string;
let trust: SignatureTrust;
const content = new TextEncoder().encode('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');

function capture() {
  const lines: string[] = [];
  return { lines, out: { log: (l: string) => lines.push(l), error: (l: string) => lines.push(`ERR ${l}`) } };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pw-verify-'));
  const ca = await createTestCa();
  const signer = await issueTestCertificate(ca, { commonName: '陳監造' });
  trust = { anchors: [ca.der], intermediates: [], crls: [] };
  const signature = await signCms({ key: signer.key, certificate: signer.certificate, content });
  writeFileSync(path.join(dir, 'sig.b64'), signature);
  writeFileSync(path.join(dir, 'sig.der'), Buffer.from(signature, 'base64'));
  writeFileSync(path.join(dir, 'content.txt'), content);
  writeFileSync(path.join(dir, 'other.txt'), 'something else');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run verify-signature', () => {
  it('prints signer, serial, issuer, ROC signing time and validity, and passes (base64 and DER files)', async () => {
    for (const file of ['sig.b64', 'sig.der']) {
      const { lines, out } = capture();
      expect(await runVerifySignature(['--cms', path.join(dir, file), '--content', path.join(dir, 'content.txt')], trust, out)).toBe(0);
      const text = lines.join('\n');
      expect(text).toContain('簽章者：陳監造');
      expect(text).toMatch(/憑證序號：[0-9a-f]+/);
      expect(text).toContain('簽發單位：C=TW, O=Test PKI');
      expect(text).toContain(`簽章時間：${new Date().getFullYear() - 1911}/`);
      expect(text).toContain('驗證結果：通過');
    }
  });

  it('fails with the reason for other content or an untrusted signer, and explains its usage', async () => {
    const { lines, out } = capture();
    expect(await runVerifySignature(['--cms', path.join(dir, 'sig.b64'), '--content', path.join(dir, 'other.txt')], trust, out)).toBe(1);
    expect(lines.join('\n')).toContain('簽章者：陳監造（未經驗證）');
    expect(lines.join('\n')).toContain('驗證結果：未通過 — 簽章與簽核內容不符');
    const other = await createTestCa();
    const second = capture();
    expect(await runVerifySignature(['--cms', path.join(dir, 'sig.b64'), '--content', path.join(dir, 'content.txt')], { anchors: [other.der], intermediates: [], crls: [] }, second.out)).toBe(1);
    expect(second.lines.join('\n')).toContain('憑證不是由信任的憑證機構簽發');
    const usage = capture();
    expect(await runVerifySignature(['--cms', path.join(dir, 'sig.b64')], trust, usage.out)).toBe(2);
    expect(usage.lines[0]).toContain('用法');
  });
});
