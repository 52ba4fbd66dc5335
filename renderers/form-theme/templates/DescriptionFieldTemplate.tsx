/** A field's description (schema description or ui:description) as a muted hint under its label. */
import type { DescriptionFieldProps } from '@rjsf/utils';

/** Shows a description. */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <div id={id} className="pw-field-description">
      {description}
    </div>
  );
}
