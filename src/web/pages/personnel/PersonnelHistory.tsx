/** The assignment history of a project (removed and ended ones too), ten per page, by part, date window and tel. */
import { useState, type FormEvent } from 'react';
import { Button, Form, Table } from 'semantic-ui-react';
import type { PageOf } from '../../../domain/admin/list-defaults';
import { PROJECT_IDENTITIES } from '../../../domain/projects/project-identities';
import type { PersonnelRecord } from '../../../domain/projects/project-records';
import useSWR from 'swr';
import { api } from '../../api/client';
import { RocDateRangePicker } from '../../shared/RocDatePicker';
import { ListState } from '../../shared/ListState';
import { Pager } from '../../shared/Pager';
import { rocDate } from '../projects/shared/format';
import { AssignmentStatus } from './PersonnelPanel';

interface Filter {
  identity?: string;
  start_date?: string;
  end_date?: string;
  tel?: string;
}

/** The history list; `version` changes make it re-read. */
export function PersonnelHistory({ projId, version }: { projId: number; version: number }) {
  const [draft, setDraft] = useState<Filter>({});
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState(1);
  // The version is part of the key only, so a change in the panel re-reads the history.
  const history = useSWR<PageOf<PersonnelRecord>, Error>(['personnel-history', projId, page, filter, version], () =>
    api.get<PageOf<PersonnelRecord>>('BGC/Get_History_Business', { proj_id: projId, page, qtyPerPage: 10, ...filter }),
  );
  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter(Object.fromEntries(Object.entries(draft).filter(([, v]) => v)) as Filter);
    setPage(1);
  };
  const rows = history.data?.list ?? [];
  return (
    <div data-testid="personnel-history">
      <Form onSubmit={search} className="pw-toolbar">
        <Form.Dropdown
          id="history-identity"
          label="身分"
          selection
          clearable
          options={PROJECT_IDENTITIES.map((i) => ({ key: i.key, value: i.key, text: i.title }))}
          value={draft.identity ?? ''}
          placeholder="全部身分"
          onChange={(_e, d) => setDraft({ ...draft, identity: d.value ? String(d.value) : undefined })}
        />
        <div className="pw-toolbar-item" style={{ maxWidth: 420, flexBasis: 300 }}>
          <label htmlFor="history-range">期間</label>
          <RocDateRangePicker
            id="history-range"
            value={[draft.start_date ?? null, draft.end_date ?? null]}
            onChange={([s, e]) => setDraft({ ...draft, start_date: s ?? undefined, end_date: e ?? undefined })}
          />
        </div>
        <Form.Input id="history-tel" label="電話" value={draft.tel ?? ''} onChange={(_e, d) => setDraft({ ...draft, tel: String(d.value) || undefined })} />
        <div className="pw-toolbar-actions">
          <Button type="submit" icon="search" content="查詢" />
        </div>
      </Form>
      <ListState loading={!history.data && !history.error} error={history.error} empty={rows.length === 0} emptyText="查無人員歷程" onRetry={() => void history.mutate()}>
        <div className="pw-table-scroll">
          <Table compact celled striped unstackable>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>身分</Table.HeaderCell>
                <Table.HeaderCell>姓名</Table.HeaderCell>
                <Table.HeaderCell>單位</Table.HeaderCell>
                <Table.HeaderCell>起始日期</Table.HeaderCell>
                <Table.HeaderCell>結束日期</Table.HeaderCell>
                <Table.HeaderCell>電話</Table.HeaderCell>
                <Table.HeaderCell>狀態</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((a) => (
                <Table.Row key={a.id}>
                  <Table.Cell className="pw-nowrap">{a.identity_title}</Table.Cell>
                  <Table.Cell className="pw-nowrap">{a.cname}</Table.Cell>
                  <Table.Cell>{a.depname}</Table.Cell>
                  <Table.Cell className="pw-nowrap">{rocDate(a.start_date)}</Table.Cell>
                  <Table.Cell className="pw-nowrap">{a.end_date ? rocDate(a.end_date) : '未定'}</Table.Cell>
                  <Table.Cell className="pw-nowrap">{a.tel}</Table.Cell>
                  <Table.Cell><AssignmentStatus status={a.status} /></Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        </div>
      </ListState>
      {history.data ? <Pager page={page} totalPages={history.data.totalPages} total={history.data.total} onPage={setPage} /> : null}
    </div>
  );
}
