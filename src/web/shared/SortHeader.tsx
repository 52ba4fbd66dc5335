/** A table header cell that sorts its list: click to sort by it, again to reverse. */
import type { ReactNode } from 'react';
import { Table } from 'semantic-ui-react';

/** The list's current sort. */
export interface SortState<K extends string> {
  sort: K;
  order: 'asc' | 'desc';
}

/** Props of SortHeader. */
export interface SortHeaderProps<K extends string> {
  column: K;
  state: SortState<K>;
  onSort: (next: SortState<K>) => void;
  className?: string;
  children: ReactNode;
}

/** The sortable header cell. */
export function SortHeader<K extends string>({ column, state, onSort, className, children }: SortHeaderProps<K>) {
  const active = state.sort === column;
  const next = () => onSort({ sort: column, order: active && state.order === 'asc' ? 'desc' : 'asc' });
  return (
    <Table.HeaderCell
      className={`pw-sortable ${className ?? ''}`}
      sorted={active ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined}
      onClick={next}
      onKeyDown={(e: React.KeyboardEvent) => (e.key === 'Enter' || e.key === ' ') && next()}
      tabIndex={0}
      aria-sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      {children}
    </Table.HeaderCell>
  );
}
