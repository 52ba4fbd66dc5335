/** The `percent` widget: a percentage 0–999.99 typed as digits with up to 2 decimals, shown with a % sign. */
import type { WidgetProps } from '@rjsf/utils';
import { AmountInput } from '../../widgets/AmountInput';
import { ViewValue } from './ViewValue';

/** Edits a percentage field (value a decimal string such as '87.5'). */
export function PercentWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, onBlur, onFocus, options, rawErrors, placeholder } = props;
  if (readonly) return <ViewValue {...props} />;
  return (
    <AmountInput
      id={id}
      fluid
      className="pw-amount"
      value={value as string | undefined}
      decimals={2}
      disabled={disabled}
      placeholder={placeholder}
      error={Boolean(rawErrors?.length)}
      label={{ basic: true, content: '%' }}
      labelPosition="right"
      onChange={(text) => onChange(text === '' ? options.emptyValue : text)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
