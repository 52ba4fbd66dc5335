/** An object's fields laid out on a responsive grid (two or more columns on wide screens, one on phones). */
import { getTemplate, getUiOptions, titleId, descriptionId, type ObjectFieldTemplateProps } from '@rjsf/utils';

/** Renders an object: its title and description when nested, then its properties on the grid. */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, required, fieldPathId, schema, uiSchema, registry, optionalDataControl } = props;
  const uiOptions = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, uiOptions);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  // The root object is the step form itself; its title is the page header, not repeated here.
  const isRoot = fieldPathId.path.length === 0;
  const shownTitle = uiOptions.title ?? title;
  const shownDescription = uiOptions.description ?? description;
  return (
    <fieldset id={fieldPathId.$id} className="pw-object">
      {!isRoot && shownTitle ? (
        <TitleFieldTemplate id={titleId(fieldPathId)} title={shownTitle} required={required} schema={schema} uiSchema={uiSchema} registry={registry} optionalDataControl={optionalDataControl} />
      ) : null}
      {!isRoot && shownDescription ? (
        <DescriptionFieldTemplate id={descriptionId(fieldPathId)} description={shownDescription} schema={schema} uiSchema={uiSchema} registry={registry} />
      ) : null}
      <div className="pw-form-grid">{properties.filter((p) => !p.hidden).map((p) => p.content)}</div>
      {properties.filter((p) => p.hidden).map((p) => p.content)}
    </fieldset>
  );
}
