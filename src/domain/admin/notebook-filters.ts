/** The filters of the notebook search: empty ones are dropped (spec document 1 §5). */

/** What the notebook search may filter by. */
export interface NotebookFilters {
  keyword?: string;
  date_range_start?: string;
  date_range_end?: string;
}

/** The filters with blank, null or whitespace-only values removed and the rest trimmed. */
export function dropEmptyFilters(filters: { [K in keyof NotebookFilters]?: string | null }): NotebookFilters {
  const out: NotebookFilters = {};
  for (const key of ['keyword', 'date_range_start', 'date_range_end'] as const) {
    const value = filters[key];
    if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim();
  }
  return out;
}
