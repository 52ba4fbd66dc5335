// The domain widgets inside the themed form: ROC dates, date ranges, amounts, percentages and city + district.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AMOUNT_PATTERN, PERCENT_PATTERN, SIGNED_AMOUNT_PATTERN } from '../../../src/domain/steps/decimal-patterns';
import { TAIWAN_CITIES } from '../../../src/domain/taiwan-districts';
import { SchemaForm } from '../../../renderers/form-theme/SchemaForm';

afterEach(cleanup);

const schema = {
  type: 'object',
  properties: {
    openingDate: { type: 'string', format: 'date', title: '開標日期' },
    period: { type: 'array', title: '公開閱覽期間', minItems: 2, maxItems: 2, items: { type: 'string', format: 'date' } },
    budget: { type: 'string', title: '預算金額（元）', pattern: AMOUNT_PATTERN },
    change: { type: 'string', title: '變更金額（元）', pattern: SIGNED_AMOUNT_PATTERN },
    ratio: { type: 'string', title: '比率（%）', pattern: PERCENT_PATTERN },
    site: { type: 'string', title: '工程地點' },
  },
};
const uiSchema = {
  openingDate: { 'ui:widget': 'rocDate' },
  period: { 'ui:widget': 'rocDateRange' },
  budget: { 'ui:widget': 'amount' },
  change: { 'ui:widget': 'amount' },
  ratio: { 'ui:widget': 'percent' },
  site: { 'ui:widget': 'cityDistrict' },
};

function Harness({ initial = {}, mode = 'edit' }: { initial?: Record<string, unknown>; mode?: 'view' | 'edit' }) {
  const [data, setData] = useState<Record<string, unknown>>(initial);
  return (
    <>
      <SchemaForm schema={schema} uiSchema={uiSchema} formData={data} mode={mode} onChange={setData} />
      <output data-testid="data">{JSON.stringify(data)}</output>
    </>
  );
}

const stored = () => JSON.parse(screen.getByTestId('data').textContent ?? '{}') as Record<string, unknown>;
const box = (field: string) => document.querySelector(`[data-field="root_${field}"]`) as HTMLElement;
const type = (el: HTMLElement, value: string) => act(() => fireEvent.change(el, { target: { value } }));

describe('rocDate', () => {
  it('shows an ISO value as the ROC date 115/11/21 in edit and view mode', () => {
    render(<Harness initial={{ openingDate: '2026-11-21' }} />);
    expect((screen.getByLabelText('開標日期') as HTMLInputElement).value).toBe('115/11/21');
    cleanup();
    render(<Harness initial={{ openingDate: '2026-11-21' }} mode="view" />);
    expect(box('openingDate').textContent).toContain('115/11/21');
  });

  it('takes typed ROC text and stores the ISO date', () => {
    render(<Harness />);
    const input = screen.getByLabelText('開標日期');
    type(input, '115/3/5');
    act(() => fireEvent.keyDown(input, { key: 'Enter' }));
    expect(stored().openingDate).toBe('2026-03-05');
    expect((input as HTMLInputElement).value).toBe('115/03/05');
  });
});

describe('rocDateRange', () => {
  it('stores [start, end] and refuses an end before the start', () => {
    render(<Harness initial={{ period: ['2024-03-15', '2024-03-29'] }} />);
    expect((screen.getByLabelText('開始日期') as HTMLInputElement).value).toBe('113/03/15');
    const end = screen.getByLabelText('結束日期');
    type(end, '113/03/01');
    act(() => fireEvent.keyDown(end, { key: 'Enter' }));
    expect(within(box('period')).getByRole('alert').textContent).toBe('結束日期不可早於開始日期');
    expect(stored().period).toEqual(['2024-03-15', '2024-03-29']);
    type(end, '113/04/01');
    act(() => fireEvent.keyDown(end, { key: 'Enter' }));
    expect(stored().period).toEqual(['2024-03-15', '2024-04-01']);
  });

  it('reads as one line in view mode', () => {
    render(<Harness initial={{ period: ['2024-03-15', '2024-03-29'] }} mode="view" />);
    expect(box('period').textContent).toContain('113/03/15 ～ 113/03/29');
  });
});

describe('amount', () => {
  it('groups thousands, keeps up to 2 decimals and stores a decimal string', () => {
    render(<Harness />);
    const input = screen.getByLabelText('預算金額（元）') as HTMLInputElement;
    type(input, '1234567.891');
    expect(input.value).toBe('1,234,567.89');
    expect(stored().budget).toBe('1234567.89');
    expect(within(box('budget')).queryByRole('alert')).toBeNull();
  });

  it('strips anything but digits and says 僅能輸入數字!', () => {
    render(<Harness initial={{ budget: '1234' }} />);
    const input = screen.getByLabelText('預算金額（元）') as HTMLInputElement;
    type(input, '1,234a');
    expect(input.value).toBe('1,234');
    expect(within(box('budget')).getByRole('alert').textContent).toBe('僅能輸入數字!');
    expect(stored().budget).toBe('1234');
    type(input, '-5');
    expect(stored().budget).toBe('5');
  });

  it('accepts a minus only on a signed-amount field', () => {
    render(<Harness />);
    type(screen.getByLabelText('變更金額（元）'), '-250000.5');
    expect(stored().change).toBe('-250000.5');
    expect((screen.getByLabelText('變更金額（元）') as HTMLInputElement).value).toBe('-250,000.5');
  });

  it('clearing the field removes the value', () => {
    render(<Harness initial={{ budget: '100' }} />);
    type(screen.getByLabelText('預算金額（元）'), '');
    expect(stored()).not.toHaveProperty('budget');
  });

  it('shows money with commas and 2 decimals in view mode', () => {
    render(<Harness initial={{ budget: '46291107', change: '-250000.5' }} mode="view" />);
    expect(box('budget').textContent).toContain('46,291,107.00');
    expect(box('change').textContent).toContain('-250,000.50');
  });
});

describe('percent', () => {
  it('takes digits with up to 2 decimals and shows a % sign', () => {
    render(<Harness />);
    type(screen.getByLabelText('比率（%）'), '87.555');
    expect(stored().ratio).toBe('87.55');
    expect(within(box('ratio')).getByText('%')).toBeTruthy();
    cleanup();
    render(<Harness initial={{ ratio: '87.5' }} mode="view" />);
    expect(box('ratio').textContent).toContain('87.5%');
  });
});

describe('cityDistrict', () => {
  it('offers the 22 cities and counties, then the districts of the chosen one, and stores the town code', () => {
    render(<Harness />);
    const city = screen.getByLabelText('工程地點（縣市）') as HTMLSelectElement;
    const district = screen.getByLabelText('工程地點（鄉鎮市區）') as HTMLSelectElement;
    const cityNames = [...city.options].slice(1).map((o) => o.textContent);
    expect(cityNames).toHaveLength(22);
    expect(cityNames).toEqual(TAIWAN_CITIES.map((c) => c.name));
    expect(district.disabled).toBe(true);
    act(() => fireEvent.change(city, { target: { value: '63000' } }));
    const taipei = TAIWAN_CITIES.find((c) => c.code === '63000')!;
    expect([...district.options].slice(1).map((o) => o.textContent)).toEqual(taipei.districts.map((d) => d.name));
    act(() => fireEvent.change(district, { target: { value: '63000050' } }));
    expect(stored().site).toBe('63000050');
  });

  it('shows city and district names in view mode', () => {
    render(<Harness initial={{ site: '63000050' }} mode="view" />);
    expect(box('site').textContent).toContain('臺北市中正區');
  });
});
