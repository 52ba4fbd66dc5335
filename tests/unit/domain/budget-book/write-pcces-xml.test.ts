import { describe, expect, it } from 'vitest';
import { applyBudgetCalculation } from '../../../../src/domain/budget-book/apply-budget-calculation';
import type { BudgetBook } from '../../../../src/domain/budget-book/budget-book-types';
import { countBudgetBook } from '../../../../src/domain/budget-book/count-budget-book';
import { parsePccesXml } from '../../../../src/domain/budget-book/parse-pcces-xml';
import { recalculateBudgetBook } from '../../../../src/domain/budget-book/recalculate-budget-book';
import { updateBudgetItem } from '../../../../src/domain/budget-book/update-budget-item';
import { writePccesXml } from '../../../../src/domain/budget-book/write-pcces-xml';
import { readFixture, readSample } from './pcces-fixtures';

/** The book without the PCCES seal, which export deliberately drops. */
function unsealed(book: BudgetBook): BudgetBook {
  return { ...book, Main: { ...book.Main, source: { ...book.Main.source, signatureSealStamp: '' } } };
}

describe('writePccesXml', () => {
  const sample = parsePccesXml(readSample());

  it('round-trips the real sample: re-importing gives the same tree and totals', () => {
    const xml = writePccesXml(sample);
    const again = parsePccesXml(xml);
    expect(unsealed(again)).toEqual(unsealed(sample));
    expect(countBudgetBook(again)).toEqual(countBudgetBook(sample));
    expect(recalculateBudgetBook(again).grandTotal).toBe('46291107');
  });

  it('writes eTender XML as PCCES does: BOM, root, namespaces, MathML, no signature', () => {
    const xml = writePccesXml(sample);
    expect(xml.charCodeAt(0)).toBe(0xfeff);
    expect(xml).toContain('<ETenderSheet xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns="http://pcstd.pcc.gov.tw/2003/eTender"');
    expect(xml).toContain('xmlns:mml="http://www.w3.org/1998/Math/MathML"');
    expect(xml).toContain('<TotalAmount currency="TWD">46291107</TotalAmount>');
    expect(xml).toContain('<mml:bvar><mml:ci>VAR1</mml:ci><mml:cn>勞安</mml:cn></mml:bvar>');
    expect(xml).toContain('<![CDATA[<ConstructionDataSet>');
    expect(xml).not.toContain('signatureSealStamp');
    expect(xml).not.toMatch(/>[^<\n]* <\//); // no space padding in element text
    expect(xml).not.toMatch(/=" +"/); // nor in attributes
    expect(writePccesXml(sample, { bom: false }).startsWith('<?xml')).toBe(true);
  });

  it('escapes text and round-trips the small book', () => {
    const small = parsePccesXml(readFixture('small-budget.xml'));
    const xml = writePccesXml(small);
    expect(xml).toContain('<ContractTitle language="zh-TW">小型測試預算書 &amp; 樣本</ContractTitle>');
    expect(unsealed(parsePccesXml(xml))).toEqual(unsealed(small));
  });

  it('exports an edited, recalculated book that imports again with the new total', () => {
    const update = updateBudgetItem(recalculateBudgetBook(sample), { itemKey: '35', qty: '2000' });
    const edited = applyBudgetCalculation(sample, update.calculation);
    const again = parsePccesXml(writePccesXml(edited));
    expect(again.Main.totalAmount).toBe(update.calculation.grandTotal);
    expect(again.Main.totalAmountChinese).toMatch(/^新台幣.+元整$/);
    expect(recalculateBudgetBook(again).grandTotal).toBe(update.calculation.grandTotal);
  });
});
