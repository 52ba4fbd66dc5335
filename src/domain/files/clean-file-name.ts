/**
 * File names as users send them: only ever shown and offered back on download, never used as a path.
 * Cleaning keeps the visible name (Chinese included) and drops what could confuse a file system or a header.
 */

/** The longest name kept, in characters (file systems allow 255 bytes; names are stored, not used as paths). */
export const MAX_FILE_NAME_LENGTH = 200;

/**
 * The last path segment of a name with control characters removed and spaces trimmed, or null when nothing
 * usable is left ('' , '.', '..', or only separators). Over-long names keep their extension.
 */
export function cleanFileName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  // Browsers send bare names, but old clients sent C:\fakepath\…; either separator ends a directory.
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const name = base.normalize('NFC').replace(/[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  if (!name || name === '.' || name === '..') return null;
  if (name.length <= MAX_FILE_NAME_LENGTH) return name;
  const ext = fileExtension(name);
  const keep = ext ? MAX_FILE_NAME_LENGTH - ext.length - 1 : MAX_FILE_NAME_LENGTH;
  return ext ? `${name.slice(0, keep)}.${ext}` : name.slice(0, keep);
}

/** The lower-case extension without the dot ('報告.PDF' → 'pdf'), or '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return '';
  return name.slice(dot + 1).toLowerCase();
}
