/** Asks for a password-reset mail: account and the e-mail on file. */
import { useState, type FormEvent } from 'react';
import { Button, Form, Message } from 'semantic-ui-react';
import { api } from '../api/client';

/** The request form; `onBack` returns to sign-in. */
export function ForgetRequestForm({ onBack }: { onBack?: () => void }) {
  const [account, setAccount] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ account?: string; email?: string }>({});
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!account.trim()) next.account = '欄位必須填寫';
    if (!email.trim()) next.email = '欄位必須填寫';
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) next.email = '不是信箱格式';
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      await api.post('Member/Forget_Send_Email', { account: account.trim(), email: email.trim(), url: `${window.location.origin}/forgetauth` });
      setSent('若帳號與電子信箱相符，重設密碼連結已寄至該信箱，請於 30 分鐘內完成重設。');
    } catch {
      // The client has shown the reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate loading={busy} success={Boolean(sent)} data-testid="forget-form">
      <p>請輸入帳號與註冊的電子信箱，系統將寄送重設密碼連結。</p>
      <Form.Input id="forget-account" label="帳號" required value={account} onChange={(_e, d) => setAccount(String(d.value))} error={errors.account ? { content: errors.account, pointing: 'above' } : undefined} />
      <Form.Input id="forget-email" label="電子信箱" type="email" required value={email} onChange={(_e, d) => setEmail(String(d.value))} error={errors.email ? { content: errors.email, pointing: 'above' } : undefined} />
      <Message success content={sent ?? ''} />
      <Button primary type="submit" content="寄送重設連結" />
      {onBack && <Button type="button" basic content="返回登入" onClick={onBack} />}
    </Form>
  );
}
