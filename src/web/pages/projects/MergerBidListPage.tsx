/** /BiddingAward/MergerBid/mergerBidList (25): merged tenders with their projects and merge numbers; merge and undo. */
import Decimal from 'decimal.js';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, Header, Input, Table } from 'semantic-ui-react';
import { pageWindow, toPage } from '../../../domain/admin/list-defaults';
import type { MergedTenderRecord } from '../../../domain/projects/project-records';
import { api } from '../../api/client';
import { useSessionUser } from '../../api/session-store';
import { useDocumentTitle } from '../../app/use-document-title';
import { PagedList } from '../../shared/PagedList';
import { confirmAndRun } from '../../shared/confirm-and-run';
import { detailPath } from './BidManageListPage';
import { MergeDialog } from './MergeDialog';
import { money, rocDate } from './shared/format';
import { useGet } from '../../shared/use-post';
import './shared/projects.css';

/** The merged-tender screen. */
export default function MergerBidListPage() {
  useDocumentTitle('併案標案列表');
  const user = useSessionUser();
  const list = useGet<MergedTenderRecord[]>('BFB/getmargeid');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const agency = user?.basefrom === 'GOV' && user?.supervise !== '1';

  const rows = useMemo(() => {
    const k = keyword.trim();
    return (list.data ?? []).filter((m) => !k || m.merge_num.includes(k) || m.name.includes(k) || m.projects.some((p) => p.proj_name.includes(k) || p.proj_number.includes(k)));
  }, [list.data, keyword]);
  const merged = useMemo(() => new Set((list.data ?? []).flatMap((m) => m.projects.map((p) => p.proj_id))), [list.data]);
  // The call answers every merged tender at once; the list pages them here.
  const { offset, limit } = pageWindow(page);
  const shown = { data: list.data ? toPage(rows.slice(offset, offset + limit), rows.length, page) : undefined, error: list.error, mutate: list.mutate };

  const undo = async (m: MergedTenderRecord) => {
    if (await confirmAndRun(`確定解除併案「${m.merge_num}」？各標案將回復為個別標案。`, '解除併案', () => api.delete(`BFB/DELETE_MARGE/${m.merge_id}`), '已解除併案')) {
      await list.mutate();
    }
  };

  return (
    <div className="pw-proj" data-testid="merger-list-page">
      <div className="pw-page-header">
        <Header as="h2">併案標案列表</Header>
        {agency ? <Button primary icon="object group" content="新增併案" onClick={() => setAdding(true)} data-testid="merge-add" /> : null}
      </div>
      <div className="pw-toolbar">
        <div className="pw-toolbar-item">
          <label htmlFor="merge-filter">搜尋</label>
          <Input
            id="merge-filter"
            icon="search"
            fluid
            placeholder="併案編號、名稱或標案"
            value={keyword}
            onChange={(_e, d) => {
              setKeyword(String(d.value));
              setPage(1);
            }}
          />
        </div>
      </div>
      <PagedList list={shown} page={page} onPage={setPage} emptyText={keyword ? '查無符合的併案' : '目前沒有併案標案'}>
        <Table celled striped compact unstackable data-testid="merge-table">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>併案編號</Table.HeaderCell>
              <Table.HeaderCell>併案名稱</Table.HeaderCell>
              <Table.HeaderCell>併入標案</Table.HeaderCell>
              <Table.HeaderCell className="pw-amount">合計總經費（元）</Table.HeaderCell>
              <Table.HeaderCell>單位</Table.HeaderCell>
              <Table.HeaderCell>建立日期</Table.HeaderCell>
              {agency ? <Table.HeaderCell>操作</Table.HeaderCell> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(shown.data?.list ?? []).map((m) => (
              <Table.Row key={m.merge_id}>
                <Table.Cell className="pw-nowrap">{m.merge_num}</Table.Cell>
                <Table.Cell>{m.name}</Table.Cell>
                <Table.Cell>
                  <ul className="pw-merge-projects">
                    {m.projects.map((p) => (
                      <li key={p.proj_id}>
                        <Link to={detailPath(p.proj_id)}>{p.proj_number}</Link> {p.proj_name}
                      </li>
                    ))}
                  </ul>
                </Table.Cell>
                <Table.Cell className="pw-amount">{money(m.projects.reduce((s, p) => s.plus(p.proj_total), new Decimal(0)).toFixed(2))}</Table.Cell>
                <Table.Cell>{m.depname}</Table.Cell>
                <Table.Cell className="pw-nowrap">{rocDate(m.cDate.slice(0, 10))}</Table.Cell>
                {agency ? (
                  <Table.Cell className="pw-actions">
                    <Button size="mini" basic color="red" icon="unlinkify" content="解除併案" onClick={() => void undo(m)} />
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      </PagedList>
      {adding && user ? (
        <MergeDialog
          user={user}
          merged={merged}
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            void list.mutate();
          }}
        />
      ) : null}
    </div>
  );
}
