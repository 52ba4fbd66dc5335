/** One item of an array: its fields in a segment with the item's buttons (上移, 下移, 刪除) beside it. */
import { getTemplate, getUiOptions, type ArrayFieldItemTemplateProps } from '@rjsf/utils';

/** Renders an array item. */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, readonly, registry, uiSchema, index } = props;
  const ArrayFieldItemButtonsTemplate = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  return (
    <div className="ui segment pw-array-item" data-index={index}>
      <div className="pw-array-item-body">{children}</div>
      {hasToolbar && !readonly ? (
        <div className="ui mini basic icon buttons pw-array-item-toolbar">
          <ArrayFieldItemButtonsTemplate {...buttonsProps} />
        </div>
      ) : null}
    </div>
  );
}
