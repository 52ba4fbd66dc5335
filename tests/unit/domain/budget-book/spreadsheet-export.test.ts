import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildBudgetSheet } from '../../../../src/domain/budget-book/build-budget-sheet';
import { parsePccesXml } from '../../../../src/domain/budget-book/parse-pcces-xml';
import { columnLetter, escapeXml } from '../../../../src/domain/budget-book/spreadsheet-parts';
import { writeOdsParts } from '../../../../src/domain/budget-book/write-ods-parts';
import { writeXlsxParts } from '../../../../src/domain/budget-book/write-xlsx-parts';
import { readSample } from './pcces-fixtures';

const sample = parsePccesXml(readSample());

describe('buildBudgetSheet', () => {
  it('lists every item in print order with the grand total, and the discounted total when there is a discount', () => {
    const sheet = buildBudgetSheet(sample, { stageTitle: 'A2.8 工程預算書' });
    expect(sheet.rows).toHaveLength(42);
    expect(sheet.rows[2]).toMatchObject({ kind: 'item', level: 3, itemNo: '1', name: '清除及掘除', unit: 'M2', qty: '1680', cost: '16', amount: '26880' });
    expect(sheet.rows[0]).toMatchObject({ kind: 'group', name: '發包工程費', qty: null, cost: null, amount: '45572398' });
    expect(sheet.rows.at(-1)).toMatchObject({ kind: 'total', name: '總價', amount: '46291107', remark: '新台幣肆仟陸佰貳拾玖萬壹仟壹佰零柒元整' });
    expect(sheet).toMatchObject({ title: '建築工程示範案例', subtitle: 'A2.8 工程預算書（ArchEx001）', decimals: { qty: 2, cost: 2, amount: 0 } });
    const reserve = buildBudgetSheet({ ...sample, Discount: { stepId: 'A3.8', rate: '95', amount: null } }, { stageTitle: 'A3.8 底價訂定', discountedLabel: '底價' });
    expect(reserve.rows.at(-1)).toMatchObject({ name: '底價', amount: '43976552', remark: '折扣率 95%' });
  });
});

describe('spreadsheet parts', () => {
  const sheet = buildBudgetSheet(sample, { stageTitle: 'A2.8 工程預算書' });

  it('writes well-formed OOXML parts with numbers as numbers and the formats of the figures', () => {
    const parts = writeXlsxParts(sheet, '2026-01-02T03:04:05.000Z');
    expect(parts.map((part) => part.path)).toEqual(['[Content_Types].xml', '_rels/.rels', 'docProps/core.xml', 'docProps/app.xml', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/worksheets/sheet1.xml']);
    for (const part of parts) expect(XMLValidator.validate(part.content)).toBe(true);
    const worksheet = parts.at(-1)!.content;
    expect(worksheet).toContain('<c r="D6" s="5"><v>1680</v></c>');
    expect(worksheet).toContain('<c r="F45" s="9"><v>46291107</v></c>');
    expect(parts.find((part) => part.path === 'xl/styles.xml')!.content).toContain('formatCode="#,##0.00"');
  });

  it('writes well-formed ODF parts with the stored mimetype first', () => {
    const parts = writeOdsParts(sheet, '2026-01-02T03:04:05.000Z');
    expect(parts[0]).toEqual({ path: 'mimetype', content: 'application/vnd.oasis.opendocument.spreadsheet', store: true });
    for (const part of parts.slice(1)) expect(XMLValidator.validate(part.content)).toBe(true);
    const content = parts.find((part) => part.path === 'content.xml')!.content;
    expect(content).toContain('office:value-type="float" office:value="26880"><text:p>26,880</text:p>');
    expect(content).toContain('<text:p>1,680.00</text:p>');
  });

  it('escapes text and names columns', () => {
    expect(escapeXml('A&B <"x">\u0001')).toBe('A&amp;B &lt;&quot;x&quot;&gt;');
    expect([0, 6, 25, 26, 701].map(columnLetter)).toEqual(['A', 'G', 'Z', 'AA', 'ZZ']);
  });
});
