/**
 * The budget-book editor: an AG Grid Community grid over the flattened pay items (no Enterprise tree data:
 * indent and toggle in the name cell, collapsed rows hidden by the external filter) with 項次, 名稱, 單位,
 * 數量, 單價, 複價, 備註 and the grand total pinned below. It edits what the stage allows, recomputes the
 * totals up the tree as a figure is typed (updateBudgetItem), keeps a cell range of its own for copy and
 * paste (the clipboard events over the range it tracks), searches, opens an item's unit-price analysis and
 * undoes the last edits. It fetches nothing: the page gives the book and saves what the model holds.
 */
import { forwardRef, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type ClipboardEvent } from 'react';
import { AgGridReact } from 'ag-grid-react';
import {
  themeQuartz,
  type CellClassParams,
  type CellFocusedEvent,
  type CellKeyDownEvent,
  type CellMouseDownEvent,
  type CellMouseOverEvent,
  type ColDef,
  type EditableCallbackParams,
  type GridApi,
  type GetRowIdParams,
  type GridReadyEvent,
  type IRowNode,
  type RowClassParams,
  type ValueGetterParams,
  type ValueSetterParams,
} from 'ag-grid-community';
import type { BudgetBook } from '../../src/domain/budget-book/budget-book-types';
import type { BudgetStage } from '../../src/domain/budget-book/budget-stages';
import type { BudgetGridRow } from '../../src/domain/budget-book/flatten-budget-book';
import { formatThousands } from '../../src/domain/budget-book/format-budget-number';
import { AnalysisPanel } from './AnalysisPanel';
import { BudgetGridModel, type GridEditRequest, type GridEditRights } from './budget-grid-model';
import { inRange, isMultiCell, rangeBounds, type CellRange } from './cell-range';
import { parseTsv, readPastedFigure, toTsv } from './clipboard-tsv';
import { computeVisibleRows, listParentKeys } from './compute-visible-rows';
import type { EditField } from './edit-history';
import { FigureEditor } from './FigureEditor';
import { formatFigure } from './format-grid-figures';
import { TOTAL_ROW_KEY, type BudgetGridContext } from './grid-context';
import { GridToolbar } from './GridToolbar';
import { NameCell } from './NameCell';
import { registerGridModules } from './register-grid-modules';
import { useNarrowLayout } from './use-narrow-layout';
import './budget-grid.css';

/** What the page learns after every change. */
export interface BudgetGridState {
  dirty: boolean;
  grandTotal: string;
  undoDepth: number;
}

/** Props of the grid. */
export interface BudgetGridProps {
  book: BudgetBook;
  stage: BudgetStage;
  /** What the user may change (the stage's capabilities as the server answered them). */
  rights: GridEditRights;
  analysisRemarks?: Record<string, string>;
  onStateChange?: (state: BudgetGridState) => void;
  /** Refusals to show the user (zh-TW). */
  onError?: (message: string) => void;
  /** CSS height of the grid (default 65vh). */
  height?: string;
}

/** What the page may ask of the grid. */
export interface BudgetGridHandle {
  /** The working model: its DetailList to save, markSaved() after saving. */
  model: BudgetGridModel;
  /** Tells the grid the model was saved, so it reports a clean state. */
  markSaved: () => void;
}

const EDIT_FIELDS: readonly string[] = ['qty', 'cost', 'sysRemark'];
const theme = themeQuartz.withParams({
  fontFamily: 'inherit',
  fontSize: 14,
  headerFontWeight: 700,
  rowHeight: 36,
  headerHeight: 38,
  accentColor: '#1f5f8b',
  headerBackgroundColor: '#e9eef3',
  oddRowBackgroundColor: '#fbfcfd',
  borderColor: '#d8dee6',
  wrapperBorderRadius: 4,
});
const LOCALE_TEXT = { noRowsToShow: '沒有工作項目', loadingOoo: '載入中…' };
const DEFAULT_COL_DEF: ColDef<BudgetGridRow> = { sortable: false, resizable: true, suppressMovable: true, suppressHeaderMenuButton: true };
const getRowId = (params: GetRowIdParams<BudgetGridRow>) => params.data.itemKey;
const getRowClass = (params: RowClassParams<BudgetGridRow>) => {
  if (params.node.rowPinned) return 'pw-bg-total-row';
  const row = params.data;
  if (!row) return undefined;
  return [`pw-bg-level-${Math.min(row.levelNo, 4)}`, row.hasChildren ? 'pw-bg-group' : '', row.itemKind === 'subtotal' ? 'pw-bg-subtotal' : '', row.itemKind === 'formula' ? 'pw-bg-formula' : '']
    .filter(Boolean)
    .join(' ');
};
const isExternalFilterPresent = () => true;
/** How long after a Shift-click the grid's focus event still counts as part of it. */
const SHIFT_CLICK_MS = 1000;

