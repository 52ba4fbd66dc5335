/** The checkboxes widget for arrays of choices (uniqueItems): one checkbox per choice. */
import { enumOptionsDeselectValue, enumOptionsIsSelected, enumOptionsSelectValue, type WidgetProps } from '@rjsf/utils';
import { ChoiceGroup } from './ChoiceGroup';
import { ViewValue } from './ViewValue';

/** Edits a multiple-choice field. */
export function CheckboxesWidget(props: WidgetProps) {
  const { value, readonly, onChange, options } = props;
  if (readonly) return <ViewValue {...props} />;
  const { enumOptions = [] } = options;
  const chosen = Array.isArray(value) ? value : [];
  return (
    <ChoiceGroup
      widget={props}
      type="checkbox"
      isChecked={(option) => enumOptionsIsSelected(option, chosen)}
      onToggle={(index, checked) => onChange(checked ? enumOptionsSelectValue(index, chosen, enumOptions) : enumOptionsDeselectValue(index, chosen, enumOptions))}
    />
  );
}
