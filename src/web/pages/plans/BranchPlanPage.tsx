/** /budgetManage/branchPlanInfo (3): branch plans of the agency, ten per page, filtered by name and year, sortable. */
import { useState } from 'react';
import { Button, Form, Header, Table } from 'semantic-ui-react';
import type { BranchPlanRecord } from '../../../domain/projects/project-records';
import { api } from '../../api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { PagedList } from '../../shared/PagedList';
import { RocDatePicker } from '../../shared/RocDatePicker';
import { SortHeader } from '../../shared/SortHeader';
import { confirmAndRun } from '../../shared/confirm-and-run';
import { usePagedSearch } from '../../shared/use-paged-search';
import { money, rocYear } from '../projects/shared/format';
import { BranchPlanDialog } from './BranchPlanDialog';
import '../projects/shared/projects.css';

/** The branch-plan screen. */
export default function BranchPlanPage() {
  useDocumentTitle('分支計畫');
  const s = usePagedSearch<BranchPlanRecord, { name: string; year: number }, 'name' | 'year' | 'total'>('BGC/Search_Branch_Plan', { sort: { sort: 'year', order: 'desc' } });
  const [editing, setEditing] = useState<BranchPlanRecord | 'new' | null>(null);
  const remove = async (b: BranchPlanRecord) => {
    if (await confirmAndRun(`確定刪除分支計畫「${b.name}」？`, '刪除', () => api.patch('BGC/Delete_Branch_Plan', { id: b.id }), '分支計畫已刪除')) await s.list.mutate();
  };

  return (
    <div className="pw-proj" data-testid="branch-plan-page">
      <div className="pw-page-header">
        <Header as="h2">分支計畫</Header>
        <Button primary icon="plus" content="新增分支計畫" onClick={() => setEditing('new')} />
      </div>
      <Form onSubmit={s.search} className="pw-toolbar" role="search">
        <Form.Input id="branch-filter-name" label="分支計畫名稱" value={s.draft.name ?? ''} onChange={(_e, d) => s.edit({ name: String(d.value) })} placeholder="關鍵字" />
        <div className="pw-toolbar-item">
          <label htmlFor="branch-filter-year">預算年度</label>
          <RocDatePicker id="branch-filter-year" mode="year" value={s.draft.year ? String(s.draft.year) : null} onChange={(v) => s.edit({ year: v ? Number(v) : undefined })} placeholder="全部年度" />
        </div>
        <div className="pw-toolbar-actions">
          <Button type="submit" icon="search" content="查詢" />
        </div>
      </Form>
      <PagedList list={s.list} page={s.page} onPage={s.setPage} emptyText="查無分支計畫">
        <Table celled striped compact unstackable sortable>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>代碼</Table.HeaderCell>
              <SortHeader column="name" state={s.sort} onSort={s.setSort}>分支計畫名稱</SortHeader>
              <SortHeader column="year" state={s.sort} onSort={s.setSort}>年度</SortHeader>
              <SortHeader column="total" state={s.sort} onSort={s.setSort} className="pw-amount">預算金額（元）</SortHeader>
              <Table.HeaderCell>計畫數</Table.HeaderCell>
              <Table.HeaderCell>所屬單位</Table.HeaderCell>
              <Table.HeaderCell>操作</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {s.rows.map((b) => (
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
      </PagedList>
      {editing ? (
        <BranchPlanDialog
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
