/**
 * /signin (登入): account, password and image captcha; a link to request a password-reset mail; the
 * 臺北通／單一登入 button when the server offers single sign-on, and binding a verified single-sign-on
 * identity to the account signed in with the password.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Form, Header, Message, Segment } from 'semantic-ui-react';
import { api } from '../api/client';
import { sessionStore, type SessionUser } from '../api/session-store';
import { useDocumentTitle } from '../app/use-document-title';
import { toast } from '../shared/toast';
import { CaptchaField, useCaptcha } from './CaptchaField';
import { ForgetRequestForm } from './ForgetRequestForm';
import { TpcdSignInPanel } from './TpcdSignInPanel';
import { useTpcdSignIn } from './use-tpcd-sign-in';

type Errors = Partial<Record<'account' | 'authword' | 'captcha', string>>;

/** Where to go after signing in: the page that sent the user here, if it is one of ours. */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/** The sign-in page. */
export default function SignInPage() {
  useDocumentTitle('登入');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const captcha = useCaptcha();
  const [account, setAccount] = useState('');
  const [authword, setAuthword] = useState('');
  const [answer, setAnswer] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [forgot, setForgot] = useState(false);
  const redirect = safeRedirect(params.get('redirect'));
  const enter = useCallback(
    (user: SessionUser, to: string) => {
      sessionStore.set(user);
      toast.success(`${user.name}，歡迎回來`);
      navigate(safeRedirect(to), { replace: true });
    },
    [navigate],
  );
  const sso = useTpcdSignIn(redirect, enter);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    if (!account.trim()) next.account = '欄位必須填寫';
    if (!authword) next.authword = '欄位必須填寫';
    if (!answer.trim()) next.captcha = '欄位必須填寫';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const user = await api.post<SessionUser>('Member/Login_User', { account: account.trim(), authword, captcha: answer.trim(), client: captcha.client });
      sessionStore.set(user);
      // A single-sign-on identity waiting for this sign-in is bound to the account now proven by its password.
      await sso.bindAfterSignIn(user);
      enter(user, redirect);
    } catch {
      // The client already showed the server's message; a captcha is single use, so fetch a new one.
      setAnswer('');
      captcha.refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pw-signin">
      <Segment raised padded>
        <Header as="h1">
          公共工程標案管理平台
          <Header.Subheader>登入</Header.Subheader>
        </Header>
        {forgot ? (
          <ForgetRequestForm onBack={() => setForgot(false)} />
        ) : (
          <>
            {/* Outside the form: Semantic UI hides warning messages inside a form that is not itself in warning. */}
            <TpcdSignInPanel sso={sso} />
            <Form onSubmit={submit} noValidate loading={busy || sso.busy} data-testid="signin-form">
              <Form.Input
                id="account"
                label="帳號"
                required
                autoComplete="username"
                value={account}
                onChange={(_e, d) => setAccount(String(d.value))}
                error={errors.account ? { content: errors.account, pointing: 'above' } : undefined}
              />
              <Form.Input
                id="authword"
                label="密碼"
                type="password"
                required
                autoComplete="current-password"
                value={authword}
                onChange={(_e, d) => setAuthword(String(d.value))}
                error={errors.authword ? { content: errors.authword, pointing: 'above' } : undefined}
              />
              <CaptchaField value={answer} onChange={setAnswer} src={captcha.src} onRefresh={captcha.refresh} error={errors.captcha} />
              <Button primary fluid size="large" type="submit" content="登入" style={{ marginTop: 16 }} />
              <Message size="small" style={{ marginTop: 12 }}>
                忘記密碼？
                <Button type="button" basic compact size="mini" style={{ marginLeft: 8 }} onClick={() => setForgot(true)} content="以電子信箱重設密碼" />
              </Message>
            </Form>
          </>
        )}
      </Segment>
    </div>
  );
}
