/**
 * The state of a searchable, sortable list read page by page from a POST call: the filter being edited,
 * the filter searched with, the page and the sort. Searching, clearing and sorting go back to page 1.
 */
import { useState, type FormEvent } from 'react';
import type { PageOf } from '../../domain/admin/list-defaults';
import type { SortState } from './SortHeader';
import { usePost } from './use-post';

/** The filter without its unset conditions: undefined, blank text and empty lists go; text is trimmed. */
export function compactFilter<F extends object>(filter: F): Partial<F> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(filter)) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = value;
  }
  return out as Partial<F>;
}

/** Options of usePagedSearch. */
export interface PagedSearchOptions<F, K extends string> {
  /** The first sort; without it the call's own order. */
  sort?: SortState<K>;
  /** Turns the searched filter into the body sent (default: as it is). */
  toBody?: (filter: Partial<F>) => object;
}

/** Reads `path` with { ...filter, sort, order, page }; F is the filter, T a row, K the sortable columns. */
export function usePagedSearch<T, F extends object, K extends string = never>(path: string, options: PagedSearchOptions<F, K> = {}) {
  const [draft, setDraft] = useState<Partial<F>>({});
  const [filter, setFilter] = useState<Partial<F>>({});
  const [page, setPage] = useState(1);
  const [sort, setSortState] = useState<SortState<K> | undefined>(options.sort);
  const list = usePost<PageOf<T>>(path, { ...(options.toBody ? options.toBody(filter) : filter), ...sort, page });

  return {
    draft,
    /** Changes conditions of the filter being edited. */
    edit: (patch: Partial<F>) => setDraft((d) => ({ ...d, ...patch })),
    /** Searches with the edited filter (a form's onSubmit). */
    search: (e?: FormEvent) => {
      e?.preventDefault();
      setFilter(compactFilter(draft));
      setPage(1);
    },
    /** Clears the filter and searches. */
    reset: () => {
      setDraft({});
      setFilter({});
      setPage(1);
    },
    page,
    setPage,
    sort: sort as SortState<K>,
    setSort: (next: SortState<K>) => {
      setSortState(next);
      setPage(1);
    },
    list,
    rows: list.data?.list ?? [],
  };
}
