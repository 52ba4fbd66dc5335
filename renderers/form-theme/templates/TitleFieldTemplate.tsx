/** The title of a nested object or array: a small dividing header. */
import type { TitleFieldProps } from '@rjsf/utils';

/** Shows a section title. */
export function TitleFieldTemplate({ id, title, required, optionalDataControl }: TitleFieldProps) {
  if (!title) return null;
  return (
    <h4 id={id} className="ui dividing header pw-section-title">
      {title}
      {required ? <span className="pw-required-mark">*</span> : null}
      {optionalDataControl}
    </h4>
  );
}
