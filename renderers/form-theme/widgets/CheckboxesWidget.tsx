/** The checkboxes widget for arrays of choices (uniqueItems): one native checkbox per choice, wrapping on narrow screens. */
import { enumOptionsDeselectValue, enumOptionsIsSelected, enumOptionsSelectValue, optionId, type WidgetProps } from '@rjsf/utils';
import { ViewValue } from './ViewValue';

/** Edits a multiple-choice field. */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, htmlName, value, readonly, disabled, onChange, onBlur, onFocus, options } = props;
  if (readonly) return <ViewValue {...props} />;
  const { enumOptions = [], enumDisabled } = options;
  const chosen = Array.isArray(value) ? value : [];
  return (
    <div id={id} className="pw-choice-group pw-checkboxes">
      {enumOptions.map((option, index) => {
        const inputId = optionId(id, index);
        const itemDisabled = disabled || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value));
        return (
          <div key={String(option.value)} className={`ui checkbox${itemDisabled ? ' disabled' : ''}`}>
            <input
              type="checkbox"
              id={inputId}
              name={htmlName || id}
              checked={enumOptionsIsSelected(option.value, chosen)}
              disabled={itemDisabled}
              onChange={(e) =>
                onChange(e.target.checked ? enumOptionsSelectValue(index, chosen, enumOptions) : enumOptionsDeselectValue(index, chosen, enumOptions))
              }
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            <label htmlFor={inputId}>{option.label}</label>
          </div>
        );
      })}
    </div>
  );
}
