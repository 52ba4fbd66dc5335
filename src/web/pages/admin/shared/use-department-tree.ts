/** The department tree for pickers and the tree view, read once per screen with SWR. */
import { useMemo } from 'react';
import useSWR from 'swr';
import type { DepartmentNode } from '../../../../domain/admin/admin-records';
import { AGENCY_DEPTYPE } from '../../../../domain/admin/department-types';
import { swrFetcher } from '../../../api/client';

/** One department of the flattened tree with its depth (0 for a top-level unit) and its top-level unit. */
export interface FlatDepartment {
  node: DepartmentNode;
  depth: number;
  rootId: number;
  path: string;
}

/** The tree in display order, each unit followed by the units below it. */
export function flattenTree(nodes: readonly DepartmentNode[], depth = 0, rootId?: number, prefix = ''): FlatDepartment[] {
  const out: FlatDepartment[] = [];
  for (const node of nodes) {
    const root = rootId ?? node.id;
    const path = prefix ? `${prefix}／${node.depname}` : node.depname;
    out.push({ node, depth, rootId: root, path });
    out.push(...flattenTree(node.children, depth + 1, root, path));
  }
  return out;
}

/** A picker filter keeping the units outside agencies (whose top-level unit is not an agency): where company accounts belong. */
export function outsideAgencies(flat: readonly FlatDepartment[]): (d: FlatDepartment) => boolean {
  const agencies = new Set(flat.filter((d) => d.depth === 0 && d.node.deptype === AGENCY_DEPTYPE).map((d) => d.node.id));
  return (d) => !agencies.has(d.rootId);
}

/** The whole tree, flattened, with SWR's loading, error and refresh. */
export function useDepartmentTree() {
  const swr = useSWR<DepartmentNode[]>(['Group/Search_Department_Peak_level_v2', {}], swrFetcher);
  const flat = useMemo(() => flattenTree(swr.data ?? []), [swr.data]);
  return { tree: swr.data, flat, error: swr.error as Error | undefined, isLoading: swr.isLoading, refresh: swr.mutate };
}
