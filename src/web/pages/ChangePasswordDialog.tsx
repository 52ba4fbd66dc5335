/** Change the own password: the current one, then the new one twice. */
import { useState } from 'react';
import { Button, Form, Modal } from 'semantic-ui-react';
import { checkNewPassword } from '../../domain/access/password-policy';
import { api } from '../api/client';
import type { SessionUser } from '../api/session-store';
import { toast } from '../shared/toast';
import { NewPasswordFields } from './NewPasswordFields';

/** The dialog, opened from the user menu. */
export function ChangePasswordDialog({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ current?: string; confirm?: string | null }>({});
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const next = { current: current ? undefined : '欄位必須填寫', confirm: checkNewPassword(password, confirm) };
    setErrors(next);
    if (next.current || next.confirm) return;
    setBusy(true);
    try {
      await api.patch('Member/Edit_Authword', { id: Number(user.userID), authword: current, new_authword: password, check_authword: confirm });
      toast.success('密碼已變更');
      onClose();
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open size="tiny" onClose={onClose} data-testid="change-password-dialog">
      <Modal.Header>變更密碼</Modal.Header>
      <Modal.Content>
        <Form noValidate loading={busy} onSubmit={save}>
          <Form.Input
            id="current-authword"
            label="目前密碼"
            type="password"
            required
            autoComplete="current-password"
            value={current}
            onChange={(_e, d) => setCurrent(String(d.value))}
            error={errors.current ? { content: errors.current, pointing: 'above' } : undefined}
          />
          <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} error={errors.confirm} />
        </Form>
      </Modal.Content>
      <Modal.Actions>
        <Button basic content="取消" onClick={onClose} />
        <Button primary content="變更密碼" onClick={save} loading={busy} />
      </Modal.Actions>
    </Modal>
  );
}
