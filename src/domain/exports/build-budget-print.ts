/**
 * The budget book's two prints as ExportDocuments: 詳細價目表 (every pay item in print order, indented by
 * level, groups and totals bold, the grand total as the table's footer) and 單價分析表 (for every analysed
 * pay item, a caption row, the analysis's resource lines as the budget grid's analysis panel shows them,
 * then the sum and the per-unit price). Both landscape A4.
 *
 * Table rows are an iterable that walks the book afresh each time it is iterated: nothing holds a row per
 * item, so a 20,000-item book prints without a second copy of itself (a writer may iterate twice, e.g. to
 * measure and then to draw).
 */
import type { BudgetBook, PayItem, WorkItem } from '../budget-book/budget-book-types';
import { outputQuantityOf } from '../budget-book/calculate-analysis';
import { sumDecimals, toDecimal, toDecimalString } from '../budget-book/budget-decimal';
import { formatChineseAmount, formatThousands } from '../budget-book/format-budget-number';
import { isAnalysedItem } from '../budget-book/index-budget-book';
import { discountedTotal } from '../budget-book/set-budget-discount';
import type { ExportCell, ExportDocument, ExportDocumentBlock, ExportTableColumn } from './export-document';

/** What the prints say about the book besides its figures. */
export interface BudgetPrintInfo {
  projectName: string;
  /** The agency (主辦機關) printed under the title. */
  agency: string;
  /** The stage, e.g. 'A2.8 工程預算書'. */
  stageTitle: string;
  contractNo: string;
  /** The print date in ROC, e.g. 115年3月2日. */
  printedAt: string;
  /** Label of the total after a discount (default 折扣後總價; 底價 in A3.8). */
  discountedLabel?: string;
}

/** Columns of 詳細價目表. */
export const BUDGET_DETAIL_COLUMNS: readonly ExportTableColumn[] = [
  { label: '項次', align: 'center', width: 6 },
  { label: '項目及說明', align: 'left', width: 38 },
  { label: '單位', align: 'center', width: 6 },
  { label: '數量', align: 'right', width: 10 },
  { label: '單價', align: 'right', width: 11 },
  { label: '複價', align: 'right', width: 13 },
  { label: '編碼/備註', align: 'left', width: 16 },
];

/** Columns of 單價分析表: the first holds the pay item's 項次 on caption rows and the resource code on lines. */
export const BUDGET_ANALYSIS_COLUMNS: readonly ExportTableColumn[] = [
  { label: '項次/編碼', align: 'left', width: 12 },
  { label: '工料名稱', align: 'left', width: 34 },
  { label: '單位', align: 'center', width: 6 },
  { label: '數量', align: 'right', width: 10 },
  { label: '單價', align: 'right', width: 11 },
  { label: '複價', align: 'right', width: 13 },
  { label: '備註', align: 'left', width: 14 },
];

/** Quantities and unit prices of the detail show 2 decimals, as the spreadsheet export does (spec doc 3 §5). */
const DETAIL_FIGURE_DECIMALS = 2;

/** The ideographic space that separates parts of a line in Chinese print. */
const GAP = '\u3000';

const blank = (): ExportCell => ({ text: '' });

/** A figure cell: formatted text with separators, the exact decimal for spreadsheets, right-aligned. */
function figure(value: string | null, decimals?: number, bold = false): ExportCell {
  if (value === null || value === '') return blank();
  return { text: formatThousands(value, decimals), number: value, align: 'right', ...(bold ? { bold } : {}) };
}

function text(value: string, extra: Partial<ExportCell> = {}): ExportCell {
  return { text: value, ...extra };
}

/** The title lines and fields both prints share. */
function header(title: string, info: BudgetPrintInfo): Pick<ExportDocument, 'title' | 'subtitle' | 'orientation' | 'footer' | 'subject'> & { fields: ExportDocumentBlock } {
  return {
    title,
    subtitle: [info.agency, info.projectName].filter((part) => part !== '').join(GAP),
    orientation: 'landscape',
    footer: [title, info.stageTitle, `列印日期：${info.printedAt}`].join(GAP),
    subject: info.projectName,
    fields: {
      type: 'fields',
      rows: [
        { label: '工程名稱', value: text(info.projectName) },
        { label: '契約編號', value: text(info.contractNo) },
        { label: '預算階段', value: text(info.stageTitle) },
        { label: '列印日期', value: text(info.printedAt) },
      ],
    },
  };
}

