import { describe, expect, it } from 'vitest';
import { formatTelList, isTelNumber, parseTelList } from '../../../../src/domain/admin/parse-tel-list';

describe('parseTelList', () => {
  it('reads JSON text, arrays, N/A and empty values', () => {
    expect(parseTelList('["02-1234-5678","0912 345 678"]')).toEqual({ ok: true, tel: ['02-1234-5678', '0912 345 678'] });
    expect(parseTelList(['02-27208889#123'])).toEqual({ ok: true, tel: ['02-27208889#123'] });
    expect(parseTelList('N/A')).toEqual({ ok: true, tel: [] });
    expect(parseTelList('n/a')).toEqual({ ok: true, tel: [] });
    expect(parseTelList('')).toEqual({ ok: true, tel: [] });
    expect(parseTelList(undefined)).toEqual({ ok: true, tel: [] });
    expect(parseTelList(['', ' N/A ', ' 02-1234 '])).toEqual({ ok: true, tel: ['02-1234'] });
  });

  it('treats one plain number as a list of one', () => {
    expect(parseTelList('02-2720-8889')).toEqual({ ok: true, tel: ['02-2720-8889'] });
  });

  it('refuses other shapes and letters', () => {
    expect(parseTelList('{"a":1}')).toEqual({ ok: false, message: "'tel'型別必須為array" });
    expect(parseTelList([1])).toEqual({ ok: false, message: "'tel'型別必須為array" });
    expect(parseTelList(['abc'])).toEqual({ ok: false, message: '電話號碼格式不符合：abc' });
    expect(parseTelList(['1', '2', '3', '4', '5', '6'].map((n) => `02-000${n}`))).toEqual({ ok: false, message: '電話最多 5 組' });
  });

  it('checks single numbers and formats the list', () => {
    expect(isTelNumber('(02)2720-8889')).toBe(true);
    expect(isTelNumber('+886-2-2720-8889')).toBe(true);
    expect(isTelNumber('---')).toBe(false);
    expect(formatTelList(['a', 'b'])).toBe('a、b');
    expect(formatTelList([])).toBe('N/A');
  });
});
