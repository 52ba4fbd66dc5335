/**
 * The editor of a quantity or unit price: a plain decimal input that shows the effect of what is typed on
 * the amounts up the tree while typing (the grid previews it), and hands the text to the grid on commit.
 */
import { useEffect, useRef } from 'react';
import type { CustomCellEditorProps } from 'ag-grid-react';
import type { BudgetGridRow } from '../../src/domain/budget-book/flatten-budget-book';
import type { BudgetGridContext } from './grid-context';

/** The figure editor. */
export function FigureEditor(props: CustomCellEditorProps<BudgetGridRow, string, BudgetGridContext>) {
  const input = useRef<HTMLInputElement>(null);
  const field = props.column.getColId() as 'qty' | 'cost';
  const itemKey = props.data.itemKey;
  const { context, eventKey, onValueChange } = props;

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    element.focus();
    // Typing a digit starts the edit with that digit; Enter or F2 keeps the value, selected.
    if (eventKey && eventKey.length === 1) {
      element.value = eventKey;
      onValueChange(eventKey);
      context.preview(itemKey, field, eventKey);
    } else element.select();
  }, [context, eventKey, field, itemKey, onValueChange]);

  return (
    <input
      ref={input}
      className="pw-bg-editor"
      inputMode="decimal"
      aria-label={field === 'qty' ? '數量' : '單價'}
      defaultValue={props.initialValue ?? ''}
      onChange={(event) => {
        onValueChange(event.target.value);
        context.preview(itemKey, field, event.target.value);
      }}
    />
  );
}
