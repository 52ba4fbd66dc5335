/** A field's errors, each a red pointing label right under the widget (zh-TW messages from the localizer or the server). */
import { errorId, type FieldErrorProps } from '@rjsf/utils';

/** Lists the errors of one field. */
export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const list = (errors ?? []).filter(Boolean);
  if (list.length === 0) return null;
  return (
    <div id={errorId(fieldPathId)} className="pw-field-errors">
      {list.map((error, index) => (
        <div key={index} className="ui basic red pointing prompt label" role="alert">
          {error}
        </div>
      ))}
    </div>
  );
}
