/** The roles of one agency and category: add by name, rename, delete (refused while people hold the role). */
import { useState } from 'react';
import type { KeyedMutator } from 'swr';
import { Button, Form, Header, Input, Table } from 'semantic-ui-react';
import type { RoleRecord } from '../../../../domain/admin/admin-records';
import { checkRequiredText, NAME_LIMITS } from '../../../../domain/admin/check-required-text';
import { api } from '../../../api/client';
import { confirmDialog } from '../../../shared/dialogs';
import { FieldErrorLabel } from '../../../shared/FieldErrorLabel';
import { fieldError } from '../../../shared/field-error';
import { toast } from '../../../shared/toast';
import { ListState } from '../../../shared/ListState';

/** Props of RoleListPanel. */
export interface RoleListPanelProps {
  rootId: number;
  category: string;
  roles: RoleRecord[] | undefined;
  loading: boolean;
  error?: Error;
  refresh: KeyedMutator<RoleRecord[]>;
}

const checkName = (name: string) => checkRequiredText(name, NAME_LIMITS.role);

/** The panel. */
export function RoleListPanel({ rootId, category, roles, loading, error, refresh }: RoleListPanelProps) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ role: RoleRecord; name: string; error: string | null } | null>(null);

  const add = async () => {
    const problem = checkName(name);
    setNameError(problem);
    if (problem) return;
    try {
      await api.post('Group/Add_Authorization_Role', { data: [{ dep_id: rootId, category, preview: name.trim(), sort: roles?.length ?? 0 }] });
      toast.success('新增成功');
      setName('');
      await refresh();
    } catch {
      // Shown by the client.
    }
  };
  const rename = async () => {
    if (!renaming) return;
    const problem = checkName(renaming.name);
    if (problem) return setRenaming({ ...renaming, error: problem });
    try {
      await api.post('Group/Edit_Authorization_Role', { roleID: renaming.role.roleID, preview: renaming.name.trim() });
      toast.success('修改成功');
      setRenaming(null);
      await refresh();
    } catch {
      // Shown by the client.
    }
  };
  const remove = async (role: RoleRecord) => {
    if (!(await confirmDialog(`確定刪除角色「${role.preview}」？`, { okText: '刪除' }))) return;
    try {
      await api.delete('Group/Delete_Authorization_Role', { roleID: role.roleID });
      toast.success('刪除成功');
      await refresh();
    } catch {
      // Shown by the client (e.g. people still hold the role).
    }
  };

  return (
    <section data-testid="role-list">
      <Header as="h3">角色</Header>
      <Form className="pw-toolbar" onSubmit={add} noValidate>
        <Form.Field className="pw-toolbar-item" error={Boolean(nameError)}>
          <label htmlFor="role-name">新增角色</label>
          <Input id="role-name" fluid placeholder={`例：承辦人（${category}）`} value={name} onChange={(_e, d) => setName(String(d.value))} />
          <FieldErrorLabel message={nameError} />
        </Form.Field>
        <div className="pw-toolbar-actions">
          <Button type="submit" primary icon="add" content="新增角色" />
        </div>
      </Form>
      <ListState loading={loading} error={error} empty={(roles ?? []).length === 0} emptyText={`「${category}」尚無角色`} compact onRetry={() => void refresh()}>
        <Table compact celled unstackable>
          <Table.Body>
            {(roles ?? []).map((r) => (
              <Table.Row key={r.roleID}>
                <Table.Cell>
                  {renaming?.role.roleID === r.roleID ? (
                    <Form onSubmit={rename} noValidate>
                      <Form.Input aria-label="角色名稱" size="small" value={renaming.name} onChange={(_e, d) => setRenaming({ ...renaming, name: String(d.value), error: null })} error={fieldError(renaming.error)} />
                    </Form>
                  ) : (
                    r.preview
                  )}
                </Table.Cell>
                <Table.Cell collapsing className="pw-nowrap">
                  {renaming?.role.roleID === r.roleID ? (
                    <>
                      <Button size="mini" primary content="儲存" onClick={() => void rename()} />
                      <Button size="mini" basic content="取消" onClick={() => setRenaming(null)} />
                    </>
                  ) : (
                    <>
                      <Button size="mini" basic icon="edit" content="更名" onClick={() => setRenaming({ role: r, name: r.preview, error: null })} />
                      <Button size="mini" basic color="red" icon="trash" content="刪除" onClick={() => void remove(r)} />
                    </>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      </ListState>
    </section>
  );
}
