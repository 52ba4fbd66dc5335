/**
 * Content checks behind the extension check: a file must be what its name says. Binary formats are judged
 * by the type a magic-number sniffer (file-type) reports; text formats (svg, xml, csv, txt) carry no magic
 * number, so their first bytes are checked as text instead. Pure: the server passes in what it read.
 */

/** For each binary extension, the sniffed types (file-type's `ext`) that count as a match. */
const SNIFFED_TYPES: Readonly<Record<string, readonly string[]>> = {
  pdf: ['pdf'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  bmp: ['bmp'],
  webp: ['webp'],
  tif: ['tif'],
  tiff: ['tif'],
  heic: ['heic'],
  // Word 97, Excel 97 and MS Project files are all Compound File Binary containers.
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  mpp: ['cfb'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  odt: ['odt'],
  ods: ['ods'],
  odp: ['odp'],
  // Office and OpenDocument files are zip archives too; a user may zip them or rename them .zip.
  zip: ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'epub'],
  '7z': ['7z'],
  rar: ['rar'],
  avi: ['avi'],
  mp4: ['mp4', 'm4v'],
  // Phones write QuickTime files whose brand the sniffer may report as either.
  mov: ['mov', 'mp4'],
  wmv: ['asf'],
  flv: ['flv'],
};

/** Extensions whose content is text and is checked by reading it. */
export const TEXT_EXTENSIONS: readonly string[] = Object.freeze(['svg', 'xml', 'csv', 'txt']);

/** MIME types served for stored files, by extension. */
const MIME_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  heic: 'image/heic',
  svg: 'image/svg+xml',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  mpp: 'application/vnd.ms-project',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  zip: 'application/zip',
  '7z': 'application/x-7z-compressed',
  rar: 'application/vnd.rar',
  avi: 'video/x-msvideo',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  wmv: 'video/x-ms-wmv',
  flv: 'video/x-flv',
  xml: 'application/xml',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

/** How many leading bytes the text check wants to see. */
export const TEXT_SNIFF_BYTES = 64 * 1024;

/** Formats whose compressed content gains nothing from deflate (a zip stores them as they are). */
const COMPRESSED: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'heic', 'pdf', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'zip', '7z', 'rar', 'mp4', 'mov', 'avi', 'wmv', 'flv']);

/** The MIME type to serve a stored file with. */
export function contentTypeFor(ext: string): string {
  return MIME_TYPES[ext.toLowerCase()] ?? 'application/octet-stream';
}

/** Whether a file of this extension is already compressed. */
export function isCompressedFormat(ext: string): boolean {
  return COMPRESSED.has(ext.toLowerCase());
}

/**
 * Whether content matches an extension. `sniffed` is the magic-number sniffer's verdict (undefined when it
 * found none); `head` the first bytes of the file (up to TEXT_SNIFF_BYTES), used for text formats.
 */
export function matchesFileContent(ext: string, sniffed: string | undefined, head: Uint8Array): boolean {
  const e = ext.toLowerCase();
  const wanted = SNIFFED_TYPES[e];
  if (wanted) return sniffed !== undefined && wanted.includes(sniffed);
  if (!TEXT_EXTENSIONS.includes(e)) return false;
  // Text never carries a binary signature; the sniffer reports 'xml' for an XML declaration, which is fine.
  if (sniffed !== undefined && sniffed !== 'xml') return false;
  if (e === 'svg') return looksLikeSvg(head);
  if (e === 'xml') return looksLikeXml(head);
  return looksLikePlainText(head);
}

/** Decodes the head as UTF-8 (a leading BOM dropped, a character cut at the end tolerated), or null when it is not. */
export function decodeUtf8Head(head: Uint8Array): string | null {
  let bytes = head;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
  if (bytes.includes(0)) return null;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  // The head may end inside a multi-byte character: only a trailing lead byte with its continuation bytes
  // (at most 3 bytes) may be dropped before judging the rest.
  for (let cut = 0; cut <= 3 && cut <= bytes.length; cut += 1) {
    const tail = bytes.subarray(bytes.length - cut);
    if (cut > 0 && !(tail[0]! >= 0xc0 && tail.subarray(1).every((b) => b >= 0x80 && b < 0xc0))) continue;
    try {
      return decoder.decode(bytes.subarray(0, bytes.length - cut));
    } catch {
      // try a shorter tail
    }
  }
  return null;
}

/**
 * Plain text (csv, txt) in UTF-8 or a legacy code page such as Big5: no NUL bytes and almost no control
 * characters besides tab, line breaks and form feed.
 */
export function looksLikePlainText(head: Uint8Array): boolean {
  if (head.length === 0) return false;
  let control = 0;
  for (const b of head) {
    if (b === 0) return false;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1a) control += 1;
  }
  return control <= head.length / 100;
}

// Prolog before the root element: XML declaration, comments, processing instructions, a DOCTYPE without an
// internal subset (an internal subset can declare entities; nobody needs one in a drawing).
const PROLOG = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<\?[^>]*\?>)\s*)*(?:<!DOCTYPE\s+[^[>]*>\s*)?(?:(?:<!--[\s\S]*?-->|<\?[^>]*\?>)\s*)*/;

/** An SVG drawing: UTF-8 text whose root element is <svg>. */
export function looksLikeSvg(head: Uint8Array): boolean {
  const text = decodeUtf8Head(head);
  if (text === null) return false;
  const rest = text.replace(PROLOG, '');
  return /^<svg[\s>/]/.test(rest) || /^<svg:svg[\s>/]/.test(rest);
}

/** An XML document: text (UTF-8, or any encoding its declaration names) whose first markup is a declaration or an element. */
export function looksLikeXml(head: Uint8Array): boolean {
  if (!looksLikePlainText(head)) return false;
  const text = decodeUtf8Head(head) ?? latin1(head);
  const rest = text.replace(PROLOG, '');
  return /^<[A-Za-z_:][\w.:-]*[\s>/]/.test(rest) || (/^\s*<\?xml[^>]*\?>/.test(text) && rest.length === 0);
}

// Any byte sequence decodes as Latin-1: enough to read the ASCII markup of a Big5-encoded XML file.
function latin1(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 1) s += String.fromCharCode(bytes[i]!);
  return s;
}
