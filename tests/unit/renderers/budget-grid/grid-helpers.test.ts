import { describe, expect, it } from 'vitest';
import { inRange, isMultiCell, rangeBounds } from '../../../../renderers/budget-grid/cell-range';
import { parseTsv, readPastedFigure, toTsv } from '../../../../renderers/budget-grid/clipboard-tsv';
import { computeVisibleRows, listParentKeys, type TreeRowLike } from '../../../../renderers/budget-grid/compute-visible-rows';
import { popEdits, pushEdits, UNDO_LIMIT } from '../../../../renderers/budget-grid/edit-history';
import { formatFigure } from '../../../../renderers/budget-grid/format-grid-figures';

const row = (itemKey: string, printNo: string, cName: string, hasChildren = false): TreeRowLike => ({
  itemKey,
  printNo,
  parentPrintNo: printNo.length > 4 ? printNo.slice(0, -4) : null,
  hasChildren,
  refItemNo: itemKey,
  refItemCode: '',
  cName,
  levelNo: printNo.length / 4,
});
const rows = [
  row('1', '0001', '發包工程費', true),
  row('2', '00010001', '假設工程', true),
  row('3', '000100010001', '清除及掘除'),
  row('4', '00010002', '結構體工程', true),
  row('5', '000100020001', '結構用混凝土'),
  row('6', '0002', '自辦工程', true),
  row('7', '00020001', '空氣污染防治費'),
];

describe('computeVisibleRows', () => {
  it('hides what is under a collapsed item, at any depth', () => {
    expect([...computeVisibleRows(rows, new Set(), '').visible]).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect([...computeVisibleRows(rows, new Set(['2']), '').visible]).toEqual(['1', '2', '4', '5', '6', '7']);
    expect([...computeVisibleRows(rows, new Set(['1', '2']), '').visible]).toEqual(['1', '6', '7']);
    expect([...computeVisibleRows(rows, new Set(listParentKeys(rows)), '').visible]).toEqual(['1', '6']);
  });

  it('shows the matches of a search with their ancestors, whatever is collapsed', () => {
    const result = computeVisibleRows(rows, new Set(listParentKeys(rows)), ' 混凝 ');
    expect(result.matches).toEqual(['5']);
    expect([...result.visible].sort()).toEqual(['1', '4', '5']);
    expect(computeVisibleRows(rows, new Set(), 'ＡＢＣ').matches).toEqual([]);
  });
});

describe('cell ranges', () => {
  const columns = ['refItemNo', 'cName', 'unitName', 'qty', 'cost', 'amount'];
  it('covers the rectangle between anchor and focus, either way round', () => {
    const range = { anchor: { rowIndex: 5, colId: 'amount' }, focus: { rowIndex: 3, colId: 'qty' } };
    expect(rangeBounds(range, columns)).toEqual({ top: 3, bottom: 5, columns: ['qty', 'cost', 'amount'] });
    expect(inRange(range, columns, 4, 'cost')).toBe(true);
    expect(inRange(range, columns, 6, 'cost')).toBe(false);
    expect(inRange(range, columns, 4, 'unitName')).toBe(false);
    expect(isMultiCell(range)).toBe(true);
    expect(isMultiCell({ anchor: range.anchor, focus: range.anchor })).toBe(false);
    expect(inRange(null, columns, 0, 'qty')).toBe(false);
  });
});

describe('clipboard text', () => {
  it('writes and reads tab-separated text, quoting what needs it', () => {
    const matrix = [
      ['M2', '1680', 'a\tb'],
      ['"x"', '', 'line\nbreak'],
    ];
    const text = toTsv(matrix);
    expect(text).toBe('M2\t1680\t"a\tb"\r\n"""x"""\t\t"line\nbreak"');
    expect(parseTsv(text)).toEqual(matrix);
    expect(parseTsv('1\t2\r\n3\t4\r\n')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('reads pasted figures with separators, refusing words', () => {
    expect(['1,234.50', ' 12 ', '+3', '(45)', '.5', 'abc', '1.2.3'].map(readPastedFigure)).toEqual(['1234.50', '12', '3', '-45', '.5', null, null]);
  });
});

describe('undo history and figures', () => {
  it('undoes whole actions, newest first, up to the limit', () => {
    let history = pushEdits([], [{ itemKey: '1', field: 'qty', before: '1', after: '2' }]);
    history = pushEdits(history, []);
    history = pushEdits(history, [
      { itemKey: '2', field: 'cost', before: '5', after: '6' },
      { itemKey: '3', field: 'cost', before: '7', after: '8' },
    ]);
    const last = popEdits(history);
    expect(last?.group).toHaveLength(2);
    expect(last?.rest).toHaveLength(1);
    expect(popEdits([])).toBeNull();
    let long: ReturnType<typeof pushEdits> = [];
    for (let i = 0; i < UNDO_LIMIT + 5; i += 1) long = pushEdits(long, [{ itemKey: String(i), field: 'qty', before: '0', after: '1' }]);
    expect(long).toHaveLength(UNDO_LIMIT);
    expect(long[0]?.[0]?.itemKey).toBe('5');
  });

  it('shows figures with separators and two decimals', () => {
    expect(formatFigure('1680')).toBe('1,680.00');
    expect(formatFigure('46291107', 0)).toBe('46,291,107');
    expect(formatFigure('')).toBe('');
    expect(formatFigure('x')).toBe('');
  });
});
