/**
 * The `rocDateRange` widget: two ROC date pickers for a [start, end] array of ISO dates, where the end may
 * not be before the start (結束日期不可早於開始日期).
 */
import type { WidgetProps } from '@rjsf/utils';
import { RocDateRangePicker } from '../../widgets/RocDatePicker';
import { ViewValue } from './ViewValue';

/** Edits a two-date array field. */
export function RocDateRangeWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, options, rawErrors } = props;
  if (readonly) return <ViewValue {...props} />;
  const [start, end] = Array.isArray(value) ? (value as (string | null | undefined)[]) : [];
  return (
    <div id={id} className="pw-date-range">
      <RocDateRangePicker
        value={[start ?? null, end ?? null]}
        disabled={disabled}
        error={Boolean(rawErrors?.length)}
        onChange={([s, e]) => {
          // Both empty means no range at all; one side empty keeps its place so the error names the missing date.
          if (!s && !e) onChange(options.emptyValue);
          else onChange([s ?? undefined, e ?? undefined]);
        }}
      />
    </div>
  );
}
