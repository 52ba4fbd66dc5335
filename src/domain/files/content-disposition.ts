/**
 * The Content-Disposition header of a download (RFC 6266 with RFC 8187's filename*): an ASCII fallback
 * for old clients and the exact UTF-8 name for everyone else, so 預算書.pdf arrives as 預算書.pdf.
 */

// RFC 8187 attr-char: ALPHA / DIGIT / "!" / "#" / "$" / "&" / "+" / "-" / "." / "^" / "_" / "`" / "|" / "~"
function encodeRfc8187(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `attachment; filename="…"; filename*=UTF-8''…` for a stored file name. */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ext = fileName.includes('.') ? fileName.slice(fileName.lastIndexOf('.')) : '';
  // The fallback keeps printable ASCII only; quotes and backslashes would end or escape the quoted string.
  let fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (!/[A-Za-z0-9]/.test(fallback.slice(0, fallback.length - ext.length))) fallback = `download${ext.replace(/[^\x20-\x7e]/g, '')}`;
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeRfc8187(fileName)}`;
}
