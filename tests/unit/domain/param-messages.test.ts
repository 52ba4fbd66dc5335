import { describe, expect, it } from 'vitest';
import { missingParamMessage, paramTypeOf, requiredFieldsMessage, wrongTypeMessage } from '../../../src/domain/param-messages';

describe('API parameter messages', () => {
  it('words a missing parameter', () => {
    expect(missingParamMessage('account')).toBe("'account'是必要參數");
  });

  it('words a wrong type, with unions joined by |', () => {
    expect(wrongTypeMessage('page', 'number')).toBe("'page'型別必須為number");
    expect(wrongTypeMessage('id', ['string', 'number'])).toBe("'id'型別必須為string|number");
  });

  it('lists several missing fields with 、', () => {
    expect(requiredFieldsMessage(['帳號', '密碼'])).toBe('帳號、密碼以上欄位為必傳!!');
    expect(requiredFieldsMessage(['id'])).toBe('id以上欄位為必傳!!');
  });

  it('names value types as the checker reports them', () => {
    expect(paramTypeOf([])).toBe('array');
    expect(paramTypeOf(null)).toBe('null');
    expect(paramTypeOf('x')).toBe('string');
    expect(paramTypeOf(1)).toBe('number');
    expect(paramTypeOf({})).toBe('object');
  });
});
