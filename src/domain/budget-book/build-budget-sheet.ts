/**
 * The budget book as one table for spreadsheet export (xlsx, ods): 項次, 名稱, 單位, 數量, 單價, 複價, 備註
 * in print order, groups with their amount only, then the grand total (總價) and, for a stage with a
 * discount, the discount and the total after it (the reserve price in A3.8).
 */
import type { BudgetBook, PayItem } from './budget-book-types';
import { formatThousands } from './format-budget-number';
import { discountedTotal } from './set-budget-discount';

/** Column titles of the exported table. */
export const BUDGET_SHEET_HEADERS = ['項次', '名稱', '單位', '數量', '單價', '複價', '備註'] as const;

/** One row of the exported table. */
export interface BudgetSheetRow {
  /** item: a priced line; group: a heading with its amount; total: the rows after the items. */
  kind: 'item' | 'group' | 'total';
  /** Depth for indenting the name (1 = top level; 0 for totals). */
  level: number;
  itemNo: string;
  name: string;
  unit: string;
  qty: string | null;
  cost: string | null;
  amount: string | null;
  remark: string;
}

/** The table: title lines, rows, and the decimals each figure column is shown with. */
export interface BudgetSheet {
  title: string;
  subtitle: string;
  sheetName: string;
  rows: BudgetSheetRow[];
  decimals: { qty: number; cost: number; amount: number };
}

/** What the table's title says and what the discounted total is called. */
export interface BudgetSheetOptions {
  /** e.g. 'A3.8 底價訂定'. */
  stageTitle: string;
  /** Label of the total after the discount (default 折扣後總價; 底價 in A3.8). */
  discountedLabel?: string;
}

/** Quantities and unit prices show 2 decimals (spec doc 3 §5). */
const FIGURE_DECIMALS = 2;

/** Builds the export table of a book. */
export function buildBudgetSheet(book: BudgetBook, options: BudgetSheetOptions): BudgetSheet {
  const rows: BudgetSheetRow[] = [];
  const visit = (item: PayItem): void => {
    const group = item.children.length > 0 || item.itemKind === 'subtotal';
    rows.push({
      kind: group ? 'group' : 'item',
      level: item.levelNo,
      itemNo: item.itemNo,
      name: item.cName,
      unit: group ? '' : item.unitName,
      qty: group ? null : item.qty,
      cost: group ? null : item.cost,
      amount: item.amount,
      remark: item.sysRemark,
    });
    item.children.forEach(visit);
  };
  book.DetailList.forEach(visit);
  const total = (name: string, amount: string | null, remark = ''): BudgetSheetRow => ({
    kind: 'total',
    level: 0,
    itemNo: '',
    name,
    unit: '',
    qty: null,
    cost: null,
    amount,
    remark,
  });
  rows.push(total('總價', book.Main.totalAmount, book.Main.totalAmountChinese));
  const discount = book.Discount;
  if (discount !== null) {
    const described = discount.rate !== null ? `折扣率 ${discount.rate}%` : `折扣後金額 ${formatThousands(discount.amount ?? '0')} 元`;
    rows.push(total(options.discountedLabel ?? '折扣後總價', discountedTotal(book), described));
  }
  const title = book.Main.contractTitle || '預算書';
  return {
    title,
    subtitle: `${options.stageTitle}${book.Main.contractNo ? `（${book.Main.contractNo}）` : ''}`,
    sheetName: options.stageTitle.replace(/[[\]:*?/\\]/g, '').slice(0, 31) || '預算書',
    rows,
    decimals: { qty: FIGURE_DECIMALS, cost: FIGURE_DECIMALS, amount: book.Main.decimals.detail.amount },
  };
}
