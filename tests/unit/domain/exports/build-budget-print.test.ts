import { describe, expect, it } from 'vitest';
import type { BudgetBook, PayItem } from '../../../../src/domain/budget-book/budget-book-types';
import { sameDecimal, sumDecimals, toDecimal } from '../../../../src/domain/budget-book/budget-decimal';
import { outputQuantityOf } from '../../../../src/domain/budget-book/calculate-analysis';
import { generateBudgetBook } from '../../../../src/domain/budget-book/generate-budget-book';
import { hideAgencyPrices } from '../../../../src/domain/budget-book/hide-agency-prices';
import { parsePccesXml } from '../../../../src/domain/budget-book/parse-pcces-xml';
import { buildBudgetAnalysisDocument, buildBudgetDetailDocument, type BudgetPrintInfo } from '../../../../src/domain/exports/build-budget-print';
import type { ExportCell, ExportDocument, ExportDocumentBlock } from '../../../../src/domain/exports/export-document';
import { readSample } from '../budget-book/pcces-fixtures';

const sample = parsePccesXml(readSample());
const info: BudgetPrintInfo = { projectName: '建築工程示範案例', agency: '示範機關', stageTitle: 'A2.8 工程預算書', contractNo: 'ArchEx001', printedAt: '115年3月2日' };

type TableBlock = Extract<ExportDocumentBlock, { type: 'table' }>;

function tableOf(doc: ExportDocument): TableBlock {
  const table = doc.blocks.find((block): block is TableBlock => block.type === 'table');
  if (!table) throw new Error('no table');
  return table;
}

function preorder(items: readonly PayItem[], out: PayItem[] = []): PayItem[] {
  for (const item of items) {
    out.push(item);
    preorder(item.children, out);
  }
  return out;
}

const numberOf = (cell: ExportCell | undefined): string => {
  if (cell?.number === undefined) throw new Error(`no number in ${JSON.stringify(cell)}`);
  return cell.number;
};

describe('buildBudgetDetailDocument', () => {
  const doc = buildBudgetDetailDocument(sample, info);
  const table = tableOf(doc);
  const rows = [...table.rows];

  it('prints every pay item in order with formatted figures, groups bold and indented by level', () => {
    expect(doc).toMatchObject({ title: '詳細價目表', subtitle: '示範機關　建築工程示範案例', orientation: 'landscape', subject: '建築工程示範案例' });
    expect(doc.footer).toBe('詳細價目表　A2.8 工程預算書　列印日期：115年3月2日');
    expect(table.columns.map((column) => column.label)).toEqual(['項次', '項目及說明', '單位', '數量', '單價', '複價', '編碼/備註']);
    const items = preorder(sample.DetailList);
    expect(rows).toHaveLength(items.length);
    rows.forEach((row, index) => {
      expect(row).toHaveLength(7);
      expect(row[1]?.text).toBe(items[index]?.cName);
    });
    expect(rows[0]?.map((cell) => cell.text)).toEqual(['壹', '發包工程費', '', '', '', '45,572,398', '']);
    expect(rows[0]?.[5]).toMatchObject({ number: '45572398', bold: true, align: 'right' });
    expect(rows[2]?.map((cell) => cell.text)).toEqual(['1', '清除及掘除', 'M2', '1,680.00', '16.00', '26,880', '0223100002']);
    expect(rows[2]?.[1]).toMatchObject({ indent: 2 });
    expect(rows[2]?.[1]?.bold).toBeUndefined();
    expect(rows[2]?.[3]).toMatchObject({ number: '1680', align: 'right' });
    expect(rows[1]?.[1]).toMatchObject({ text: items[1]?.cName, bold: true, indent: 1 });
  });

  it("agrees with the book's own totals: the footer is the grand total, the top-level items add up to it", () => {
    expect(table.footer?.map((cell) => cell.text)).toEqual(['', '總價', '', '', '', '46,291,107', '新臺幣肆仟陸佰貳拾玖萬壹仟壹佰零柒元整']);
    expect(numberOf(table.footer?.[5])).toBe(sample.Main.totalAmount);
    const topLevel = rows.filter((row) => (row[1]?.indent ?? 0) === 0 && row[0]?.text !== '');
    expect(topLevel.length).toBeGreaterThan(1);
    expect(sameDecimal(sumDecimals(topLevel.map((row) => toDecimal(numberOf(row[5])))), sample.Main.totalAmount)).toBe(true);
    // Every printed amount is the book's amount for that item.
    const items = preorder(sample.DetailList);
    rows.forEach((row, index) => expect(numberOf(row[5])).toBe(items[index]?.amount));
  });

  it('yields rows lazily from the book, afresh on every iteration, never as an array', () => {
    const book: BudgetBook = structuredClone(sample);
    const lazy = tableOf(buildBudgetDetailDocument(book, info)).rows;
    expect(Array.isArray(lazy)).toBe(false);
    const iterator = lazy[Symbol.iterator]();
    expect(iterator.next().value?.[1]?.text).toBe('發包工程費');
    // A change to an item the walk has not reached yet shows in the rows still to come.
    const last = preorder(book.DetailList).at(-1) as PayItem;
    last.cName = '改過的名稱';
    let seen = '';
    for (let step = iterator.next(); !step.done; step = iterator.next()) seen = step.value[1]?.text ?? '';
    expect(seen).toBe('改過的名稱');
    expect([...lazy]).toHaveLength(rows.length);
  });

  it('prints the total after a discount under the table', () => {
    const reserve = buildBudgetDetailDocument({ ...sample, Discount: { stepId: 'A3.8', rate: '95', amount: null } }, { ...info, discountedLabel: '底價' });
    const paragraph = reserve.blocks.at(-1);
    expect(paragraph).toEqual({ type: 'paragraph', align: 'right', text: '底價：43,976,552 元（新臺幣肆仟參佰玖拾柒萬陸仟伍佰伍拾貳元整；折扣率 95%）' });
    expect(doc.blocks.some((block) => block.type === 'paragraph')).toBe(false);
  });
});

