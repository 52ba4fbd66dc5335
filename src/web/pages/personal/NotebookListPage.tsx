/** /personalNotebook (82): the caller's notes, searched by keyword and date range, ten per page; create, view, edit, delete. */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import useSWR from 'swr';
import { Button, Checkbox, Form, Header, Input, Table } from 'semantic-ui-react';
import type { NoteSummary } from '../../../domain/admin/admin-records';
import { DEFAULT_PAGE, type PageOf } from '../../../domain/admin/list-defaults';
import { formatRocDateTime } from '../../../domain/roc-date';
import { api, swrFetcher } from '../../api/client';
import { useSessionUser } from '../../api/session-store';
import { useDocumentTitle } from '../../app/use-document-title';
import { confirmDialog } from '../../shared/dialogs';
import { RocDateRangePicker } from '../../shared/RocDatePicker';
import { toast } from '../../shared/toast';
import { ListState } from '../../shared/ListState';
import { Pager } from '../../shared/Pager';
import '../admin/admin.css';

/** The notebook list. */
export default function NotebookListPage() {
  useDocumentTitle('個人記事本');
  const me = useSessionUser();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const [query, setQuery] = useState({ keyword: '', start: '', end: '', page: DEFAULT_PAGE });
  const [chosen, setChosen] = useState<number[]>([]);
  const body = { auth_id: Number(me?.userID), page: query.page, keyword: query.keyword, date_range_start: query.start, date_range_end: query.end };
  const list = useSWR<PageOf<NoteSummary>>(['Member/Search_Personal_Notebook', body], swrFetcher);
  const rows = list.data?.list ?? [];
  const filtered = Boolean(query.keyword || query.start || query.end);

  const search = () => {
    setChosen([]);
    setQuery({ keyword: keyword.trim(), start: range[0] ?? '', end: range[1] ?? '', page: DEFAULT_PAGE });
  };
  const removeChosen = async () => {
    if (!(await confirmDialog(`確定刪除所選的 ${chosen.length} 則記事？`, { okText: '刪除' }))) return;
    try {
      await api.post('Member/Delete_Personal_Notebook', { note_id: chosen });
      toast.success('刪除成功');
      setChosen([]);
      await list.mutate();
    } catch {
      // Shown by the client.
    }
  };

  return (
    <div className="pw-admin" data-testid="notebook-list">
      <div className="pw-page-header">
        <Header as="h2">個人記事本</Header>
        <Button primary icon="add" content="新增記事" onClick={() => navigate('/personalNotebook/create')} data-testid="add-note" />
      </div>
      <Form className="pw-toolbar" onSubmit={search}>
        <div className="pw-toolbar-item">
          <label htmlFor="note-keyword">關鍵字</label>
          <Input id="note-keyword" fluid placeholder="標題或內容" value={keyword} onChange={(_e, d) => setKeyword(String(d.value))} />
        </div>
        <div className="pw-toolbar-item pw-toolbar-wide">
          <label>建立日期</label>
          <RocDateRangePicker value={range} onChange={setRange} />
        </div>
        <div className="pw-toolbar-actions">
          <Button type="submit" icon="search" content="查詢" />
          <Button type="button" basic color="red" icon="trash" content={`刪除所選（${chosen.length}）`} disabled={chosen.length === 0} onClick={() => void removeChosen()} />
        </div>
      </Form>
      <ListState loading={list.isLoading} error={list.error as Error | undefined} empty={rows.length === 0} emptyText={filtered ? '查無符合條件的記事' : '尚無記事，按「新增記事」開始記錄'} onRetry={() => void list.mutate()}>
        <Table compact celled selectable>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell collapsing>選取</Table.HeaderCell>
              <Table.HeaderCell>標題</Table.HeaderCell>
              <Table.HeaderCell>建立時間</Table.HeaderCell>
              <Table.HeaderCell>更新時間</Table.HeaderCell>
              <Table.HeaderCell>操作</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((n) => (
              <Table.Row key={n.note_id}>
                <Table.Cell data-label="選取" collapsing>
                  <Checkbox aria-label={`選取 ${n.title}`} checked={chosen.includes(n.note_id)} onChange={(_e, d) => setChosen(d.checked ? [...chosen, n.note_id] : chosen.filter((x) => x !== n.note_id))} />
                </Table.Cell>
                <Table.Cell data-label="標題" className="pw-break">
                  <Link to={`/personalNotebook/view/${n.note_id}`}>{n.title}</Link>
                </Table.Cell>
                <Table.Cell data-label="建立時間">{formatRocDateTime(new Date(n.created_at))}</Table.Cell>
                <Table.Cell data-label="更新時間">{formatRocDateTime(new Date(n.updated_at))}</Table.Cell>
                <Table.Cell data-label="操作" className="pw-actions">
                  <Button size="mini" basic icon="edit" content="編輯" onClick={() => navigate(`/personalNotebook/edit/${n.note_id}`)} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
        <Pager page={query.page} totalPages={list.data?.totalPages ?? 1} total={list.data?.total ?? 0} onPage={(page) => setQuery({ ...query, page })} />
      </ListState>
    </div>
  );
}
