/** The `rocDate` widget: shows and accepts ROC dates (115/11/21) while the value stays ISO ('2026-11-21'). */
import type { WidgetProps } from '@rjsf/utils';
import { RocDatePicker } from '../../widgets/RocDatePicker';
import { ViewValue } from './ViewValue';

/** Edits a `format: date` field. */
export function RocDateWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, options, rawErrors, placeholder, label } = props;
  if (readonly) return <ViewValue {...props} />;
  return (
    <RocDatePicker
      id={id}
      aria-label={label}
      value={(value as string | undefined) ?? null}
      disabled={disabled}
      placeholder={placeholder || undefined}
      error={Boolean(rawErrors?.length)}
      onChange={(next) => onChange(next ?? options.emptyValue)}
    />
  );
}
