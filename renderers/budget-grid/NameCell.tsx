/**
 * The 名稱 cell: indented by level, with the expand/collapse toggle of an item that has children (AG Grid
 * Community has no tree data), the flags of the line (概估, written remark, formula rate with 11 decimals)
 * and the button that opens its unit-price analysis.
 */
import type { CustomCellRendererProps } from 'ag-grid-react';
import type { BudgetGridRow } from '../../src/domain/budget-book/flatten-budget-book';
import { normaliseSearch } from './compute-visible-rows';
import { TOTAL_ROW_KEY, type BudgetGridContext } from './grid-context';

/** Indent per level in pixels (less on a narrow screen). */
export const LEVEL_INDENT_PX = 18;
const COMPACT_INDENT_PX = 10;

/** The name cell of one row. */
export function NameCell(props: CustomCellRendererProps<BudgetGridRow, string, BudgetGridContext>) {
  const row = props.data;
  if (!row) return null;
  const context = props.context;
  if (row.itemKey === TOTAL_ROW_KEY) return <span className="pw-bg-total-label">{row.cName}</span>;
  const collapsed = context.isCollapsed(row.itemKey);
  const written = row.itemKind !== 'subtotal' && context.model.remark(row.itemKey).trim() !== '';
  const figures = context.model.figures(row.itemKey);
  const term = normaliseSearch(context.searchTerm());
  const hit = term !== '' && [row.cName, row.refItemNo, row.refItemCode].some((text) => normaliseSearch(text).includes(term));
  return (
    <span className={context.compact ? 'pw-bg-name pw-bg-compact' : 'pw-bg-name'} style={{ paddingLeft: (row.levelNo - 1) * (context.compact ? COMPACT_INDENT_PX : LEVEL_INDENT_PX) }}>
      {row.hasChildren ? (
        <button
          type="button"
          className="pw-bg-toggle"
          aria-expanded={!collapsed}
          aria-label={`${collapsed ? '展開' : '收合'}「${row.cName}」`}
          tabIndex={-1}
          onClick={(event) => {
            event.stopPropagation();
            context.toggle(row.itemKey);
          }}
        >
          {collapsed ? '▸' : '▾'}
        </button>
      ) : (
        <span className="pw-bg-toggle-space" />
      )}
      <span className={hit ? 'pw-bg-text pw-bg-hit' : 'pw-bg-text'} title={row.cName}>
        {context.compact && row.refItemNo !== '' ? <span className="pw-bg-item-no">{row.refItemNo}</span> : null}
        {row.cName}
      </span>
      {row.estimating ? <span className="pw-bg-tag pw-bg-tag-estimate" title="數量 1、單位「式」且無子項的項目，請檢討是否為概估">概估</span> : null}
      {figures?.formulaPercent ? <span className="pw-bg-tag pw-bg-tag-rate" title="公式費率">費率 {figures.formulaPercent}%</span> : null}
      {written ? (
        <span className="pw-bg-tag pw-bg-tag-written" title={context.model.remark(row.itemKey)}>
          已填備註
        </span>
      ) : null}
      {row.hasAnalysis ? (
        <button
          type="button"
          className="pw-bg-analysis"
          aria-label="單價分析"
          title="開啟單價分析"
          tabIndex={-1}
          onClick={(event) => {
            event.stopPropagation();
            context.openAnalysis(row.itemKey);
          }}
        >
          分析
        </button>
      ) : null}
    </span>
  );
}
