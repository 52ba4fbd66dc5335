/**
 * /systemManage/rolesManage (52): the authorization roles of an agency by category (default 主辦機關), the
 * default personnel per department, and the history of their changes.
 */
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { Header, Menu, Segment } from 'semantic-ui-react';
import type { RoleRecord } from '../../../domain/admin/admin-records';
import { DEFAULT_ROLE_CATEGORY, ROLE_CATEGORIES } from '../../../domain/admin/authorization-options';
import { swrFetcher } from '../../api/client';
import { useSessionUser } from '../../api/session-store';
import { useDocumentTitle } from '../../app/use-document-title';
import { BusinessPanel } from './roles/BusinessPanel';
import { HistoryPanel } from './roles/HistoryPanel';
import { RoleListPanel } from './roles/RoleListPanel';
import { DepartmentSelect } from './shared/DepartmentSelect';
import { ListState } from '../../shared/ListState';
import { useDepartmentTree } from './shared/use-department-tree';
import './admin.css';

/** The roles screen. */
export default function RolesManagePage() {
  useDocumentTitle('角色管理');
  const me = useSessionUser();
  const tree = useDepartmentTree();
  const [rootId, setRootId] = useState<number | null>(null);
  const [category, setCategory] = useState(DEFAULT_ROLE_CATEGORY);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (rootId === null && tree.flat.length > 0) setRootId(tree.flat.find((d) => d.node.id === Number(me?.dep_id))?.rootId ?? tree.flat[0]!.node.id);
  }, [tree.flat, rootId, me?.dep_id]);
  const roles = useSWR<RoleRecord[]>(rootId ? `Group/Get_Authorization_Role/${rootId}/${encodeURIComponent(category)}` : null, swrFetcher);

  return (
    <div className="pw-admin" data-testid="roles-manage">
      <div className="pw-page-header">
        <Header as="h2">角色管理</Header>
      </div>
      <div className="pw-toolbar">
        <div className="pw-toolbar-item">
          <label htmlFor="roles-root">機關</label>
          <DepartmentSelect id="roles-root" flat={tree.flat} loading={tree.isLoading} filter={(d) => d.depth === 0} value={rootId} onChange={setRootId} />
        </div>
      </div>
      <Menu pointing secondary className="pw-scroll-menu">
        {ROLE_CATEGORIES.map((c) => (
          <Menu.Item key={c} name={c} active={category === c} onClick={() => setCategory(c)} />
        ))}
      </Menu>
      <ListState loading={tree.isLoading} error={tree.error} empty={!rootId} emptyText="請先選擇機關" onRetry={() => void tree.refresh()}>
        {rootId ? (
          <>
            <Segment>
              <RoleListPanel rootId={rootId} category={category} roles={roles.data} loading={roles.isLoading} error={roles.error as Error | undefined} refresh={roles.mutate} />
            </Segment>
            <Segment>
              <BusinessPanel rootId={rootId} category={category} roles={roles.data ?? []} flat={tree.flat} onChanged={() => setVersion((v) => v + 1)} />
            </Segment>
            <Segment>
              <HistoryPanel rootId={rootId} roles={roles.data ?? []} version={version} />
            </Segment>
          </>
        ) : null}
      </ListState>
    </div>
  );
}
