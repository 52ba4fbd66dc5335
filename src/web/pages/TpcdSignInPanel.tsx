/** The sign-in page's single-sign-on part: the 臺北通／單一登入 button, a failed return, and the "not bound" notice. */
import { Button, Divider, Message } from 'semantic-ui-react';
import { TPCD_LABEL, TPCD_NOT_BOUND } from '../../domain/sso/tpcd-messages';
import type { TpcdSignIn } from './use-tpcd-sign-in';

/** Shown above the password form. */
export function TpcdSignInPanel({ sso }: { sso: TpcdSignIn }) {
  if (!sso.configured && !sso.ticket && !sso.error) return null;
  return (
    <div data-testid="tpcd-panel" style={{ marginBottom: 16 }}>
      {sso.error ? <Message negative size="small" content={sso.error} data-testid="tpcd-error" /> : null}
      {sso.ticket ? (
        <Message warning size="small" data-testid="tpcd-not-bound">
          <Message.Header>{TPCD_NOT_BOUND}</Message.Header>
          <p>
            單一登入身分：{sso.ticket.name || '（未提供姓名）'}
            <Button type="button" basic compact size="mini" style={{ marginLeft: 8 }} content="不綁定" onClick={sso.forgetTicket} />
          </p>
        </Message>
      ) : sso.configured ? (
        <>
          <Button type="button" fluid size="large" color="teal" icon="id card" content={TPCD_LABEL} loading={sso.busy} disabled={sso.busy} onClick={() => void sso.start().catch(() => undefined)} data-testid="tpcd-button" />
          <Divider horizontal>或以帳號密碼登入</Divider>
        </>
      ) : null}
    </div>
  );
}
