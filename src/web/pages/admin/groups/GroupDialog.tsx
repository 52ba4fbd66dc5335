/** Adding or editing a department group: its name, its permission codes (by name and code) and its members. */
import { useState } from 'react';
import { Button, Dropdown, Form, List, Modal } from 'semantic-ui-react';
import type { GroupMemberRecord, GroupRecord } from '../../../../domain/admin/admin-records';
import { rangeMessage, requiredMessage } from '../../../../domain/form-messages';
import { api } from '../../../api/client';
import { toast } from '../../../shared/toast';
import { CodeChecklist } from '../shared/CodeChecklist';
import { fieldError, serverFieldErrors } from '../../../shared/field-error';
import { usePeopleUnder } from './use-people-under';

/** Props of GroupDialog. */
export interface GroupDialogProps {
  depId: number;
  rootId: number;
  group?: GroupRecord;
  onClose: () => void;
  onSaved: () => void;
}

/** The dialog. */
export function GroupDialog({ depId, rootId, group, onClose, onSaved }: GroupDialogProps) {
  const [name, setName] = useState(group?.group_name ?? '');
  const [codes, setCodes] = useState<number[]>(group?.system_permission ?? []);
  const [members, setMembers] = useState<GroupMemberRecord[]>(group?.members ?? []);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const people = usePeopleUnder(rootId);
  const options = (people.data ?? [])
    .filter((p) => !members.some((m) => m.id === p.id))
    .map((p) => ({ key: p.id, value: p.id, text: `${p.cname}（${p.account}）`, description: p.depname ?? '' }));

  const save = async () => {
    const text = name.trim();
    const next = { group_name: !text ? requiredMessage() : text.length > 50 ? rangeMessage(1, 50) : undefined };
    setErrors(next);
    if (next.group_name) return;
    const body = { dep_id: depId, group_name: text, system_permission: codes, member_ids: members.map((m) => m.id) };
    setBusy(true);
    try {
      if (group) await api.patch('Group/Edit_Department_Group', { ...body, group_id: group.group_id });
      else await api.post('Group/Add_Department_Group', body);
      toast.success(group ? '修改成功' : '新增成功');
      onSaved();
    } catch (e) {
      setErrors((old) => ({ ...old, ...serverFieldErrors(e) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open size="small" onClose={onClose} closeOnDimmerClick={false} data-testid="group-dialog">
      <Modal.Header>{group ? '編輯群組' : '新增群組'}</Modal.Header>
      <Modal.Content scrolling>
        <Form noValidate loading={busy} onSubmit={save}>
          <Form.Input id="group-name" label="群組名稱" required value={name} onChange={(_e, d) => setName(String(d.value))} error={fieldError(errors.group_name)} />
          <Form.Field>
            <label>系統權限</label>
            <CodeChecklist value={codes} onChange={setCodes} />
          </Form.Field>
          <Form.Field>
            <label htmlFor="group-add-member">成員</label>
            <Dropdown
              id="group-add-member"
              selection
              search
              fluid
              loading={people.isLoading}
              placeholder="搜尋姓名或帳號以加入成員"
              noResultsMessage="查無人員"
              options={options}
              value=""
              onChange={(_e, d) => {
                const p = people.data?.find((x) => x.id === Number(d.value));
                if (p) setMembers([...members, { id: p.id, account: p.account, cname: p.cname, basefrom: p.basefrom, depname: p.depname, state: p.state }]);
              }}
            />
            {members.length === 0 ? (
              <p className="pw-muted pw-gap-top">尚無成員</p>
            ) : (
              <List divided relaxed data-testid="group-members">
                {members.map((m) => (
                  <List.Item key={m.id}>
                    <List.Content floated="right">
                      <Button type="button" size="mini" basic icon="remove" content="移除" onClick={() => setMembers(members.filter((x) => x.id !== m.id))} />
                    </List.Content>
                    <List.Content>
                      {m.cname}（{m.account}）<span className="pw-muted"> {m.depname}</span>
                    </List.Content>
                  </List.Item>
                ))}
              </List>
            )}
          </Form.Field>
        </Form>
      </Modal.Content>
      <Modal.Actions>
        <Button basic content="取消" onClick={onClose} />
        <Button primary content="儲存" loading={busy} onClick={save} data-testid="group-save" />
      </Modal.Actions>
    </Modal>
  );
}
