/** The groups a user of a department may join: those of the department and of every unit above it. */
import useSWR from 'swr';
import type { DepartmentRecord, GroupRecord } from '../../../../domain/admin/admin-records';
import { api } from '../../../api/client';

async function loadChainGroups(depId: number): Promise<(GroupRecord & { depname: string })[]> {
  const chain = await api.post<DepartmentRecord[]>('Group/Search_Department_Father', { unit_id: depId }, { silent: true });
  const lists = await Promise.all(
    chain.map(async (d) => (await api.post<GroupRecord[]>('Group/Search_Department_Group', { dep_id: d.id }, { silent: true })).map((g) => ({ ...g, depname: d.depname }))),
  );
  return lists.flat();
}

/** The groups along the chain above `depId` (nothing while no department is chosen). */
export function useChainGroups(depId: number | null) {
  return useSWR(depId ? ['chain-groups', depId] : null, ([, id]: [string, number]) => loadChainGroups(id));
}
