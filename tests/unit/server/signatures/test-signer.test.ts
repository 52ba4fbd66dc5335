import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIPKI_CODES, PKCS11_REASONS, type SignAnswer } from '../../../../src/domain/signing/hipki-protocol';
import { integerHex } from '../../../../src/server/signatures/certificate-fields';
import { startTestSigner, type TestSigner } from '../../../../src/server/signatures/test-pki/start-test-signer';
import { ensureTestPki, TEST_CARD_PIN, type TestPki } from '../../../../src/server/signatures/test-pki/test-cards';
import { verifyCmsSignature } from '../../../../src/server/signatures/verify-cms-signature';

const APP = 'http://127.0.0.1:8080';
let dir: string;
let pki: TestPki;
let signer: TestSigner;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pw-signer-'));
  pki = await ensureTestPki(dir);
  signer = await startTestSigner({ cards: pki.cards, port: 0, allowedOrigins: [APP] });
});
afterAll(async () => {
  await signer?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function sign(tbs: Record<string, unknown>, origin = APP): Promise<{ status: number; cors: string | null; body: SignAnswer }> {
  const res = await fetch(`${signer.url}/sign`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: `tbsPackage=${JSON.stringify({ tbsEncoding: 'NONE', hashAlgorithm: 'SHA256', withCardSN: 'true', nonce: '', func: 'MakeSignature', signatureType: 'PKCS7', ...tbs })}`,
  });
  return { status: res.status, cors: res.headers.get('access-control-allow-origin'), body: (await res.json()) as SignAnswer };
}

describe('the stand-in signing service', () => {
  it('signs with the card named by certSerial, as a CMS the trust verifies, and answers the certificate and card number', async () => {
    const card = pki.cards.find((c) => c.account === 'supervisor')!;
    const { status, cors, body } = await sign({ tbs: 'abc123', pin: TEST_CARD_PIN, certSerial: integerHex(card.certificate.serialNumber) });
    expect(status).toBe(200);
    expect(cors).toBe(APP);
    expect(body.ret_code).toBe(0);
    expect(body.cardSN).toBe(card.cardSN);
    const verified = await verifyCmsSignature({ anchors: [pki.ca.der], intermediates: [], crls: [] }, { signature: body.signature!, content: new TextEncoder().encode('abc123') });
    expect(verified.certificate.commonName).toBe('陳監造');
    expect(body.certb64).toBe(verified.certificate.der);
  });

  it('uses the selected card otherwise, and refuses a wrong PIN, a missing PIN and an unknown serial with the component codes', async () => {
    signer.select('contractor');
    const chosen = await sign({ tbs: 'x', pin: TEST_CARD_PIN });
    expect(chosen.body.certb64).toBe(Buffer.from(pki.cards.find((c) => c.account === 'contractor')!.der).toString('base64'));
    expect((await sign({ tbs: 'x', pin: '000000' })).body).toMatchObject({ ret_code: HIPKI_CODES.loginFailed, last_error: PKCS11_REASONS.pinIncorrect });
    expect((await sign({ tbs: 'x', pin: '' })).body.ret_code).toBe(HIPKI_CODES.noPin);
    expect((await sign({ tbs: 'x', pin: TEST_CARD_PIN, certSerial: 'ffff' })).body.ret_code).toBe(HIPKI_CODES.noCard);
  });

  it("answers no other site's page, and lists the card with pkcs11info", async () => {
    const other = await sign({ tbs: 'x', pin: TEST_CARD_PIN }, 'https://evil.example');
    expect(other.status).toBe(403);
    expect(other.cors).toBeNull();
    expect(other.body.signature).toBeUndefined();
    const info = (await (await fetch(`${signer.url}/pkcs11info?withcert=true`)).json()) as { slots: { token: { certs: { usage: string }[] } }[] };
    expect(info.slots[0]!.token.certs[0]!.usage).toBe('digitalSignature');
  });
});
