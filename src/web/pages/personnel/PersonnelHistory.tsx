/** The assignment history of a project (removed and ended ones too), ten per page, by part, date window and tel. */
import { useState, type FormEvent } from 'react';
import { Button, Form, Table } from 'semantic-ui-react';
import type { PageOf } from '../../../domain/admin/list-defaults';
import { PROJECT_IDENTITIES } from '../../../domain/projects/project-identities';
import type { PersonnelRecord } from '../../../domain/projects/project-records';
import useSWR from 'swr';
import { api } from '../../api/client';
import { RocDateRangePicker } from '../../shared/RocDatePicker';
import { PagedList } from '../../shared/PagedList';
import { compactFilter } from '../../shared/use-paged-search';
import { AssignmentCells, AssignmentHeaderCells } from './AssignmentCells';

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
    setFilter(compactFilter(draft));
    setPage(1);
  };
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
      <PagedList list={history} page={page} onPage={setPage} emptyText="查無人員歷程">
        <Table compact celled striped unstackable>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>身分</Table.HeaderCell>
              <AssignmentHeaderCells telTitle="電話" />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(history.data?.list ?? []).map((a) => (
              <Table.Row key={a.id}>
                <Table.Cell className="pw-nowrap">{a.identity_title}</Table.Cell>
                <AssignmentCells a={a} />
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      </PagedList>
    </div>
  );
}
