/** The ui:help text of a field, small and grey under the widget. */
import { helpId, type FieldHelpProps } from '@rjsf/utils';

/** Shows a field's help text. */
export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return (
    <div id={helpId(fieldPathId)} className="pw-field-help">
      {help}
    </div>
  );
}
