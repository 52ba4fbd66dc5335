/** The department list (Search_Department_ALL): type and keyword filters, ten per page, and deleting several at once. */
import { useState } from 'react';
import useSWR from 'swr';
import { Button, Checkbox, Dropdown, Form, Input, Table } from 'semantic-ui-react';
import type { DepartmentRecord } from '../../../../domain/admin/admin-records';
import { DEPARTMENT_TYPES, departmentTypeName } from '../../../../domain/admin/department-types';
import { DEFAULT_PAGE, PAGE_SIZE, type PageOf } from '../../../../domain/admin/list-defaults';
import { api, swrFetcher } from '../../../api/client';
import { confirmDialog } from '../../../shared/dialogs';
import { toast } from '../../../shared/toast';
import { ListState } from '../../../shared/ListState';
import { Pager } from '../../../shared/Pager';

const TYPE_OPTIONS = [{ key: 'all', value: 'all', text: '全部類型' }, ...Object.entries(DEPARTMENT_TYPES).map(([value, text]) => ({ key: value, value, text }))];

/** The list view; `onChanged` tells the page to refresh its tree. */
export function DepartmentListView({ onChanged }: { onChanged: () => void }) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState({ keyword: '', deptype: 'all', page: DEFAULT_PAGE });
  const [chosen, setChosen] = useState<number[]>([]);
  const list = useSWR<PageOf<DepartmentRecord & { path: string }>>(
    ['Group/Search_Department_ALL', { keyword: query.keyword || null, deptype: query.deptype === 'all' ? null : query.deptype, page: query.page, qtyPerPage: PAGE_SIZE }],
    swrFetcher,
  );
  const rows = list.data?.list ?? [];
  const removeChosen = async () => {
    if (!(await confirmDialog(`確定刪除所選的 ${chosen.length} 個部門？`, { okText: '刪除' }))) return;
    try {
      // The spec sends the id list as JSON text.
      await api.delete('Group/Delete_Department', { id: JSON.stringify(chosen) });
      toast.success('刪除成功');
      setChosen([]);
      await list.mutate();
      onChanged();
    } catch {
      // The reason (users, sub-units …) is shown by the client.
    }
  };
  return (
    <div data-testid="department-list">
      <Form className="pw-toolbar" onSubmit={() => setQuery({ ...query, keyword: draft.trim(), page: DEFAULT_PAGE })}>
        <div className="pw-toolbar-item">
          <label htmlFor="dep-list-keyword">部門名稱</label>
          <Input id="dep-list-keyword" fluid placeholder="關鍵字" value={draft} onChange={(_e, d) => setDraft(String(d.value))} />
        </div>
        <div className="pw-toolbar-item">
          <label htmlFor="dep-list-type">類型</label>
          <Dropdown id="dep-list-type" selection fluid options={TYPE_OPTIONS} value={query.deptype} onChange={(_e, d) => setQuery({ ...query, deptype: String(d.value), page: DEFAULT_PAGE })} />
        </div>
        <div className="pw-toolbar-actions">
          <Button type="submit" icon="search" content="查詢" />
          <Button type="button" basic color="red" icon="trash" content={`刪除所選（${chosen.length}）`} disabled={chosen.length === 0} onClick={() => void removeChosen()} />
        </div>
      </Form>
      <ListState loading={list.isLoading} error={list.error as Error | undefined} empty={rows.length === 0} emptyText="查無部門" onRetry={() => void list.mutate()}>
        <Table compact celled>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell collapsing>選取</Table.HeaderCell>
              <Table.HeaderCell>部門</Table.HeaderCell>
              <Table.HeaderCell>類型</Table.HeaderCell>
              <Table.HeaderCell>層級</Table.HeaderCell>
              <Table.HeaderCell>狀態</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((d) => (
              <Table.Row key={d.id}>
                <Table.Cell data-label="選取" collapsing>
                  <Checkbox aria-label={`選取 ${d.depname}`} checked={chosen.includes(d.id)} onChange={(_e, c) => setChosen(c.checked ? [...chosen, d.id] : chosen.filter((x) => x !== d.id))} />
                </Table.Cell>
                <Table.Cell data-label="部門">
                  {d.depname}
                  <br />
                  <span className="pw-muted">{d.path}</span>
                </Table.Cell>
                <Table.Cell data-label="類型">{departmentTypeName(d.deptype)}</Table.Cell>
                <Table.Cell data-label="層級">{d.dep_level}</Table.Cell>
                <Table.Cell data-label="狀態">{d.state === 1 ? '啟用' : '停用'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
        <Pager page={query.page} totalPages={list.data?.totalPages ?? 1} total={list.data?.total ?? 0} onPage={(page) => setQuery({ ...query, page })} />
      </ListState>
    </div>
  );
}
