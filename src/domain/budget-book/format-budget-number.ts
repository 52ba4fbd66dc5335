/**
 * How budget figures are shown: thousands separators, fixed decimals, formula percentages with 11
 * decimals (spec doc 3 §5) and the grand total in Chinese financial numerals (新台幣…元整).
 */
import { roundHalfUp, toDecimal, type BudgetDecimalValue } from './budget-decimal';
import { groupThousands } from '../money';

/** Decimals a formula percentage is shown with (spec doc 3 §5). */
export const FORMULA_PERCENT_DECIMALS = 11;

/** Formats a decimal with thousands separators, e.g. '46291107' → '46,291,107'; `decimals` fixes the decimals shown. */
export function formatThousands(value: string | BudgetDecimalValue, decimals?: number): string {
  const decimal = toDecimal(value);
  const text = decimals === undefined ? decimal.toFixed() : roundHalfUp(decimal, decimals).toFixed(decimals);
  const [whole = '0', fraction] = text.split('.');
  return `${groupThousands(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** Formats a formula percentage with 11 decimals, e.g. '1.43886213756'. */
export function formatFormulaPercent(value: string | BudgetDecimalValue): string {
  return roundHalfUp(toDecimal(value), FORMULA_PERCENT_DECIMALS).toFixed(FORMULA_PERCENT_DECIMALS);
}

const FINANCIAL_DIGITS = ['零', '壹', '貳', '參', '肆', '伍', '陸', '柒', '捌', '玖'] as const;
const PLAIN_DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'] as const;
const FINANCIAL_UNITS = ['', '拾', '佰', '仟'] as const;
const PLAIN_UNITS = ['', '十', '百', '千'] as const;
const GROUP_UNITS = ['', '萬', '億', '兆', '京'] as const;

/** Writes a non-negative integer in Chinese numerals (financial 壹貳參 or plain 一二三), e.g. 1107 → 壹仟壹佰零柒. */
export function formatChineseInteger(value: string | bigint | number, style: 'financial' | 'plain' = 'financial'): string {
  const digitsText = BigInt(value).toString();
  if (digitsText.startsWith('-')) throw new RangeError('negative numbers have no Chinese numeral here');
  const digits = style === 'financial' ? FINANCIAL_DIGITS : PLAIN_DIGITS;
  const units = style === 'financial' ? FINANCIAL_UNITS : PLAIN_UNITS;
  if (digitsText === '0') return digits[0];
  const groups: string[] = [];
  for (let end = digitsText.length; end > 0; end -= 4) groups.unshift(digitsText.slice(Math.max(0, end - 4), end));
  if (groups.length > GROUP_UNITS.length) throw new RangeError('number too large for Chinese numerals');
  let out = '';
  let pendingZero = false;
  groups.forEach((group, index) => {
    const groupUnit = GROUP_UNITS[groups.length - 1 - index] ?? '';
    const padded = group.padStart(4, '0');
    if (/^0+$/.test(padded)) {
      pendingZero = out !== '';
      return;
    }
    let text = '';
    for (let i = 0; i < 4; i += 1) {
      const digit = Number(padded[i]);
      if (digit === 0) {
        if (out !== '' || text !== '') pendingZero = true;
        continue;
      }
      if (pendingZero && (out !== '' || text !== '')) text += digits[0];
      pendingZero = false;
      text += `${digits[digit] ?? ''}${units[3 - i] ?? ''}`;
    }
    // Zeros at the end of a group are silent (壹仟壹佰萬伍仟); a gap at the start of the next one is not.
    pendingZero = false;
    out += text + groupUnit;
  });
  // Plain style reads 10–19 as 十, 十一 … rather than 一十.
  if (style === 'plain' && out.startsWith('一十')) out = out.slice(1);
  return out;
}

/** The amount in words as PCCES writes it: 46291107 TWD → 新台幣肆仟陸佰貳拾玖萬壹仟壹佰零柒元整. */
export function formatChineseAmount(value: string | BudgetDecimalValue, currency = 'TWD'): string {
  const rounded = roundHalfUp(toDecimal(value), 2);
  const negative = rounded.isNegative() && !rounded.isZero();
  const [whole = '0', fraction = ''] = rounded.abs().toFixed(2).split('.');
  const prefix = currency === 'TWD' ? '新台幣' : currency;
  let text = `${negative ? '負' : ''}${prefix}${formatChineseInteger(whole)}元`;
  const jiao = Number(fraction[0] ?? '0');
  const fen = Number(fraction[1] ?? '0');
  if (jiao === 0 && fen === 0) return `${text}整`;
  if (jiao !== 0) text += `${FINANCIAL_DIGITS[jiao]}角`;
  else text += FINANCIAL_DIGITS[0];
  if (fen !== 0) text += `${FINANCIAL_DIGITS[fen]}分`;
  return text;
}
