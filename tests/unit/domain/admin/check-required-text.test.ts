import { describe, expect, it } from 'vitest';
import { checkRequiredText, NAME_LIMITS, readRequiredText } from '../../../../src/domain/admin/check-required-text';
import { checkAuthnum, checkCname, checkTels } from '../../../../src/domain/admin/check-user-form';
import { InputError } from '../../../../src/domain/errors';

describe('checkRequiredText', () => {
  it('asks for a blank text and limits the length', () => {
    expect(checkRequiredText('  ', NAME_LIMITS.group)).toBe('欄位必須填寫');
    expect(checkRequiredText('x'.repeat(51), NAME_LIMITS.group)).toBe('字串限制在1~50');
    expect(checkRequiredText(` ${'x'.repeat(100)} `, NAME_LIMITS.department)).toBeNull();
    expect(checkRequiredText('x'.repeat(101), NAME_LIMITS.department)).toBe('字串限制在1~100');
  });
});

describe('readRequiredText', () => {
  it('answers the trimmed text', () => {
    expect(readRequiredText('  品管科 ', NAME_LIMITS.department, '部門名稱', 'depname')).toBe('品管科');
  });

  it('refuses a blank or long text with the label, and the field message when a field is named', () => {
    const refusal = (value: string, field?: string) => {
      try {
        readRequiredText(value, NAME_LIMITS.jobTitle, '職稱名稱', field);
      } catch (e) {
        return e;
      }
      throw new Error('not refused');
    };
    const named = refusal(' ', 'preview_name');
    expect(named).toBeInstanceOf(InputError);
    expect((named as InputError).userMessage).toBe('職稱名稱長度須為 1~50 字');
    expect((named as InputError).fields).toEqual({ preview_name: '字串限制在1~50' });
    const bare = refusal('x'.repeat(51));
    expect((bare as InputError).userMessage).toBe('職稱名稱長度須為 1~50 字');
    expect((bare as InputError).fields).toBeUndefined();
  });
});

describe('the single-field rules of the personal page', () => {
  it('checks the name, the identification code and the telephones as the user form does', () => {
    expect(checkCname(' ')).toBe('欄位必須填寫');
    expect(checkCname('名'.repeat(51))).toBe('字串限制在1~50');
    expect(checkCname('王小明')).toBeNull();
    expect(checkAuthnum('A'.repeat(31))).toBe('字串限制在0~30');
    expect(checkAuthnum('')).toBeNull();
    expect(checkTels(['', '02-2720 8889#322'])).toBeNull();
    expect(checkTels(['abc'])).toBe('電話號碼格式不符合（數字、空白及 + - # ( )）');
    expect(checkTels(Array.from({ length: 6 }, () => '0912345678'))).toBe('電話最多 5 組');
  });
});