describe('buildBudgetAnalysisDocument', () => {
  it("prints each analysed item's caption, its lines, their sum and the unit price the item takes", () => {
    const doc = buildBudgetAnalysisDocument(sample, info, { '0223100002': '含棄土' });
    expect(doc).toMatchObject({ title: '單價分析表', orientation: 'landscape' });
    const table = tableOf(doc);
    expect(Array.isArray(table.rows)).toBe(false);
    expect(table.columns.map((column) => column.label)).toEqual(['項次/編碼', '工料名稱', '單位', '數量', '單價', '複價', '備註']);
    const rows = [...table.rows];
    const analysed = preorder(sample.DetailList).filter((item) => item.itemKind === 'analysis');
    const analyses = new Map(sample.CostBreakdownList.map((analysis) => [analysis.itemCode, analysis]));
    const lineCount = analysed.reduce((sum, item) => sum + (analyses.get(item.refItemCode)?.children.length ?? 0), 0);
    expect(analysed).toHaveLength(22);
    expect(rows).toHaveLength(analysed.length * 3 + lineCount);

    expect(rows[0]?.map((cell) => cell.text)).toEqual(['壹.一.1', '清除及掘除', 'M2', '10,000', '', '', '編碼 0223100002　含棄土']);
    expect(rows[0]?.every((cell) => cell.text === '' || cell.bold === true)).toBe(true);
    expect(rows[1]?.map((cell) => cell.text)).toEqual(['02323A0003', '棄土區費用(含水土保持)', 'M3', '1,200', '50.00', '60,000.00', '']);
    expect(rows[1]?.[1]).toMatchObject({ indent: 1 });

    let position = 0;
    for (const item of analysed) {
      const analysis = analyses.get(item.refItemCode);
      if (!analysis) throw new Error(`no analysis ${item.refItemCode}`);
      const caption = rows[position];
      expect(caption?.[0]?.text).toBe(item.refItemNo);
      expect(numberOf(caption?.[3])).toBe(outputQuantityOf(analysis).toFixed());
      const lines = rows.slice(position + 1, position + 1 + analysis.children.length);
      const sum = rows[position + 1 + analysis.children.length];
      const unit = rows[position + 2 + analysis.children.length];
      expect(sum?.[1]?.text).toMatch(/^合計（分析數量 /);
      // The lines add up to the sum, and the sum is the item's unit price times the analysis quantity (尾差 absorbed).
      expect(sameDecimal(sumDecimals(lines.map((line) => toDecimal(numberOf(line[5])))), numberOf(sum?.[5]))).toBe(true);
      expect(sameDecimal(toDecimal(item.cost).times(outputQuantityOf(analysis)), numberOf(sum?.[5]))).toBe(true);
      expect(unit?.[1]?.text).toBe(`單價（每 1 ${item.unitName}）`);
      expect(numberOf(unit?.[5])).toBe(item.cost);
      position += analysis.children.length + 3;
    }
    // Percentage lines carry their rate.
    expect(rows.some((row) => /（\d+(\.\d+)?%）$/.test(row[1]?.text ?? ''))).toBe(true);
  });

  it("agrees with a generated book's item prices and says so when a book has no analyses", () => {
    const book = generateBudgetBook({ payItems: 400, seed: 7 });
    const rows = [...tableOf(buildBudgetAnalysisDocument(book, info)).rows];
    const unitRows = rows.filter((row) => row[1]?.text.startsWith('單價（每 1 '));
    const analysed = preorder(book.DetailList).filter((item) => item.itemKind === 'analysis' && item.refItemCode !== '');
    expect(unitRows.map((row) => numberOf(row[5]))).toEqual(analysed.map((item) => item.cost));

    const hidden = buildBudgetAnalysisDocument(hideAgencyPrices(sample), info);
    expect(hidden.blocks.some((block) => block.type === 'table')).toBe(false);
    expect(hidden.blocks.at(-1)).toEqual({ type: 'paragraph', align: 'left', text: '此預算書沒有單價分析資料。' });
  });
});
