/** The history of business assignments under the agency, newest first, ten per page, optionally for one role. */
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { Dropdown, Header, Table } from 'semantic-ui-react';
import type { BusinessHistoryRecord, RoleRecord } from '../../../../domain/admin/admin-records';
import { DEFAULT_PAGE, type PageOf } from '../../../../domain/admin/list-defaults';
import { formatRocDateTime } from '../../../../domain/roc-date';
import { swrFetcher } from '../../../api/client';
import { ListState } from '../../../shared/ListState';
import { Pager } from '../../../shared/Pager';

const ACTIONS: Record<BusinessHistoryRecord['action'], string> = { add: '新增', edit: '修改', delete: '移除' };

/** The panel; `version` changes whenever an assignment changes so the list reloads. */
export function HistoryPanel({ rootId, roles, version }: { rootId: number; roles: RoleRecord[]; version: number }) {
  const [page, setPage] = useState(DEFAULT_PAGE);
  const [identity, setIdentity] = useState<number | 'all'>('all');
  const key = `Group/Get_History_Business?root_dep_id=${rootId}&page=${page}${identity === 'all' ? '' : `&identity=${identity}`}`;
  const list = useSWR<PageOf<BusinessHistoryRecord>>(key, swrFetcher);
  const { mutate } = list;
  // An assignment changed on this screen: the newest entries are ours.
  useEffect(() => {
    if (version > 0) void mutate();
  }, [version, mutate]);
  const roleOptions = [{ key: 'all', value: 'all', text: '全部角色' }, ...roles.map((r) => ({ key: r.roleID, value: r.roleID, text: r.preview }))];
  return (
    <section data-testid="business-history">
      <div className="pw-page-header">
        <Header as="h3">異動紀錄</Header>
        <Dropdown
          selection
          aria-label="角色"
          options={roleOptions}
          value={identity}
          onChange={(_e, d) => {
            setIdentity(d.value === 'all' ? 'all' : Number(d.value));
            setPage(DEFAULT_PAGE);
          }}
        />
      </div>
      <ListState loading={list.isLoading} error={list.error as Error | undefined} empty={(list.data?.list ?? []).length === 0} emptyText="尚無異動紀錄" onRetry={() => void list.mutate()}>
        <Table compact celled>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>時間</Table.HeaderCell>
              <Table.HeaderCell>動作</Table.HeaderCell>
              <Table.HeaderCell>人員</Table.HeaderCell>
              <Table.HeaderCell>角色</Table.HeaderCell>
              <Table.HeaderCell>部門</Table.HeaderCell>
              <Table.HeaderCell>類別／種類／類型</Table.HeaderCell>
              <Table.HeaderCell>異動者</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(list.data?.list ?? []).map((h) => (
              <Table.Row key={h.id}>
                <Table.Cell data-label="時間">{formatRocDateTime(new Date(h.at))}</Table.Cell>
                <Table.Cell data-label="動作">{ACTIONS[h.action]}</Table.Cell>
                <Table.Cell data-label="人員">{h.cname}</Table.Cell>
                <Table.Cell data-label="角色">{h.role_name}</Table.Cell>
                <Table.Cell data-label="部門">{h.depname}</Table.Cell>
                <Table.Cell data-label="類別／種類／類型">
                  {h.category}／{h.kind}／{h.type}
                </Table.Cell>
                <Table.Cell data-label="異動者">{h.actor_name ?? '—'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
        <Pager page={page} totalPages={list.data?.totalPages ?? 1} total={list.data?.total ?? 0} onPage={setPage} />
      </ListState>
    </section>
  );
}
