/**
 * Date pickers in the ROC calendar (spec doc 1 §5), built on Semantic UI Input and Popup with dayjs.
 * The input shows ROC text (115/11/21); the value handed out is the stored form of the mode: date
 * 'YYYY-MM-DD', datetime 'YYYY-MM-DD HH:mm:ss', month 'YYYY-MM', year 'YYYY'. Typed text may be ROC or
 * Gregorian and is checked strictly (check-date) when the field is left or Enter is pressed. The week
 * starts on Sunday, years before 1911 are not offered, disabled dates and dates outside min/max cannot be
 * picked, and in the range picker the end may not be before the start.
 */
import dayjs from 'dayjs';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { Button, Input, Popup } from 'semantic-ui-react';
import {
  DATE_RANGE_MESSAGE,
  type DateMode,
  type DateParts,
  compareDates,
  formatParts,
  parseCheckedDate,
  parseModeValue,
} from '../../src/domain/check-date';
import { FORMAT_MISMATCH_MESSAGE } from '../../src/domain/form-messages';
import { MIN_GREGORIAN_YEAR, ROC_YEAR_OFFSET, formatRoc, formatRocLong, parseRoc } from '../../src/domain/roc-date';

/** Shown when a typed date is real but may not be chosen (disabled, or outside min/max). Our wording. */
export const DATE_NOT_ALLOWED_MESSAGE = '此日期不可選擇';

const WEEKDAY_NAMES = ['日', '一', '二', '三', '四', '五', '六'] as const;
const YEAR_PAGE = 12;

/** Props of RocDatePicker. */
export interface RocDatePickerProps {
  /** The stored value in the mode's format, or null/'' for none. */
  value: string | null | undefined;
  /** Receives the new stored value, or null when cleared. */
  onChange: (value: string | null) => void;
  /** date (default), datetime, month or year. */
  mode?: DateMode;
  /** Earliest allowed value (any accepted date text). */
  min?: string | null;
  /** Latest allowed value (any accepted date text). */
  max?: string | null;
  /** Extra rule: true for a value (in the mode's format) that may not be picked. */
  disabledDate?: (value: string) => boolean;
  /** First day of the week, 0 = Sunday (default). */
  weekStart?: number;
  placeholder?: string;
  disabled?: boolean;
  /** Whether emptying the input clears the value (default true). */
  clearable?: boolean;
  /** An error from the surrounding form. */
  error?: boolean | string;
  id?: string;
  name?: string;
  'aria-label'?: string;
  /** Message for a value before min (the range picker says 結束日期不可早於開始日期). */
  minMessage?: string;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Cuts a date value down to a mode's precision ('2026-11-21 10:00:00' → '2026-11' in month mode), or null. */
function truncate(value: string | null | undefined, mode: DateMode): string | null {
  if (!value) return null;
  const p = parseCheckedDate(value) ?? parseModeValue(value, 'year');
  return p ? formatParts(p, mode === 'datetime' ? 'date' : mode) : null;
}

/** Reads typed text as a value of the mode: ROC first, then Gregorian under the strict checker; null when neither fits. */
function parseTyped(text: string, mode: DateMode): string | null {
  const roc = parseRoc(text, mode);
  if (roc) return roc;
  const p = parseModeValue(text, mode);
  return p ? formatParts(p, mode) : null;
}

/** The rule deciding whether a candidate (in a mode's format) may be picked. */
function makeIsDisabled(mode: DateMode, min: string | null | undefined, max: string | null | undefined, extra?: (v: string) => boolean) {
  const unit: DateMode = mode === 'datetime' ? 'date' : mode;
  const lo = truncate(min, unit);
  const hi = truncate(max, unit);
  return (candidate: string): boolean => {
    const p = parseCheckedDate(candidate) ?? parseModeValue(candidate, 'year');
    if (!p || p.year < MIN_GREGORIAN_YEAR) return true;
    const own = formatParts(p, unit);
    if (lo && (compareDates(own, lo) ?? 0) < 0) return true;
    if (hi && (compareDates(own, hi) ?? 0) > 0) return true;
    return extra ? extra(candidate) : false;
  };
}

function partsOrToday(value: string | null | undefined): Pick<DateParts, 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second'> {
  const p = value ? (parseCheckedDate(value) ?? parseModeValue(value, 'year')) : null;
  if (p) return p;
  const now = dayjs();
  return { year: Math.max(now.year(), MIN_GREGORIAN_YEAR), month: now.month() + 1, day: now.date(), hour: 0, minute: 0, second: 0 };
}

