/**
 * The protocol of the MOICA local signing service (中華電信 HiPKI 跨平台網頁元件, http://127.0.0.1:61161),
 * shared by the browser client and the development stand-in: POST /sign with a form field `tbsPackage`
 * holding JSON, GET /pkcs11info?withcert=true, answers as JSON with ret_code (0 = success) and last_error
 * (the PKCS#11 reason). Codes as the component's published sample pages name them.
 */

/** What the page asks the component to sign. */
export interface TbsPackage {
  /** The text to be signed (here: a hex digest or a challenge, ASCII). */
  tbs: string;
  /** 'NONE' (tbs is the text itself) or 'base64'. */
  tbsEncoding: string;
  /** 'SHA256' (also SHA1, SHA384, SHA512 in the component). */
  hashAlgorithm: string;
  /** 'true' asks for the card number in the answer. */
  withCardSN: string;
  pin: string;
  nonce: string;
  func: 'MakeSignature';
  /** 'PKCS7': CMS SignedData with the signer's certificate. */
  signatureType: string;
  /**
   * Not part of the component's protocol (it ignores unknown fields): the certificate serial the page
   * expects, so the stand-in can pick among several test cards in one machine.
   */
  certSerial?: string;
}

/** The answer to MakeSignature. */
export interface SignAnswer {
  func?: 'sign';
  ret_code: number;
  last_error?: number;
  /** Base64 CMS SignedData. */
  signature?: string;
  /** Base64 DER of the signing certificate. */
  certb64?: string;
  cardSN?: string;
}

/** One certificate on a card, as /pkcs11info lists it. */
export interface CardCertificate {
  label: string;
  /** 'digitalSignature' for the signing certificate, 'keyEncipherment|dataEncipherment' for the other. */
  usage: string;
  subjectDN: string;
  subjectID: string;
  certb64: string;
}

/** The answer of /pkcs11info?withcert=true. */
export interface Pkcs11InfoAnswer {
  func?: 'pkcs11info';
  ret_code: number;
  last_error?: number;
  slots?: { slotDescription: string; token: { serialNumber: string; label: string; certs: CardCertificate[] } | null }[];
}

/** The component's ret_code values the product handles. */
export const HIPKI_CODES = {
  ok: 0,
  noCard: 0x76000006,
  badJson: 0x7600000b,
  badParams: 0x7600000c,
  unsupported: 0x7600000e,
  forbiddenOrigin: 0x7600000f,
  noPin: 0x76000998,
  cancelled: 0x76000999,
  noReader: 0x76100003,
  loginFailed: 0x76100006,
} as const;

/** PKCS#11 reasons in last_error. */
export const PKCS11_REASONS = { pinIncorrect: 0xa0, pinLength: 0xa2, pinLocked: 0xa4 } as const;

/** The product's words for the failures of the signing service. */
export const SIGNER_MESSAGES = {
  unreachable: '找不到讀卡機簽章元件，請確認已安裝並啟動',
  noCard: '未插入憑證卡',
  wrongPin: 'PIN 碼錯誤',
  noPin: '請輸入 PIN 碼',
  locked: '憑證卡已鎖卡，請洽憑證管理中心',
  cancelled: '已取消簽章',
  wrongCard: '插入的憑證卡不是已綁定的憑證，請改插正確的憑證卡',
  noReader: '找不到讀卡機，請確認讀卡機已連接',
  forbiddenOrigin: '簽章元件不允許此網站使用，請將本網站加入元件的信任網站',
  failed: '憑證卡簽章失敗',
} as const;

/** The message for a failed answer of the component (ret_code ≠ 0); negative codes are read as unsigned. */
export function describeSignerFailure(retCode: number, lastError?: number): string {
  const code = retCode < 0 ? retCode + 0x100000000 : retCode;
  if (code === HIPKI_CODES.noCard) return SIGNER_MESSAGES.noCard;
  if (code === HIPKI_CODES.noPin) return SIGNER_MESSAGES.noPin;
  if (code === HIPKI_CODES.cancelled) return SIGNER_MESSAGES.cancelled;
  if (code === HIPKI_CODES.noReader) return SIGNER_MESSAGES.noReader;
  if (code === HIPKI_CODES.forbiddenOrigin) return SIGNER_MESSAGES.forbiddenOrigin;
  if (lastError === PKCS11_REASONS.pinLocked) return SIGNER_MESSAGES.locked;
  // PIN errors come as a failed card login with the PKCS#11 reason, or the reason with tries left (negative).
  if (lastError === PKCS11_REASONS.pinIncorrect || lastError === PKCS11_REASONS.pinLength || (lastError !== undefined && lastError < 0)) return SIGNER_MESSAGES.wrongPin;
  return `${SIGNER_MESSAGES.failed}（代碼 0x${code.toString(16)}）`;
}
