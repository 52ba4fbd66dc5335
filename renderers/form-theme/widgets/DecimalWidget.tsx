/**
 * An exact-decimal field (money, percentages): digits with thousands commas and up to 2 decimal places,
 * its unit beside it; the value is the decimal string the schema's pattern checks ('12345678.9'), never a
 * float. The amount and percent widgets are this with their unit.
 */
import type { WidgetProps } from '@rjsf/utils';
import { AmountInput } from '../../widgets/AmountInput';
import { ViewValue } from './ViewValue';

/** Props of DecimalWidget: rjsf's, the unit shown beside the input, and whether a minus is allowed. */
export type DecimalWidgetProps = WidgetProps & { unit: string; allowNegative?: boolean };

/** Edits an exact-decimal field. */
export function DecimalWidget(props: DecimalWidgetProps) {
  const { id, value, readonly, disabled, onChange, onBlur, onFocus, options, rawErrors, placeholder, unit, allowNegative = false } = props;
  if (readonly) return <ViewValue {...props} />;
  return (
    <AmountInput
      id={id}
      fluid
      className="pw-amount"
      value={value as string | undefined}
      decimals={2}
      allowNegative={allowNegative}
      disabled={disabled}
      placeholder={placeholder}
      error={Boolean(rawErrors?.length)}
      label={{ basic: true, content: unit }}
      labelPosition="right"
      onChange={(text) => onChange(text === '' ? options.emptyValue : text)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
