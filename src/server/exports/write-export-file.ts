/** Writes a printable document in one of the export formats into a stream, which it ends. */
import type { ExportDocument, ExportFormat } from '../../domain/exports/export-document';
import { writeDocx } from './writers/write-docx';
import { writeOds } from './writers/write-ods';
import { writeOdt } from './writers/write-odt';
import { writePdf } from './writers/write-pdf';
import { writeXlsx } from './writers/write-xlsx';

const WRITERS: Record<ExportFormat, (doc: ExportDocument, out: NodeJS.WritableStream) => Promise<void>> = {
  pdf: writePdf,
  docx: writeDocx,
  odt: writeOdt,
  ods: writeOds,
  xlsx: writeXlsx,
};

/** Writes `doc` as `format` into `out`, resolving once everything is written and `out` is ended. */
export function writeExportFile(doc: ExportDocument, format: ExportFormat, out: NodeJS.WritableStream): Promise<void> {
  return WRITERS[format](doc, out);
}
