import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../src/web/shared/ToastHost';
import { dismissAllToasts, messageBox, toast } from '../../../src/web/shared/toast';

beforeEach(() => {
  vi.useFakeTimers();
  render(<ToastHost />);
});

afterEach(() => {
  act(() => dismissAllToasts());
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows each kind with its Semantic UI style', () => {
    act(() => {
      toast.success('儲存成功');
      toast.error('刪除失敗');
      toast.info('資料已更新');
      toast.warning('請注意');
    });
    expect(screen.getByText('儲存成功').closest('.message')?.className).toContain('success');
    expect(screen.getByText('刪除失敗').closest('.message')?.className).toContain('negative');
    expect(screen.getByText('資料已更新').closest('.message')?.className).toContain('info');
    expect(screen.getByText('請注意').closest('.message')?.className).toContain('warning');
  });

  it('closes after 3000 ms by default', () => {
    act(() => void toast.success('儲存成功'));
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('儲存成功')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('儲存成功')).toBeNull();
  });

  it('keeps the message box 5000 ms', () => {
    act(() => void messageBox('匯入完成', { title: '通知' }));
    expect(screen.getByText('通知')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('匯入完成')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('匯入完成')).toBeNull();
  });

  it('closes with Escape', () => {
    act(() => {
      toast.error('錯誤一');
      toast.error('錯誤二');
    });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByText('錯誤一')).toBeNull();
    expect(screen.queryByText('錯誤二')).toBeNull();
  });

  it('closes with its close icon and pauses while hovered', () => {
    act(() => void toast.info('第一則'));
    const msg = screen.getByText('第一則').closest('.message') as HTMLElement;
    fireEvent.mouseEnter(msg);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('第一則')).not.toBeNull();
    fireEvent.mouseLeave(msg);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('第一則')).toBeNull();
    act(() => void toast.info('第二則'));
    fireEvent.click(screen.getByText('第二則').closest('.message')?.querySelector('.close') as Element);
    expect(screen.queryByText('第二則')).toBeNull();
  });

  it('stacks from 20px below the top with 16px gaps above everything', () => {
    act(() => {
      toast.info('一');
      toast.info('二');
    });
    const stack = screen.getByTestId('toast-stack');
    expect(stack.style.top).toBe('20px');
    expect(stack.style.gap).toBe('16px');
    expect(stack.style.zIndex).toBe('9999');
    expect(stack.style.position).toBe('fixed');
    expect([...stack.children].map((c) => c.textContent)).toEqual(['一', '二']);
    expect(stack.parentElement).toBe(document.body);
  });

  it('lets a toast stay until closed when duration is 0', () => {
    act(() => void toast.warning('不會自動關閉', { duration: 0 }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText('不會自動關閉')).not.toBeNull();
  });
});
