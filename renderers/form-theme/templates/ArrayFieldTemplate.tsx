/** An array of items (each with move up/down and remove buttons) and the add button, in Semantic UI segments. */
import { buttonId, getTemplate, getUiOptions, TranslatableString, type ArrayFieldTemplateProps } from '@rjsf/utils';

/** Renders an array field. */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, uiSchema, items, onAddClick, registry, required, schema, title, optionalDataControl } = props;
  const uiOptions = getUiOptions(uiSchema);
  const ArrayFieldTitleTemplate = getTemplate('ArrayFieldTitleTemplate', registry, uiOptions);
  const ArrayFieldDescriptionTemplate = getTemplate('ArrayFieldDescriptionTemplate', registry, uiOptions);
  const { AddButton } = registry.templates.ButtonTemplates;
  return (
    <fieldset id={fieldPathId.$id} className="pw-array">
      <ArrayFieldTitleTemplate fieldPathId={fieldPathId} title={uiOptions.title || title} required={required} schema={schema} uiSchema={uiSchema} registry={registry} optionalDataControl={optionalDataControl} />
      <ArrayFieldDescriptionTemplate fieldPathId={fieldPathId} description={uiOptions.description || schema.description} schema={schema} uiSchema={uiSchema} registry={registry} />
      {items.length === 0 ? <p className="pw-array-empty">{registry.translateString(readonly ? TranslatableString.OptionalObjectEmptyMsg : TranslatableString.EmptyArray)}</p> : null}
      <div className="pw-array-items">{items}</div>
      {canAdd && !readonly ? (
        <AddButton id={buttonId(fieldPathId, 'add')} className="pw-array-add" onClick={onAddClick} disabled={disabled || readonly} uiSchema={uiSchema} registry={registry} />
      ) : null}
    </fieldset>
  );
}
