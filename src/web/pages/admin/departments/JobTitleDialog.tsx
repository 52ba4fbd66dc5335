/** Adding or editing a job title: its name and the permission codes it grants. */
import { useState } from 'react';
import { Form } from 'semantic-ui-react';
import type { JobTitleRecord } from '../../../../domain/admin/admin-records';
import { checkRequiredText, NAME_LIMITS } from '../../../../domain/admin/check-required-text';
import { api } from '../../../api/client';
import { fieldError } from '../../../shared/field-error';
import { FormDialog } from '../../../shared/FormDialog';
import { toast } from '../../../shared/toast';
import { useCheckedSubmit } from '../../../shared/use-checked-submit';
import { CodeChecklist } from '../shared/CodeChecklist';

/** The dialog. */
export function JobTitleDialog({ depId, title, onClose, onSaved }: { depId: number; title?: JobTitleRecord; onClose: () => void; onSaved: () => void }) {
  const [name, setName] = useState(title?.preview_name ?? '');
  const [codes, setCodes] = useState<number[]>(title?.preview ?? []);
  const { errors, busy, submit } = useCheckedSubmit(
    () => {
      const problem = checkRequiredText(name, NAME_LIMITS.jobTitle);
      return problem ? { preview_name: problem } : {};
    },
    async () => {
      if (title) await api.patch('Group/Edit_Department_Sub', { id: title.id, preview_name: name.trim(), preview: codes });
      else await api.post('Group/Add_Department_Sub', { dep_id: depId, preview_name: name.trim(), preview: codes });
      toast.success(title ? '修改成功' : '新增成功');
      onSaved();
    },
  );
  return (
    <FormDialog title={title ? '編輯職稱' : '新增職稱'} testId="job-title" busy={busy} onClose={onClose} onSubmit={() => void submit()} closeOnDimmerClick={false} scrolling>
      <Form.Input id="title-name" label="職稱名稱" required value={name} onChange={(_e, d) => setName(String(d.value))} error={fieldError(errors.preview_name)} />
      <Form.Field>
        <label>職稱權限（持有此職稱者可使用的功能）</label>
        <CodeChecklist value={codes} onChange={setCodes} />
      </Form.Field>
    </FormDialog>
  );
}
