/**
 * The select widget: a native select styled by Semantic UI (phones open their own picker), with a 請選擇
 * placeholder; multiple selection for arrays of choices.
 */
import { ariaDescribedByIds, enumOptionSelectedValue, enumOptionValueDecoder, enumOptionValueEncoder, getOptionValueFormat, type WidgetProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { ViewValue } from './ViewValue';

function selected(event: ChangeEvent<HTMLSelectElement>, multiple: boolean): string | string[] {
  return multiple ? Array.from(event.target.selectedOptions).map((o) => o.value) : event.target.value;
}

/** Edits a field with enum choices. */
export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, value, readonly, disabled, required, autofocus, placeholder, multiple = false, onChange, onBlur, onFocus, options, rawErrors } = props;
  if (readonly) return <ViewValue {...props} />;
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const decode = (raw: string | string[]) => enumOptionValueDecoder(raw, enumOptions, format, emptyValue);
  const current = enumOptionSelectedValue(value, enumOptions, multiple, format, multiple ? [] : '');
  return (
    <select
      id={id}
      name={htmlName || id}
      className={`ui fluid dropdown${rawErrors?.length ? ' error' : ''}`}
      multiple={multiple}
      value={current as string | string[]}
      required={required}
      disabled={disabled}
      autoFocus={autofocus}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => onChange(decode(selected(e, multiple)))}
      onBlur={(e) => onBlur(id, decode(selected(e, multiple)))}
      onFocus={(e) => onFocus(id, decode(selected(e, multiple)))}
    >
      {!multiple ? <option value="">{placeholder || '請選擇'}</option> : null}
      {enumOptions.map((option, index) => (
        <option key={String(option.value)} value={enumOptionValueEncoder(option.value, index, format)} disabled={Array.isArray(enumDisabled) && enumDisabled.includes(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