/** A row's raw value of a column, as copied to the clipboard. */
function rawValue(model: BudgetGridModel, row: BudgetGridRow, colId: string): string {
  if (colId === 'qty' || colId === 'cost' || colId === 'amount') return model.figures(row.itemKey)[colId];
  if (colId === 'sysRemark') return model.remark(row.itemKey);
  return String(row[colId as keyof BudgetGridRow] ?? '');
}

function totalRow(model: BudgetGridModel): BudgetGridRow {
  return { ...(model.rows[0] as BudgetGridRow), itemKey: TOTAL_ROW_KEY, cName: '總價', refItemNo: '', unitName: '', levelNo: 1, hasChildren: false, hasAnalysis: false, estimating: false };
}

/** The grid. */
export const BudgetGrid = forwardRef<BudgetGridHandle, BudgetGridProps>(function BudgetGrid(props, ref) {
  registerGridModules();
  const { book, stage, rights, analysisRemarks } = props;
  // The page's callbacks through refs: a new function from the page must not rebuild the columns (it would close an editor).
  const onStateChangeRef = useRef(props.onStateChange);
  const onErrorRef = useRef(props.onError);
  useEffect(() => {
    onStateChangeRef.current = props.onStateChange;
    onErrorRef.current = props.onError;
  });
  const model = useMemo(() => new BudgetGridModel(book, stage, rights), [book, stage, rights]);
  const apiRef = useRef<GridApi<BudgetGridRow> | null>(null);
  const collapsedRef = useRef(new Set<string>());
  const visibleRef = useRef<Set<string>>(new Set(model.rows.map((row) => row.itemKey)));
  const rangeRef = useRef<CellRange | null>(null);
  const shiftRef = useRef(false);
  // When a Shift-click happened: the grid reports the focus after the click, when Shift may be up already.
  const shiftClickAtRef = useRef(-Infinity);
  const dragRef = useRef(false);
  const pasteHandledRef = useRef(false);
  const searchRef = useRef('');
  const [search, setSearch] = useState('');
  const [matches, setMatches] = useState<string[]>([]);
  const [matchIndex, setMatchIndex] = useState(-1);
  const [analysisKey, setAnalysisKey] = useState<string | null>(null);
  const [state, setState] = useState<BudgetGridState>({ dirty: false, grandTotal: model.grandTotal, undoDepth: 0 });
  const amountDecimals = book.Main.decimals.detail.amount;
  // Phones get narrower columns; the grid scrolls sideways for the rest.
  const narrow = useNarrowLayout();

  const notify = useCallback(() => {
    const next = { dirty: model.dirty, grandTotal: model.grandTotal, undoDepth: model.undoDepth };
    setState(next);
    onStateChangeRef.current?.(next);
  }, [model]);

  useEffect(() => {
    visibleRef.current = new Set(model.rows.map((row) => row.itemKey));
    collapsedRef.current = new Set();
    rangeRef.current = null;
    notify();
    // The full calculation waits until the first rows are on screen (a 20,000-item book takes a moment).
    const timer = setTimeout(() => {
      if (model.warm()) apiRef.current?.refreshCells({ force: true });
    }, 200);
    return () => clearTimeout(timer);
  }, [model, notify]);

  /**
   * Redraws the rows whose figures or flags changed, and the grand total; the cell being edited (while a
   * figure is typed) is left alone, since redrawing it would close its editor.
   */
  const refreshKeys = useCallback(
    (keys: readonly string[], editing?: { itemKey: string; colId: string }) => {
      const api = apiRef.current;
      if (!api) return;
      const nodes = keys.filter((key) => key !== editing?.itemKey).map((key) => api.getRowNode(key)).filter((node): node is IRowNode<BudgetGridRow> => node !== undefined);
      if (nodes.length > 0) api.refreshCells({ rowNodes: nodes, force: true });
      const editedNode = editing ? api.getRowNode(editing.itemKey) : undefined;
      if (editing && editedNode && keys.includes(editing.itemKey)) {
        const columns = (api.getAllDisplayedColumns() ?? []).map((column) => column.getColId()).filter((colId) => colId !== editing.colId);
        api.refreshCells({ rowNodes: [editedNode], columns, force: true });
      }
      const total = api.getPinnedBottomRow(0);
      if (total) api.refreshCells({ rowNodes: [total], force: true });
    },
    [],
  );

  const displayedColumns = useCallback(() => (apiRef.current?.getAllDisplayedColumns() ?? []).map((column) => column.getColId()), []);

  const recomputeVisible = useCallback(() => {
    const result = computeVisibleRows(model.rows, collapsedRef.current, searchRef.current);
    visibleRef.current = result.visible;
    setMatches(result.matches);
    setMatchIndex(-1);
    apiRef.current?.onFilterChanged();
  }, [model]);

  const report = useCallback(
    (outcome: { changedKeys: string[]; errors: string[] } | null) => {
      if (outcome === null) return;
      refreshKeys(outcome.changedKeys);
      if (outcome.errors.length > 0) onErrorRef.current?.(outcome.errors.length === 1 ? (outcome.errors[0] as string) : `${outcome.errors[0]}（另有 ${outcome.errors.length - 1} 格未變更）`);
      notify();
    },
    [notify, refreshKeys],
  );

  const undo = useCallback(() => {
    apiRef.current?.stopEditing(true);
    report(model.undo());
  }, [model, report]);

  useImperativeHandle(ref, () => ({ model, markSaved: () => {
    model.markSaved();
    notify();
  } }), [model, notify]);

  const context = useMemo<BudgetGridContext>(
    () => ({
      model,
      amountDecimals,
      range: () => rangeRef.current,
      displayedColumns,
      isCollapsed: (itemKey) => collapsedRef.current.has(itemKey),
      toggle: (itemKey) => {
        if (collapsedRef.current.has(itemKey)) collapsedRef.current.delete(itemKey);
        else collapsedRef.current.add(itemKey);
        recomputeVisible();
        refreshKeys([itemKey]);
      },
      openAnalysis: (itemKey) => setAnalysisKey(itemKey),
      preview: (itemKey, field, text) => {
        refreshKeys(model.previewEdit(itemKey, field, text), { itemKey, colId: field });
        const total = model.grandTotal;
        setState((current) => (current.grandTotal === total ? current : { ...current, grandTotal: total }));
      },
      searchTerm: () => searchRef.current,
      compact: narrow,
    }),
    [model, amountDecimals, displayedColumns, recomputeVisible, refreshKeys, narrow],
  );

  const columnDefs = useMemo<ColDef<BudgetGridRow>[]>(() => {
    const inRangeRule = (params: CellClassParams<BudgetGridRow>) =>
      isMultiCell(rangeRef.current) && params.node.rowPinned == null && inRange(rangeRef.current, displayedColumns(), params.node.rowIndex ?? -1, params.column.getColId());
    const editable = (field: EditField) => (params: EditableCallbackParams<BudgetGridRow>) => !params.node.rowPinned && params.data !== undefined && model.isEditable(params.data.itemKey, field);
    const setter = (field: EditField) => (params: ValueSetterParams<BudgetGridRow>) => {
      if (!params.data) return false;
      report(model.applyEdits([{ itemKey: params.data.itemKey, field, value: String(params.newValue ?? '') }]));
      return false;
    };
    const figure = (field: 'qty' | 'cost' | 'amount', headerName: string, width: number): ColDef<BudgetGridRow> => ({
      colId: field,
      headerName,
      width: narrow ? Math.round(width * 0.85) : width,
      minWidth: 84,
      type: 'rightAligned',
      valueGetter: (params: ValueGetterParams<BudgetGridRow>) => {
        const row = params.data;
        if (!row) return '';
        if (row.itemKey === TOTAL_ROW_KEY) return field === 'amount' ? model.grandTotal : '';
        if (field !== 'amount' && (row.hasChildren || row.itemKind === 'subtotal')) return '';
        return model.figures(row.itemKey)[field];
      },
      valueFormatter: (params) => formatFigure(params.value as string, field === 'amount' ? amountDecimals : undefined),
      editable: field === 'amount' ? false : editable(field),
      valueSetter: field === 'amount' ? undefined : setter(field),
      cellEditor: FigureEditor,
      cellClass: (params: CellClassParams<BudgetGridRow>) =>
        field !== 'amount' && params.data && !params.node.rowPinned && model.isEditable(params.data.itemKey, field) ? 'pw-bg-number pw-bg-editable' : 'pw-bg-number',
      cellClassRules: { 'pw-bg-in-range': inRangeRule },
    });
    return [
      { colId: 'refItemNo', headerName: '項次', field: 'refItemNo', hide: narrow, width: 96, minWidth: 56, cellClassRules: { 'pw-bg-in-range': inRangeRule }, tooltipField: 'refItemNo' },
      { colId: 'cName', headerName: '名稱', field: 'cName', flex: 1, minWidth: narrow ? 230 : 300, cellRenderer: NameCell, cellClassRules: { 'pw-bg-in-range': inRangeRule } },
      { colId: 'unitName', headerName: '單位', field: 'unitName', width: narrow ? 60 : 76, minWidth: 52, cellClassRules: { 'pw-bg-in-range': inRangeRule } },
      figure('qty', '數量', 112),
      figure('cost', '單價', 124),
      figure('amount', '複價', 136),
      {
        colId: 'sysRemark',
        headerName: '備註',
        width: 160,
        minWidth: 110,
        valueGetter: (params) => (params.data && params.data.itemKey !== TOTAL_ROW_KEY ? model.remark(params.data.itemKey) : ''),
        editable: editable('sysRemark'),
        valueSetter: setter('sysRemark'),
        cellEditor: 'agTextCellEditor',
        cellEditorParams: { maxLength: 1000 },
        tooltipValueGetter: (params) => (params.value ? String(params.value) : undefined),
        cellClass: (params: CellClassParams<BudgetGridRow>) => (params.data && !params.node.rowPinned && model.isEditable(params.data.itemKey, 'sysRemark') ? 'pw-bg-remark' : ''),
        cellClassRules: { 'pw-bg-in-range': inRangeRule },
      },
    ];
  }, [model, amountDecimals, displayedColumns, report, narrow]);

  const refreshRange = useCallback(() => apiRef.current?.refreshCells({ force: true }), []);

  const onCellFocused = useCallback(
    (event: CellFocusedEvent<BudgetGridRow>) => {
      if (event.rowIndex === null || event.rowPinned || !event.column || typeof event.column === 'string') return;
      const cell = { rowIndex: event.rowIndex, colId: event.column.getColId() };
      const hadRange = isMultiCell(rangeRef.current);
      const extend = shiftRef.current || performance.now() - shiftClickAtRef.current < SHIFT_CLICK_MS;
      shiftClickAtRef.current = -Infinity;
      rangeRef.current = extend && rangeRef.current ? { anchor: rangeRef.current.anchor, focus: cell } : { anchor: cell, focus: cell };
      if (hadRange || isMultiCell(rangeRef.current)) refreshRange();
    },
    [refreshRange],
  );

  const onCellMouseDown = useCallback((event: CellMouseDownEvent<BudgetGridRow>) => {
    dragRef.current = !(event.event as MouseEvent | undefined)?.shiftKey;
  }, []);

  const onCellMouseOver = useCallback(
    (event: CellMouseOverEvent<BudgetGridRow>) => {
      const mouse = event.event as MouseEvent | undefined;
      if (!dragRef.current || !rangeRef.current || !mouse || mouse.buttons !== 1 || event.rowIndex === null || event.node.rowPinned) return;
      rangeRef.current = { anchor: rangeRef.current.anchor, focus: { rowIndex: event.rowIndex, colId: event.column.getColId() } };
      refreshRange();
    },
    [refreshRange],
  );

  const pasteText = useCallback(
    (text: string) => {
      const api = apiRef.current;
      const range = rangeRef.current;
      if (!api || !range || text === '') return;
      const matrix = parseTsv(text);
      const columns = displayedColumns();
      const bounds = rangeBounds(range, columns);
      const startColumn = columns.indexOf(bounds.columns[0] ?? range.focus.colId);
      // One value over a range fills the range, as spreadsheets do.
      const single = matrix.length === 1 && matrix[0]?.length === 1 && isMultiCell(range);
      const rowCount = single ? bounds.bottom - bounds.top + 1 : matrix.length;
      const requests: GridEditRequest[] = [];
      const errors: string[] = [];
      for (let r = 0; r < rowCount; r += 1) {
        const node = api.getDisplayedRowAtIndex(bounds.top + r);
        if (!node?.data) break;
        const values = single ? bounds.columns.map(() => matrix[0]?.[0] ?? '') : (matrix[r] ?? []);
        values.forEach((raw, c) => {
          const colId = columns[startColumn + c];
          if (colId === undefined || !EDIT_FIELDS.includes(colId) || !node.data) return;
          const field = colId as EditField;
          if (!model.isEditable(node.data.itemKey, field)) return;
          if (field === 'sysRemark') requests.push({ itemKey: node.data.itemKey, field, value: raw });
          else {
            const value = readPastedFigure(raw);
            if (value === null) errors.push(`「${raw}」不是數字`);
            else requests.push({ itemKey: node.data.itemKey, field, value });
          }
        });
      }
      const outcome = model.applyEdits(requests);
      report({ changedKeys: outcome.changedKeys, errors: [...errors, ...outcome.errors] });
    },
    [displayedColumns, model, report],
  );

  const onCopy = useCallback(
    (event: ClipboardEvent<HTMLDivElement>) => {
      const api = apiRef.current;
      const range = rangeRef.current;
      if (!api || !range || api.getEditingCells().length > 0) return;
      const bounds = rangeBounds(range, displayedColumns());
      const rows: string[][] = [];
      for (let index = bounds.top; index <= bounds.bottom; index += 1) {
        const node = api.getDisplayedRowAtIndex(index);
        if (node?.data) rows.push(bounds.columns.map((colId) => rawValue(model, node.data as BudgetGridRow, colId)));
      }
      event.preventDefault();
      event.clipboardData.setData('text/plain', toTsv(rows));
    },
    [displayedColumns, model],
  );

  const onPaste = useCallback(
    (event: ClipboardEvent<HTMLDivElement>) => {
      if (!apiRef.current || apiRef.current.getEditingCells().length > 0) return;
      event.preventDefault();
      pasteHandledRef.current = true;
      pasteText(event.clipboardData.getData('text/plain'));
    },
    [pasteText],
  );

  const onCellKeyDown = useCallback(
    (event: CellKeyDownEvent<BudgetGridRow>) => {
      const key = event.event as KeyboardEvent | undefined;
      const api = apiRef.current;
      if (!key || !api || api.getEditingCells().length > 0) return;
      const colId = event.column.getColId();
      const row = event.data;
      if ((key.ctrlKey || key.metaKey) && key.key.toLowerCase() === 'z') {
        key.preventDefault();
        undo();
      } else if ((key.ctrlKey || key.metaKey) && key.key.toLowerCase() === 'v') {
        // The paste event normally brings the text; where it does not, ask the clipboard API.
        pasteHandledRef.current = false;
        setTimeout(() => {
          if (pasteHandledRef.current) return;
          void navigator.clipboard
            ?.readText()
            .then(pasteText)
            .catch(() => onErrorRef.current?.('無法讀取剪貼簿，請允許瀏覽器存取剪貼簿'));
        }, 60);
      } else if (row?.hasChildren && (colId === 'cName' || colId === 'refItemNo')) {
        const expand = key.key === '+' || (key.altKey && key.key === 'ArrowRight');
        const collapse = key.key === '-' || (key.altKey && key.key === 'ArrowLeft');
        if ((expand && collapsedRef.current.has(row.itemKey)) || (collapse && !collapsedRef.current.has(row.itemKey))) {
          key.preventDefault();
          context.toggle(row.itemKey);
        }
      } else if (key.key === 'Escape' && isMultiCell(rangeRef.current) && rangeRef.current) {
        rangeRef.current = { anchor: rangeRef.current.focus, focus: rangeRef.current.focus };
        refreshRange();
      }
    },
    [context, pasteText, refreshRange, undo],
  );

  const onGridReady = useCallback(
    (event: GridReadyEvent<BudgetGridRow>) => {
      apiRef.current = event.api;
    },
    [],
  );
  const pinnedRows = useMemo(() => [totalRow(model)], [model]);
  const doesExternalFilterPass = useCallback((node: IRowNode<BudgetGridRow>) => node.data !== undefined && visibleRef.current.has(node.data.itemKey), []);
  const onCellEditingStopped = useCallback(() => refreshKeys(model.clearPreview()), [model, refreshKeys]);

  const applySearch = useCallback(
    (text: string) => {
      searchRef.current = text;
      recomputeVisible();
      apiRef.current?.refreshCells({ columns: ['cName'], force: true });
    },
    [recomputeVisible],
  );

  useEffect(() => {
    const timer = setTimeout(() => applySearch(search), 150);
    return () => clearTimeout(timer);
  }, [search, applySearch]);

  const goToMatch = useCallback(
    (step: 1 | -1) => {
      const api = apiRef.current;
      if (!api || matches.length === 0) return;
      const next = (matchIndex + step + matches.length) % matches.length;
      setMatchIndex(next);
      const node = api.getRowNode(matches[next] as string);
      if (node?.rowIndex !== null && node?.rowIndex !== undefined) {
        api.ensureIndexVisible(node.rowIndex, 'middle');
        api.setFocusedCell(node.rowIndex, 'cName');
      }
    },
    [matchIndex, matches],
  );

  const setAllCollapsed = useCallback(
    (collapse: boolean) => {
      collapsedRef.current = collapse ? new Set(listParentKeys(model.rows)) : new Set();
      recomputeVisible();
      apiRef.current?.refreshCells({ columns: ['cName'], force: true });
    },
    [model, recomputeVisible],
  );

  // Shift is read at the window, before the grid sees the key or the click that moves its focus.
  useEffect(() => {
    const track = (event: KeyboardEvent | MouseEvent) => {
      shiftRef.current = event.shiftKey;
      if (event.type === 'mousedown') shiftClickAtRef.current = event.shiftKey ? performance.now() : -Infinity;
    };
    const stopDrag = () => {
      dragRef.current = false;
    };
    window.addEventListener('keydown', track, true);
    window.addEventListener('keyup', track, true);
    window.addEventListener('mousedown', track, true);
    window.addEventListener('mouseup', stopDrag, true);
    return () => {
      window.removeEventListener('keydown', track, true);
      window.removeEventListener('keyup', track, true);
      window.removeEventListener('mousedown', track, true);
      window.removeEventListener('mouseup', stopDrag, true);
    };
  }, []);

  const analysisRow = analysisKey === null ? undefined : model.rows.find((row) => row.itemKey === analysisKey);

  return (
    <div className="pw-budget-grid" data-stage={stage}>
      <GridToolbar
        search={search}
        onSearch={setSearch}
        matchCount={matches.length}
        matchIndex={matchIndex}
        onNextMatch={() => goToMatch(1)}
        onPreviousMatch={() => goToMatch(-1)}
        onExpandAll={() => setAllCollapsed(false)}
        onCollapseAll={() => setAllCollapsed(true)}
        undoDepth={state.undoDepth}
        onUndo={undo}
        grandTotal={formatThousands(state.grandTotal, amountDecimals)}
      />
      <div
        className="pw-bg-grid"
        style={{ height: props.height ?? '65vh' }}
        onCopy={onCopy}
        onPaste={onPaste}
      >
        <AgGridReact<BudgetGridRow>
          theme={theme}
          rowData={model.rows}
          columnDefs={columnDefs}
          pinnedBottomRowData={pinnedRows}
          context={context}
          defaultColDef={DEFAULT_COL_DEF}
          getRowId={getRowId}
          getRowClass={getRowClass}
          isExternalFilterPresent={isExternalFilterPresent}
          doesExternalFilterPass={doesExternalFilterPass}
          onGridReady={onGridReady}
          onCellFocused={onCellFocused}
          onCellMouseDown={onCellMouseDown}
          onCellMouseOver={onCellMouseOver}
          onCellKeyDown={onCellKeyDown}
          onCellEditingStopped={onCellEditingStopped}
          stopEditingWhenCellsLoseFocus
          enterNavigatesVerticallyAfterEdit
          localeText={LOCALE_TEXT}
          tooltipShowDelay={400}
          rowBuffer={15}
          animateRows={false}
          suppressCellFocus={false}
        />
      </div>
      {analysisRow ? (
        <AnalysisPanel
          row={analysisRow}
          analysis={book.CostBreakdownList.find((analysis) => analysis.itemCode === analysisRow.refItemCode)}
          result={model.calculation.analyses.get(analysisRow.refItemCode)}
          remark={analysisRemarks?.[analysisRow.refItemCode]}
          amountDecimals={amountDecimals}
          onClose={() => setAnalysisKey(null)}
        />
      ) : null}
    </div>
  );
});
