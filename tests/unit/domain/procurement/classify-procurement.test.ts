import { describe, expect, it } from 'vitest';
import { categoryOfLabel, classifyProcurement } from '../../../../src/domain/procurement/classify-procurement';
import { PROCUREMENT_THRESHOLD_SCHEDULE, thresholdsOn } from '../../../../src/domain/procurement/procurement-thresholds';

describe('thresholdsOn', () => {
  it('applies the 2023 figures from 2023-01-01 and the Act’s before', () => {
    expect(thresholdsOn('2022-12-31').announcement).toBe('1000000');
    expect(thresholdsOn('2022-12-31').small).toBe('100000');
    expect(thresholdsOn('2023-01-01').announcement).toBe('1500000');
    expect(thresholdsOn('2023-01-01').small).toBe('150000');
    expect(thresholdsOn('2026-11-21 10:00:00').from).toBe('2023-01-01');
    expect(thresholdsOn('1990-01-01')).toBe(PROCUREMENT_THRESHOLD_SCHEDULE[0]);
  });

  it('keeps the schedule in date order with a legal basis each', () => {
    const dates = PROCUREMENT_THRESHOLD_SCHEDULE.map((s) => s.from);
    expect(dates).toEqual([...dates].sort());
    for (const s of PROCUREMENT_THRESHOLD_SCHEDULE) expect(s.basis).toMatch(/工程企字/);
  });
});

describe('classifyProcurement', () => {
  const cls = (amount: string | number, date = '2026-06-01', category: 'construction' | 'goods' | 'services' = 'construction') =>
    classifyProcurement(amount, category, date)?.class;

  it('puts works at the boundaries of each class', () => {
    expect(cls('200000000')).toBe('huge');
    expect(cls('199999999.99')).toBe('inspection');
    expect(cls('50000000')).toBe('inspection');
    expect(cls('49999999')).toBe('announcement');
    expect(cls('1500000')).toBe('announcement');
    expect(cls('1499999')).toBe('belowAnnouncement');
    expect(cls('150000.01')).toBe('belowAnnouncement');
    expect(cls('150000')).toBe('small');
    expect(cls(0)).toBe('small');
  });

  it('uses the thresholds of the procurement’s own date', () => {
    expect(cls('1200000', '2022-12-31')).toBe('announcement');
    expect(cls('1200000', '2023-01-01')).toBe('belowAnnouncement');
    expect(cls('120000', '2022-12-31')).toBe('belowAnnouncement');
    expect(cls('120000', '2023-01-01')).toBe('small');
  });

  it('applies the goods and services figures for huge and inspection amounts', () => {
    expect(cls('100000000', '2026-01-01', 'goods')).toBe('huge');
    expect(cls('20000000', '2026-01-01', 'services')).toBe('huge');
    expect(cls('10000000', '2026-01-01', 'services')).toBe('inspection');
    expect(cls('10000000', '2026-01-01', 'construction')).toBe('announcement');
  });

  it('answers labels and flags, and null for unusable amounts', () => {
    const c = classifyProcurement('62,000,000', 'construction', '2026-03-02')!;
    expect(c).toMatchObject({ class: 'inspection', label: '查核金額以上', categoryLabel: '工程', announcementRequired: true, inspectionAmount: true });
    expect(classifyProcurement('', 'construction', '2026-01-01')).toBeNull();
    expect(classifyProcurement('abc', 'construction', '2026-01-01')).toBeNull();
    expect(classifyProcurement('-1', 'construction', '2026-01-01')).toBeNull();
    expect(classifyProcurement(null, 'construction', '2026-01-01')).toBeNull();
  });

  it('maps category labels', () => {
    expect(categoryOfLabel('財物')).toBe('goods');
    expect(categoryOfLabel('勞務')).toBe('services');
    expect(categoryOfLabel('工程')).toBe('construction');
    expect(categoryOfLabel('其他')).toBe('construction');
  });
});
