/** The radio widget: radios side by side, 是／否 for booleans, the enum choices otherwise. */
import { enumOptionsIsSelected, type WidgetProps } from '@rjsf/utils';
import { ChoiceGroup } from './ChoiceGroup';
import { ViewValue } from './ViewValue';

/** Edits a choice with radios. */
export function RadioWidget(props: WidgetProps) {
  const { value, readonly, onChange, options } = props;
  if (readonly) return <ViewValue {...props} />;
  const { enumOptions = [] } = options;
  return <ChoiceGroup widget={props} type="radio" isChecked={(option) => enumOptionsIsSelected(option, value)} onToggle={(index) => onChange(enumOptions[index]?.value)} />;
}