/** A single ROC date (or datetime, month, year) picker. */
export function RocDatePicker(props: RocDatePickerProps) {
  const {
    value,
    onChange,
    mode = 'date',
    min,
    max,
    disabledDate,
    weekStart = 0,
    placeholder,
    disabled,
    clearable = true,
    error,
    id,
    name,
    minMessage,
  } = props;
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [typedError, setTypedError] = useState<string | null>(null);
  const initial = partsOrToday(value);
  const [viewYear, setViewYear] = useState(initial.year);
  const [viewMonth, setViewMonth] = useState(initial.month);
  const [pendingDate, setPendingDate] = useState<string | null>(null);
  const [time, setTime] = useState({ hour: initial.hour, minute: initial.minute, second: initial.second });

  const isDisabled = useMemo(() => makeIsDisabled(mode, min, max, disabledDate), [mode, min, max, disabledDate]);
  const display = draft ?? formatRoc(value, mode);
  const today = dayjs();
  const thisYear = today.year();
  const maxYear = useMemo(() => {
    const hi = max ? (parseCheckedDate(max) ?? parseModeValue(max, 'year'))?.year : undefined;
    return hi ?? Math.max(thisYear + 50, viewYear);
  }, [max, thisYear, viewYear]);
  const minYear = useMemo(() => {
    const lo = min ? (parseCheckedDate(min) ?? parseModeValue(min, 'year'))?.year : undefined;
    return Math.max(MIN_GREGORIAN_YEAR, lo ?? MIN_GREGORIAN_YEAR);
  }, [min]);

  const openPanel = () => {
    if (disabled || open) return;
    const p = partsOrToday(value);
    setViewYear(p.year);
    setViewMonth(p.month);
    setPendingDate(mode === 'datetime' && value ? truncate(value, 'date') : null);
    setTime({ hour: p.hour, minute: p.minute, second: p.second });
    setOpen(true);
  };

  const commit = (next: string | null) => {
    setDraft(null);
    setTypedError(null);
    setOpen(false);
    if (next !== (value || null)) onChange(next);
  };

  const commitTyped = () => {
    if (draft === null) return;
    const text = draft.trim();
    if (text === '') {
      if (clearable) commit(null);
      else setDraft(null);
      return;
    }
    const parsed = parseTyped(text, mode);
    if (!parsed) {
      setTypedError(FORMAT_MISMATCH_MESSAGE);
      return;
    }
    const unit: DateMode = mode === 'datetime' ? 'date' : mode;
    if (isDisabled(truncate(parsed, unit) ?? parsed)) {
      const lo = truncate(min, unit);
      const beforeMin = lo !== null && (compareDates(truncate(parsed, unit) ?? parsed, lo) ?? 0) < 0;
      setTypedError(beforeMin && minMessage ? minMessage : DATE_NOT_ALLOWED_MESSAGE);
      return;
    }
    if (mode === 'datetime') {
      if (min && (compareDates(parsed, min) ?? 0) < 0) return setTypedError(minMessage ?? DATE_NOT_ALLOWED_MESSAGE);
      if (max && (compareDates(parsed, max) ?? 0) > 0) return setTypedError(DATE_NOT_ALLOWED_MESSAGE);
    }
    commit(parsed);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commitTyped();
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const shiftMonth = (delta: number) => {
    const d = dayjs(new Date(viewYear, viewMonth - 1 + delta, 1));
    if (d.year() < MIN_GREGORIAN_YEAR) return;
    setViewYear(d.year());
    setViewMonth(d.month() + 1);
  };

  const shiftYear = (delta: number) => {
    const y = viewYear + delta;
    if (y >= MIN_GREGORIAN_YEAR) setViewYear(y);
  };

  const years = useMemo(() => {
    const list: number[] = [];
    for (let y = minYear; y <= Math.max(maxYear, minYear); y += 1) list.push(y);
    return list;
  }, [minYear, maxYear]);

  const header = (
    <div style={{ display: 'flex', alignItems: 'center', gap: 4, marginBottom: 8 }}>
      <Button type="button" size="mini" basic icon="angle double left" aria-label="上一年" disabled={viewYear <= MIN_GREGORIAN_YEAR} onClick={() => shiftYear(mode === 'year' ? -YEAR_PAGE : -1)} />
      {mode === 'date' || mode === 'datetime' ? (
        <Button type="button" size="mini" basic icon="angle left" aria-label="上個月" disabled={viewYear <= MIN_GREGORIAN_YEAR && viewMonth === 1} onClick={() => shiftMonth(-1)} />
      ) : null}
      {mode !== 'year' ? (
        <select aria-label="年" value={viewYear} onChange={(e) => setViewYear(Number(e.target.value))} style={{ flex: 1 }}>
          {years.map((y) => (
            <option key={y} value={y}>{`民國${y - ROC_YEAR_OFFSET}年`}</option>
          ))}
        </select>
      ) : (
        <span style={{ flex: 1, textAlign: 'center' }}>{`民國${Math.max(viewYear, MIN_GREGORIAN_YEAR) - ROC_YEAR_OFFSET}年起`}</span>
      )}
      {mode === 'date' || mode === 'datetime' ? (
        <select aria-label="月" value={viewMonth} onChange={(e) => setViewMonth(Number(e.target.value))}>
          {Array.from({ length: 12 }, (_, i) => (
            <option key={i + 1} value={i + 1}>{`${i + 1}月`}</option>
          ))}
        </select>
      ) : null}
      {mode === 'date' || mode === 'datetime' ? (
        <Button type="button" size="mini" basic icon="angle right" aria-label="下個月" onClick={() => shiftMonth(1)} />
      ) : null}
      <Button type="button" size="mini" basic icon="angle double right" aria-label="下一年" onClick={() => shiftYear(mode === 'year' ? YEAR_PAGE : 1)} />
    </div>
  );

  const cellStyle = { margin: 0, padding: '0.5em 0', minWidth: 0 } as const;
  let body;
  if (mode === 'date' || mode === 'datetime') {
    const first = dayjs(new Date(viewYear, viewMonth - 1, 1));
    const offset = (first.day() - (((weekStart % 7) + 7) % 7) + 7) % 7;
    const start = first.subtract(offset, 'day');
    const selected = mode === 'datetime' ? pendingDate : truncate(value, 'date');
    const todayIso = today.format('YYYY-MM-DD');
    body = (
      <div role="grid" aria-label={`民國${viewYear - ROC_YEAR_OFFSET}年${viewMonth}月`} style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 2.6em)', gap: 2 }}>
        {Array.from({ length: 7 }, (_, i) => (
          <div key={`h${i}`} role="columnheader" style={{ textAlign: 'center', fontWeight: 'bold' }}>
            {WEEKDAY_NAMES[(i + weekStart) % 7]}
          </div>
        ))}
        {Array.from({ length: 42 }, (_, i) => {
          const d = start.add(i, 'day');
          const iso = formatParts({ year: d.year(), month: d.month() + 1, day: d.date() }, 'date');
          const off = isDisabled(iso);
          const inMonth = d.month() + 1 === viewMonth;
          const isSelected = iso === selected;
          return (
            <button
              key={iso}
              type="button"
              role="gridcell"
              className={`ui mini ${isSelected ? 'primary' : 'basic'} button`}
              style={{ ...cellStyle, opacity: inMonth ? 1 : 0.45, fontWeight: iso === todayIso ? 'bold' : undefined }}
              disabled={off}
              aria-disabled={off || undefined}
              aria-selected={isSelected}
              aria-label={formatRocLong(iso)}
              data-date={iso}
              onClick={() => {
                if (mode === 'date') commit(iso);
                else {
                  setPendingDate(iso);
                  if (!inMonth) {
                    setViewYear(d.year());
                    setViewMonth(d.month() + 1);
                  }
                }
              }}
            >
              {d.date()}
            </button>
          );
        })}
      </div>
    );
  } else if (mode === 'month') {
    body = (
      <div role="grid" aria-label={`民國${viewYear - ROC_YEAR_OFFSET}年`} style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 5em)', gap: 4 }}>
        {Array.from({ length: 12 }, (_, i) => {
          const v = `${viewYear}-${pad2(i + 1)}`;
          const off = isDisabled(v);
          return (
            <button key={v} type="button" role="gridcell" className={`ui mini ${v === truncate(value, 'month') ? 'primary' : 'basic'} button`} style={cellStyle} disabled={off} aria-label={formatRocLong(v, 'month')} data-date={v} onClick={() => commit(v)}>
              {`${i + 1}月`}
            </button>
          );
        })}
      </div>
    );
  } else {
    const first = Math.max(MIN_GREGORIAN_YEAR, viewYear - (viewYear - MIN_GREGORIAN_YEAR) % YEAR_PAGE);
    body = (
      <div role="grid" aria-label="年份" style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 5em)', gap: 4 }}>
        {Array.from({ length: YEAR_PAGE }, (_, i) => {
          const y = first + i;
          const v = String(y);
          const off = isDisabled(v);
          return (
            <button key={v} type="button" role="gridcell" className={`ui mini ${v === truncate(value, 'year') ? 'primary' : 'basic'} button`} style={cellStyle} disabled={off} aria-label={formatRocLong(v, 'year')} data-date={v} onClick={() => commit(v)}>
              {y - ROC_YEAR_OFFSET}
            </button>
          );
        })}
      </div>
    );
  }

  const footer =
    mode === 'datetime' ? (
      <div style={{ display: 'flex', alignItems: 'center', gap: 4, marginTop: 8 }}>
        {(['hour', 'minute', 'second'] as const).map((k) => (
          <select key={k} aria-label={{ hour: '時', minute: '分', second: '秒' }[k]} value={time[k]} onChange={(e) => setTime((t) => ({ ...t, [k]: Number(e.target.value) }))}>
            {Array.from({ length: k === 'hour' ? 24 : 60 }, (_, i) => (
              <option key={i} value={i}>
                {pad2(i)}
              </option>
            ))}
          </select>
        ))}
        <Button
          type="button"
          size="mini"
          primary
          disabled={
            !pendingDate ||
            Boolean(min && (compareDates(`${pendingDate} ${pad2(time.hour)}:${pad2(time.minute)}:${pad2(time.second)}`, min) ?? 0) < 0) ||
            Boolean(max && (compareDates(`${pendingDate} ${pad2(time.hour)}:${pad2(time.minute)}:${pad2(time.second)}`, max) ?? 0) > 0)
          }
          onClick={() => pendingDate && commit(`${pendingDate} ${pad2(time.hour)}:${pad2(time.minute)}:${pad2(time.second)}`)}
        >
          確定
        </Button>
      </div>
    ) : mode === 'date' && !isDisabled(today.format('YYYY-MM-DD')) ? (
      <div style={{ marginTop: 8, textAlign: 'right' }}>
        <Button type="button" size="mini" basic onClick={() => commit(today.format('YYYY-MM-DD'))}>
          今天
        </Button>
      </div>
    ) : null;

  const shownError = typedError ?? (typeof error === 'string' ? error : null);
  return (
    <div className="roc-date-picker" style={{ display: 'inline-block' }}>
      <Popup
        open={open}
        on={[]}
        onClose={() => {
          setOpen(false);
          commitTyped();
        }}
        position="bottom left"
        flowing
        trigger={
          <Input
            id={id}
            name={name}
            icon="calendar alternate outline"
            placeholder={placeholder ?? { date: '例：115/01/31', datetime: '例：115/01/31 13:30:00', month: '例：115/01', year: '例：115' }[mode]}
            value={display}
            disabled={disabled}
            error={Boolean(typedError) || Boolean(error)}
            aria-label={props['aria-label']}
            aria-invalid={Boolean(typedError) || Boolean(error) || undefined}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            autoComplete="off"
            onFocus={openPanel}
            onClick={openPanel}
            onChange={(e) => {
              setDraft(e.target.value);
              setTypedError(null);
            }}
            onBlur={() => {
              // Leaving for the panel must not commit half-typed text; the panel's close handles it.
              if (!open) commitTyped();
            }}
            onKeyDown={onKeyDown}
          />
        }
        content={
          <div id={panelId} role="dialog" aria-label="選擇日期">
            {header}
            {body}
            {footer}
          </div>
        }
      />
      {shownError ? (
        <div className="ui pointing red basic label" role="alert">
          {shownError}
        </div>
      ) : null}
    </div>
  );
}

