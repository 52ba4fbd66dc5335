/** An export written to a temporary file, with the name and type it is served under. */
import type { ExportFormat } from '../../../domain/exports/export-document';

/** A produced export file. */
export interface ExportedFile {
  /** Temporary file; the route deletes it once sent. */
  path: string;
  size: number;
  fileName: string;
  contentType: string;
}

/** The content type of each export format. */
export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  pdf: 'application/pdf',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The download name: form title and project number, without characters file systems refuse. */
export function exportFileName(title: string, projectNumber: string, format: ExportFormat): string {
  const base = [title, projectNumber].filter(Boolean).join('_').replace(/[\\/:*?"<>|\s]+/g, '_');
  return `${base || 'export'}.${format}`;
}
