/**
 * Decoding of the encoded lookup parameters: the government-purchase project number (plain, with a
 * 'proj_number=' prefix, or either of those base64-encoded) and the tender list's govEncode (a base64
 * department id, or 'all'). Pure: atob and TextDecoder exist in browsers and in Node alike.
 */

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;
const PREFIX = 'proj_number=';

/** Decodes base64 or base64url text to UTF-8, or null when it is not base64 of readable text. */
export function decodeBase64Text(value: string): string | null {
  // A '+' arrives as a space when the query string was not encoded.
  const text = value.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  if (!BASE64.test(text) || text.length < 4) return null;
  const padded = text + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // Control characters mean the input was a plain value that merely looked like base64.
    return [...decoded].every((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f) && decoded.length > 0 ? decoded : null;
  } catch {
    return null;
  }
}

function stripPrefix(value: string): string {
  const t = value.trim();
  return t.startsWith(PREFIX) ? t.slice(PREFIX.length).trim() : t;
}

/**
 * The project numbers a proj_number parameter may mean, likeliest first: a 'proj_number=' value (plain or
 * inside base64), then the plain value, then any other base64 reading. Empty ones are dropped.
 */
export function projNumberCandidates(raw: string): string[] {
  const t = raw.trim();
  const decoded = decodeBase64Text(t)?.trim() ?? null;
  const list: string[] = [];
  if (t.startsWith(PREFIX)) list.push(stripPrefix(t));
  if (decoded?.startsWith(PREFIX)) list.push(stripPrefix(decoded));
  if (!t.startsWith(PREFIX)) list.push(t);
  if (decoded !== null && !decoded.startsWith(PREFIX)) list.push(decoded);
  return [...new Set(list.filter((v) => v.length > 0))];
}

/** govEncode → a department id, 'all' (every reachable project), or null when unreadable. */
export function decodeGovEncode(value: string): number | 'all' | null {
  const t = value.trim();
  if (t === '' || t === 'all' || t === '0') return 'all';
  const decoded = decodeBase64Text(t);
  if (decoded === null) return null;
  if (decoded === 'all' || decoded === '0') return 'all';
  return /^[1-9]\d{0,9}$/.test(decoded) ? Number(decoded) : null;
}

/** Encodes a department id (or 'all') as govEncode. */
export function encodeGovEncode(depId: number | 'all'): string {
  return btoa(String(depId));
}
