/**
 * A field of several values picked from a searchable list (permission codes, steps, export fields), with
 * the faults placed at its anchor. A value the list does not know (typed in the JSON view, or a step since
 * removed) stays visible under a name that says so, so it can be seen and removed.
 */
import type { ReactNode } from 'react';
import { Dropdown } from 'semantic-ui-react';
import { idOf } from './editor-parts';
import { AnchoredField } from './fault-placement';

/** One choice. */
export interface PickOption<T extends string | number> {
  value: T;
  text: string;
}

/** Props of MultiPickField. */
export interface MultiPickFieldProps<T extends string | number> {
  anchor: string;
  label: string;
  required?: boolean;
  className?: string;
  options: readonly PickOption<T>[];
  value: readonly T[];
  /** The name of a chosen value the options do not have. */
  describeUnknown: (value: T) => string;
  noResultsMessage: string;
  placeholder?: string;
  /** The order the values are stored in; the order picked when absent. */
  compare?: (a: T, b: T) => number;
  onChange: (value: T[]) => void;
  /** A hint under the input. */
  hint?: ReactNode;
}

/** The field. */
export function MultiPickField<T extends string | number>({
  anchor,
  label,
  required,
  className,
  options,
  value,
  describeUnknown,
  noResultsMessage,
  placeholder,
  compare,
  onChange,
  hint,
}: MultiPickFieldProps<T>) {
  const known = new Set<T>(options.map((o) => o.value));
  const items = [...options, ...value.filter((v) => !known.has(v)).map((v) => ({ value: v, text: describeUnknown(v) }))].map((o) => ({ key: o.value, value: o.value, text: o.text }));
  return (
    <AnchoredField anchor={anchor} label={label} htmlFor={idOf(anchor)} required={required} className={className}>
      <Dropdown
        id={idOf(anchor)}
        fluid
        multiple
        search
        selection
        noResultsMessage={noResultsMessage}
        placeholder={placeholder}
        options={items}
        value={[...value]}
        onChange={(_e, data) => {
          const next = [...(data.value as T[])];
          onChange(compare ? next.sort(compare) : next);
        }}
      />
      {hint ? <div className="pw-muted pw-hint">{hint}</div> : null}
    </AnchoredField>
  );
}
