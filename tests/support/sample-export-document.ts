/**
 * A printable document with everything the export writers must carry: a Chinese title, an ROC date, an
 * amount with separators and in words, a fields block, a 300-row table with a footer, a paragraph and the
 * sign-off block. Used by the writer and worker tests.
 */
import type { ExportCell, ExportDocument } from '../../src/domain/exports/export-document';

/** Texts the sample prints, for assertions. */
export const SAMPLE_TEXT = {
  title: '開標紀錄',
  subtitle: '臺北市政府工務局　測試道路改善工程',
  date: '115年3月2日',
  amount: '1,200,000',
  amountNumber: 1200000,
  amountInWords: '新臺幣壹佰貳拾萬元整',
  header: '工程項目',
  lastRow: '第300項 道路刨鋪',
  paragraph: '本次開標依政府採購法第四十八條辦理。',
  party: '監造單位',
  footer: 'B.14 列印日期：115年3月2日',
} as const;

/** The number of table rows: enough to span several pages in every paged format. */
export const SAMPLE_ROWS = 300;

function* sampleRows(): Generator<ExportCell[]> {
  for (let i = 1; i <= SAMPLE_ROWS; i += 1) {
    const amount = i * 1250.5;
    yield [
      { text: String(i), align: 'center' },
      { text: `第${i}項 道路刨鋪`, indent: i % 3 },
      { text: 'M2' },
      { text: amount.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }), number: amount.toFixed(1), align: 'right' },
    ];
  }
}

/** The sample; `rows` as a generator (as the domain builds them) unless `arrayRows` is set. */
export function sampleExportDocument(options: { arrayRows?: boolean; orientation?: 'portrait' | 'landscape' } = {}): ExportDocument {
  const rows = options.arrayRows ? [...sampleRows()] : { [Symbol.iterator]: sampleRows };
  return {
    title: SAMPLE_TEXT.title,
    subtitle: SAMPLE_TEXT.subtitle,
    orientation: options.orientation ?? 'portrait',
    subject: '測試道路改善工程',
    footer: SAMPLE_TEXT.footer,
    blocks: [
      { type: 'heading', text: '壹、基本資料' },
      {
        type: 'fields',
        rows: [
          { label: '開標日期', value: { text: SAMPLE_TEXT.date } },
          { label: '決標金額', value: { text: SAMPLE_TEXT.amount, number: String(SAMPLE_TEXT.amountNumber), align: 'right', bold: true } },
          { label: '決標金額（大寫）', value: { text: SAMPLE_TEXT.amountInWords } },
          { label: '備註', value: { text: '第一行說明\n第二行說明，這一段文字相當長，用來確認儲存格內的文字會自動換行而且列高會隨著最高的儲存格增加。' } },
        ],
      },
      { type: 'paragraph', text: SAMPLE_TEXT.paragraph, align: 'left' },
      {
        type: 'table',
        caption: '工程項目明細',
        columns: [
          { label: '項次', align: 'center', width: 1 },
          { label: SAMPLE_TEXT.header, align: 'left', width: 4 },
          { label: '單位', align: 'center', width: 1 },
          { label: '金額', align: 'right', width: 2 },
        ],
        rows,
        footer: [{ text: '合計', bold: true }, { text: '' }, { text: '' }, { text: '56,497,590', number: '56497590', bold: true }],
      },
      { type: 'pageBreak' },
      { type: 'heading', text: '貳、簽核' },
      {
        type: 'signatures',
        rows: [
          { party: '施工廠商', signer: '王小明', signedAt: '115年3月2日 10:30', status: '已簽章' },
          { party: SAMPLE_TEXT.party, signer: '', signedAt: '', status: '未簽核' },
          { party: '機關', signer: '', signedAt: '', status: '未簽核' },
        ],
      },
    ],
  };
}
