/**
 * The personal information page's single-sign-on line: whether this account is bound to a 臺北通／單一登入
 * identity (TPCD_Binding_Status). Binding happens on the sign-in page: sign in through single sign-on once,
 * then with the password. Nothing is shown when the installation has no single sign-on.
 */
import useSWR from 'swr';
import { Header, Label, Segment } from 'semantic-ui-react';
import type { TpcdBindingStatus } from '../../../domain/sso/tpcd-answers';
import { TPCD_LABEL } from '../../../domain/sso/tpcd-messages';
import { formatRocDate } from '../../../domain/roc-date';
import { swrFetcher } from '../../api/client';

/** The binding state of the signed-in account. */
export function TpcdBinding() {
  const status = useSWR<TpcdBindingStatus>('Member/TPCD_Binding_Status', swrFetcher);
  const data = status.data;
  if (!data || (!data.configured && !data.bound)) return null;
  return (
    <Segment data-testid="tpcd-binding">
      <Header as="h3">{TPCD_LABEL}</Header>
      {data.bound ? (
        <p>
          <Label color="green" content="已綁定" />
          {data.bound_at ? <span style={{ marginLeft: 8 }}>綁定日期：{formatRocDate(data.bound_at.slice(0, 10))}</span> : null}
        </p>
      ) : (
        <p>
          <Label content="未綁定" />
          <span style={{ marginLeft: 8 }}>登出後在登入頁以「{TPCD_LABEL}」登入，再以帳號密碼登入即可完成綁定。</span>
        </p>
      )}
    </Segment>
  );
}
