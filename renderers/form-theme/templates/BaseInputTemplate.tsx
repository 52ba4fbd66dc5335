/** The plain input of the theme (text, email, uri, updown/number), a Semantic UI Input; text in view mode. */
import { ariaDescribedByIds, examplesId, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { ViewValue } from '../widgets/ViewValue';

/** Renders one input for rjsf's text-like widgets. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, placeholder, onBlur, onFocus, onChange, onChangeOverride, options, schema, type, rawErrors } =
    props;
  if (readonly) return <ViewValue {...props} />;
  const inputProps = getInputProps(schema, type, options);
  const numeric = inputProps.type === 'number' || inputProps.type === 'integer';
  const shown = numeric ? (value || value === 0 ? value : '') : (value ?? '');
  const examples = Array.isArray(schema.examples) ? (schema.examples as unknown[]) : [];
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => onChange(target.value === '' ? options.emptyValue : target.value);
  return (
    <div className={`ui fluid input${rawErrors?.length ? ' error' : ''}`}>
      <input
        id={id}
        name={htmlName || id}
        {...inputProps}
        // Numbers are typed with the keyboard on phones; a number pad is easier than the full keyboard.
        inputMode={numeric ? 'numeric' : undefined}
        value={shown as string | number}
        disabled={disabled}
        autoFocus={autofocus}
        placeholder={placeholder || (examples.length ? `例：${String(examples[0])}` : undefined)}
        list={examples.length ? examplesId(id) : undefined}
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={ariaDescribedByIds(id, examples.length > 0)}
        onChange={onChangeOverride ?? handleChange}
        onBlur={(e: FocusEvent<HTMLInputElement>) => onBlur(id, e.target.value)}
        onFocus={(e: FocusEvent<HTMLInputElement>) => onFocus(id, e.target.value)}
      />
      {examples.length ? (
        <datalist id={examplesId(id)}>
          {examples.map((example) => (
            <option key={String(example)} value={String(example)} />
          ))}
        </datalist>
      ) : null}
    </div>
  );
}
