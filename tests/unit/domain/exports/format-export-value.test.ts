import { describe, expect, it } from 'vitest';
import { formatAmountInWords, formatDecimalText, formatExportCell, formatRocWritten, inferExportFormat } from '../../../../src/domain/exports/format-export-value';

describe('formatExportCell and its parts', () => {
  it('prints dates in the ROC calendar as forms write them', () => {
    expect(formatRocWritten('2026-03-02')).toBe('115年3月2日');
    expect(formatRocWritten('2026-03-02T14:05:00')).toBe('115年3月2日 14:05');
    expect(formatRocWritten('')).toBe('');
    expect(formatExportCell('2026-11-25', 'rocDate').text).toBe('115年11月25日');
  });

  it('keeps amounts exact with thousands separators and gives spreadsheets the plain number', () => {
    expect(formatDecimalText('1200000')).toBe('1,200,000');
    expect(formatDecimalText('46291107.5')).toBe('46,291,107.5');
    expect(formatExportCell('1200000.25', 'amount')).toEqual({ text: '1,200,000.25', number: '1200000.25', align: 'right' });
    expect(formatExportCell('', 'amount').text).toBe('');
  });

  it('writes money in words with 新臺幣 and 整', () => {
    expect(formatAmountInWords('1200000')).toBe('新臺幣壹佰貳拾萬元整');
    expect(formatAmountInWords('1107.5')).toBe('新臺幣壹仟壹佰零柒元伍角');
    expect(formatAmountInWords('not a number')).toBe('');
  });

  it('infers the format from the schema and widget', () => {
    expect(inferExportFormat({ schema: { type: 'string' }, widget: 'amount' })).toBe('amount');
    expect(inferExportFormat({ schema: { type: 'string', format: 'date' } })).toBe('rocDate');
    expect(inferExportFormat({ schema: { type: 'boolean' } })).toBe('boolean');
    expect(inferExportFormat({ schema: { type: 'integer' } })).toBe('number');
    expect(inferExportFormat({ schema: { type: 'string' } })).toBe('text');
  });

  it('prints choices by their titles, lists joined, booleans as 是／否', () => {
    const schema = { type: 'string', oneOf: [{ const: 'lowest', title: '最低標' }] };
    expect(formatExportCell('lowest', 'text', { schema }).text).toBe('最低標');
    expect(formatExportCell(['甲', '乙'], 'text', { schema: { type: 'array', items: { type: 'string' } } }).text).toBe('甲、乙');
    expect(formatExportCell(true, 'boolean').text).toBe('是');
    expect(formatExportCell(false, 'text').text).toBe('否');
  });
});
