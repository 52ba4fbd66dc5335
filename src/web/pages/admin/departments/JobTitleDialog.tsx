/** Adding or editing a job title: its name and the permission codes it grants. */
import { useState } from 'react';
import { Button, Form, Modal } from 'semantic-ui-react';
import type { JobTitleRecord } from '../../../../domain/admin/admin-records';
import { rangeMessage, requiredMessage } from '../../../../domain/form-messages';
import { api } from '../../../api/client';
import { toast } from '../../../shared/toast';
import { CodeChecklist } from '../shared/CodeChecklist';
import { fieldError, serverFieldErrors } from '../../../shared/field-error';

/** The dialog. */
export function JobTitleDialog({ depId, title, onClose, onSaved }: { depId: number; title?: JobTitleRecord; onClose: () => void; onSaved: () => void }) {
  const [name, setName] = useState(title?.preview_name ?? '');
  const [codes, setCodes] = useState<number[]>(title?.preview ?? []);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const text = name.trim();
    const next = { preview_name: !text ? requiredMessage() : text.length > 50 ? rangeMessage(1, 50) : undefined };
    setErrors(next);
    if (next.preview_name) return;
    setBusy(true);
    try {
      if (title) await api.patch('Group/Edit_Department_Sub', { id: title.id, preview_name: text, preview: codes });
      else await api.post('Group/Add_Department_Sub', { dep_id: depId, preview_name: text, preview: codes });
      toast.success(title ? '修改成功' : '新增成功');
      onSaved();
    } catch (e) {
      setErrors((old) => ({ ...old, ...serverFieldErrors(e) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open size="small" onClose={onClose} closeOnDimmerClick={false} data-testid="job-title-dialog">
      <Modal.Header>{title ? '編輯職稱' : '新增職稱'}</Modal.Header>
      <Modal.Content scrolling>
        <Form noValidate loading={busy} onSubmit={save}>
          <Form.Input id="title-name" label="職稱名稱" required value={name} onChange={(_e, d) => setName(String(d.value))} error={fieldError(errors.preview_name)} />
          <Form.Field>
            <label>職稱權限（持有此職稱者可使用的功能）</label>
            <CodeChecklist value={codes} onChange={setCodes} />
          </Form.Field>
        </Form>
      </Modal.Content>
      <Modal.Actions>
        <Button basic content="取消" onClick={onClose} />
        <Button primary content="儲存" loading={busy} onClick={save} data-testid="job-title-save" />
      </Modal.Actions>
    </Modal>
  );
}
