/**
 * Building blocks of the structured editor's sections: a section frame, text inputs with faults, row
 * buttons, the menu-group picker.
 */
import type { ReactNode } from 'react';
import { Button, Header, Segment } from 'semantic-ui-react';
import type { Draft } from 'immer';
import type { StepDefinition, StepMenuGroupKey } from '../../../domain/steps/step-definition';
import { MENU_GROUP_LABELS, MENU_GROUP_ORDER } from '../../../domain/steps/step-phases';
import { AnchoredField, FaultNote } from './fault-placement';

/** What every section gets: the draft as a definition and the two ways to change it. */
export interface SectionProps {
  definition: StepDefinition;
  edit: (recipe: (draft: Draft<StepDefinition>) => void) => void;
  replace: (next: (current: StepDefinition) => StepDefinition) => void;
}

/** An element id derived from an anchor, for labels. */
export function idOf(anchor: string): string {
  return `se-${anchor.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

/** Props of EditorSection. */
export interface EditorSectionProps {
  anchor: string;
  title: string;
  /** A short hint under the title. */
  hint?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** One section of the structured editor; faults about the section as a whole show under its title. */
export function EditorSection({ anchor, title, hint, actions, children }: EditorSectionProps) {
  return (
    <Segment className="pw-editor-section" data-anchor={anchor} data-testid={`section-${anchor}`}>
      <div className="pw-editor-section-head">
        <div>
          <Header as="h3" size="small" className="pw-flush">
            {title}
          </Header>
          {hint ? <div className="pw-muted pw-hint">{hint}</div> : null}
        </div>
        {actions ? <div className="pw-editor-section-actions">{actions}</div> : null}
      </div>
      <FaultNote anchor={anchor} />
      {children}
    </Segment>
  );
}

/** Props of TextField. */
export interface TextFieldProps {
  anchor: string;
  label: string;
  value: unknown;
  onChange: (value: string) => void;
  placeholder?: string;
  required?: boolean;
  readOnly?: boolean;
  multiline?: boolean;
  className?: string;
  inputMode?: 'text' | 'url' | 'numeric';
}

/** A labelled text input (or textarea) that shows the faults placed at its anchor. */
export function TextField({ anchor, label, value, onChange, placeholder, required, readOnly, multiline, className, inputMode }: TextFieldProps) {
  const id = idOf(anchor);
  const text = value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  return (
    <AnchoredField anchor={anchor} label={label} htmlFor={id} required={required} className={className}>
      {multiline ? (
        <textarea id={id} rows={2} value={text} placeholder={placeholder} readOnly={readOnly} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input id={id} type="text" inputMode={inputMode} value={text} placeholder={placeholder} readOnly={readOnly} onChange={(e) => onChange(e.target.value)} />
      )}
    </AnchoredField>
  );
}

/** Props of RowControls. */
export interface RowControlsProps {
  /** What the row is, for the buttons' accessible names (e.g. 第 2 列法令依據). */
  name: string;
  index: number;
  count: number;
  onMove: (offset: number) => void;
  onRemove: () => void;
}

/** Move up, move down and remove buttons of a list row. */
export function RowControls({ name, index, count, onMove, onRemove }: RowControlsProps) {
  return (
    <div className="pw-row-controls">
      <Button type="button" basic size="mini" icon="arrow up" aria-label={`上移${name}`} title="上移" disabled={index === 0} onClick={() => onMove(-1)} />
      <Button type="button" basic size="mini" icon="arrow down" aria-label={`下移${name}`} title="下移" disabled={index >= count - 1} onClick={() => onMove(1)} />
      <Button type="button" basic size="mini" color="red" icon="trash alternate outline" aria-label={`刪除${name}`} title="刪除" onClick={onRemove} />
    </div>
  );
}

/** Props of MenuGroupSelect. */
export interface MenuGroupSelectProps {
  id: string;
  value: StepMenuGroupKey | '' | undefined;
  onChange: (group: StepMenuGroupKey | null) => void;
}

/** The construction menu group of a B step, in menu order, with a 請選擇 entry for none. */
export function MenuGroupSelect({ id, value, onChange }: MenuGroupSelectProps) {
  return (
    <select id={id} value={value ?? ''} onChange={(e) => onChange((e.target.value || null) as StepMenuGroupKey | null)}>
      <option value="">（請選擇）</option>
      {MENU_GROUP_ORDER.map((key) => (
        <option key={key} value={key}>
          {MENU_GROUP_LABELS[key]}
        </option>
      ))}
    </select>
  );
}
