import { strFromU8, unzipSync } from 'fflate';
import { XMLValidator } from 'fast-xml-parser';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { EXPORT_FORMATS, type ExportDocument, type ExportFormat } from '../../../../src/domain/exports/export-document';
import { writeExportFile } from '../../../../src/server/exports/write-export-file';
import { readOfficeText, readPdfPages, readSpreadsheetCells } from '../../../support/read-office-file';
import { SAMPLE_ROWS, SAMPLE_TEXT, sampleExportDocument } from '../../../support/sample-export-document';
import { writeExportToBuffer } from '../../../support/write-export-to-buffer';

const ZIP_FORMATS = EXPORT_FORMATS.filter((format) => format !== 'pdf');

function zipTexts(buffer: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(buffer)).map(([name, data]) => [name, strFromU8(data)]));
}

async function pdfMetadata(buffer: Uint8Array) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(buffer), verbosity: 0 }).promise;
  try {
    const { info } = await document.getMetadata();
    const page = await document.getPage(1);
    const [, , width, height] = page.view;
    return { info: info as Record<string, unknown>, width: width!, height: height!, pages: document.numPages };
  } finally {
    await document.destroy();
  }
}

// Generous: the docx and pdf writers take seconds on a loaded machine.
describe('writeExportFile', { timeout: 30_000 }, () => {
  it.each(EXPORT_FORMATS)('writes every text of the sample as %s, with the 300th row', async (format) => {
    // pdf.js reads the full-width space as a plain one.
    const spaces = (text: string) => text.replace(/[\s\u3000]+/g, ' ');
    const text = spaces(await readOfficeText(await writeExportToBuffer(sampleExportDocument(), format), format));
    for (const expected of [SAMPLE_TEXT.title, SAMPLE_TEXT.subtitle, SAMPLE_TEXT.date, SAMPLE_TEXT.amountInWords, SAMPLE_TEXT.header, SAMPLE_TEXT.lastRow, SAMPLE_TEXT.paragraph, SAMPLE_TEXT.party, '未簽核', '簽核時間']) {
      expect(text, `${format} lacks ${expected}`).toContain(spaces(expected));
    }
    // Spreadsheets hold the figure as a number; the paged formats print it with separators.
    expect(text).toContain(format === 'xlsx' || format === 'ods' ? String(SAMPLE_TEXT.amountNumber) : SAMPLE_TEXT.amount);
  });

  it.each(['pdf', 'docx', 'odt'] as const)('prints the footer and the page number in %s', async (format) => {
    const text = await readOfficeText(await writeExportToBuffer(sampleExportDocument(), format), format);
    expect(text).toContain(SAMPLE_TEXT.footer);
    expect(text).toMatch(/第 \d* ?頁/);
  });

  it.each(ZIP_FORMATS)('writes well-formed XML in every part of the %s package', async (format) => {
    const doc = sampleExportDocument();
    doc.title = '標題 <&> "引號" \u0001控制字元';
    const parts = zipTexts(await writeExportToBuffer(doc, format));
    const xmlParts = Object.entries(parts).filter(([name]) => name.endsWith('.xml') || name.endsWith('.rels'));
    expect(xmlParts.length).toBeGreaterThan(3);
    for (const [name, xml] of xmlParts) expect(XMLValidator.validate(xml), `${format} ${name}`).toBe(true);
    const text = await readOfficeText(await writeExportToBuffer(doc, format), format);
    expect(text).toContain('標題 <&> "引號" 控制字元');
  });

  it('starts OpenDocument packages with the stored mimetype entry', async () => {
    for (const format of ['odt', 'ods'] as const) {
      const buffer = await writeExportToBuffer(sampleExportDocument(), format);
      // A stored first entry puts its name at byte 30 and its content right after it.
      const mimetype = `application/vnd.oasis.opendocument.${format === 'odt' ? 'text' : 'spreadsheet'}`;
      expect(buffer.subarray(30, 38).toString('latin1')).toBe('mimetype');
      expect(buffer.subarray(38, 38 + mimetype.length).toString('latin1')).toBe(mimetype);
      expect(buffer.readUInt16LE(8)).toBe(0);
    }
  });

  describe('spreadsheets', () => {
    it.each(['xlsx', 'ods'] as const)('keeps figures as numbers and lays the table out as header and rows in %s', async (format) => {
      const rows = readSpreadsheetCells(await writeExportToBuffer(sampleExportDocument(), format), format);
      expect(rows[0]?.[0]).toBe(SAMPLE_TEXT.title);
      expect(rows.find((row) => row[0] === '決標金額')?.[1]).toBe(SAMPLE_TEXT.amountNumber);
      const header = rows.findIndex((row) => row[1] === SAMPLE_TEXT.header);
      expect(rows[header]?.slice(0, 4)).toEqual(['項次', SAMPLE_TEXT.header, '單位', '金額']);
      expect(rows[header + SAMPLE_ROWS]?.slice(0, 4)).toEqual(['300', SAMPLE_TEXT.lastRow, 'M2', 375150]);
      expect(rows[header + SAMPLE_ROWS + 1]?.slice(0, 4)).toEqual(['合計', null, null, 56497590]);
      expect(rows.find((row) => row[0] === SAMPLE_TEXT.party)).toEqual([SAMPLE_TEXT.party, null, null, '未簽核']);
    });

    it('gives xlsx number formats with separators, merged title, print titles on the header row, A4 and the footer', async () => {
      const buffer = await writeExportToBuffer(sampleExportDocument({ orientation: 'landscape' }), 'xlsx');
      const parts = zipTexts(buffer);
      const rows = readSpreadsheetCells(buffer, 'xlsx');
      const headerRow = rows.findIndex((row) => row[1] === SAMPLE_TEXT.header) + 1;
      expect(parts['xl/workbook.xml']).toContain(`<definedName name="_xlnm.Print_Titles" localSheetId="0">'開標紀錄'!$${headerRow}:$${headerRow}</definedName>`);
      expect(parts['xl/styles.xml']).toContain('formatCode="#,##0"');
      expect(parts['xl/styles.xml']).toContain('formatCode="#,##0.0"');
      expect(parts['xl/worksheets/sheet1.xml']).toContain('<mergeCell ref="A1:D1"/>');
      expect(parts['xl/worksheets/sheet1.xml']).toContain('<pageSetup paperSize="9" orientation="landscape"');
      expect(parts['xl/worksheets/sheet1.xml']).toContain('&amp;R第 &amp;P 頁');
      expect(parts['xl/worksheets/sheet1.xml']).toMatch(/<rowBreaks count="1"/);
    });

    it('gives ods a repeated header row, float cells with a grouping number style and a footer with the page number', async () => {
      const parts = zipTexts(await writeExportToBuffer(sampleExportDocument(), 'ods'));
      expect(parts['content.xml']!.match(/<table:table-header-rows>/g)).toHaveLength(1);
      expect(parts['content.xml']).toMatch(/<table:table-header-rows><table:table-row[^>]*>(<table:table-cell[^>]*><text:p>項次<\/text:p>)/);
      expect(parts['content.xml']).toContain('office:value-type="float" office:value="375150.0"><text:p>375,150.0</text:p>');
      expect(parts['styles.xml']).toContain('number:grouping="true"');
      expect(parts['styles.xml']).toContain('<text:page-number>');
      expect(parts['styles.xml']).toContain('style:font-name-asian="Noto Sans TC"');
      expect(parts['styles.xml']).toContain('fo:page-width="21cm"');
    });
  });

  describe('pdf', () => {
    it('embeds subsets of Noto Sans TC, sets Title and Subject, and stays small', async () => {
      const buffer = await writeExportToBuffer(sampleExportDocument(), 'pdf');
      const raw = buffer.toString('latin1');
      expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansTC-Regular/);
      expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansTC-Bold/);
      const { info, width, height } = await pdfMetadata(buffer);
      expect(info.Title).toBe(SAMPLE_TEXT.title);
      expect(info.Subject).toBe('測試道路改善工程');
      expect(width).toBeCloseTo(595.28, 0);
      expect(height).toBeCloseTo(841.89, 0);
      // The two 7 MB faces are subset to the glyphs used.
      expect(buffer.length).toBeLessThan(400_000);
    });

    it('repeats the table header on the pages the table spans and numbers every page', async () => {
      const pages = await readPdfPages(await writeExportToBuffer(sampleExportDocument(), 'pdf'));
      expect(pages.length).toBeGreaterThan(2);
      expect(pages[1]).toContain('項次');
      expect(pages[1]).toContain(SAMPLE_TEXT.header);
      expect(pages[1]).not.toContain(SAMPLE_TEXT.title);
      pages.forEach((page, i) => {
        expect(page).toContain(`第 ${i + 1} 頁`);
        expect(page).toContain(SAMPLE_TEXT.footer);
      });
      // The page break puts the sign-off on a page of its own.
      expect(pages[pages.length - 1]).toContain('貳、簽核');
      expect(pages[pages.length - 1]).not.toContain(SAMPLE_TEXT.lastRow);
      const tablePages = pages.filter((page) => page.includes('道路刨鋪'));
      for (const page of tablePages.slice(1)) expect(page).toContain(SAMPLE_TEXT.header);
    });

    it('prints landscape pages for a landscape document', async () => {
      const { width, height } = await pdfMetadata(await writeExportToBuffer(sampleExportDocument({ orientation: 'landscape' }), 'pdf'));
      expect(width).toBeCloseTo(841.89, 0);
      expect(height).toBeCloseTo(595.28, 0);
    });

    it('puts the footer on pages a long paragraph flows onto', async () => {
      const long = '工程施工期間應維持交通順暢並設置安全圍籬。'.repeat(400);
      const doc: ExportDocument = { title: '說明', subtitle: '', orientation: 'portrait', subject: '', footer: '頁尾文字', blocks: [{ type: 'paragraph', text: long, align: 'left' }] };
      const pages = await readPdfPages(await writeExportToBuffer(doc, 'pdf'));
      expect(pages.length).toBeGreaterThan(1);
      pages.forEach((page, i) => expect(page).toContain(`第 ${i + 1} 頁`));
    });

    it('keeps a row whole: a row that does not fit moves to the next page with the header', async () => {
      const tall = '很長的說明文字'.repeat(100);
      const doc: ExportDocument = {
        title: '表',
        subtitle: '',
        orientation: 'portrait',
        subject: '',
        footer: '',
        blocks: [
          {
            type: 'table',
            caption: '',
            columns: [
              { label: '序', align: 'center', width: 1 },
              { label: '說明欄', align: 'left', width: 6 },
            ],
            rows: Array.from({ length: 30 }, (_, i) => [{ text: `列${i + 1}` }, { text: i === 20 ? `${tall}結尾` : '短' }]),
          },
        ],
      };
      const pages = await readPdfPages(await writeExportToBuffer(doc, 'pdf'));
      const page = pages.findIndex((text) => text.includes('結尾'));
      expect(page).toBeGreaterThan(0);
      // The whole tall cell is on one page, after the repeated header.
      expect(pages[page]!.replace(/\s/g, '')).toContain(`${tall}結尾`);
      expect(pages[page]).toContain('說明欄');
    });
  });

  describe('docx and odt', () => {
    it('marks docx header rows to repeat, keeps rows whole, sets Noto Sans TC for East Asian text and a page-number footer', async () => {
      const parts = zipTexts(await writeExportToBuffer(sampleExportDocument({ orientation: 'landscape' }), 'docx'));
      const body = parts['word/document.xml']!;
      expect(body).toContain('<w:tblHeader/>');
      expect(body).toContain('<w:cantSplit/>');
      expect(body).toMatch(/<w:rFonts w:ascii="Noto Sans TC" w:cs="Noto Sans TC" w:eastAsia="Noto Sans TC" w:hAnsi="Noto Sans TC"\/>/);
      expect(body).toMatch(/<w:pgSz w:w="16838" w:h="11906" w:orient="landscape"\/>/);
      const footer = Object.entries(parts).find(([name]) => /^word\/footer\d*\.xml$/.test(name))?.[1];
      expect(footer).toContain('PAGE');
      expect(parts['docProps/core.xml']).toContain(`<dc:title>${SAMPLE_TEXT.title}</dc:title>`);
    });

    it('gives odt tables a repeated header row, kept-together rows, float cells and a page-number footer', async () => {
      const parts = zipTexts(await writeExportToBuffer(sampleExportDocument(), 'odt'));
      expect(parts['content.xml']!.match(/<table:table-header-rows>/g)).toHaveLength(2);
      expect(parts['content.xml']).toContain('fo:keep-together="always"');
      expect(parts['content.xml']).toContain('office:value-type="float" office:value="1200000"');
      expect(parts['styles.xml']).toContain('<text:page-number text:select-page="current">');
      expect(parts['styles.xml']).toContain('svg:font-family="\'Noto Sans TC\'"');
      expect(parts['meta.xml']).toContain(`<dc:title>${SAMPLE_TEXT.title}</dc:title>`);
    });
  });

  it.each(EXPORT_FORMATS)('rejects rather than hangs when the rows fail mid-way (%s)', async (format) => {
    function* failingRows() {
      for (let i = 0; i < 2000; i += 1) {
        if (i === 1500) throw new Error('records unreadable');
        yield [{ text: `第${i}列` }];
      }
    }
    const doc: ExportDocument = {
      ...sampleExportDocument(),
      blocks: [{ type: 'table', caption: '', columns: [{ label: '列', align: 'left', width: 1 }], rows: { [Symbol.iterator]: failingRows } }],
    };
    await expect(writeExportToBuffer(doc, format)).rejects.toThrow('records unreadable');
  });

  it.each(['pdf', 'xlsx', 'ods', 'odt'] as const satisfies readonly ExportFormat[])('rejects rather than hangs when the output fails mid-way (%s)', async (format) => {
    let written = 0;
    const failing = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        written += chunk.length;
        callback(written > 4000 ? new Error('disk full') : null);
      },
    });
    await expect(writeExportFile(sampleExportDocument(), format, failing)).rejects.toThrow('disk full');
  });
});
