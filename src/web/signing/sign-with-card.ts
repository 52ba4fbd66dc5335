/**
 * Signing with the citizen certificate card through the MOICA local signing service (HiPKI 跨平台網頁元件):
 * POST {signerUrl}/sign with the tbsPackage as a form field, which is a CORS "simple" request, and read the
 * PKCS7 signature and the certificate from the answer. Failures are SignWithCardError with the words users
 * read (找不到讀卡機簽章元件…, PIN 碼錯誤, 未插入憑證卡 …).
 */
import { describeSignerFailure, SIGNER_MESSAGES, type Pkcs11InfoAnswer, type SignAnswer, type TbsPackage } from '../../domain/signing/hipki-protocol';
import { readClientConfig } from './read-client-config';

/** A failed card signature, with the message to show. */
export class SignWithCardError extends Error {}

/** What to sign. */
export interface SignWithCardInput {
  /** The text to sign, e.g. the hex SHA-256 of the sign-off content (signed as its ASCII bytes). */
  content: string;
  pin: string;
  /** The serial (hex) of the certificate the account has bound; a different card is refused. */
  certSerial?: string;
}

/** A card signature: base64 CMS SignedData and the signer's certificate (base64 DER). */
export interface CardSignature {
  signature: string;
  certificate: string;
}

function sameSerial(a: string, b: string): boolean {
  const clean = (s: string) => s.replace(/[\s:]/g, '').toLowerCase().replace(/^0+/, '');
  return clean(a) === clean(b);
}

/** The serial (hex) of a base64 DER certificate, read from its TBSCertificate without a library. */
export function certificateSerial(certb64: string): string | null {
  try {
    const der = Uint8Array.from(atob(certb64), (c) => c.charCodeAt(0));
    let at = 0;
    const header = () => {
      const tag = der[at++]!;
      let length = der[at++]!;
      if (length & 0x80) {
        const n = length & 0x7f;
        length = 0;
        for (let i = 0; i < n; i += 1) length = length * 256 + der[at++]!;
      }
      return { tag, length };
    };
    header(); // Certificate SEQUENCE
    header(); // TBSCertificate SEQUENCE
    if (der[at] === 0xa0) at += 2 + der[at + 1]!; // [0] version
    const serial = header();
    if (serial.tag !== 0x02) return null;
    return Array.from(der.slice(at, at + serial.length), (b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    return null;
  }
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, cache: 'no-store', credentials: 'omit', referrerPolicy: 'no-referrer' });
  } catch {
    // No answer at all: the component is not installed, not running, or refuses this site (CORS).
    throw new SignWithCardError(SIGNER_MESSAGES.unreachable);
  }
  try {
    return (await res.json()) as T;
  } catch {
    throw new SignWithCardError(SIGNER_MESSAGES.unreachable);
  }
}

/** Signs `content` with the inserted card; `signerUrl` defaults to the server's configured one. */
export async function signWithCard(input: SignWithCardInput, options: { signerUrl?: string } = {}): Promise<CardSignature> {
  if (!input.pin) throw new SignWithCardError(SIGNER_MESSAGES.noPin);
  const signerUrl = options.signerUrl ?? (await readClientConfig().catch(() => ({ signerUrl: '' }))).signerUrl;
  if (!signerUrl) throw new SignWithCardError(SIGNER_MESSAGES.unreachable);
  const tbs: TbsPackage = {
    tbs: input.content,
    tbsEncoding: 'NONE',
    hashAlgorithm: 'SHA256',
    withCardSN: 'true',
    pin: input.pin,
    nonce: '',
    func: 'MakeSignature',
    signatureType: 'PKCS7',
    ...(input.certSerial ? { certSerial: input.certSerial } : {}),
  };
  // The component's own pages send the JSON unencoded after 'tbsPackage='; the tbs here is hex and the PIN
  // digits, so nothing in it needs encoding.
  const answer = await call<SignAnswer>(`${signerUrl}/sign`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `tbsPackage=${JSON.stringify(tbs)}`,
  });
  if (answer.ret_code !== 0 || !answer.signature) throw new SignWithCardError(describeSignerFailure(answer.ret_code, answer.last_error));
  let certificate = answer.certb64;
  if (!certificate) {
    // Older components answer the signature only: the card's signing certificate comes from pkcs11info.
    const info = await call<Pkcs11InfoAnswer>(`${signerUrl}/pkcs11info?withcert=true`);
    certificate = info.slots?.flatMap((s) => s.token?.certs ?? []).find((c) => c.usage === 'digitalSignature')?.certb64;
  }
  if (!certificate) throw new SignWithCardError(SIGNER_MESSAGES.noCard);
  if (input.certSerial) {
    const serial = certificateSerial(certificate);
    if (!serial || !sameSerial(serial, input.certSerial)) throw new SignWithCardError(SIGNER_MESSAGES.wrongCard);
  }
  return { signature: answer.signature, certificate };
}
