/** An administrator sets another user's password (Edit_Authword allows a holder of code 37). */
import { useState } from 'react';
import { Button, Form, Modal } from 'semantic-ui-react';
import { checkNewPassword } from '../../../../domain/access/password-policy';
import type { UserRecord } from '../../../../domain/admin/admin-records';
import { api } from '../../../api/client';
import { toast } from '../../../shared/toast';
import { NewPasswordFields } from '../../NewPasswordFields';

/** The dialog. */
export function ResetPasswordDialog({ user, onClose }: { user: UserRecord; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const reason = checkNewPassword(password, confirm);
    setError(reason);
    if (reason) return;
    setBusy(true);
    try {
      await api.patch('Member/Edit_Authword', { id: user.id, new_authword: password, check_authword: confirm });
      toast.success(`已重設 ${user.account} 的密碼`);
      onClose();
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open size="tiny" onClose={onClose} data-testid="reset-password-dialog">
      <Modal.Header>重設密碼：{user.cname}（{user.account}）</Modal.Header>
      <Modal.Content>
        <Form noValidate onSubmit={submit}>
          <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} error={error} />
        </Form>
      </Modal.Content>
      <Modal.Actions>
        <Button basic content="取消" onClick={onClose} />
        <Button primary content="重設密碼" loading={busy} onClick={submit} />
      </Modal.Actions>
    </Modal>
  );
}
