/** /budgetManage/branchPlanInfo (3): branch plans of the agency, ten per page, filtered by name and year, sortable. */
import { useState, type FormEvent } from 'react';
import { Button, Form, Header, Table } from 'semantic-ui-react';
import type { PageOf } from '../../../domain/admin/list-defaults';
import type { BranchPlanRecord } from '../../../domain/projects/project-records';
import { api } from '../../api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { RocDatePicker } from '../../shared/RocDatePicker';
import { confirmDialog } from '../../shared/dialogs';
import { toast } from '../../shared/toast';
import { ListState } from '../../shared/ListState';
import { Pager } from '../../shared/Pager';
import { SortHeader, type SortState } from '../projects/shared/SortHeader';
import { money, rocYear } from '../projects/shared/format';
import { usePost } from '../projects/shared/use-post';
import { BranchPlanDialog } from './BranchPlanDialog';
import '../projects/shared/projects.css';

type Sort = SortState<'name' | 'year' | 'total'>;

/** The branch-plan screen. */
export default function BranchPlanPage() {
  useDocumentTitle('分支計畫');
  const [name, setName] = useState('');
  const [year, setYear] = useState<string | null>(null);
  const [filter, setFilter] = useState<{ name?: string; year?: number }>({});
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>({ sort: 'year', order: 'desc' });
  const [editing, setEditing] = useState<BranchPlanRecord | 'new' | null>(null);
  const list = usePost<PageOf<BranchPlanRecord>>('BGC/Search_Branch_Plan', { ...filter, ...sort, page });

  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ name: name.trim() || undefined, year: year ? Number(year) : undefined });
    setPage(1);
  };
  const remove = async (b: BranchPlanRecord) => {
    if (!(await confirmDialog(`確定刪除分支計畫「${b.name}」？`, { okText: '刪除' }))) return;
    try {
      await api.patch('BGC/Delete_Branch_Plan', { id: b.id });
      toast.success('分支計畫已刪除');
      await list.mutate();
    } catch {
      // The client showed the reason (e.g. plans still under it).
    }
  };

  const rows = list.data?.list ?? [];
  return (
    <div className="pw-proj" data-testid="branch-plan-page">
      <div className="pw-page-header">
        <Header as="h2">分支計畫</Header>
        <Button primary icon="plus" content="新增分支計畫" onClick={() => setEditing('new')} />
      </div>
      <Form onSubmit={search} className="pw-toolbar" role="search">
        <Form.Input id="branch-filter-name" label="分支計畫名稱" value={name} onChange={(_e, d) => setName(String(d.value))} placeholder="關鍵字" />
        <div className="pw-toolbar-item">
          <label htmlFor="branch-filter-year">預算年度</label>
          <RocDatePicker id="branch-filter-year" mode="year" value={year} onChange={setYear} placeholder="全部年度" />
        </div>
        <div className="pw-toolbar-actions">
          <Button type="submit" icon="search" content="查詢" />
        </div>
      </Form>
      <ListState loading={!list.data && !list.error} error={list.error} empty={rows.length === 0} emptyText="查無分支計畫" onRetry={() => void list.mutate()}>
        <div className="pw-table-scroll">
          <Table celled striped compact unstackable sortable>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>代碼</Table.HeaderCell>
                <SortHeader column="name" state={sort} onSort={setSort}>分支計畫名稱</SortHeader>
                <SortHeader column="year" state={sort} onSort={setSort}>年度</SortHeader>
                <SortHeader column="total" state={sort} onSort={setSort} className="pw-amount">預算金額（元）</SortHeader>
                <Table.HeaderCell>計畫數</Table.HeaderCell>
                <Table.HeaderCell>所屬單位</Table.HeaderCell>
                <Table.HeaderCell>操作</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((b) => (
                <Table.Row key={b.id}>
                  <Table.Cell className="pw-nowrap">{b.code}</Table.Cell>
                  <Table.Cell>{b.name}</Table.Cell>
                  <Table.Cell className="pw-nowrap">{rocYear(b.year)}</Table.Cell>
                  <Table.Cell className="pw-amount">{money(b.total)}</Table.Cell>
                  <Table.Cell textAlign="right">{b.plan_count}</Table.Cell>
                  <Table.Cell>{b.depname}</Table.Cell>
                  <Table.Cell className="pw-actions">
                    <Button size="mini" basic icon="edit" content="編輯" onClick={() => setEditing(b)} />
                    <Button size="mini" basic color="red" icon="trash" content="刪除" onClick={() => void remove(b)} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        </div>
      </ListState>
      {list.data ? <Pager page={page} totalPages={list.data.totalPages} total={list.data.total} onPage={setPage} /> : null}
      {editing ? (
        <BranchPlanDialog
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void list.mutate();
          }}
        />
      ) : null}
    </div>
  );
}
