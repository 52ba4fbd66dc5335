/** File names of exports: what a form's file is called in messages, and the name the server gave it. */
import type { ExportFormat } from '../../domain/exports/export-document';

/** How a form's file is named to people: its title and format (B.14 開標紀錄.docx). */
export function exportFileLabel(title: string, format: ExportFormat): string {
  return `${title}.${format}`;
}

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The file name a content-disposition header gives: filename*=UTF-8''… (RFC 5987, which carries the
 * Chinese names) before the plain filename="…"; null when it gives none. Any folder part is dropped.
 */
export function readDispositionFileName(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name = extended ? decode(extended[2]!.trim().replace(/^"|"$/g, '')) : null;
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    name = plain ? (plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2]!.trim()) : null;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}
