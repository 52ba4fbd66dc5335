import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AmountInput } from '../../../renderers/widgets/AmountInput';

afterEach(cleanup);

function Harness({ initial = '', onValue }: { initial?: string; onValue?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AmountInput
        aria-label="金額"
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
      />
      <output>{`值:${value}`}</output>
    </>
  );
}

const input = () => screen.getByLabelText('金額') as HTMLInputElement;

describe('AmountInput', () => {
  it('shows thousands commas and hands out plain digits', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    fireEvent.change(input(), { target: { value: '46291107' } });
    expect(input().value).toBe('46,291,107');
    expect(onValue).toHaveBeenLastCalledWith('46291107');
    expect(screen.getByText('值:46291107')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('strips non-digits and says 僅能輸入數字!', () => {
    render(<Harness initial="1234" />);
    fireEvent.change(input(), { target: { value: '1,234a' } });
    expect(input().value).toBe('1,234');
    expect(screen.getByRole('alert').textContent).toBe('僅能輸入數字!');
    expect(screen.getByText('值:1234')).toBeTruthy();
    fireEvent.change(input(), { target: { value: '12.5' } });
    expect(screen.getByText('值:125')).toBeTruthy();
    expect(input().value).toBe('125');
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('clears the error at the next clean input', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: 'x' } });
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(input().value).toBe('');
    fireEvent.change(input(), { target: { value: '5' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('drops leading zeros and allows clearing', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: '007' } });
    expect(screen.getByText('值:7')).toBeTruthy();
    fireEvent.change(input(), { target: { value: '' } });
    expect(screen.getByText('值:')).toBeTruthy();
    expect(input().value).toBe('');
  });

  it('shows a number value formatted', () => {
    render(<AmountInput aria-label="金額" value={1234567} onChange={() => undefined} />);
    expect(input().value).toBe('1,234,567');
  });

  it('keeps the caret after the same digit when commas move', () => {
    render(<Harness initial="1234" />);
    const el = input();
    el.focus();
    // Typing 5 after '1,2' of '1,234' gives '1,2534' with the caret after the 5.
    // Set the text past React's value tracker, as the browser does, so the caret can sit mid-text.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, '1,2534');
    el.setSelectionRange(4, 4);
    fireEvent.input(el);
    expect(el.value).toBe('12,534');
    expect(el.selectionStart).toBe(4);
  });
});
