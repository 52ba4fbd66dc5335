/**
 * Shared pieces of the spreadsheet writers: the file parts a zip container holds, and XML escaping that
 * also drops the control characters XML 1.0 cannot carry.
 */

/** One file inside an xlsx or ods container. */
export interface SpreadsheetPart {
  /** Path inside the zip. */
  path: string;
  content: string;
  /** Store without compression (the ODF mimetype must be stored, and first). */
  store?: boolean;
}

/** Escapes text for XML element content and attribute values; drops characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"]/g, (char) => {
    switch (char) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      default:
        return '&quot;';
    }
  });
}

/** The spreadsheet column letter of a 0-based index (0 → A, 26 → AA). */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}
