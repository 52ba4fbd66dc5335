import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RocDatePickerProps, RocDatePicker, RocDateRangePicker } from '../../../renderers/widgets/RocDatePicker';

afterEach(cleanup);

function Harness(props: Partial<RocDatePickerProps> & { initial?: string | null; onValue?: (v: string | null) => void }) {
  const { initial = null, onValue, ...rest } = props;
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <RocDatePicker
        aria-label="日期"
        {...rest}
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
      />
      <output>{`值:${value ?? ''}`}</output>
    </>
  );
}

const input = (name = '日期') => screen.getByLabelText(name) as HTMLInputElement;
const openPanel = (name = '日期') => {
  fireEvent.focus(input(name));
  return screen.getByRole('dialog', { name: '選擇日期' });
};
const cell = (panel: HTMLElement, iso: string) => panel.querySelector(`[data-date="${iso}"]`) as HTMLButtonElement;
const typeAndEnter = (text: string, name = '日期') => {
  fireEvent.change(input(name), { target: { value: text } });
  fireEvent.keyDown(input(name), { key: 'Enter' });
};

describe('RocDatePicker', () => {
  it('shows the stored ISO value as an ROC date', () => {
    render(<Harness initial="2026-11-21" />);
    expect(input().value).toBe('115/11/21');
  });

  it('opens a month grid whose weeks start on Sunday', () => {
    render(<Harness initial="2026-10-15" />);
    const panel = openPanel();
    const headers = within(panel).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['日', '一', '二', '三', '四', '五', '六']);
    const cells = within(panel).getAllByRole('gridcell');
    expect(cells).toHaveLength(42);
    // 1 October 2026 is a Thursday, so the grid opens on Sunday 27 September.
    expect(cells[0]?.getAttribute('data-date')).toBe('2026-09-27');
    expect(cells[4]?.getAttribute('data-date')).toBe('2026-10-01');
    expect(cell(panel, '2026-10-15').getAttribute('aria-selected')).toBe('true');
    expect(cell(panel, '2026-10-15').getAttribute('aria-label')).toBe('民國115年10月15日');
  });

  it('can start the week on Monday', () => {
    render(<Harness initial="2026-10-15" weekStart={1} />);
    const panel = openPanel();
    expect(within(panel).getAllByRole('columnheader')[0]?.textContent).toBe('一');
    expect(within(panel).getAllByRole('gridcell')[0]?.getAttribute('data-date')).toBe('2026-09-28');
  });

  it('picks a day as ISO yyyy-MM-dd and closes', () => {
    const onValue = vi.fn();
    render(<Harness initial="2026-11-21" onValue={onValue} />);
    fireEvent.click(cell(openPanel(), '2026-11-25'));
    expect(onValue).toHaveBeenCalledWith('2026-11-25');
    expect(input().value).toBe('115/11/25');
    expect(screen.queryByRole('dialog', { name: '選擇日期' })).toBeNull();
  });

  it('moves between months and years', () => {
    render(<Harness initial="2026-01-10" />);
    const panel = openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: '上個月' }));
    expect(within(panel).getByRole('grid').getAttribute('aria-label')).toBe('民國114年12月');
    fireEvent.click(within(panel).getByRole('button', { name: '下一年' }));
    expect(within(panel).getByRole('grid').getAttribute('aria-label')).toBe('民國115年12月');
    fireEvent.change(within(panel).getByLabelText('年'), { target: { value: '2000' } });
    fireEvent.change(within(panel).getByLabelText('月'), { target: { value: '2' } });
    expect(cell(panel, '2000-02-29')).not.toBeNull();
  });

  it('accepts typed ROC or strict Gregorian text', () => {
    render(<Harness initial="2026-11-21" />);
    typeAndEnter('115/12/01');
    expect(screen.getByText('值:2026-12-01')).toBeTruthy();
    expect(input().value).toBe('115/12/01');
    typeAndEnter('2026/12/02');
    expect(screen.getByText('值:2026-12-02')).toBeTruthy();
    fireEvent.change(input(), { target: { value: '民國115年12月3日' } });
    fireEvent.blur(input());
    expect(screen.getByText('值:2026-12-03')).toBeTruthy();
  });

  it.each(['115/02/30', '2026-13-01', '2026/2/3', '2026-11/21', 'abc'])('refuses typed %s with 格式不符合', (text) => {
    const onValue = vi.fn();
    render(<Harness initial="2026-11-21" onValue={onValue} />);
    typeAndEnter(text);
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('格式不符合');
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('clears the value when the text is emptied', () => {
    render(<Harness initial="2026-11-21" />);
    typeAndEnter('');
    expect(screen.getByText('值:')).toBeTruthy();
  });

  it('does not let disabled dates be picked, clicked or typed', () => {
    const weekend = (iso: string) => [0, 6].includes(new Date(`${iso}T00:00:00`).getDay());
    const onValue = vi.fn();
    render(<Harness initial="2026-11-18" disabledDate={weekend} onValue={onValue} />);
    const panel = openPanel();
    expect(cell(panel, '2026-11-21').disabled).toBe(true); // Saturday
    expect(cell(panel, '2026-11-20').disabled).toBe(false);
    fireEvent.click(cell(panel, '2026-11-21'));
    expect(onValue).not.toHaveBeenCalled();
    typeAndEnter('115/11/22');
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('此日期不可選擇');
  });

  it('keeps to min and max', () => {
    render(<Harness initial="2026-11-15" min="2026-11-10" max="2026-11-20" />);
    const panel = openPanel();
    expect(cell(panel, '2026-11-09').disabled).toBe(true);
    expect(cell(panel, '2026-11-10').disabled).toBe(false);
    expect(cell(panel, '2026-11-20').disabled).toBe(false);
    expect(cell(panel, '2026-11-21').disabled).toBe(true);
  });

  it('offers no year before 1911', () => {
    render(<Harness initial="1911-01-15" />);
    const panel = openPanel();
    const years = within(panel).getByLabelText('年') as HTMLSelectElement;
    expect(years.options[0]?.value).toBe('1911');
    expect(years.options[0]?.textContent).toBe('民國0年');
    expect((within(panel).getByRole('button', { name: '上個月' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(panel).getByRole('button', { name: '上一年' }) as HTMLButtonElement).disabled).toBe(true);
    // 1 January 1911 is a Sunday, so the earliest grid holds nothing from 1910.
    expect(within(panel).getAllByRole('gridcell')[0]?.getAttribute('data-date')).toBe('1911-01-01');
    expect(cell(panel, '1911-01-01').disabled).toBe(false);
    typeAndEnter('1910-12-31');
    expect(screen.getByText('值:1911-01-15')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('此日期不可選擇');
  });

  it('disables the 1910 days a Monday-first grid shows before January 1911', () => {
    render(<Harness initial="1911-01-15" weekStart={1} />);
    const panel = openPanel();
    expect(cell(panel, '1910-12-26').disabled).toBe(true);
    expect(cell(panel, '1910-12-31').disabled).toBe(true);
    expect(cell(panel, '1911-01-01').disabled).toBe(false);
  });

  it('month mode shows 115/11 and hands out yyyy-MM', () => {
    render(<Harness mode="month" initial="2026-11" />);
    expect(input().value).toBe('115/11');
    fireEvent.click(within(openPanel()).getByRole('gridcell', { name: '民國115年3月' }));
    expect(screen.getByText('值:2026-03')).toBeTruthy();
    typeAndEnter('114/12');
    expect(screen.getByText('值:2025-12')).toBeTruthy();
  });

  it('year mode shows 115 and hands out yyyy, never before 1911', () => {
    render(<Harness mode="year" initial="2026" />);
    expect(input().value).toBe('115');
    const panel = openPanel();
    fireEvent.click(within(panel).getByRole('gridcell', { name: '民國116年' }));
    expect(screen.getByText('值:2027')).toBeTruthy();
    typeAndEnter('1');
    expect(screen.getByText('值:1912')).toBeTruthy();
    const again = openPanel();
    const first = within(again).getAllByRole('gridcell')[0];
    expect(first?.getAttribute('data-date')).toBe('1911');
  });

  it('datetime mode combines a day and a time into yyyy-MM-dd HH:mm:ss', () => {
    render(<Harness mode="datetime" initial="2026-11-21 08:00:00" />);
    expect(input().value).toBe('115/11/21 08:00:00');
    const panel = openPanel();
    fireEvent.click(cell(panel, '2026-11-22'));
    fireEvent.change(within(panel).getByLabelText('時'), { target: { value: '14' } });
    fireEvent.change(within(panel).getByLabelText('分'), { target: { value: '5' } });
    fireEvent.change(within(panel).getByLabelText('秒'), { target: { value: '9' } });
    fireEvent.click(within(panel).getByRole('button', { name: '確定' }));
    expect(screen.getByText('值:2026-11-22 14:05:09')).toBeTruthy();
    typeAndEnter('115/11/23 09:30');
    expect(screen.getByText('值:2026-11-23 09:30:00')).toBeTruthy();
  });

  it('closes on a click outside', () => {
    render(
      <>
        <Harness initial="2026-11-21" />
        <p>外面</p>
      </>,
    );
    openPanel();
    act(() => {
      document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      screen.getByText('外面').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(screen.queryByRole('dialog', { name: '選擇日期' })).toBeNull();
  });
});

describe('RocDateRangePicker', () => {
  function Range({ onValue }: { onValue?: (v: [string | null, string | null]) => void }) {
    const [value, setValue] = useState<[string | null, string | null]>(['2026-11-10', null]);
    return (
      <>
        <RocDateRangePicker
          value={value}
          onChange={(v) => {
            setValue(v);
            onValue?.(v);
          }}
        />
        <output>{`範圍:${value[0] ?? ''}~${value[1] ?? ''}`}</output>
      </>
    );
  }

  it('does not let the end be before the start', () => {
    const onValue = vi.fn();
    render(<Range onValue={onValue} />);
    const panel = openPanel('結束日期');
    expect(cell(panel, '2026-11-09').disabled).toBe(true);
    expect(cell(panel, '2026-11-10').disabled).toBe(false);
    typeAndEnter('115/11/09', '結束日期');
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('結束日期不可早於開始日期');
    typeAndEnter('115/11/12', '結束日期');
    expect(screen.getByText('範圍:2026-11-10~2026-11-12')).toBeTruthy();
  });

  it('does not let the start move after the end', () => {
    render(<Range />);
    typeAndEnter('115/11/12', '結束日期');
    const panel = openPanel('開始日期');
    expect(cell(panel, '2026-11-13').disabled).toBe(true);
    expect(cell(panel, '2026-11-12').disabled).toBe(false);
    fireEvent.click(cell(panel, '2026-11-11'));
    expect(screen.getByText('範圍:2026-11-11~2026-11-12')).toBeTruthy();
  });
});
