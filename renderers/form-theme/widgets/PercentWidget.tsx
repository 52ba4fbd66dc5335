/** The `percent` widget: a percentage 0–999.99 typed as digits with up to 2 decimals, shown with a % sign. */
import type { WidgetProps } from '@rjsf/utils';
import { DecimalWidget } from './DecimalWidget';

/** Edits a percentage field (value a decimal string such as '87.5'). */
export function PercentWidget(props: WidgetProps) {
  return <DecimalWidget {...props} unit="%" />;
}
