/** The accounts bound to the signed-in one (same identity), with a switch that needs no new sign-in. */
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import { Button, Header, Label, Table } from 'semantic-ui-react';
import type { BoundAccount } from '../../../domain/admin/admin-records';
import { api, swrFetcher } from '../../api/client';
import { sessionStore, type SessionUser } from '../../api/session-store';
import { confirmDialog } from '../../shared/dialogs';
import { toast } from '../../shared/toast';
import { ListState } from '../../shared/ListState';

/** The list and its switch buttons. */
export function BoundAccounts() {
  const navigate = useNavigate();
  const list = useSWR<BoundAccount[]>(['Member/Get_Binding_Accounts', {}], swrFetcher);
  const others = (list.data ?? []).filter((a) => !a.current);
  const switchTo = async (a: BoundAccount) => {
    if (!(await confirmDialog(`切換為「${a.cname}（${a.account}）」？目前帳號將登出。`, { okText: '切換' }))) return;
    try {
      const user = await api.post<SessionUser>('Member/Login_Account_Binding', { member_id: a.id });
      sessionStore.set(user);
      toast.success(`已切換為 ${user.name}`);
      navigate('/', { replace: true });
    } catch {
      // Shown by the client.
    }
  };
  return (
    <section data-testid="bound-accounts">
      <Header as="h3">
        綁定帳號
        <Header.Subheader>同一人的多個帳號可直接切換，不需重新登入。</Header.Subheader>
      </Header>
      <ListState loading={list.isLoading} error={list.error as Error | undefined} empty={others.length === 0} emptyText="目前沒有其他綁定的帳號" compact onRetry={() => void list.mutate()}>
        <Table compact celled unstackable>
          <Table.Body>
            {(list.data ?? []).map((a) => (
              <Table.Row key={a.id}>
                <Table.Cell>
                  {a.cname}（{a.account}）
                  <br />
                  <span className="pw-muted">
                    {a.depname ?? '—'}｜{a.basefrom === 'GOV' ? '機關' : '廠商'}
                  </span>
                </Table.Cell>
                <Table.Cell collapsing>{a.current ? <Label color="blue" content="目前帳號" /> : <Button size="small" primary icon="exchange" content="切換" onClick={() => void switchTo(a)} />}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      </ListState>
    </section>
  );
}
