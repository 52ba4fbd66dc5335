/**
 * The development test cards (server-only, never used in production paths): one test certificate with its
 * key per demo account, kept under DATA_DIR/test-pki/ with the test CA so they survive restarts.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as pkijs from 'pkijs';
import { derOf, ownBytes } from '../parse-certificate';
import { createTestCa, issueTestCertificate, type TestIdentity } from './issue-test-certificate';
import { exportPrivateKeyPem, fromPem, importPrivateKeyPem, toPem, type TestKeyAlgorithm } from './test-keys';

/** The PIN of every test card (documented in the README): MOICA PINs are 6 to 8 digits. */
export const TEST_CARD_PIN = '123456';

/** The demo accounts that get a card, with the holder's name the certificate carries. */
export const TEST_CARD_HOLDERS: readonly { account: string; holder: string }[] = [
  { account: 'admin', holder: '王系統' },
  { account: 'agency', holder: '林承辦' },
  { account: 'supervisor', holder: '陳監造' },
  { account: 'contractor', holder: '張工地' },
];

/** A test card: the account it belongs to, its card number and PIN, its certificate and key. */
export interface TestCard extends TestIdentity {
  account: string;
  /** Card number as the HiPKI component reports it (cardSN). */
  cardSN: string;
  pin: string;
}

/** The test CA and its cards. */
export interface TestPki {
  dir: string;
  ca: TestIdentity;
  cards: TestCard[];
}

interface CardRecord {
  account: string;
  cardSN: string;
  pin: string;
}

const ALGORITHM: TestKeyAlgorithm = 'ECDSA';

/** Where the test PKI of a data folder lives. */
export function testPkiDir(dataDir: string): string {
  return path.join(dataDir, 'test-pki');
}

async function writeIdentity(dir: string, name: string, identity: TestIdentity): Promise<void> {
  writeFileSync(path.join(dir, `${name}.pem`), toPem(identity.der, 'CERTIFICATE'));
  // Readable by the owner only: a test key still should not be everyone's.
  writeFileSync(path.join(dir, `${name}.key.pem`), await exportPrivateKeyPem(identity.key), { mode: 0o600 });
}

async function readIdentity(dir: string, name: string): Promise<TestIdentity> {
  const der = fromPem(readFileSync(path.join(dir, `${name}.pem`), 'utf8'));
  const certificate = pkijs.Certificate.fromBER(ownBytes(der));
  const key = await importPrivateKeyPem(readFileSync(path.join(dir, `${name}.key.pem`), 'utf8'), ALGORITHM);
  return { certificate, key, der: derOf(certificate) };
}

/**
 * Opens the test PKI under DATA_DIR/test-pki, creating the CA and any missing card on first use. Never
 * call it in production: its keys sit in plain files.
 */
export async function ensureTestPki(dataDir: string): Promise<TestPki> {
  const dir = testPkiDir(dataDir);
  const cardDir = path.join(dir, 'cards');
  mkdirSync(cardDir, { recursive: true });
  if (!existsSync(path.join(dir, 'ca.pem'))) await writeIdentity(dir, 'ca', await createTestCa({ algorithm: ALGORITHM }));
  const ca = await readIdentity(dir, 'ca');
  const listFile = path.join(dir, 'cards.json');
  const records: CardRecord[] = existsSync(listFile) ? (JSON.parse(readFileSync(listFile, 'utf8')) as CardRecord[]) : [];
  for (const [i, holder] of TEST_CARD_HOLDERS.entries()) {
    if (records.some((r) => r.account === holder.account) && existsSync(path.join(cardDir, `${holder.account}.pem`))) continue;
    await writeIdentity(cardDir, holder.account, await issueTestCertificate(ca, { commonName: holder.holder }));
    const record = { account: holder.account, cardSN: `TEST${String(i + 1).padStart(12, '0')}`, pin: TEST_CARD_PIN };
    records.splice(0, records.length, ...records.filter((r) => r.account !== holder.account), record);
  }
  writeFileSync(listFile, `${JSON.stringify(records, null, 2)}\n`);
  const cards: TestCard[] = [];
  for (const record of records) cards.push({ ...record, ...(await readIdentity(cardDir, record.account)) });
  return { dir, ca, cards };
}
