/**
 * Tab-separated text, as spreadsheets put ranges on the clipboard: cells separated by tabs, rows by line
 * breaks, a cell with a tab, quote or line break quoted with doubled quotes.
 */

/** The TSV text of a matrix of cell texts. */
export function toTsv(rows: readonly (readonly string[])[]): string {
  const cell = (text: string) => (/[\t\n\r"]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return rows.map((row) => row.map(cell).join('\t')).join('\r\n');
}

/** The matrix of cell texts of TSV text (a trailing line break adds no row). */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === '\t') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A pasted figure as a decimal text: thousands separators and spaces dropped; null when not a number. */
export function readPastedFigure(text: string): string | null {
  const cleaned = text.replace(/[,\s\u00a0]/g, '').replace(/^\((.*)\)$/, '-$1');
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(cleaned) ? cleaned.replace(/^\+/, '') : null;
}
