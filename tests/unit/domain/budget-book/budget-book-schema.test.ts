import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import schema from '../../../../schemas/budget-book.schema.json';
import type { BudgetBook } from '../../../../src/domain/budget-book/budget-book-types';
import { generateBudgetBook } from '../../../../src/domain/budget-book/generate-budget-book';
import { parsePccesXml } from '../../../../src/domain/budget-book/parse-pcces-xml';
import { readFixture, readSample } from './pcces-fixtures';

const ajv = new Ajv({ allErrors: true, strict: true });
addFormats(ajv);
const validate = ajv.compile(schema);

function errorsOf(value: unknown): string[] {
  return validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`);
}

describe('schemas/budget-book.schema.json', () => {
  const sample = parsePccesXml(readSample());

  it('accepts the imported sample, the small book and a generated book', () => {
    expect(errorsOf(JSON.parse(JSON.stringify(sample)))).toEqual([]);
    expect(errorsOf(parsePccesXml(readFixture('small-budget.xml')))).toEqual([]);
    expect(errorsOf(generateBudgetBook({ payItems: 60 }))).toEqual([]);
  });

  it('accepts a discount and its history', () => {
    const book: BudgetBook = {
      ...sample,
      Discount: { stepId: 'A3.8', rate: '95', amount: null },
      DiscountHistory: [{ stepId: 'A3.8', rate: null, amount: '44000000', recordedAt: '2025-01-02T03:04:05Z' }],
    };
    expect(errorsOf(book)).toEqual([]);
  });

  it('refuses amounts stored as numbers or in a non-normal form, and bad print numbers', () => {
    const asNumber = structuredClone(sample) as unknown as { DetailList: Array<Record<string, unknown>> };
    (asNumber.DetailList[0] as Record<string, unknown>).amount = 45572398;
    expect(errorsOf(asNumber).join('\n')).toContain('/DetailList/0/amount');

    const trailingZero = structuredClone(sample);
    (trailingZero.DetailList[0] as BudgetBook['DetailList'][number]).qty = '1.0';
    expect(errorsOf(trailingZero).length).toBeGreaterThan(0);

    const badPrintNo = structuredClone(sample);
    (badPrintNo.DetailList[0] as BudgetBook['DetailList'][number]).printNo = '01';
    expect(errorsOf(badPrintNo).join('\n')).toContain('/DetailList/0/printNo');
  });

  it('refuses unknown properties and kinds', () => {
    expect(errorsOf({ ...sample, extra: true }).length).toBeGreaterThan(0);
    const badKind = structuredClone(sample);
    (badKind.DetailList[0] as { itemKind: string }).itemKind = 'group';
    expect(errorsOf(badKind).join('\n')).toContain('/DetailList/0/itemKind');
  });
});
