/** The error summary above the form: each field's title and its zh-TW message. */
import { TranslatableString, type ErrorListProps } from '@rjsf/utils';

/** Lists every error of the form. */
export function ErrorListTemplate({ errors, registry }: ErrorListProps) {
  if (errors.length === 0) return null;
  const heading = registry.translateString(TranslatableString.ErrorsLabel);
  return (
    <div className="ui negative message pw-error-list" role="alert">
      <div className="header">{`${heading}：請修正下列 ${errors.length} 個欄位`}</div>
      <ul className="list">
        {errors.map((error, index) => (
          <li key={index}>{error.title ? `${error.title}：${error.message ?? ''}` : (error.message ?? error.stack)}</li>
        ))}
      </ul>
    </div>
  );
}
