/**
 * The `amount` widget: money with thousands commas, digits only (僅能輸入數字!), up to 2 decimal places; the
 * value is the decimal string the schema's pattern checks ('12345678.9'), never a float. A signed-amount
 * pattern also allows a leading minus.
 */
import type { WidgetProps } from '@rjsf/utils';
import { SIGNED_AMOUNT_PATTERN } from '../../../src/domain/steps/decimal-patterns';
import { AmountInput } from '../../widgets/AmountInput';
import { ViewValue } from './ViewValue';

/** Edits an exact-decimal amount field. */
export function AmountWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, onBlur, onFocus, options, schema, rawErrors, placeholder } = props;
  if (readonly) return <ViewValue {...props} />;
  return (
    <AmountInput
      id={id}
      fluid
      className="pw-amount"
      value={value as string | undefined}
      decimals={2}
      allowNegative={schema.pattern === SIGNED_AMOUNT_PATTERN}
      disabled={disabled}
      placeholder={placeholder}
      error={Boolean(rawErrors?.length)}
      label={{ basic: true, content: '元' }}
      labelPosition="right"
      onChange={(text) => onChange(text === '' ? options.emptyValue : text)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
