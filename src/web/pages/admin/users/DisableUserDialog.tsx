/** Disabling a user (Delete_User): the reason is required and kept with the account. */
import { useState } from 'react';
import { Form } from 'semantic-ui-react';
import type { UserRecord } from '../../../../domain/admin/admin-records';
import { checkRequiredText, DISABLE_REASON_MAX } from '../../../../domain/admin/check-required-text';
import { api } from '../../../api/client';
import { fieldError } from '../../../shared/field-error';
import { FormDialog } from '../../../shared/FormDialog';
import { toast } from '../../../shared/toast';
import { useCheckedSubmit } from '../../../shared/use-checked-submit';

/** The dialog. */
export function DisableUserDialog({ user, onClose, onDone }: { user: UserRecord; onClose: () => void; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const { errors, busy, submit } = useCheckedSubmit(
    () => {
      const problem = checkRequiredText(reason, DISABLE_REASON_MAX);
      return problem ? { state_describe: problem } : {};
    },
    async () => {
      await api.delete('Member/Delete_User', { id: user.id, state_describe: reason.trim() });
      toast.success(`已停用 ${user.account}`);
      onDone();
    },
  );
  return (
    <FormDialog title="停用帳號" testId="disable-user" busy={busy} onClose={onClose} onSubmit={() => void submit()} submitText="停用" negative size="tiny">
      <p>
        停用後「{user.cname}（{user.account}）」將無法登入，目前的登入也會立即失效。
      </p>
      <Form.TextArea id="disable-reason" label="停用原因" required rows={3} value={reason} onChange={(_e, d) => setReason(String(d.value))} error={fieldError(errors.state_describe)} />
    </FormDialog>
  );
}
