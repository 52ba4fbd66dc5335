import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldErrorLabel } from '../../../src/web/shared/FieldErrorLabel';

afterEach(cleanup);

describe('FieldErrorLabel', () => {
  it('shows the message as a pointing prompt label read out as an alert', () => {
    render(<FieldErrorLabel message="請選擇欄位" />);
    const label = screen.getByRole('alert');
    expect(label.textContent).toBe('請選擇欄位');
    expect(label.className).toBe('ui pointing above prompt label');
  });

  it('shows nothing without a message', () => {
    const { container } = render(<FieldErrorLabel message={null} />);
    expect(container.innerHTML).toBe('');
  });
});
