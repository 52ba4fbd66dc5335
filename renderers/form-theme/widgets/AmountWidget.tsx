/**
 * The `amount` widget: money in 元 with thousands commas, digits only (僅能輸入數字!), up to 2 decimal
 * places. A signed-amount pattern also allows a leading minus.
 */
import type { WidgetProps } from '@rjsf/utils';
import { SIGNED_AMOUNT_PATTERN } from '../../../src/domain/steps/decimal-patterns';
import { DecimalWidget } from './DecimalWidget';

/** Edits an exact-decimal amount field. */
export function AmountWidget(props: WidgetProps) {
  return <DecimalWidget {...props} unit="元" allowNegative={props.schema.pattern === SIGNED_AMOUNT_PATTERN} />;
}
