import { describe, expect, it } from 'vitest';
import { lengthMessage, rangeMessage, requiredMessage, typeMessage } from '../../../src/domain/form-messages';

describe('form rule messages', () => {
  it('says 欄位必須填寫 on blur and 請選擇欄位 on change', () => {
    expect(requiredMessage()).toBe('欄位必須填寫');
    expect(requiredMessage('blur')).toBe('欄位必須填寫');
    expect(requiredMessage('change')).toBe('請選擇欄位');
  });

  it('fills the range and length placeholders', () => {
    expect(rangeMessage(1, 50)).toBe('字串限制在1~50');
    expect(lengthMessage(10)).toBe('請符合10個字串');
  });

  it('names the six types and falls back to 格式不符合', () => {
    expect(typeMessage('string')).toBe('不是字串格式');
    expect(typeMessage('number')).toBe('不是數字格式');
    expect(typeMessage('float')).toBe('不是小數格式');
    expect(typeMessage('url')).toBe('不是網址格式');
    expect(typeMessage('email')).toBe('不是信箱格式');
    expect(typeMessage('array')).toBe('不是陣列格式');
    expect(typeMessage('date')).toBe('格式不符合');
    expect(typeMessage('toString')).toBe('格式不符合');
  });
});
