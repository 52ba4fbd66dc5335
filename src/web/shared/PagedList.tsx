/** A list read page by page: its loading, error and empty states, the table scrolling sideways on narrow screens, and the pager. */
import type { ReactNode } from 'react';
import type { PageOf } from '../../domain/admin/list-defaults';
import { ListState } from './ListState';
import { Pager } from './Pager';

/** Props of PagedList. */
export interface PagedListProps {
  /** The read (an SWR response fits): the page once read, the error, and a way to read again. */
  list: { data?: PageOf<unknown>; error?: Error | null; mutate: () => unknown };
  page: number;
  onPage: (page: number) => void;
  /** Shown when the page has no rows (default 查無資料). */
  emptyText?: string;
  /** The table of the rows. */
  children: ReactNode;
}

/** The list; the pager shows once a page has been read. */
export function PagedList({ list, page, onPage, emptyText, children }: PagedListProps) {
  const { data, error } = list;
  return (
    <>
      <ListState loading={!data && !error} error={error} empty={data?.list.length === 0} emptyText={emptyText} onRetry={() => void list.mutate()}>
        <div className="pw-table-scroll">{children}</div>
      </ListState>
      {data ? <Pager page={page} totalPages={data.totalPages} total={data.total} onPage={onPage} /> : null}
    </>
  );
}
