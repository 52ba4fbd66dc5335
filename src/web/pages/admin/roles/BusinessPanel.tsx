/** Default personnel of a department for the category: filter by kind and type, add, edit and remove assignments. */
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { Button, Dropdown, Header, Table } from 'semantic-ui-react';
import type { BusinessRecord, RoleRecord } from '../../../../domain/admin/admin-records';
import { BUSINESS_KINDS, BUSINESS_TYPES } from '../../../../domain/admin/authorization-options';
import { api, swrFetcher } from '../../../api/client';
import { confirmDialog } from '../../../shared/dialogs';
import { toast } from '../../../shared/toast';
import { DepartmentSelect } from '../shared/DepartmentSelect';
import { ListState } from '../../../shared/ListState';
import type { FlatDepartment } from '../shared/use-department-tree';
import { BusinessDialog } from './BusinessDialog';

const KIND_OPTIONS = BUSINESS_KINDS.map((k) => ({ key: k, value: k, text: k }));
const TYPE_OPTIONS = [{ key: 'all', value: 'all', text: '全部類型' }, ...BUSINESS_TYPES.map((t) => ({ key: t, value: t, text: t }))];

/** Props of BusinessPanel. */
export interface BusinessPanelProps {
  rootId: number;
  category: string;
  roles: RoleRecord[];
  flat: FlatDepartment[];
  onChanged: () => void;
}

/** The panel. */
export function BusinessPanel({ rootId, category, roles, flat, onChanged }: BusinessPanelProps) {
  const [depId, setDepId] = useState<number | null>(rootId);
  const [kind, setKind] = useState(BUSINESS_KINDS[0]!);
  const [type, setType] = useState('all');
  const [dialog, setDialog] = useState<BusinessRecord | 'new' | null>(null);
  useEffect(() => setDepId(rootId), [rootId]);
  const seg = (s: string) => encodeURIComponent(s);
  const list = useSWR<BusinessRecord[]>(depId ? `Group/Get_Authorization_Business/${depId}/${seg(category)}/${seg(kind)}/${seg(type)}` : null, swrFetcher);

  const remove = async (b: BusinessRecord) => {
    if (!(await confirmDialog(`確定移除「${b.cname}」的「${b.role_name}」指派？`, { okText: '移除' }))) return;
    try {
      await api.delete('Group/Delete_Authorization_Business', { id: b.id });
      toast.success('已移除');
      await list.mutate();
      onChanged();
    } catch {
      // Shown by the client.
    }
  };

  return (
    <section data-testid="business-panel">
      <Header as="h3">預設人員</Header>
      <div className="pw-toolbar">
        <div className="pw-toolbar-item">
          <label htmlFor="business-dep">部門</label>
          <DepartmentSelect id="business-dep" flat={flat} filter={(d) => d.rootId === rootId} value={depId} onChange={setDepId} />
        </div>
        <div className="pw-toolbar-item">
          <label htmlFor="business-kind">業務種類</label>
          <Dropdown id="business-kind" selection fluid options={KIND_OPTIONS} value={kind} onChange={(_e, d) => setKind(String(d.value))} />
        </div>
        <div className="pw-toolbar-item">
          <label htmlFor="business-type-filter">類型</label>
          <Dropdown id="business-type-filter" selection fluid options={TYPE_OPTIONS} value={type} onChange={(_e, d) => setType(String(d.value))} />
        </div>
        <div className="pw-toolbar-actions">
          <Button primary icon="add user" content="新增預設人員" disabled={!depId || roles.length === 0} onClick={() => setDialog('new')} />
        </div>
      </div>
      <ListState loading={list.isLoading} error={list.error as Error | undefined} empty={(list.data ?? []).length === 0} emptyText="尚無預設人員" onRetry={() => void list.mutate()}>
        <Table compact celled>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>人員</Table.HeaderCell>
              <Table.HeaderCell>角色</Table.HeaderCell>
              <Table.HeaderCell>種類／類型</Table.HeaderCell>
              <Table.HeaderCell>操作</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(list.data ?? []).map((b) => (
              <Table.Row key={b.id}>
                <Table.Cell data-label="人員">
                  {b.cname}（{b.account}）
                </Table.Cell>
                <Table.Cell data-label="角色">{b.role_name}</Table.Cell>
                <Table.Cell data-label="種類／類型">
                  {b.kind}／{b.type}
                </Table.Cell>
                <Table.Cell data-label="操作" className="pw-actions">
                  <Button size="mini" basic icon="edit" content="編輯" onClick={() => setDialog(b)} />
                  <Button size="mini" basic color="red" icon="remove" content="移除" onClick={() => void remove(b)} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      </ListState>
      {dialog && depId ? (
        <BusinessDialog
          rootId={rootId}
          depId={depId}
          category={category}
          kind={kind}
          roles={roles}
          business={dialog === 'new' ? undefined : dialog}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void list.mutate();
            onChanged();
          }}
        />
      ) : null}
    </section>
  );
}
