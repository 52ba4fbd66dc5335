/** /budgetManage/planInfo (7): plans with their engineering items, ten per page, by branch plan, name and year. */
import { useState, type FormEvent } from 'react';
import { Button, Form, Header, Table } from 'semantic-ui-react';
import type { PageOf } from '../../../domain/admin/list-defaults';
import type { PlanRecord } from '../../../domain/projects/project-records';
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
import { PlanDialog } from './PlanDialog';
import { useBranchPlanOptions } from './use-branch-plan-options';
import '../projects/shared/projects.css';

type Sort = SortState<'name' | 'year' | 'total'>;

/** The plan screen. */
export default function PlanPage() {
  useDocumentTitle('計畫資料');
  const branches = useBranchPlanOptions();
  const [branchId, setBranchId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [year, setYear] = useState<string | null>(null);
  const [filter, setFilter] = useState<{ branch_plan_id?: number; name?: string; year?: number }>({});
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>({ sort: 'year', order: 'desc' });
  const [editing, setEditing] = useState<PlanRecord | 'new' | null>(null);
  const list = usePost<PageOf<PlanRecord>>('BGC/Search_PLAN_List', { ...filter, ...sort, page });

  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ branch_plan_id: branchId ?? undefined, name: name.trim() || undefined, year: year ? Number(year) : undefined });
    setPage(1);
  };
  const open = async (p: PlanRecord) => {
    try {
      setEditing(await api.post<PlanRecord>('BGC/Search_PLAN_DetailList', { id: p.id }));
    } catch {
      // Shown by the client.
    }
  };
  const remove = async (p: PlanRecord) => {
    if (!(await confirmDialog(`確定刪除計畫「${p.name}」？`, { okText: '刪除' }))) return;
    try {
      await api.patch('BGC/Delete_PLAN', { id: p.id });
      toast.success('計畫已刪除');
      await list.mutate();
    } catch {
      // Shown by the client (e.g. projects still under it).
    }
  };

  const rows = list.data?.list ?? [];
  return (
    <div className="pw-proj" data-testid="plan-page">
      <div className="pw-page-header">
        <Header as="h2">計畫資料</Header>
        <Button primary icon="plus" content="新增計畫" onClick={() => setEditing('new')} />
      </div>
      <Form onSubmit={search} className="pw-toolbar" role="search">
        <Form.Dropdown
          id="plan-filter-branch"
          label="分支計畫"
          selection
          clearable
          search
          options={branches.options}
          value={branchId ?? ''}
          placeholder="全部分支計畫"
          onChange={(_e, d) => setBranchId(Number(d.value) || null)}
        />
        <Form.Input id="plan-filter-name" label="計畫名稱" value={name} onChange={(_e, d) => setName(String(d.value))} placeholder="關鍵字" />
        <div className="pw-toolbar-item">
          <label htmlFor="plan-filter-year">年度</label>
          <RocDatePicker id="plan-filter-year" mode="year" value={year} onChange={setYear} placeholder="全部年度" />
        </div>
        <div className="pw-toolbar-actions">
          <Button type="submit" icon="search" content="查詢" />
        </div>
      </Form>
      <ListState loading={!list.data && !list.error} error={list.error} empty={rows.length === 0} emptyText="查無計畫" onRetry={() => void list.mutate()}>
        <div className="pw-table-scroll">
          <Table celled striped compact unstackable sortable>
            <Table.Header>
              <Table.Row>
                <SortHeader column="name" state={sort} onSort={setSort}>計畫名稱</SortHeader>
                <Table.HeaderCell>分支計畫</Table.HeaderCell>
                <SortHeader column="year" state={sort} onSort={setSort}>年度</SortHeader>
                <Table.HeaderCell>執行單位</Table.HeaderCell>
                <SortHeader column="total" state={sort} onSort={setSort} className="pw-amount">總經費（元）</SortHeader>
                <Table.HeaderCell>標案數</Table.HeaderCell>
                <Table.HeaderCell>操作</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((p) => (
                <Table.Row key={p.id}>
                  <Table.Cell>{p.name}</Table.Cell>
                  <Table.Cell>{p.branch_plan_name}</Table.Cell>
                  <Table.Cell className="pw-nowrap">{rocYear(p.year)}</Table.Cell>
                  <Table.Cell>{p.agent}</Table.Cell>
                  <Table.Cell className="pw-amount">{money(p.total)}</Table.Cell>
                  <Table.Cell textAlign="right">{p.project_count}</Table.Cell>
                  <Table.Cell className="pw-actions">
                    <Button size="mini" basic icon="edit" content="編輯" onClick={() => void open(p)} />
                    <Button size="mini" basic color="red" icon="trash" content="刪除" onClick={() => void remove(p)} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        </div>
      </ListState>
      {list.data ? <Pager page={page} totalPages={list.data.totalPages} total={list.data.total} onPage={setPage} /> : null}
      {editing ? (
        <PlanDialog
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
