/** Disabling a user (Delete_User): the reason is required and kept with the account. */
import { useState } from 'react';
import { Button, Form, Modal } from 'semantic-ui-react';
import type { UserRecord } from '../../../../domain/admin/admin-records';
import { requiredMessage } from '../../../../domain/form-messages';
import { api } from '../../../api/client';
import { toast } from '../../../shared/toast';
import { fieldError } from '../../../shared/field-error';

/** The dialog. */
export function DisableUserDialog({ user, onClose, onDone }: { user: UserRecord; onClose: () => void; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const text = reason.trim();
    if (!text) return setError(requiredMessage());
    if (text.length > 200) return setError('字串限制在1~200');
    setBusy(true);
    try {
      await api.delete('Member/Delete_User', { id: user.id, state_describe: text });
      toast.success(`已停用 ${user.account}`);
      onDone();
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open size="tiny" onClose={onClose} data-testid="disable-user-dialog">
      <Modal.Header>停用帳號</Modal.Header>
      <Modal.Content>
        <p>
          停用後「{user.cname}（{user.account}）」將無法登入，目前的登入也會立即失效。
        </p>
        <Form noValidate onSubmit={submit}>
          <Form.TextArea id="disable-reason" label="停用原因" required rows={3} value={reason} onChange={(_e, d) => setReason(String(d.value))} error={fieldError(error)} />
        </Form>
      </Modal.Content>
      <Modal.Actions>
        <Button basic content="取消" onClick={onClose} />
        <Button negative content="停用" loading={busy} onClick={submit} data-testid="disable-user-confirm" />
      </Modal.Actions>
    </Modal>
  );
}
