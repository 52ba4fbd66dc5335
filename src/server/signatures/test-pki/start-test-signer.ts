/**
 * The development stand-in for the MOICA local signing service (server-only, never in production): an HTTP
 * server on loopback speaking the HiPKI component's protocol (src/domain/signing/hipki-protocol.ts) with the
 * test cards of DATA_DIR/test-pki. It answers only the app's own origins (CORS), picks the card by the
 * tbsPackage's certSerial when sent, else the selected card (POST /select {account}; default the first).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HIPKI_CODES, PKCS11_REASONS, type Pkcs11InfoAnswer, type SignAnswer, type TbsPackage } from '../../../domain/signing/hipki-protocol';
import { formatName, integerHex } from '../certificate-fields';
import { normaliseSerial } from '../parse-certificate';
import { signCms } from './sign-cms';
import type { TestCard } from './test-cards';

/** How to start the stand-in. */
export interface TestSignerOptions {
  cards: TestCard[];
  /** 0 picks a free port (tests). */
  port: number;
  /** Origins whose pages may call it (the app's); every other origin is refused. */
  allowedOrigins: string[];
}

/** A running stand-in. */
export interface TestSigner {
  url: string;
  /** The card used when a request names none. */
  select(account: string): void;
  close(): Promise<void>;
}

/** Largest request: a tbsPackage is a few hundred bytes. */
const MAX_BODY = 64 * 1024;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const parts: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('body too large'));
        request.destroy();
        return;
      }
      parts.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    request.on('error', reject);
  });
}

/** The tbsPackage of a /sign body: `tbsPackage=<json>` as the component's pages send it (raw or URL-encoded), or bare JSON. */
function parseTbsPackage(body: string): Partial<TbsPackage> | null {
  const raw = body.startsWith('tbsPackage=') ? body.slice('tbsPackage='.length) : body;
  for (const candidate of [raw, (() => { try { return decodeURIComponent(raw.replace(/\+/g, ' ')); } catch { return ''; } })()]) {
    try {
      const parsed: unknown = JSON.parse(candidate);
      if (parsed && typeof parsed === 'object') return parsed as Partial<TbsPackage>;
    } catch {
      // Try the next reading.
    }
  }
  return null;
}

/** Starts the stand-in on 127.0.0.1 only: other machines must never reach a signer. */
export async function startTestSigner(options: TestSignerOptions): Promise<TestSigner> {
  let selected = options.cards[0]?.account;

  const send = (response: ServerResponse, origin: string | undefined, status: number, body: unknown) => {
    if (origin && options.allowedOrigins.includes(origin)) {
      response.setHeader('access-control-allow-origin', origin);
      response.setHeader('vary', 'Origin');
    }
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
  };

  const sign = async (tbs: Partial<TbsPackage>): Promise<SignAnswer> => {
    if (typeof tbs.tbs !== 'string' || tbs.tbs.length === 0 || tbs.func !== 'MakeSignature') return { func: 'sign', ret_code: HIPKI_CODES.badParams };
    if (tbs.signatureType && tbs.signatureType !== 'PKCS7') return { func: 'sign', ret_code: HIPKI_CODES.unsupported };
    const card = tbs.certSerial
      ? options.cards.find((c) => normaliseSerial(integerHex(c.certificate.serialNumber)) === normaliseSerial(String(tbs.certSerial)))
      : options.cards.find((c) => c.account === selected);
    if (!card) return { func: 'sign', ret_code: HIPKI_CODES.noCard };
    if (!tbs.pin) return { func: 'sign', ret_code: HIPKI_CODES.noPin };
    if (tbs.pin !== card.pin) return { func: 'sign', ret_code: HIPKI_CODES.loginFailed, last_error: PKCS11_REASONS.pinIncorrect };
    const content = tbs.tbsEncoding === 'base64' ? new Uint8Array(Buffer.from(tbs.tbs, 'base64')) : new TextEncoder().encode(tbs.tbs);
    const signature = await signCms({ key: card.key, certificate: card.certificate, content });
    return {
      func: 'sign',
      ret_code: HIPKI_CODES.ok,
      last_error: 0,
      signature,
      certb64: Buffer.from(card.der).toString('base64'),
      ...(tbs.withCardSN === 'true' ? { cardSN: card.cardSN } : {}),
    };
  };

  const info = (): Pkcs11InfoAnswer => {
    const card = options.cards.find((c) => c.account === selected);
    return {
      func: 'pkcs11info',
      ret_code: HIPKI_CODES.ok,
      slots: [
        {
          slotDescription: '測試讀卡機 0',
          token: card
            ? {
                serialNumber: card.cardSN,
                label: 'HiPKI Test Card',
                certs: [{ label: 'cert1', usage: 'digitalSignature', subjectDN: formatName(card.certificate.subject), subjectID: '', certb64: Buffer.from(card.der).toString('base64') }],
              }
            : null,
        },
      ],
    };
  };

  const server = createServer((request, response) => {
    const origin = typeof request.headers.origin === 'string' ? request.headers.origin : undefined;
    // A page of another site must not use the cards; a request with no Origin is a local tool (curl, tests).
    if (origin && !options.allowedOrigins.includes(origin)) {
      send(response, undefined, 403, { ret_code: HIPKI_CODES.forbiddenOrigin });
      return;
    }
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    void (async () => {
      try {
        if (request.method === 'OPTIONS') {
          if (origin) {
            response.setHeader('access-control-allow-origin', origin);
            response.setHeader('access-control-allow-methods', 'GET, POST');
            response.setHeader('access-control-allow-headers', 'content-type');
            // Chrome asks before a public page calls a loopback address (Private Network Access).
            response.setHeader('access-control-allow-private-network', 'true');
            response.setHeader('vary', 'Origin');
          }
          response.writeHead(204).end();
        } else if (request.method === 'POST' && url.pathname === '/sign') {
          const tbs = parseTbsPackage(await readBody(request));
          send(response, origin, 200, tbs ? await sign(tbs) : { func: 'sign', ret_code: HIPKI_CODES.badJson });
        } else if (request.method === 'GET' && url.pathname === '/pkcs11info') {
          send(response, origin, 200, info());
        } else if (request.method === 'POST' && url.pathname === '/select') {
          const body = parseTbsPackage(await readBody(request)) as { account?: string } | null;
          const found = options.cards.find((c) => c.account === body?.account);
          if (found) selected = found.account;
          send(response, origin, found ? 200 : 404, { ret_code: found ? HIPKI_CODES.ok : HIPKI_CODES.noCard, selected });
        } else {
          send(response, origin, 404, { ret_code: HIPKI_CODES.unsupported });
        }
      } catch {
        send(response, origin, 400, { ret_code: HIPKI_CODES.badParams });
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    select(account) {
      if (options.cards.some((c) => c.account === account)) selected = account;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
