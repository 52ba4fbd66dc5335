/**
 * The grid's own toolbar: expand or collapse every item, search by name, 項次 or code (Enter for the next
 * match), undo of the last edits, and the grand total as it stands.
 */

/** Props of the toolbar. */
export interface GridToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  matchCount: number;
  matchIndex: number;
  onNextMatch: () => void;
  onPreviousMatch: () => void;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  undoDepth: number;
  onUndo: () => void;
  /** The grand total, formatted. */
  grandTotal: string;
}

/** The toolbar above the grid. */
export function GridToolbar(props: GridToolbarProps) {
  const searching = props.search.trim() !== '';
  return (
    <div className="pw-bg-toolbar" role="toolbar" aria-label="預算書工具列">
      <div className="ui small basic buttons">
        <button type="button" className="ui button" onClick={props.onExpandAll}>
          全部展開
        </button>
        <button type="button" className="ui button" onClick={props.onCollapseAll}>
          全部收合
        </button>
      </div>
      <div className="ui small icon input pw-bg-search">
        <input
          type="search"
          placeholder="搜尋名稱、項次或編碼"
          aria-label="搜尋名稱、項次或編碼"
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (event.shiftKey) props.onPreviousMatch();
              else props.onNextMatch();
            }
          }}
        />
        <i className="search icon" />
      </div>
      {searching ? (
        <span className="pw-bg-matches" aria-live="polite">
          {props.matchCount === 0 ? '查無符合項目' : `${props.matchIndex >= 0 ? `${props.matchIndex + 1} / ` : ''}${props.matchCount} 筆符合`}
          {props.matchCount > 0 ? (
            <>
              <button type="button" className="ui mini basic icon button" aria-label="上一筆" onClick={props.onPreviousMatch}>
                <i className="chevron up icon" />
              </button>
              <button type="button" className="ui mini basic icon button" aria-label="下一筆" onClick={props.onNextMatch}>
                <i className="chevron down icon" />
              </button>
            </>
          ) : null}
        </span>
      ) : null}
      <button type="button" className="ui small basic button" disabled={props.undoDepth === 0} onClick={props.onUndo} title="復原上一個編輯（Ctrl+Z）">
        <i className="undo icon" />
        復原{props.undoDepth > 0 ? `（${props.undoDepth}）` : ''}
      </button>
      <span className="pw-bg-total" aria-live="polite">
        總價 <strong data-testid="budget-grand-total">{props.grandTotal}</strong> 元
      </span>
    </div>
  );
}
