/** The checkbox widget for booleans: a native checkbox in Semantic UI's look, labelled with the field title. */
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { ViewValue } from './ViewValue';

/** Edits a boolean with one checkbox. */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, label, onChange, onBlur, onFocus, rawErrors, required } = props;
  if (readonly) return <ViewValue {...props} />;
  return (
    <div className={`ui checkbox pw-checkbox${rawErrors?.length ? ' error' : ''}`}>
      <input
        type="checkbox"
        id={id}
        name={htmlName || id}
        checked={value === true}
        disabled={disabled}
        autoFocus={autofocus}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(e) => onChange(e.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <label htmlFor={id}>
        {label}
        {required ? <span className="pw-required-mark">*</span> : null}
      </label>
    </div>
  );
}
