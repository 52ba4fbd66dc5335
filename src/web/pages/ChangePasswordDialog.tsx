/** Change the own password: the current one, then the new one twice. */
import { useState } from 'react';
import { Form } from 'semantic-ui-react';
import { checkNewPassword } from '../../domain/access/password-policy';
import { requiredMessage } from '../../domain/form-messages';
import { api } from '../api/client';
import type { SessionUser } from '../api/session-store';
import { fieldError } from '../shared/field-error';
import { FormDialog } from '../shared/FormDialog';
import { toast } from '../shared/toast';
import { useCheckedSubmit } from '../shared/use-checked-submit';
import { NewPasswordFields } from './NewPasswordFields';

/** The dialog, opened from the user menu. */
export function ChangePasswordDialog({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  const { errors, busy, submit } = useCheckedSubmit(
    () => {
      const reason = checkNewPassword(password, confirm);
      return { ...(current ? {} : { authword: requiredMessage() }), ...(reason ? { new_authword: reason } : {}) };
    },
    async () => {
      await api.patch('Member/Edit_Authword', { id: Number(user.userID), authword: current, new_authword: password, check_authword: confirm });
      toast.success('密碼已變更');
      onClose();
    },
  );

  return (
    <FormDialog title="變更密碼" testId="change-password" busy={busy} onClose={onClose} onSubmit={() => void submit()} submitText="變更密碼" size="tiny">
      <Form.Input
        id="current-authword"
        label="目前密碼"
        type="password"
        required
        autoComplete="current-password"
        value={current}
        onChange={(_e, d) => setCurrent(String(d.value))}
        error={fieldError(errors.authword)}
      />
      <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} error={errors.new_authword} />
    </FormDialog>
  );
}
