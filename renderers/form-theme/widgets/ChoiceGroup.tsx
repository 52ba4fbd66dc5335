/**
 * Choices as native radios or checkboxes in Semantic UI's look, side by side and wrapping on narrow
 * screens: the body of the radio and checkboxes widgets. Native inputs keep label clicks and the keyboard
 * working without script.
 */
import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import { Fragment } from 'react';

/** Props of ChoiceGroup. */
export interface ChoiceGroupProps {
  widget: WidgetProps;
  type: 'radio' | 'checkbox';
  /** Whether the choice with this value is on. */
  isChecked: (value: unknown) => boolean;
  /** The user turned choice `index` on or off. */
  onToggle: (index: number, checked: boolean) => void;
}

/** The choices of an enum field. */
export function ChoiceGroup({ widget, type, isChecked, onToggle }: ChoiceGroupProps) {
  const { id, htmlName, value, disabled, autofocus, onBlur, onFocus, options, rawErrors } = widget;
  const { enumOptions = [], enumDisabled } = options;
  const radio = type === 'radio';
  return (
    <div
      id={id}
      role={radio ? 'radiogroup' : 'group'}
      className={`${radio ? 'inline fields ' : ''}pw-choice-group${radio ? '' : ' pw-checkboxes'}${rawErrors?.length ? ' error' : ''}`}
      aria-describedby={ariaDescribedByIds(id)}
    >
      {enumOptions.map((option, index) => {
        const inputId = optionId(id, index);
        const itemDisabled = disabled || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value));
        const choice = (
          <div className={`ui ${radio ? 'radio ' : ''}checkbox${itemDisabled ? ' disabled' : ''}`}>
            <input
              type={type}
              id={inputId}
              name={htmlName || id}
              checked={isChecked(option.value)}
              disabled={itemDisabled}
              autoFocus={autofocus && index === 0}
              onChange={(e) => onToggle(index, e.target.checked)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            <label htmlFor={inputId}>{option.label}</label>
          </div>
        );
        // Radios sit in Semantic UI's inline fields, each a field of its own.
        return radio ? (
          <div key={String(option.value)} className="field">
            {choice}
          </div>
        ) : (
          <Fragment key={String(option.value)}>{choice}</Fragment>
        );
      })}
    </div>
  );
}
