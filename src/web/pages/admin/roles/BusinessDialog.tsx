/** Assigning a person to a role as default personnel (add), or changing the role and type of an assignment (edit). */
import { useState } from 'react';
import { Dropdown, Form } from 'semantic-ui-react';
import type { BusinessRecord, RoleRecord } from '../../../../domain/admin/admin-records';
import { BUSINESS_TYPES } from '../../../../domain/admin/authorization-options';
import { requiredMessage } from '../../../../domain/form-messages';
import { api } from '../../../api/client';
import { FieldErrorLabel } from '../../../shared/FieldErrorLabel';
import { FormDialog } from '../../../shared/FormDialog';
import { toast } from '../../../shared/toast';
import { useCheckedSubmit } from '../../../shared/use-checked-submit';
import { usePeopleUnder } from '../groups/use-people-under';

/** Props of BusinessDialog. */
export interface BusinessDialogProps {
  rootId: number;
  depId: number;
  category: string;
  kind: string;
  roles: RoleRecord[];
  business?: BusinessRecord;
  onClose: () => void;
  onSaved: () => void;
}

const TYPE_OPTIONS = BUSINESS_TYPES.map((t) => ({ key: t, value: t, text: t }));

/** The dialog. */
export function BusinessDialog({ rootId, depId, category, kind, roles, business, onClose, onSaved }: BusinessDialogProps) {
  const [roleId, setRoleId] = useState<number | null>(business?.roleID ?? roles[0]?.roleID ?? null);
  const [type, setType] = useState(business?.type ?? BUSINESS_TYPES[0]!);
  const [authId, setAuthId] = useState<number | null>(business?.auth_id ?? null);
  const people = usePeopleUnder(business ? null : rootId);
  const personOptions = (people.data ?? []).map((p) => ({ key: p.id, value: p.id, text: `${p.cname}（${p.account}）`, description: p.depname ?? '' }));
  const roleOptions = roles.map((r) => ({ key: r.roleID, value: r.roleID, text: r.preview }));

  const { errors, busy, submit } = useCheckedSubmit(
    () => ({
      ...(roleId ? {} : { roleID: requiredMessage('change') }),
      ...(business || authId ? {} : { auth_id: requiredMessage('change') }),
    }),
    async () => {
      if (business) await api.patch('Group/Edit_Authorization_Business', { id: business.id, roleID: roleId, type });
      else await api.post('Group/Add_Authorization_Business', { data: [{ dep_id: depId, category, kind, type, roleID: roleId, auth_id: authId }] });
      toast.success(business ? '修改成功' : '新增成功');
      onSaved();
    },
  );

  return (
    <FormDialog title={business ? `編輯指派：${business.cname}` : '新增預設人員'} testId="business" busy={busy} onClose={onClose} onSubmit={() => void submit()} size="tiny" closeOnDimmerClick={false}>
      {business ? null : (
        <Form.Field required error={Boolean(errors.auth_id)}>
          <label htmlFor="business-person">人員</label>
          <Dropdown id="business-person" selection search fluid loading={people.isLoading} placeholder="搜尋姓名或帳號" noResultsMessage="查無人員" options={personOptions} value={authId ?? ''} onChange={(_e, d) => setAuthId(Number(d.value))} />
          <FieldErrorLabel message={errors.auth_id} />
        </Form.Field>
      )}
      <Form.Field required error={Boolean(errors.roleID)}>
        <label htmlFor="business-role">角色</label>
        <Dropdown id="business-role" selection fluid placeholder={roles.length ? '請選擇角色' : '請先新增角色'} options={roleOptions} value={roleId ?? ''} onChange={(_e, d) => setRoleId(Number(d.value))} />
        <FieldErrorLabel message={errors.roleID} />
      </Form.Field>
      <Form.Field>
        <label htmlFor="business-type">類型</label>
        <Dropdown id="business-type" selection fluid options={TYPE_OPTIONS} value={type} onChange={(_e, d) => setType(String(d.value))} />
      </Form.Field>
    </FormDialog>
  );
}
