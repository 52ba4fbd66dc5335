/** An administrator sets another user's password (Edit_Authword allows a holder of code 37). */
import { useState } from 'react';
import { checkNewPassword } from '../../../../domain/access/password-policy';
import type { UserRecord } from '../../../../domain/admin/admin-records';
import { api } from '../../../api/client';
import { FormDialog } from '../../../shared/FormDialog';
import { toast } from '../../../shared/toast';
import { useCheckedSubmit } from '../../../shared/use-checked-submit';
import { NewPasswordFields } from '../../NewPasswordFields';

/** The dialog. */
export function ResetPasswordDialog({ user, onClose }: { user: UserRecord; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, busy, submit } = useCheckedSubmit(
    () => {
      const reason = checkNewPassword(password, confirm);
      return reason ? { new_authword: reason } : {};
    },
    async () => {
      await api.patch('Member/Edit_Authword', { id: user.id, new_authword: password, check_authword: confirm });
      toast.success(`已重設 ${user.account} 的密碼`);
      onClose();
    },
  );
  return (
    <FormDialog title={`重設密碼：${user.cname}（${user.account}）`} testId="reset-password" busy={busy} onClose={onClose} onSubmit={() => void submit()} submitText="重設密碼" size="tiny">
      <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} error={errors.new_authword} />
    </FormDialog>
  );
}
