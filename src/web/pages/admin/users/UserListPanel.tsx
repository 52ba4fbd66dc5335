/**
 * One tab of user management: agency (GOV) or company (PUB) users of a department and the units below it,
 * searched by keyword and state, ten per page, with add, edit, password reset, disable and enable.
 */
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { Button, Dropdown, Form, Input, Label, Popup, Table } from 'semantic-ui-react';
import type { Basefrom, UserRecord } from '../../../../domain/admin/admin-records';
import { DEFAULT_PAGE, type PageOf } from '../../../../domain/admin/list-defaults';
import { formatTelList } from '../../../../domain/admin/parse-tel-list';
import { api, swrFetcher } from '../../../api/client';
import { useSessionUser } from '../../../api/session-store';
import { confirmDialog } from '../../../shared/dialogs';
import { toast } from '../../../shared/toast';
import { DepartmentSelect } from '../shared/DepartmentSelect';
import { ListState } from '../../../shared/ListState';
import { Pager } from '../../../shared/Pager';
import { outsideAgencies, type FlatDepartment } from '../shared/use-department-tree';
import { DisableUserDialog } from './DisableUserDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserFormDialog } from './UserFormDialog';

const STATE_OPTIONS = [
  { key: 'all', value: 'all', text: '全部狀態' },
  { key: '1', value: '1', text: '啟用' },
  { key: '0', value: '0', text: '停用' },
];

type Dialog = { kind: 'add' } | { kind: 'edit'; user: UserRecord } | { kind: 'disable'; user: UserRecord } | { kind: 'password'; user: UserRecord } | null;

