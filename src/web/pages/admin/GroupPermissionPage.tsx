/** /systemManage/groupPermiossionManage (44): the groups of a department, their permission codes and members. */
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { Button, Card, Header } from 'semantic-ui-react';
import type { GroupRecord } from '../../../domain/admin/admin-records';
import { api, swrFetcher } from '../../api/client';
import { useSessionUser } from '../../api/session-store';
import { useDocumentTitle } from '../../app/use-document-title';
import { confirmDialog } from '../../shared/dialogs';
import { toast } from '../../shared/toast';
import { GroupDialog } from './groups/GroupDialog';
import { CodeLabels } from './shared/CodeLabels';
import { DepartmentSelect } from './shared/DepartmentSelect';
import { ListState } from '../../shared/ListState';
import { useDepartmentTree } from './shared/use-department-tree';
import './admin.css';

/** The group-permission screen. */
export default function GroupPermissionPage() {
  useDocumentTitle('群組權限管理');
  const me = useSessionUser();
  const tree = useDepartmentTree();
  const [depId, setDepId] = useState<number | null>(null);
  const [editing, setEditing] = useState<GroupRecord | 'new' | null>(null);
  useEffect(() => {
    if (depId === null && tree.flat.length > 0) setDepId(tree.flat.find((d) => d.node.id === Number(me?.dep_id))?.node.id ?? tree.flat[0]!.node.id);
  }, [tree.flat, depId, me?.dep_id]);
  const groups = useSWR<GroupRecord[]>(depId ? ['Group/Search_Department_Group', { dep_id: depId }] : null, swrFetcher);
  const rootId = tree.flat.find((d) => d.node.id === depId)?.rootId ?? null;

  const remove = async (g: GroupRecord) => {
    if (!(await confirmDialog(`確定刪除群組「${g.group_name}」？成員將失去此群組的權限。`, { okText: '刪除' }))) return;
    try {
      await api.delete('Group/Delete_Department_Group', { id: g.group_id });
      toast.success('刪除成功');
      await groups.mutate();
    } catch {
      // Shown by the client.
    }
  };

  return (
    <div className="pw-admin" data-testid="group-permission-manage">
      <div className="pw-page-header">
        <Header as="h2">群組權限管理</Header>
      </div>
      <div className="pw-toolbar">
        <div className="pw-toolbar-item">
          <label htmlFor="group-dep">部門</label>
          <DepartmentSelect id="group-dep" flat={tree.flat} loading={tree.isLoading} value={depId} onChange={setDepId} />
        </div>
        <div className="pw-toolbar-actions">
          <Button primary icon="add" content="新增群組" disabled={!depId} onClick={() => setEditing('new')} data-testid="add-group" />
        </div>
      </div>
      <ListState
        loading={tree.isLoading || groups.isLoading}
        error={(tree.error ?? groups.error) as Error | undefined}
        empty={!depId || (groups.data ?? []).length === 0}
        emptyText={depId ? '此部門尚無群組' : '請先選擇部門'}
        onRetry={() => void groups.mutate()}
      >
        <Card.Group itemsPerRow={2} stackable>
          {(groups.data ?? []).map((g) => (
            <Card key={g.group_id} fluid data-group={g.group_name}>
              <Card.Content>
                <Card.Header>{g.group_name}</Card.Header>
                <Card.Meta>{g.members.length} 位成員</Card.Meta>
                <Card.Description>
                  <h5 className="pw-subhead">系統權限</h5>
                  <CodeLabels codes={g.system_permission} />
                  <h5 className="pw-subhead">成員</h5>
                  {g.members.length ? g.members.map((m) => `${m.cname}（${m.account}）`).join('、') : <span className="pw-muted">尚無成員</span>}
                </Card.Description>
              </Card.Content>
              <Card.Content extra>
                <Button size="mini" basic icon="edit" content="編輯" onClick={() => setEditing(g)} />
                <Button size="mini" basic color="red" icon="trash" content="刪除" onClick={() => void remove(g)} />
              </Card.Content>
            </Card>
          ))}
        </Card.Group>
      </ListState>
      {editing && depId && rootId ? (
        <GroupDialog
          depId={depId}
          rootId={rootId}
          group={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void groups.mutate();
          }}
        />
      ) : null}
    </div>
  );
}
