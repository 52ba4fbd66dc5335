/**
 * One field of the form: label (with a required mark while editing), hint, the widget, its errors right
 * under it, and help. Wide widgets (textareas, date ranges, choice groups, nested objects) take a whole row.
 */
import { getTemplate, getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { widgetOf } from '../format-field-value';

const WIDE_WIDGETS = new Set(['textarea', 'rocDateRange', 'checkboxes', 'cityDistrict']);

/** Whether a field should span the whole row of the form grid. */
export function isWideField(schema: Record<string, unknown>, uiSchema?: Record<string, unknown>): boolean {
  const widget = widgetOf(schema, uiSchema);
  if (widget && WIDE_WIDGETS.has(widget)) return true;
  return schema.type === 'object' || (schema.type === 'array' && widget === undefined);
}

/** The field wrapper of the theme. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, description, rawDescription, hidden, required, displayLabel, readonly, rawErrors, registry, schema, uiSchema, classNames, style } =
    props;
  const uiOptions = getUiOptions(uiSchema);
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, uiOptions);
  if (hidden) return <div hidden>{children}</div>;
  // While editing, a checkbox carries its own label beside the box; in view mode the label heads the 是/否 text.
  const ownLabel = uiOptions.widget === 'checkbox' && !readonly;
  const showLabel = displayLabel && !ownLabel && Boolean(label);
  const hasErrors = Boolean(rawErrors?.length);
  const wide = isWideField(schema as Record<string, unknown>, uiSchema as Record<string, unknown> | undefined);
  const className = ['field', 'pw-field', classNames, wide ? 'pw-wide' : '', hasErrors ? 'error' : '', required && !readonly ? 'required' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <WrapIfAdditionalTemplate {...props}>
      <div className={className} style={style} data-field={id}>
        {/* In view mode the value is text, not a control a label could point at. */}
        {showLabel ? <label htmlFor={readonly ? undefined : id}>{label}</label> : null}
        {showLabel && rawDescription && !readonly ? description : null}
        {children}
        {errors}
        {help}
      </div>
    </WrapIfAdditionalTemplate>
  );
}
