/**
 * The request URL as the log may show it: the zip download carries its one-time code as a path segment
 * (CMB/Download_Const_File_ZipFile/:proj_id/:zip_code), and a code in a log is a download for whoever reads
 * it until it is spent or expires. The logger's request serializer passes every URL through this.
 */

/** What stands in the log for a zip code. */
export const REDACTED_CODE = '[code]';

// The call name, then the rest of that path up to a query or fragment. Matched regardless of case or
// doubled slashes, so a URL the router refuses is redacted as surely as one it serves.
const ZIP_DOWNLOAD = /(\/CMB\/+Download_Const_File_ZipFile)((?:\/[^/?#&]*)*)/gi;

// %41 and friends: letters, digits and -._~ may be percent-encoded and still name the same path, which the
// router decodes; they are decoded first so an encoded call name cannot slip past the pattern.
const ENCODED_UNRESERVED = /%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2[DE]|5F|7E)/gi;

function decodeUnreserved(url: string): string {
  return url.replace(ENCODED_UNRESERVED, (code) => String.fromCharCode(parseInt(code.slice(1), 16)));
}

/** Keeps a leading numeric proj_id; every other segment after the call name is the code (or part of it). */
function redactSegments(rest: string): string {
  const segments = rest.split('/').slice(1);
  const [first, ...others] = segments;
  if (first === undefined) return rest;
  const keepFirst = /^[0-9]*$/.test(first);
  const hidden = (keepFirst ? others : segments).some((s) => s !== '');
  return `/${keepFirst ? first : ''}${keepFirst && others.length ? '/' : ''}${hidden ? REDACTED_CODE : ''}`;
}

/** The URL with the zip code of a zip download replaced by [code]; any other URL as it is. */
export function redactLoggedUrl(url: string): string {
  const decoded = decodeUnreserved(url);
  if (!/Download_Const_File_ZipFile/i.test(decoded)) return url;
  return decoded.replace(ZIP_DOWNLOAD, (_match, call: string, rest: string) => call + redactSegments(rest));
}
