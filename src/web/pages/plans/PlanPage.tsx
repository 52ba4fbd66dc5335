/** /budgetManage/planInfo (7): plans with their engineering items, ten per page, by branch plan, name and year. */
import { useState } from 'react';
import { Button, Form, Header, Table } from 'semantic-ui-react';
import type { PlanRecord } from '../../../domain/projects/project-records';
import { api } from '../../api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { PagedList } from '../../shared/PagedList';
import { RocDatePicker } from '../../shared/RocDatePicker';
import { SortHeader } from '../../shared/SortHeader';
import { confirmAndRun } from '../../shared/confirm-and-run';
import { usePagedSearch } from '../../shared/use-paged-search';
import { money, rocYear } from '../projects/shared/format';
import { PlanDialog } from './PlanDialog';
import { useBranchPlanOptions } from './use-branch-plan-options';
import '../projects/shared/projects.css';

/** The plan screen. */
export default function PlanPage() {
  useDocumentTitle('計畫資料');
  const branches = useBranchPlanOptions();
  const s = usePagedSearch<PlanRecord, { branch_plan_id: number; name: string; year: number }, 'name' | 'year' | 'total'>('BGC/Search_PLAN_List', {
    sort: { sort: 'year', order: 'desc' },
  });
  const [editing, setEditing] = useState<PlanRecord | 'new' | null>(null);
  // The list rows lack the engineering items the dialog edits.
  const open = async (p: PlanRecord) => {
    try {
      setEditing(await api.post<PlanRecord>('BGC/Search_PLAN_DetailList', { id: p.id }));
    } catch {
      // Shown by the client.
    }
  };
  const remove = async (p: PlanRecord) => {
    if (await confirmAndRun(`確定刪除計畫「${p.name}」？`, '刪除', () => api.patch('BGC/Delete_PLAN', { id: p.id }), '計畫已刪除')) await s.list.mutate();
  };

  return (
    <div className="pw-proj" data-testid="plan-page">
      <div className="pw-page-header">
        <Header as="h2">計畫資料</Header>
        <Button primary icon="plus" content="新增計畫" onClick={() => setEditing('new')} />
      </div>
      <Form onSubmit={s.search} className="pw-toolbar" role="search">
        <Form.Dropdown
          id="plan-filter-branch"
          label="分支計畫"
          selection
          clearable
          search
          options={branches.options}
          value={s.draft.branch_plan_id ?? ''}
          placeholder="全部分支計畫"
          onChange={(_e, d) => s.edit({ branch_plan_id: Number(d.value) || undefined })}
        />
        <Form.Input id="plan-filter-name" label="計畫名稱" value={s.draft.name ?? ''} onChange={(_e, d) => s.edit({ name: String(d.value) })} placeholder="關鍵字" />
        <div className="pw-toolbar-item">
          <label htmlFor="plan-filter-year">年度</label>
          <RocDatePicker id="plan-filter-year" mode="year" value={s.draft.year ? String(s.draft.year) : null} onChange={(v) => s.edit({ year: v ? Number(v) : undefined })} placeholder="全部年度" />
        </div>
        <div className="pw-toolbar-actions">
          <Button type="submit" icon="search" content="查詢" />
        </div>
      </Form>
      <PagedList list={s.list} page={s.page} onPage={s.setPage} emptyText="查無計畫">
        <Table celled striped compact unstackable sortable>
          <Table.Header>
            <Table.Row>
              <SortHeader column="name" state={s.sort} onSort={s.setSort}>計畫名稱</SortHeader>
              <Table.HeaderCell>分支計畫</Table.HeaderCell>
              <SortHeader column="year" state={s.sort} onSort={s.setSort}>年度</SortHeader>
              <Table.HeaderCell>執行單位</Table.HeaderCell>
              <SortHeader column="total" state={s.sort} onSort={s.setSort} className="pw-amount">總經費（元）</SortHeader>
              <Table.HeaderCell>標案數</Table.HeaderCell>
              <Table.HeaderCell>操作</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {s.rows.map((p) => (
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
      </PagedList>
      {editing ? (
        <PlanDialog
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void s.list.mutate();
          }}
        />
      ) : null}
    </div>
  );
}
