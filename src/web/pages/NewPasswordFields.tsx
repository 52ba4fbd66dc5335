/** New password and its confirmation, checked with the same rule as the server. */
import { Form } from 'semantic-ui-react';
import { PASSWORD_MIN_LENGTH } from '../../domain/access/password-policy';

/** The two inputs; errors come from `checkNewPassword`. */
export function NewPasswordFields(props: {
  password: string;
  confirm: string;
  onPassword: (v: string) => void;
  onConfirm: (v: string) => void;
  error?: string | null;
}) {
  return (
    <>
      <Form.Input
        id="new-authword"
        label="新密碼"
        type="password"
        required
        autoComplete="new-password"
        placeholder={`至少 ${PASSWORD_MIN_LENGTH} 碼，含英文字母與數字`}
        value={props.password}
        onChange={(_e, d) => props.onPassword(String(d.value))}
      />
      <Form.Input
        id="check-authword"
        label="確認新密碼"
        type="password"
        required
        autoComplete="new-password"
        value={props.confirm}
        onChange={(_e, d) => props.onConfirm(String(d.value))}
        error={props.error ? { content: props.error, pointing: 'above' } : undefined}
      />
    </>
  );
}
