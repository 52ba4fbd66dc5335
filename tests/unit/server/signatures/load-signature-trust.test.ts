import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../../src/server/config';
import { loadSignatureTrust } from '../../../../src/server/signatures/load-signature-trust';
import { createTestCa, issueTestCrl } from '../../../../src/server/signatures/test-pki/issue-test-certificate';
import { TEST_CARD_PIN } from '../../../../src/server/signatures/test-pki/test-cards';
import { toPem } from '../../../../src/server/signatures/test-pki/test-keys';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pw-trust-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('loadSignatureTrust', () => {
  it('in development without anchors creates the test CA and cards once and keeps them across starts', async () => {
    const dataDir = tempDir();
    const first = await loadSignatureTrust(readConfig({ DATA_DIR: dataDir } as NodeJS.ProcessEnv));
    expect(first.trust.testCa).toBe(true);
    expect(first.testPki!.cards.map((c) => c.account).sort()).toEqual(['admin', 'agency', 'contractor', 'supervisor']);
    expect(first.testPki!.cards.every((c) => c.pin === TEST_CARD_PIN)).toBe(true);
    expect(existsSync(path.join(dataDir, 'test-pki', 'cards', 'contractor.key.pem'))).toBe(true);
    const again = await loadSignatureTrust(readConfig({ DATA_DIR: dataDir } as NodeJS.ProcessEnv));
    expect(Buffer.from(again.trust.anchors[0]!).equals(Buffer.from(first.trust.anchors[0]!))).toBe(true);
    expect(again.testPki!.cards.map((c) => c.cardSN)).toEqual(first.testPki!.cards.map((c) => c.cardSN));
  });

  it('in production without anchors trusts nothing and makes no test CA', async () => {
    const dataDir = tempDir();
    const loaded = await loadSignatureTrust(readConfig({ DATA_DIR: dataDir, APP_ENV: 'production' } as NodeJS.ProcessEnv));
    expect(loaded.trust.anchors).toEqual([]);
    expect(loaded.testPki).toBeUndefined();
    expect(existsSync(path.join(dataDir, 'test-pki'))).toBe(false);
    expect(readConfig({ APP_ENV: 'production' } as NodeJS.ProcessEnv).testSigner).toBe(false);
  });

  it('reads configured PEM bundles and DER files, and refuses a file that is not what it should be', async () => {
    const dir = tempDir();
    const [root, sub] = [await createTestCa({ name: '測試根憑證機構' }), await createTestCa({ name: '測試中介憑證機構' })];
    writeFileSync(path.join(dir, 'anchors.pem'), toPem(root.der, 'CERTIFICATE') + toPem(sub.der, 'CERTIFICATE'));
    writeFileSync(path.join(dir, 'sub.cer'), sub.der);
    writeFileSync(path.join(dir, 'root.crl'), await issueTestCrl(root, []));
    const loaded = await loadSignatureTrust(
      readConfig({ DATA_DIR: dir, APP_ENV: 'production', SIGN_TRUST_ANCHORS: path.join(dir, 'anchors.pem'), SIGN_INTERMEDIATES: path.join(dir, 'sub.cer'), SIGN_CRLS: path.join(dir, 'root.crl') } as NodeJS.ProcessEnv),
    );
    expect(loaded.trust.anchors).toHaveLength(2);
    expect(loaded.trust.intermediates).toHaveLength(1);
    expect(loaded.trust.crls).toHaveLength(1);
    expect(loaded.trust.testCa).toBeUndefined();
    await expect(loadSignatureTrust(readConfig({ DATA_DIR: dir, SIGN_TRUST_ANCHORS: path.join(dir, 'root.crl') } as NodeJS.ProcessEnv))).rejects.toThrow(/root\.crl is not a certificate/);
    await expect(loadSignatureTrust(readConfig({ DATA_DIR: dir, SIGN_CRLS: path.join(dir, 'sub.cer') } as NodeJS.ProcessEnv))).rejects.toThrow(/not a CRL/);
    await expect(loadSignatureTrust(readConfig({ DATA_DIR: dir, SIGN_TRUST_ANCHORS: path.join(dir, 'missing.pem') } as NodeJS.ProcessEnv))).rejects.toThrow(/cannot read/);
  });
});
