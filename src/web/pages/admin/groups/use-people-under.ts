/** The active people under a top-level unit (agency and company accounts), for adding group members. */
import useSWR from 'swr';
import type { UserRecord } from '../../../../domain/admin/admin-records';
import type { PageOf } from '../../../../domain/admin/list-defaults';
import { api } from '../../../api/client';

/** The most company pages read for the picker (10 per page). */
const MAX_PUB_PAGES = 20;

async function loadPeople(rootId: number): Promise<UserRecord[]> {
  const gov = await api.post<UserRecord[]>('Member/Search_User_GOV_List', { dep_id: rootId, state: 1 }, { silent: true }).catch(() => [] as UserRecord[]);
  const pub: UserRecord[] = [];
  for (let page = 1; page <= MAX_PUB_PAGES; page += 1) {
    // Only user administrators may read company accounts; a group administrator without 37 sees agency staff.
    const res = await api.post<PageOf<UserRecord>>('Member/Search_User_PUB_List_NEW', { dep_id: rootId, state: 1, page }, { silent: true }).catch(() => null);
    if (!res) break;
    pub.push(...res.list);
    if (page >= res.totalPages) break;
  }
  return [...gov, ...pub];
}

/** The people under `rootId` (nothing while it is null). */
export function usePeopleUnder(rootId: number | null) {
  return useSWR(rootId ? ['people-under', rootId] : null, ([, id]: [string, number]) => loadPeople(id));
}
