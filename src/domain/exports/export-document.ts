/**
 * The printable document every export writer (odt, docx, pdf, xlsx, ods) consumes: what a form says, already
 * formatted for people (ROC dates, amounts with separators, 國字大寫), with no notion of any file format.
 * Built from a step's layout and data by build-export-document.ts, or from a budget book by
 * build-budget-print.ts. Table rows are an iterable so a 20,000-item book is never held as a document.
 */

/** The file formats an export can be produced in. */
export const EXPORT_FORMATS = ['odt', 'docx', 'pdf', 'xlsx', 'ods'] as const;

/** One export file format. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Horizontal alignment of a cell or paragraph. */
export type ExportAlign = 'left' | 'center' | 'right';

/** One table or field cell: the text people read, and the plain number a spreadsheet stores when it is one. */
export interface ExportCell {
  text: string;
  /** A plain decimal ('1200000.5') when the cell is a figure: spreadsheets store it as a number. */
  number?: string;
  align?: ExportAlign;
  bold?: boolean;
  /** Indent level (budget-book hierarchy), 0 for none. */
  indent?: number;
}

/** One column of a record or budget table. */
export interface ExportTableColumn {
  label: string;
  align: ExportAlign;
  /** Relative width; the writers share the page width in proportion. */
  width: number;
}

/** One signing party's line of the sign-off block. */
export interface ExportSignatureRow {
  /** 施工廠商, 監造單位 or 機關. */
  party: string;
  signer: string;
  /** ROC date and time of the signature, '' when not signed. */
  signedAt: string;
  /** 已簽章, 未簽核, 已退回 … */
  status: string;
}

/** A block of the document, top to bottom. */
export type ExportDocumentBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string; align: ExportAlign }
  | { type: 'fields'; rows: { label: string; value: ExportCell }[] }
  | { type: 'table'; caption: string; columns: ExportTableColumn[]; rows: Iterable<ExportCell[]>; footer?: ExportCell[] }
  | { type: 'signatures'; rows: ExportSignatureRow[] }
  | { type: 'pageBreak' };

/** A whole printable document. */
export interface ExportDocument {
  /** The form's title, printed large at the top (B.14 開標紀錄). */
  title: string;
  /** Under the title: agency and project. */
  subtitle: string;
  orientation: 'portrait' | 'landscape';
  blocks: ExportDocumentBlock[];
  /** Printed in every page footer before the page number, e.g. the form code and the print date. */
  footer: string;
  /** Document metadata: who the file is about (the project name). */
  subject: string;
}
