/**
 * The telephone list of a user: an array sent as JSON text (or as an array), where N/A or nothing means no
 * telephones (spec document 1 §3, §5).
 */

/** At most this many telephone numbers per user. */
export const MAX_TELS = 5;

const TEL_PATTERN = /^[0-9+\-#()* ]{3,30}$/;

/** The outcome of reading a tel parameter: the clean list, or the message saying what is wrong. */
export type TelListResult = { ok: true; tel: string[] } | { ok: false; message: string };

/** Whether one telephone entry looks like a number (digits, spaces and + - # ( ) *, 3 to 30 characters). */
export function isTelNumber(value: string): boolean {
  return TEL_PATTERN.test(value.trim()) && /\d/.test(value);
}

/** Reads a tel parameter: JSON text of a string array, an array, 'N/A' or empty; entries trimmed, blanks dropped. */
export function parseTelList(value: unknown, name = 'tel'): TelListResult {
  let raw: unknown = value;
  if (raw === null || raw === undefined) return { ok: true, tel: [] };
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (text === '' || text.toUpperCase() === 'N/A') return { ok: true, tel: [] };
    try {
      raw = JSON.parse(text) as unknown;
    } catch {
      // A single number typed as plain text is still a list of one.
      raw = [text];
    }
  }
  if (!Array.isArray(raw)) return { ok: false, message: `'${name}'型別必須為array` };
  const tel: string[] = [];
  for (const entry of raw) {
    if (typeof entry !== 'string') return { ok: false, message: `'${name}'型別必須為array` };
    const t = entry.trim();
    if (t === '' || t.toUpperCase() === 'N/A') continue;
    if (!isTelNumber(t)) return { ok: false, message: `電話號碼格式不符合：${t}` };
    tel.push(t);
  }
  if (tel.length > MAX_TELS) return { ok: false, message: `電話最多 ${MAX_TELS} 組` };
  return { ok: true, tel };
}

/** The list as text for tables: numbers joined with 、, or N/A when there are none. */
export function formatTelList(tel: readonly string[] | null | undefined): string {
  return tel && tel.length > 0 ? tel.join('、') : 'N/A';
}