/** True when the item is printed as a heading with its amount only (a group or a subtotal). */
function isTotalRow(item: PayItem): boolean {
  return item.children.length > 0 || item.itemKind === 'subtotal';
}

function* detailRows(book: BudgetBook): Generator<ExportCell[]> {
  const amountDecimals = book.Main.decimals.detail.amount;
  // An explicit stack instead of recursion: the walk pauses between rows without holding a call chain.
  const stack: PayItem[] = [...book.DetailList].reverse();
  while (stack.length > 0) {
    const item = stack.pop() as PayItem;
    const indent = Math.max(0, item.levelNo - 1);
    const remark = [item.refItemCode, item.sysRemark].filter((part) => part !== '').join(' ');
    if (isTotalRow(item)) {
      yield [
        text(item.itemNo, { bold: true, align: 'center' }),
        text(item.cName, { bold: true, indent }),
        blank(),
        blank(),
        blank(),
        figure(item.amount, amountDecimals, true),
        text(remark),
      ];
    } else {
      yield [
        text(item.itemNo, { align: 'center' }),
        text(item.cName, { indent }),
        text(item.unitName, { align: 'center' }),
        figure(item.qty, DETAIL_FIGURE_DECIMALS),
        figure(item.cost, DETAIL_FIGURE_DECIMALS),
        figure(item.amount, amountDecimals),
        text(remark),
      ];
    }
    for (let index = item.children.length - 1; index >= 0; index -= 1) stack.push(item.children[index] as PayItem);
  }
}

/** 詳細價目表 of a book: every pay item with 項次, 項目及說明, 單位, 數量, 單價, 複價, 編碼/備註, and 總價 as the footer. */
export function buildBudgetDetailDocument(book: BudgetBook, info: BudgetPrintInfo): ExportDocument {
  const { fields, ...head } = header('詳細價目表', info);
  const amountDecimals = book.Main.decimals.detail.amount;
  const blocks: ExportDocumentBlock[] = [
    fields,
    {
      type: 'table',
      caption: `${info.stageTitle}${GAP}詳細價目表`,
      columns: [...BUDGET_DETAIL_COLUMNS],
      rows: { [Symbol.iterator]: () => detailRows(book) },
      footer: [
        blank(),
        text('總價', { bold: true }),
        blank(),
        blank(),
        blank(),
        figure(book.Main.totalAmount, amountDecimals, true),
        text(formatChineseAmount(book.Main.totalAmount, '新臺幣'), { bold: true }),
      ],
    },
  ];
  const discount = book.Discount;
  if (discount !== null) {
    const described = discount.rate !== null ? `折扣率 ${discount.rate}%` : `折扣後金額 ${formatThousands(discount.amount ?? '0')} 元`;
    const total = discountedTotal(book);
    blocks.push({
      type: 'paragraph',
      align: 'right',
      text: `${info.discountedLabel ?? '折扣後總價'}：${formatThousands(total, amountDecimals)} 元（${formatChineseAmount(total, '新臺幣')}；${described}）`,
    });
  }
  return { ...head, blocks };
}

/** Analyses by code, and whether any pay item of the book is priced by one. */
function indexAnalyses(book: BudgetBook): { byCode: Map<string, WorkItem>; anyAnalysed: boolean } {
  const byCode = new Map(book.CostBreakdownList.map((analysis) => [analysis.itemCode, analysis]));
  const stack: PayItem[] = [...book.DetailList];
  while (stack.length > 0) {
    const item = stack.pop() as PayItem;
    if (isAnalysedItem(item, byCode)) return { byCode, anyAnalysed: true };
    stack.push(...item.children);
  }
  return { byCode, anyAnalysed: false };
}

