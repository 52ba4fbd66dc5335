import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListState } from '../../../src/web/shared/ListState';

afterEach(cleanup);

describe('ListState', () => {
  it('shows the empty message with its detail line and action instead of the rows', () => {
    render(
      <ListState empty emptyText="尚未匯入工程預算書（A2.8）" emptyDetail="請上傳 PCCES eTender XML 預算書。" emptyAction={<button type="button">上傳預算書</button>}>
        <p>rows</p>
      </ListState>,
    );
    const empty = screen.getByTestId('list-empty');
    expect(empty.textContent).toContain('尚未匯入工程預算書（A2.8）');
    expect(empty.textContent).toContain('請上傳 PCCES eTender XML 預算書。');
    expect(screen.getByRole('button', { name: '上傳預算書' })).toBeTruthy();
    expect(screen.queryByText('rows')).toBeNull();
  });

  it('shows the error with a retry, and the rows when there are some', () => {
    const { rerender } = render(
      <ListState error={new Error('連線逾時')} onRetry={() => {}}>
        <p>rows</p>
      </ListState>,
    );
    expect(screen.getByTestId('list-error').textContent).toContain('連線逾時');
    expect(screen.getByRole('button', { name: '重新載入' })).toBeTruthy();
    rerender(
      <ListState empty={false}>
        <p>rows</p>
      </ListState>,
    );
    expect(screen.getByText('rows')).toBeTruthy();
  });
});
