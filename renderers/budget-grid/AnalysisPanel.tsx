/**
 * A pay item's unit-price analysis (單價分析), opened from its row: the analysis's lines with quantity,
 * unit price and amount (percentage lines show their rate), the output quantity and the unit price the
 * item takes, as currently calculated.
 */
import type { WorkItem } from '../../src/domain/budget-book/budget-book-types';
import type { AnalysisCalculation, AnalysisLineResult } from '../../src/domain/budget-book/calculate-analysis';
import type { BudgetGridRow } from '../../src/domain/budget-book/flatten-budget-book';
import { formatFigure } from './format-grid-figures';

/** Props of the panel. */
export interface AnalysisPanelProps {
  row: BudgetGridRow;
  analysis: WorkItem | undefined;
  result: AnalysisCalculation | undefined;
  remark?: string;
  amountDecimals: number;
  onClose: () => void;
}

function Lines({ lines, results, depth, amountDecimals }: { lines: readonly WorkItem[]; results: readonly AnalysisLineResult[]; depth: number; amountDecimals: number }) {
  return (
    <>
      {lines.map((line, position) => {
        const result = results[position];
        const percent = line.itemKind === 'variableSumPercentage';
        return [
          <tr key={`${depth}-${position}`}>
            <td className="pw-bg-code">{line.itemCode}</td>
            <td style={{ paddingLeft: 8 + depth * 16 }}>
              {line.cName}
              {percent ? <span className="pw-bg-tag pw-bg-tag-rate">{line.percent}%</span> : null}
            </td>
            <td>{line.unitName}</td>
            <td className="pw-bg-number">{formatFigure(line.qty, 4)}</td>
            <td className="pw-bg-number">{formatFigure(result?.cost ?? line.cost ?? '0')}</td>
            <td className="pw-bg-number">{formatFigure(result?.amount ?? line.amount ?? '0', Math.max(amountDecimals, 2))}</td>
          </tr>,
          line.children.length > 0 ? <Lines key={`${depth}-${position}-c`} lines={line.children} results={result?.children ?? []} depth={depth + 1} amountDecimals={amountDecimals} /> : null,
        ];
      })}
    </>
  );
}

/** The panel of one item's analysis. */
export function AnalysisPanel({ row, analysis, result, remark, amountDecimals, onClose }: AnalysisPanelProps) {
  return (
    <section className="pw-bg-analysis-panel" aria-label={`單價分析：${row.cName}`}>
      <header>
        <h4>
          單價分析{'\u3000'}{row.refItemNo} {row.cName}
          <small>（編碼 {row.refItemCode}）</small>
        </h4>
        <button type="button" className="ui mini basic button" onClick={onClose}>
          關閉
        </button>
      </header>
      {analysis === undefined ? (
        <p className="pw-bg-empty">此項目沒有單價分析資料。</p>
      ) : (
        <>
          <p>
            分析產出數量 {formatFigure(analysis.analysisOutputQuantity ?? analysis.qty, 2)} {analysis.unitName}，單價 <strong>{formatFigure(result?.unitPrice ?? analysis.cost ?? '0')}</strong> 元
            {remark ? <span className="pw-bg-tag pw-bg-tag-written">備註：{remark}</span> : null}
          </p>
          <div className="pw-bg-table-wrap">
            <table className="ui celled compact unstackable table">
              <thead>
                <tr>
                  <th>編碼</th>
                  <th>工料名稱</th>
                  <th>單位</th>
                  <th className="pw-bg-number">數量</th>
                  <th className="pw-bg-number">單價</th>
                  <th className="pw-bg-number">複價</th>
                </tr>
              </thead>
              <tbody>
                <Lines lines={analysis.children} results={result?.lines ?? []} depth={0} amountDecimals={amountDecimals} />
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