function* analysisLineRows(lines: readonly WorkItem[], depth: number, decimals: { unitPrice: number; amount: number }): Generator<ExportCell[]> {
  for (const line of lines) {
    // Percentage lines (工具損耗, 雜費 …) show their rate, as the grid's analysis panel does.
    const name = line.itemKind === 'variableSumPercentage' ? `${line.cName}（${line.percent}%）` : line.cName;
    yield [
      text(line.itemCode),
      text(name, { indent: depth }),
      text(line.unitName, { align: 'center' }),
      figure(line.qty),
      figure(line.cost ?? '0', decimals.unitPrice),
      figure(line.amount ?? '0', decimals.amount),
      text(line.remark),
    ];
    if (line.children.length > 0) yield* analysisLineRows(line.children, depth + 1, decimals);
  }
}

function* analysisRows(book: BudgetBook, byCode: ReadonlyMap<string, WorkItem>, remarks: Readonly<Record<string, string>>): Generator<ExportCell[]> {
  const lineDecimals = { unitPrice: book.Main.decimals.costBreakdown.unitPrice, amount: book.Main.decimals.costBreakdown.amount };
  const stack: PayItem[] = [...book.DetailList].reverse();
  while (stack.length > 0) {
    const item = stack.pop() as PayItem;
    for (let index = item.children.length - 1; index >= 0; index -= 1) stack.push(item.children[index] as PayItem);
    if (!isAnalysedItem(item, byCode)) continue;
    const analysis = byCode.get(item.refItemCode) as WorkItem;
    const outputQuantity = toDecimalString(outputQuantityOf(analysis));
    const remark = [`編碼 ${item.refItemCode}`, remarks[item.refItemCode] ?? ''].filter((part) => part !== '').join(GAP);
    yield [
      text(item.refItemNo, { bold: true }),
      text(item.cName, { bold: true }),
      text(item.unitName, { bold: true, align: 'center' }),
      figure(outputQuantity, undefined, true),
      blank(),
      blank(),
      text(remark, { bold: true }),
    ];
    yield* analysisLineRows(analysis.children, 1, lineDecimals);
    // The top-level lines' amounts already include their nested lines, so only they are summed.
    const total = toDecimalString(sumDecimals(analysis.children.map((line) => toDecimal(line.amount ?? '0'))));
    yield [blank(), text(`合計（分析數量 ${formatThousands(outputQuantity)} ${item.unitName}）`, { bold: true }), blank(), blank(), blank(), figure(total, lineDecimals.amount, true), blank()];
    yield [
      blank(),
      text(`單價（每 1 ${item.unitName}）`, { bold: true }),
      text(item.unitName, { align: 'center' }),
      figure('1'),
      figure(analysis.cost ?? item.cost, DETAIL_FIGURE_DECIMALS, true),
      figure(analysis.cost ?? item.cost, DETAIL_FIGURE_DECIMALS, true),
      blank(),
    ];
  }
}

/**
 * 單價分析表 of a book: for every pay item priced by an analysis, in print order, its caption row (項次,
 * 名稱, 單位, 分析數量, 編碼 and the analysis's remark from `remarks`), the analysis's lines, their sum and the
 * per-unit price the item takes.
 */
export function buildBudgetAnalysisDocument(book: BudgetBook, info: BudgetPrintInfo, remarks: Readonly<Record<string, string>> = {}): ExportDocument {
  const { fields, ...head } = header('單價分析表', info);
  const { byCode, anyAnalysed } = indexAnalyses(book);
  const blocks: ExportDocumentBlock[] = [fields];
  if (!anyAnalysed) {
    blocks.push({ type: 'paragraph', align: 'left', text: '此預算書沒有單價分析資料。' });
  } else {
    blocks.push({
      type: 'table',
      caption: `${info.stageTitle}${GAP}單價分析表`,
      columns: [...BUDGET_ANALYSIS_COLUMNS],
      rows: { [Symbol.iterator]: () => analysisRows(book, byCode, remarks) },
    });
  }
  return { ...head, blocks };
}
