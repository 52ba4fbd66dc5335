/**
 * The thousands-separator amount input (spec doc 1 §5): shows 1,234,567 while the value handed out is the
 * plain text '1234567'. Anything but digits is stripped as it is typed, and the inline error 僅能輸入數字!
 * stays until the next clean input. Fields that hold decimals (金額 with up to 2 places, signed amounts)
 * also accept one decimal point and a leading minus; extra decimal places are dropped as they are typed.
 */
import { type ChangeEvent, type FocusEvent, useLayoutEffect, useRef, useState } from 'react';
import { Input, type InputProps, Label } from 'semantic-ui-react';
import { DIGITS_ONLY_MESSAGE, groupThousands, trimLeadingZeros } from '../../src/domain/money';

/** Props of AmountInput; other Semantic UI Input props pass through. */
export interface AmountInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  /** The amount as plain text ('' when empty); numbers are accepted too. */
  value: string | number | null | undefined;
  /** Receives the plain text, without commas or leading zeros ('' when cleared). */
  onChange: (value: string) => void;
  /** An error from the surrounding form, shown when the input itself has none. */
  error?: boolean | string;
  /** Decimal places allowed (default 0: whole amounts, as the spec's input). */
  decimals?: number;
  /** Whether a leading minus is allowed (signed amounts such as contract changes). */
  allowNegative?: boolean;
}

/** The kept number text of an input, and whether anything had to be stripped. */
interface Cleaned {
  sign: string;
  int: string;
  /** null when there is no decimal point. */
  frac: string | null;
  hadBadInput: boolean;
}

const IGNORED = /[,\s]/;

/** Keeps digits, one point (when decimals are allowed) and a leading minus (when allowed); drops the rest. */
function keep(raw: string, decimals: number, allowNegative: boolean): Cleaned {
  let sign = '';
  let int = '';
  let frac: string | null = null;
  let hadBadInput = false;
  for (const ch of raw) {
    if (IGNORED.test(ch)) continue;
    if (/\d/.test(ch)) {
      if (frac === null) int += ch;
      // Places beyond the allowed ones are dropped quietly: the digit itself was not wrong input.
      else if (frac.length < decimals) frac += ch;
    } else if (ch === '.' && decimals > 0 && frac === null) {
      frac = '';
    } else if (ch === '-' && allowNegative && !sign && !int && frac === null) {
      sign = '-';
    } else {
      hadBadInput = true;
    }
  }
  return { sign, int, frac, hadBadInput };
}

/** keep() plus the tidy-up of the integer part: no leading zeros, and 0 before a bare point. */
function clean(raw: string, decimals: number, allowNegative: boolean): Cleaned {
  const kept = keep(raw, decimals, allowNegative);
  let int = trimLeadingZeros(kept.int);
  if (int === '' && kept.frac !== null) int = '0';
  return { ...kept, int };
}

const plain = (c: Cleaned) => (c.int === '' && c.frac === null ? (c.sign ? '-' : '') : `${c.sign}${c.int}${c.frac === null ? '' : `.${c.frac}`}`);
const shown = (c: Cleaned) => `${c.sign}${groupThousands(c.int)}${c.frac === null ? '' : `.${c.frac}`}`;

function cleanValue(value: AmountInputProps['value'], decimals: number, allowNegative: boolean): Cleaned {
  if (value === null || value === undefined) return { sign: '', int: '', frac: null, hadBadInput: false };
  // Whole-amount inputs show only the integer part of a stored value ('12.50' → 12).
  const text = decimals === 0 ? (String(value).split('.')[0] ?? '') : String(value);
  return clean(text, decimals, allowNegative);
}

// Characters that carry meaning, counted to keep the caret after the same one when commas move.
const isKept = (ch: string) => /[\d.-]/.test(ch);

/** Places the caret after the n-th kept character of a formatted text, so typing in the middle does not jump to the end. */
function caretAfterKept(text: string, n: number): number {
  if (n <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (isKept(text[i] ?? '')) seen += 1;
    if (seen === n) return i + 1;
  }
  return text.length;
}

/** A text input for amounts with thousands commas and the digits-only rule. */
export function AmountInput({ value, onChange, error, decimals = 0, allowNegative = false, onBlur, ...rest }: AmountInputProps) {
  const [digitsError, setDigitsError] = useState(false);
  const inputEl = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const current = cleanValue(value, decimals, allowNegative);
  const display = shown(current);

  useLayoutEffect(() => {
    const el = inputEl.current;
    if (el && pendingCaret.current !== null && document.activeElement === el) {
      const pos = caretAfterKept(el.value, pendingCaret.current);
      el.setSelectionRange(pos, pos);
    }
    pendingCaret.current = null;
  });

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    inputEl.current = e.target;
    const raw = e.target.value;
    const next = clean(raw, decimals, allowNegative);
    setDigitsError(next.hadBadInput);
    const caret = e.target.selectionStart ?? raw.length;
    const keptBeforeCaret = plain(keep(raw.slice(0, caret), decimals, allowNegative)).length;
    // Leading zeros vanish, so the caret moves left by as many characters as were dropped.
    const dropped = plain(keep(raw, decimals, allowNegative)).length - plain(next).length;
    pendingCaret.current = Math.max(0, keptBeforeCaret - Math.max(0, dropped));
    const text = plain(next);
    onChange(text);
    // A stripped keystroke leaves the value unchanged, so React would keep the bad character on screen.
    if (text === plain(current)) e.target.value = shown(next);
  };

  const handleBlur = (e: FocusEvent<HTMLInputElement>) => {
    // A trailing point or a lone minus is only a half-typed number: tidy it when the field is left.
    const text = plain(current);
    const tidy = text.endsWith('.') ? text.slice(0, -1) : text === '-' ? '' : text;
    if (tidy !== text) onChange(tidy);
    onBlur?.(e);
  };

  const message = digitsError ? DIGITS_ONLY_MESSAGE : typeof error === 'string' ? error : null;
  return (
    <div className="amount-input">
      <Input
        {...rest}
        type="text"
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={display}
        error={digitsError || Boolean(error)}
        onChange={handleChange}
        onBlur={handleBlur}
        aria-invalid={digitsError || Boolean(error) || undefined}
      />
      {message ? (
        <Label basic color="red" pointing role="alert">
          {message}
        </Label>
      ) : null}
    </div>
  );
}
