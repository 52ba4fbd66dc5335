/**
 * /systemManage/departmentManage (48): the department tree with the selected unit's details and job titles,
 * and a searchable list. Units are added under the selected one; a unit with users or sub-units is not
 * deleted (the server says why).
 */
import { useState } from 'react';
import { Button, Header, Menu, Segment } from 'semantic-ui-react';
import type { DepartmentRecord } from '../../../domain/admin/admin-records';
import { departmentTypeName } from '../../../domain/admin/department-types';
import { api } from '../../api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { confirmDialog } from '../../shared/dialogs';
import { toast } from '../../shared/toast';
import { DepartmentFormDialog } from './departments/DepartmentFormDialog';
import { DepartmentListView } from './departments/DepartmentListView';
import { DepartmentTree } from './departments/DepartmentTree';
import { JobTitlePanel } from './departments/JobTitlePanel';
import { ListState } from '../../shared/ListState';
import { useDepartmentTree } from './shared/use-department-tree';
import './admin.css';

type Dialog = { kind: 'add'; parentId: number | null } | { kind: 'edit'; department: DepartmentRecord } | null;

/** The department-management screen. */
export default function DepartmentManagePage() {
  useDocumentTitle('部門管理');
  const tree = useDepartmentTree();
  const [tab, setTab] = useState<'tree' | 'list'>('tree');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const selected = tree.flat.find((d) => d.node.id === selectedId);

  const remove = async (d: DepartmentRecord) => {
    if (!(await confirmDialog(`確定刪除部門「${d.depname}」？`, { okText: '刪除' }))) return;
    try {
      await api.delete('Group/Delete_Department', { id: JSON.stringify([d.id]) });
      toast.success('刪除成功');
      setSelectedId(d.id_parent);
      await tree.refresh();
    } catch {
      // The reason (users, sub-units …) is shown by the client.
    }
  };

  return (
    <div className="pw-admin" data-testid="department-manage">
      <div className="pw-page-header">
        <Header as="h2">部門管理</Header>
        <Button primary icon="add" content="新增頂層單位" onClick={() => setDialog({ kind: 'add', parentId: null })} />
      </div>
      <Menu tabular>
        <Menu.Item name="樹狀檢視" active={tab === 'tree'} onClick={() => setTab('tree')} />
        <Menu.Item name="列表檢視" active={tab === 'list'} onClick={() => setTab('list')} />
      </Menu>
      <ListState loading={tree.isLoading} error={tree.error} empty={(tree.tree ?? []).length === 0} emptyText="尚無部門" onRetry={() => void tree.refresh()}>
        {tab === 'list' ? (
          <DepartmentListView onChanged={() => void tree.refresh()} />
        ) : (
          <div className="pw-split">
            <Segment>
              <DepartmentTree nodes={tree.tree ?? []} selected={selectedId} onSelect={(n) => setSelectedId(n.id)} />
            </Segment>
            <div>
              {selected ? (
                <>
                  <Segment data-testid="department-detail">
                    <div className="pw-page-header">
                      <Header as="h3" className="pw-flush">
                        {selected.node.depname}
                        <Header.Subheader>{selected.path}</Header.Subheader>
                      </Header>
                      <div>
                        <Button size="small" icon="add" content="新增下層部門" onClick={() => setDialog({ kind: 'add', parentId: selected.node.id })} data-testid="add-sub-department" />
                        <Button size="small" basic icon="edit" content="編輯" onClick={() => setDialog({ kind: 'edit', department: selected.node })} />
                        <Button size="small" basic color="red" icon="trash" content="刪除" onClick={() => void remove(selected.node)} />
                      </div>
                    </div>
                    <dl className="pw-definition">
                      <dt>類型</dt>
                      <dd>{departmentTypeName(selected.node.deptype)}</dd>
                      <dt>層級</dt>
                      <dd>{selected.node.dep_level}</dd>
                      <dt>狀態</dt>
                      <dd>{selected.node.state === 1 ? '啟用' : '停用'}</dd>
                      <dt>下層部門</dt>
                      <dd>{selected.node.children.length ? selected.node.children.map((c) => c.depname).join('、') : '無'}</dd>
                    </dl>
                  </Segment>
                  <Segment>
                    <JobTitlePanel key={selected.node.id} depId={selected.node.id} depname={selected.node.depname} />
                  </Segment>
                </>
              ) : (
                <Segment placeholder textAlign="center" data-testid="department-none">
                  <Header icon="sitemap" content="請從左側選擇部門" subheader="選擇後可編輯部門、新增下層部門與管理職稱。" />
                </Segment>
              )}
            </div>
          </div>
        )}
      </ListState>
      {dialog ? (
        <DepartmentFormDialog
          department={dialog.kind === 'edit' ? dialog.department : undefined}
          parentId={dialog.kind === 'add' ? dialog.parentId : null}
          flat={tree.flat}
          onClose={() => setDialog(null)}
          onSaved={(d) => {
            setDialog(null);
            setSelectedId(d.id);
            void tree.refresh();
          }}
        />
      ) : null}
    </div>
  );
}
