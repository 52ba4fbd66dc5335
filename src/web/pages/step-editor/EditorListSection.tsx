/**
 * A section holding one of the definition's lists (legal basis, key points, references, upload categories,
 * export forms): an add button, a note while the list is empty, and each row with move and remove buttons.
 * The section says only what a row holds.
 */
import type { ReactNode } from 'react';
import { Button } from 'semantic-ui-react';
import { moveListItem } from '../../../domain/step-editor/create-list-items';
import { anchorOf } from '../../../domain/step-editor/fault-anchor';
import type { StepDefinition } from '../../../domain/steps/step-definition';
import { EditorSection, RowControls, type SectionProps } from './editor-parts';

/** The lists of a definition the structured editor shows as rows. */
export type EditorListKey = 'legalBasis' | 'keyPoints' | 'references' | 'uploads' | 'exports';

/** One row of such a list. */
export type EditorListItem<K extends EditorListKey> = StepDefinition[K][number];

/** Props of EditorListSection. */
export interface EditorListSectionProps<K extends EditorListKey> extends Pick<SectionProps, 'definition' | 'edit'> {
  list: K;
  title: string;
  hint?: string;
  /** Text of the add button (新增法令依據). */
  addLabel: string;
  /** A new row, given the draft (for free keys, the phase's prefix, the next serial). */
  create: (definition: StepDefinition) => EditorListItem<K>;
  /** Said while the list is empty; nothing when absent. */
  emptyText?: string;
  /** What row `index` is called in its buttons' accessible names (第 2 列法令依據). */
  rowName: (index: number) => string;
  /** The inputs of one row. */
  children: (item: EditorListItem<K>, index: number) => ReactNode;
}

/** The section. */
export function EditorListSection<K extends EditorListKey>({ definition, edit, list, title, hint, addLabel, create, emptyText, rowName, children }: EditorListSectionProps<K>) {
  const items = definition[list] as readonly EditorListItem<K>[];
  // Lists are changed as plain arrays: the element type differs per list, the operations do not.
  const change = (update: (items: unknown[], draft: StepDefinition) => unknown[]) =>
    edit((d) => {
      const lists = d as unknown as Record<EditorListKey, unknown[]>;
      lists[list] = update(lists[list], d as StepDefinition);
    });
  return (
    <EditorSection
      anchor={anchorOf(list)}
      title={title}
      hint={hint}
      actions={<Button type="button" size="small" icon="plus" content={addLabel} onClick={() => change((rows, draft) => [...rows, create(draft)])} />}
    >
      {items.length === 0 && emptyText ? <p className="pw-muted">{emptyText}</p> : null}
      {items.map((item, index) => (
        // A row of an object list is an anchor of its own; a key point is its own input.
        <div key={index} className="pw-list-row" data-anchor={typeof item === 'object' ? anchorOf(list, index) : undefined}>
          {children(item, index)}
          <RowControls
            name={rowName(index)}
            index={index}
            count={items.length}
            onMove={(offset) => change((rows) => moveListItem(rows, index, offset))}
            onRemove={() => change((rows) => rows.filter((_, i) => i !== index))}
          />
        </div>
      ))}
    </EditorSection>
  );
}