/** The panel of one origin. */
export function UserListPanel({ origin, flat }: { origin: Basefrom; flat: FlatDepartment[] }) {
  const me = useSessionUser();
  const isCompanyUnit = outsideAgencies(flat);
  const filter = origin === 'PUB' ? isCompanyUnit : undefined;
  const [depId, setDepId] = useState<number | null>(null);
  const [keywordDraft, setKeywordDraft] = useState('');
  const [query, setQuery] = useState({ keyword: '', state: 'all', page: DEFAULT_PAGE });
  const [dialog, setDialog] = useState<Dialog>(null);

  // Start with the administrator's own agency (agency tab) or the first company (company tab).
  useEffect(() => {
    if (depId !== null || flat.length === 0) return;
    const own = flat.find((d) => d.node.id === Number(me?.dep_id));
    const first = origin === 'GOV' ? (own ? own.rootId : flat[0]!.node.id) : flat.find((d) => d.depth === 0 && isCompanyUnit(d))?.node.id;
    if (first !== undefined) setDepId(first);
    // Runs again only when the tree arrives or changes, never on the user's own choice.
  }, [flat]);

  const path = origin === 'GOV' ? 'Member/Search_User_GOV_List_NEW' : 'Member/Search_User_PUB_List_NEW';
  const body = { dep_id: depId, Keyword: query.keyword || null, page: query.page, ...(query.state === 'all' ? {} : { state: Number(query.state) }) };
  const list = useSWR<PageOf<UserRecord>>(depId ? [path, body] : null, swrFetcher);
  const rows = list.data?.list ?? [];

  const enable = async (user: UserRecord) => {
    if (!(await confirmDialog(`確定啟用「${user.cname}（${user.account}）」？`))) return;
    try {
      await api.post('Member/Enable_User', { id: user.id });
      toast.success(`已啟用 ${user.account}`);
      await list.mutate();
    } catch {
      // Shown by the client.
    }
  };

  return (
    <div data-testid={`user-panel-${origin}`}>
      <Form className="pw-toolbar" onSubmit={() => setQuery({ ...query, keyword: keywordDraft.trim(), page: DEFAULT_PAGE })}>
        <div className="pw-toolbar-item">
          <label htmlFor={`user-filter-dep-${origin}`}>{origin === 'GOV' ? '部門' : '廠商'}</label>
          <DepartmentSelect
            id={`user-filter-dep-${origin}`}
            flat={flat}
            filter={filter}
            value={depId}
            onChange={(id) => {
              setDepId(id);
              setQuery({ ...query, page: DEFAULT_PAGE });
            }}
          />
        </div>
        <div className="pw-toolbar-item">
          <label htmlFor={`user-filter-keyword-${origin}`}>關鍵字</label>
          <Input id={`user-filter-keyword-${origin}`} fluid placeholder="帳號、姓名或電子信箱" value={keywordDraft} onChange={(_e, d) => setKeywordDraft(String(d.value))} />
        </div>
        <div className="pw-toolbar-item">
          <label htmlFor={`user-filter-state-${origin}`}>狀態</label>
          <Dropdown id={`user-filter-state-${origin}`} selection fluid options={STATE_OPTIONS} value={query.state} onChange={(_e, d) => setQuery({ ...query, state: String(d.value), page: DEFAULT_PAGE })} />
        </div>
        <div className="pw-toolbar-actions">
          <Button type="submit" icon="search" content="查詢" />
          <Button type="button" primary icon="add user" content="新增使用者" onClick={() => setDialog({ kind: 'add' })} data-testid={`add-user-${origin}`} />
        </div>
      </Form>

      <ListState loading={list.isLoading} error={list.error as Error | undefined} empty={!depId || rows.length === 0} emptyText={depId ? '查無使用者' : '請先選擇部門'} onRetry={() => void list.mutate()}>
        <Table compact celled selectable>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>帳號</Table.HeaderCell>
              <Table.HeaderCell>姓名</Table.HeaderCell>
              <Table.HeaderCell>部門／職稱</Table.HeaderCell>
              <Table.HeaderCell>電子信箱</Table.HeaderCell>
              <Table.HeaderCell>電話</Table.HeaderCell>
              <Table.HeaderCell>狀態</Table.HeaderCell>
              <Table.HeaderCell>操作</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((u) => (
              <Table.Row key={u.id} data-account={u.account}>
                <Table.Cell data-label="帳號">{u.account}</Table.Cell>
                <Table.Cell data-label="姓名" className="pw-nowrap">{u.cname}</Table.Cell>
                <Table.Cell data-label="部門／職稱">
                  {u.depname}
                  <br />
                  <span className="pw-muted">{u.preview_name}</span>
                </Table.Cell>
                <Table.Cell data-label="電子信箱">{u.email}</Table.Cell>
                <Table.Cell data-label="電話">{formatTelList(u.tel)}</Table.Cell>
                <Table.Cell data-label="狀態" collapsing>
                  {u.state === 1 ? (
                    <Label color="green" size="small" content="啟用" />
                  ) : (
                    <Popup content={`停用原因：${u.state_describe || '—'}`} trigger={<Label color="grey" size="small" content="停用" />} />
                  )}
                </Table.Cell>
                <Table.Cell data-label="操作" className="pw-actions">
                  <Button size="mini" basic icon="edit" content="編輯" onClick={() => setDialog({ kind: 'edit', user: u })} />
                  <Button size="mini" basic icon="key" content="重設密碼" onClick={() => setDialog({ kind: 'password', user: u })} />
                  {u.state === 1 ? (
                    <Button size="mini" basic color="red" icon="ban" content="停用" disabled={u.id === Number(me?.userID)} onClick={() => setDialog({ kind: 'disable', user: u })} />
                  ) : (
                    <Button size="mini" basic color="green" icon="check" content="啟用" onClick={() => void enable(u)} />
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
        <Pager page={query.page} totalPages={list.data?.totalPages ?? 1} total={list.data?.total ?? 0} onPage={(page) => setQuery({ ...query, page })} />
      </ListState>

      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <UserFormDialog
          origin={origin}
          user={dialog.kind === 'edit' ? dialog.user : undefined}
          defaultDepId={depId}
          flat={flat}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void list.mutate();
          }}
        />
      ) : null}
      {dialog?.kind === 'disable' ? (
        <DisableUserDialog
          user={dialog.user}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            void list.mutate();
          }}
        />
      ) : null}
      {dialog?.kind === 'password' ? <ResetPasswordDialog user={dialog.user} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
