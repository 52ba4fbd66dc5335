/** /forgetauth: with a token from the mail, set a new password once; without one, request the mail. */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Form, Header, Loader, Message, Segment } from 'semantic-ui-react';
import { checkNewPassword } from '../../domain/access/password-policy';
import { api } from '../api/client';
import { useDocumentTitle } from '../app/use-document-title';
import { ForgetRequestForm } from './ForgetRequestForm';
import { NewPasswordFields } from './NewPasswordFields';

type LinkState = { kind: 'checking' } | { kind: 'valid'; account: string } | { kind: 'invalid'; message: string } | { kind: 'done' };

/** The reset page. */
export default function ForgetAuthPage() {
  useDocumentTitle('重設密碼');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<LinkState>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    api
      .post<{ account: string }>('Member/Check_Reset_Token', { token }, { silent: true })
      .then((d) => setState({ kind: 'valid', account: d.account }))
      .catch((e: Error) => setState({ kind: 'invalid', message: e.message }));
  }, [token]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const reason = checkNewPassword(password, confirm);
    setError(reason);
    if (reason || !token) return;
    setBusy(true);
    try {
      await api.post('Member/Reset_Authword', { token, new_authword: password, check_authword: confirm });
      setState({ kind: 'done' });
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (!token) body = <ForgetRequestForm />;
  else if (state.kind === 'checking') body = <Loader active inline="centered" content="確認連結中…" />;
  else if (state.kind === 'invalid')
    body = (
      <>
        <Message negative content={state.message} />
        <ForgetRequestForm />
      </>
    );
  else if (state.kind === 'done')
    body = (
      <Message positive>
        <Message.Header>密碼已重設</Message.Header>
        <p>
          請以新密碼 <Link to="/signin">重新登入</Link>。
        </p>
      </Message>
    );
  else
    body = (
      <Form onSubmit={submit} noValidate loading={busy} data-testid="reset-form">
        <p>
          帳號：<strong>{state.account}</strong>
        </p>
        <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} error={error} />
        <Button primary type="submit" content="設定新密碼" />
      </Form>
    );

  return (
    <div className="pw-signin">
      <Segment raised padded>
        <Header as="h1">
          重設密碼
          <Header.Subheader>
            <Link to="/signin">返回登入</Link>
          </Header.Subheader>
        </Header>
        {body}
      </Segment>
    </div>
  );
}
