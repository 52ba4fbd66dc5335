/** The read-only rendering of one value in view mode: its display text, or a muted 未填寫 when empty. */
import type { WidgetProps } from '@rjsf/utils';
import { formatFieldValue } from '../format-field-value';

/** Shows a widget's value as text (used by every widget when the form is read-only). */
export function ViewValue({ id, schema, uiSchema, value }: Pick<WidgetProps, 'id' | 'schema' | 'uiSchema' | 'value'>) {
  const text = formatFieldValue(schema as Record<string, unknown>, uiSchema as Record<string, unknown> | undefined, value);
  return (
    <div id={id} className={`pw-view-value${text ? '' : ' empty'}`} data-testid="view-value">
      {text || '未填寫'}
    </div>
  );
}
