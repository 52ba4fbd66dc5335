/** Every branch plan of the agency as dropdown options, read page by page (agencies hold a few dozen at most). */
import useSWR from 'swr';
import type { PageOf } from '../../../domain/admin/list-defaults';
import type { BranchPlanRecord } from '../../../domain/projects/project-records';
import { api } from '../../api/client';
import { rocYear } from '../projects/shared/format';

/** The most pages read, so a huge list cannot stall the form. */
const MAX_PAGES = 20;

async function loadAll(): Promise<BranchPlanRecord[]> {
  const all: BranchPlanRecord[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const res = await api.post<PageOf<BranchPlanRecord>>('BGC/Search_Branch_Plan', { page });
    all.push(...res.list);
    if (page >= res.totalPages) break;
  }
  return all;
}

/** Options { key, value: id, text: 'name（115）' } and the loading flag. */
export function useBranchPlanOptions() {
  const res = useSWR('branch-plan-options', loadAll, { revalidateOnFocus: false });
  const options = (res.data ?? []).map((b) => ({ key: b.id, value: b.id, text: `${b.name}（${rocYear(b.year)}）` }));
  return { options, loading: res.isLoading, refresh: res.mutate };
}
