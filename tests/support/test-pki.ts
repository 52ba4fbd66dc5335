/**
 * The test PKI of a running test server (its DATA_DIR/test-pki: the CA it trusts and the demo accounts'
 * cards), with helpers to issue more certificates from that CA or from an untrusted one and to sign.
 */
import { integerHex } from '../../src/server/signatures/certificate-fields';
import { createTestCa, issueTestCertificate, type IssueOptions, type TestIdentity } from '../../src/server/signatures/test-pki/issue-test-certificate';
import { signCms } from '../../src/server/signatures/test-pki/sign-cms';
import { ensureTestPki, type TestCard, type TestPki } from '../../src/server/signatures/test-pki/test-cards';

/** The server's test PKI and what tests do with it. */
export interface ServerTestPki extends TestPki {
  /** The card of a demo account. */
  card(account: string): TestCard;
  /** A certificate from the server's trusted test CA. */
  issue(options: IssueOptions): Promise<TestIdentity>;
  /** A certificate from a CA the server does not trust (same name as the real one). */
  issueUntrusted(options: IssueOptions): Promise<TestIdentity>;
}

/** Opens the test PKI a server made under `dataDir` on start. */
export async function openServerTestPki(dataDir: string): Promise<ServerTestPki> {
  const pki = await ensureTestPki(dataDir);
  let stranger: TestIdentity | undefined;
  return {
    ...pki,
    card(account) {
      const found = pki.cards.find((c) => c.account === account);
      if (!found) throw new Error(`no test card for ${account}`);
      return found;
    },
    issue: (options) => issueTestCertificate(pki.ca, options),
    async issueUntrusted(options) {
      stranger ??= await createTestCa();
      return issueTestCertificate(stranger, options);
    },
  };
}

/** Signs `text` (its UTF-8 bytes) with an identity as the card would: CMS, content encapsulated. */
export function signText(identity: TestIdentity, text: string, options: { detached?: boolean } = {}): Promise<string> {
  return signCms({ key: identity.key, certificate: identity.certificate, content: new TextEncoder().encode(text), detached: options.detached });
}

/** The certificate of an identity as VA calls take it: base64 DER, and its serial as hex. */
export function certParams(identity: TestIdentity): { cert: string; serialNumber: string } {
  return { cert: Buffer.from(identity.der).toString('base64'), serialNumber: integerHex(identity.certificate.serialNumber) };
}
