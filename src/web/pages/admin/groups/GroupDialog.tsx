/** Adding or editing a department group: its name, its permission codes (by name and code) and its members. */
import { useState } from 'react';
import { Button, Dropdown, Form, List } from 'semantic-ui-react';
import type { GroupMemberRecord, GroupRecord } from '../../../../domain/admin/admin-records';
import { checkRequiredText, NAME_LIMITS } from '../../../../domain/admin/check-required-text';
import { api } from '../../../api/client';
import { fieldError } from '../../../shared/field-error';
import { FormDialog } from '../../../shared/FormDialog';
import { toast } from '../../../shared/toast';
import { useCheckedSubmit } from '../../../shared/use-checked-submit';
import { CodeChecklist } from '../shared/CodeChecklist';
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
  const people = usePeopleUnder(rootId);
  const options = (people.data ?? [])
    .filter((p) => !members.some((m) => m.id === p.id))
    .map((p) => ({ key: p.id, value: p.id, text: `${p.cname}（${p.account}）`, description: p.depname ?? '' }));

  const { errors, busy, submit } = useCheckedSubmit(
    () => {
      const problem = checkRequiredText(name, NAME_LIMITS.group);
      return problem ? { group_name: problem } : {};
    },
    async () => {
      const body = { dep_id: depId, group_name: name.trim(), system_permission: codes, member_ids: members.map((m) => m.id) };
      if (group) await api.patch('Group/Edit_Department_Group', { ...body, group_id: group.group_id });
      else await api.post('Group/Add_Department_Group', body);
      toast.success(group ? '修改成功' : '新增成功');
      onSaved();
    },
  );

  return (
    <FormDialog title={group ? '編輯群組' : '新增群組'} testId="group" busy={busy} onClose={onClose} onSubmit={() => void submit()} closeOnDimmerClick={false} scrolling>
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
    </FormDialog>
  );
}
