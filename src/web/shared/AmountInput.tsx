/**
 * The thousands-separator amount input (spec doc 1 §5): shows 1,234,567 while the value handed out is the
 * plain digit string '1234567'. Anything but digits is stripped as it is typed, and the inline error
 * 僅能輸入數字! stays until the next clean input.
 */
import { type ChangeEvent, useLayoutEffect, useRef, useState } from 'react';
import { Input, type InputProps, Label } from 'semantic-ui-react';
import { DIGITS_ONLY_MESSAGE, groupThousands, stripToDigits, trimLeadingZeros } from '../../domain/money';

/** Props of AmountInput; other Semantic UI Input props pass through. */
export interface AmountInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  /** The amount as plain digits ('' when empty); numbers are accepted too. */
  value: string | number | null | undefined;
  /** Receives the plain digit string, without commas or leading zeros ('' when cleared). */
  onChange: (value: string) => void;
  /** An error from the surrounding form, shown when the input itself has none. */
  error?: boolean | string;
}

function digitsOf(value: AmountInputProps['value']): string {
  if (value === null || value === undefined) return '';
  return trimLeadingZeros(stripToDigits(String(value).split('.')[0] ?? '').digits);
}

/** Places the caret after the n-th digit of a formatted text, so typing in the middle does not jump to the end. */
function caretAfterDigits(text: string, n: number): number {
  if (n <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (/\d/.test(text[i] ?? '')) seen += 1;
    if (seen === n) return i + 1;
  }
  return text.length;
}

/** A text input for whole amounts with thousands commas and the digits-only rule. */
export function AmountInput({ value, onChange, error, ...rest }: AmountInputProps) {
  const [digitsError, setDigitsError] = useState(false);
  const inputEl = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const display = groupThousands(digitsOf(value));

  useLayoutEffect(() => {
    const el = inputEl.current;
    if (el && pendingCaret.current !== null && document.activeElement === el) {
      const pos = caretAfterDigits(el.value, pendingCaret.current);
      el.setSelectionRange(pos, pos);
    }
    pendingCaret.current = null;
  });

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    inputEl.current = e.target;
    const raw = e.target.value;
    const { digits, hadNonDigits } = stripToDigits(raw);
    setDigitsError(hadNonDigits);
    const caret = e.target.selectionStart ?? raw.length;
    const digitsBeforeCaret = stripToDigits(raw.slice(0, caret)).digits.length;
    const next = trimLeadingZeros(digits);
    // Leading zeros vanish, so the caret moves left by as many digits as were dropped.
    pendingCaret.current = Math.max(0, digitsBeforeCaret - (digits.length - next.length));
    onChange(next);
    // A stripped keystroke leaves the value unchanged, so React would keep the bad character on screen.
    if (next === digitsOf(value)) e.target.value = groupThousands(next);
  };

  const message = digitsError ? DIGITS_ONLY_MESSAGE : typeof error === 'string' ? error : null;
  return (
    <div className="amount-input">
      <Input
        {...rest}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={display}
        error={digitsError || Boolean(error)}
        onChange={handleChange}
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
