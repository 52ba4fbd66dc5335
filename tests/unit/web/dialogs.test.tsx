import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DIALOG_FADE_MS,
  DialogHost,
  closeAllDialogs,
  confirmDialog,
  confirmLeaveEdit,
  confirmLeaveEditThree,
  showFoolproof,
  showReminder,
} from '../../../src/web/shared/dialogs';

let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  vi.useFakeTimers();
  setWidth(1440);
  navigate = vi.fn<(path: string) => void>();
  render(<DialogHost navigate={navigate} />);
});

afterEach(() => {
  act(() => {
    closeAllDialogs();
    vi.advanceTimersByTime(DIALOG_FADE_MS);
  });
  cleanup();
  vi.useRealTimers();
});

const modal = () => document.querySelector('.ui.modal') as HTMLElement | null;

function open<T>(fn: () => Promise<T>): Promise<T> {
  let p!: Promise<T>;
  act(() => {
    p = fn();
  });
  return p;
}

describe('reminder dialog 提醒您', () => {
  it('preq lists the unmet steps with links that navigate', async () => {
    const result = open(() =>
      showReminder({ type: 'preq', steps: [{ label: 'A2.8 預算書', to: '/preTender/processManage/A2_8' }, { label: 'A4.1 開標' }] }),
    );
    expect(screen.getByText('提醒您')).toBeTruthy();
    expect(screen.getByText('請先完成以下功能：')).toBeTruthy();
    expect(screen.getByText('A4.1 開標').tagName).not.toBe('A');
    fireEvent.click(screen.getByText('A2.8 預算書'));
    await expect(result).resolves.toEqual({ action: 'navigate', to: '/preTender/processManage/A2_8' });
    expect(navigate).toHaveBeenCalledWith('/preTender/processManage/A2_8');
  });

  it('lock asks to continue or cancel', async () => {
    const first = open(() => showReminder({ type: 'lock' }));
    fireEvent.click(screen.getByRole('button', { name: '繼續' }));
    await expect(first).resolves.toEqual({ action: 'continue' });
    const second = open(() => showReminder({ type: 'lock' }));
    fireEvent.click(screen.getAllByRole('button', { name: '取消' }).at(-1) as HTMLElement);
    await expect(second).resolves.toEqual({ action: 'cancel' });
  });

  it('total sends the user to edit the reserve price in A3.8', async () => {
    const result = open(() => showReminder({ type: 'total', to: '/preTender/sysRemark' }));
    expect(screen.getByText(/預算金額已變更/).textContent).toContain('A3.8');
    fireEvent.click(screen.getByRole('button', { name: '前往 A3.8 底價訂定' }));
    await expect(result).resolves.toEqual({ action: 'navigate', to: '/preTender/sysRemark' });
    expect(navigate).toHaveBeenCalledWith('/preTender/sysRemark');
  });

  it('fades out over 500 ms after the answer', async () => {
    const result = open(() => showReminder({ type: 'lock' }));
    fireEvent.click(screen.getByRole('button', { name: '繼續' }));
    await result;
    expect(modal()?.style.opacity).toBe('0');
    expect(modal()?.style.transition).toContain('500ms');
    act(() => vi.advanceTimersByTime(DIALOG_FADE_MS - 1));
    expect(modal()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(modal()).toBeNull();
  });
});

describe('leave-edit confirmation', () => {
  it('asks 您尚未完成此次編輯，是否離開此頁? with 離開 and 取消', async () => {
    const leave = open(() => confirmLeaveEdit());
    expect(screen.getByText('您尚未完成此次編輯，是否離開此頁?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '離開' }));
    await expect(leave).resolves.toBe(true);
    const stay = open(() => confirmLeaveEdit());
    fireEvent.keyDown(document, { key: 'Escape', keyCode: 27 });
    await expect(stay).resolves.toBe(false);
  });

  it('offers 完成編輯, 捨棄編輯 and 繼續編輯 in the three-button variant', async () => {
    for (const [text, value] of [['完成編輯', 'finish'], ['捨棄編輯', 'discard'], ['繼續編輯', 'continue']] as const) {
      const choice = open(() => confirmLeaveEditThree());
      const buttons = screen.getAllByRole('button', { name: text });
      fireEvent.click(buttons.at(-1) as HTMLElement);
      await expect(choice).resolves.toBe(value);
      act(() => vi.advanceTimersByTime(DIALOG_FADE_MS));
    }
  });
});

describe('fool-proofing dialog', () => {
  it('lists items under 必填, 錯誤 and 上傳 with the default action 完成編輯', async () => {
    const done = open(() =>
      showFoolproof({ required: ['工程名稱'], errors: ['決標金額'], uploads: [{ label: '決標紀錄', to: '/x' }] }),
    );
    expect(screen.getByText('請先處理以下項目，才能完成編輯：')).toBeTruthy();
    const sections = [...document.querySelectorAll('section[data-kind]')].map((s) => s.getAttribute('data-kind'));
    expect(sections).toEqual(['必填', '錯誤', '上傳']);
    expect(screen.getByText('工程名稱')).toBeTruthy();
    expect(screen.getByText('決標金額')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '確定' }));
    await expect(done).resolves.toBeUndefined();
  });

  it('names another action and hides empty kinds', async () => {
    const done = open(() => showFoolproof({ uploads: ['契約書'], action: '送出簽核' }));
    expect(screen.getByText('請先處理以下項目，才能送出簽核：')).toBeTruthy();
    expect([...document.querySelectorAll('section[data-kind]')].map((s) => s.getAttribute('data-kind'))).toEqual(['上傳']);
    fireEvent.click(screen.getByRole('button', { name: '確定' }));
    await done;
  });

  it('shows nothing when there is nothing to fix', async () => {
    await expect(showFoolproof({ required: [] })).resolves.toBeUndefined();
    expect(modal()).toBeNull();
  });
});

describe('dialog widths by breakpoint', () => {
  it.each([
    [1440, '560px'],
    [1000, '80%'],
    [800, '95%'],
    [500, '95%'],
  ])('at %i px the dialog is %s wide', async (width, expected) => {
    act(() => setWidth(width));
    const answer = open(() => confirmDialog('確定刪除?'));
    expect(modal()?.style.width).toBe(expected);
    fireEvent.click(screen.getByRole('button', { name: '確定' }));
    await expect(answer).resolves.toBe(true);
  });
});
