/** Turns a document's table rows into arrays, the form in which they survive structured cloning into a worker. */
import type { ExportDocument } from '../../domain/exports/export-document';

/** The document with every table's rows as an array (arrays are kept as they are). */
export function withArrayRows(doc: ExportDocument): ExportDocument {
  return {
    ...doc,
    blocks: doc.blocks.map((block) => (block.type === 'table' && !Array.isArray(block.rows) ? { ...block, rows: Array.from(block.rows) } : block)),
  };
}