/** Props of RocDateRangePicker. */
export interface RocDateRangePickerProps extends Omit<RocDatePickerProps, 'value' | 'onChange' | 'placeholder' | 'minMessage'> {
  /** [start, end] stored values. */
  value: readonly [string | null | undefined, string | null | undefined];
  onChange: (value: [string | null, string | null]) => void;
  startPlaceholder?: string;
  endPlaceholder?: string;
}

/** A start and end picker where the end may not be before the start (and the start not after the end). */
export function RocDateRangePicker({ value, onChange, startPlaceholder, endPlaceholder, min, max, ...rest }: RocDateRangePickerProps) {
  const [start, end] = value;
  const later = (a: string | null | undefined, b: string | null | undefined) => (!a ? b : !b ? a : (compareDates(a, b) ?? 0) >= 0 ? a : b);
  const earlier = (a: string | null | undefined, b: string | null | undefined) => (!a ? b : !b ? a : (compareDates(a, b) ?? 0) <= 0 ? a : b);
  return (
    <div className="roc-date-range-picker" style={{ display: 'inline-flex', alignItems: 'flex-start', gap: 8 }}>
      <RocDatePicker
        {...rest}
        aria-label={startPlaceholder ?? '開始日期'}
        placeholder={startPlaceholder ?? '開始日期'}
        value={start}
        min={min}
        max={earlier(end, max)}
        onChange={(s) => onChange([s, end ?? null])}
      />
      <span style={{ lineHeight: '2.7em' }}>~</span>
      <RocDatePicker
        {...rest}
        aria-label={endPlaceholder ?? '結束日期'}
        placeholder={endPlaceholder ?? '結束日期'}
        value={end}
        min={later(start, min)}
        max={max}
        minMessage={DATE_RANGE_MESSAGE}
        onChange={(e) => onChange([start ?? null, e])}
      />
    </div>
  );
}
