/**
 * The radio widget: native radios in Semantic UI's radio look, side by side (是／否 for booleans, the enum
 * choices otherwise). Native inputs keep label clicks and the keyboard working without script.
 */
import { ariaDescribedByIds, enumOptionsIsSelected, optionId, type WidgetProps } from '@rjsf/utils';
import { ViewValue } from './ViewValue';

/** Edits a choice with radios. */
export function RadioWidget(props: WidgetProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, onChange, onBlur, onFocus, options, rawErrors } = props;
  if (readonly) return <ViewValue {...props} />;
  const { enumOptions = [], enumDisabled } = options;
  return (
    <div id={id} role="radiogroup" className={`inline fields pw-choice-group${rawErrors?.length ? ' error' : ''}`} aria-describedby={ariaDescribedByIds(id)}>
      {enumOptions.map((option, index) => {
        const inputId = optionId(id, index);
        const itemDisabled = disabled || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value));
        return (
          <div key={String(option.value)} className="field">
            <div className={`ui radio checkbox${itemDisabled ? ' disabled' : ''}`}>
              <input
                type="radio"
                id={inputId}
                name={htmlName || id}
                checked={enumOptionsIsSelected(option.value, value)}
                disabled={itemDisabled}
                autoFocus={autofocus && index === 0}
                onChange={() => onChange(option.value)}
                onBlur={() => onBlur(id, value)}
                onFocus={() => onFocus(id, value)}
              />
              <label htmlFor={inputId}>{option.label}</label>
            </div>
          </div>
        );
      })}
    </div>
  );
}
