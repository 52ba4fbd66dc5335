/** The textarea widget: a Semantic UI textarea (ui:options.rows, default 3); text with line breaks in view mode. */
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { ViewValue } from './ViewValue';

/** Edits a long text field. */
export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, placeholder, onChange, onBlur, onFocus, options, rawErrors } = props;
  if (readonly) return <ViewValue {...props} />;
  const rows = typeof options.rows === 'number' ? options.rows : 3;
  return (
    <textarea
      id={id}
      name={htmlName || id}
      rows={rows}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
