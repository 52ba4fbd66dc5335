/**
 * /budgetManage/bidView/bidManageList (11): the projects the user may see, ten per page, by the project
 * filter (keyword, plan name, engineering item, years, unit, agent, type), sortable, with class and stage.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Form, Header, Label, Table } from 'semantic-ui-react';
import { PROJECT_TYPES } from '../../../domain/projects/project-catalogues';
import type { ProjectRecord } from '../../../domain/projects/project-records';
import { useSessionUser } from '../../api/session-store';
import { useDocumentTitle } from '../../app/use-document-title';
import { RocDatePicker } from '../../shared/RocDatePicker';
import { PagedList } from '../../shared/PagedList';
import { SortHeader } from '../../shared/SortHeader';
import { usePagedSearch } from '../../shared/use-paged-search';
import { ProcurementClassLabel } from './ProcurementClassLabel';
import { money } from './shared/format';
import './shared/projects.css';

interface Filter {
  keyword: string;
  plan_name: string;
  eir_name: string;
  year_start: number;
  year_end: number;
  proj_unit: string;
  proj_agent: string;
  proj_type: string;
}

/** The path of a project's detail page. */
export const detailPath = (projId: number) => `/budgetManage/bidView/bidManageDetail/${projId}`;

/** The list screen. */
export default function BidManageListPage() {
  useDocumentTitle('標案列表');
  const user = useSessionUser();
  const navigate = useNavigate();
  const s = usePagedSearch<ProjectRecord, Filter, 'proj_number' | 'proj_name' | 'proj_total' | 'proj_year' | 'cDate'>('BGC/Search_PROJECT', {
    sort: { sort: 'cDate', order: 'desc' },
  });
  const { draft, edit: set } = s;
  const [more, setMore] = useState(false);
  const text = (key: 'keyword' | 'plan_name' | 'eir_name' | 'proj_unit' | 'proj_agent', label: string, className?: string) => (
    <Form.Input id={`bid-filter-${key}`} className={className} label={label} value={draft[key] ?? ''} onChange={(_e, d) => set({ [key]: String(d.value) })} />
  );
  return (
    <div className="pw-proj" data-testid="bid-list-page">
      <div className="pw-page-header">
        <Header as="h2">標案列表</Header>
        {user?.preview.includes(9) ? <Button primary icon="plus" content="新增標案" as={Link} to="/budgetManage/bidView/bidManageCreate" /> : null}
      </div>
      <Form onSubmit={s.search} className={`pw-toolbar${more ? ' pw-show-more' : ''}`} role="search">
        {text('keyword', '案號或名稱')}
        {text('plan_name', '計畫名稱')}
        {text('eir_name', '工程項目名稱', 'pw-more')}
        <div className="pw-toolbar-item pw-more">
          <label htmlFor="bid-filter-year-start">年度起</label>
          <RocDatePicker id="bid-filter-year-start" mode="year" value={draft.year_start ? String(draft.year_start) : null} onChange={(v) => set({ year_start: v ? Number(v) : undefined })} placeholder="不限" />
        </div>
        <div className="pw-toolbar-item pw-more">
          <label htmlFor="bid-filter-year-end">年度迄</label>
          <RocDatePicker
            id="bid-filter-year-end"
            mode="year"
            value={draft.year_end ? String(draft.year_end) : null}
            min={draft.year_start ? String(draft.year_start) : undefined}
            minMessage="結束年度不可早於開始年度"
            onChange={(v) => set({ year_end: v ? Number(v) : undefined })}
            placeholder="不限"
          />
        </div>
        {text('proj_unit', '執行單位', 'pw-more')}
        {text('proj_agent', '代辦機關', 'pw-more')}
        <Form.Dropdown
          id="bid-filter-type"
          label="工程類別"
          selection
          clearable
          options={PROJECT_TYPES.map((t) => ({ key: t.id, value: t.id, text: t.name }))}
          value={draft.proj_type ?? ''}
          placeholder="全部類別"
          onChange={(_e, d) => set({ proj_type: d.value ? String(d.value) : undefined })}
        />
        <div className="pw-toolbar-actions">
          <Button type="submit" primary icon="search" content="查詢" />
          <Button type="button" basic content="清除" onClick={s.reset} />
          <Button type="button" basic className="pw-more-toggle" icon={more ? 'angle up' : 'angle down'} content={more ? '較少條件' : '更多條件'} onClick={() => setMore(!more)} />
        </div>
      </Form>
      <PagedList list={s.list} page={s.page} onPage={s.setPage} emptyText="查無符合條件的標案">
        <Table celled striped compact unstackable sortable selectable data-testid="bid-table">
          <Table.Header>
            <Table.Row>
              <SortHeader column="proj_number" state={s.sort} onSort={s.setSort}>案號</SortHeader>
              <SortHeader column="proj_name" state={s.sort} onSort={s.setSort}>標案名稱</SortHeader>
              <Table.HeaderCell>所屬計畫</Table.HeaderCell>
              <SortHeader column="proj_year" state={s.sort} onSort={s.setSort}>執行年度</SortHeader>
              <Table.HeaderCell>類別</Table.HeaderCell>
              <SortHeader column="proj_total" state={s.sort} onSort={s.setSort} className="pw-amount">總經費（元）</SortHeader>
              <Table.HeaderCell>採購級距</Table.HeaderCell>
              <Table.HeaderCell>階段</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {s.rows.map((p) => (
              <Table.Row key={p.proj_id} onClick={() => navigate(detailPath(p.proj_id))} style={{ cursor: 'pointer' }}>
                <Table.Cell className="pw-nowrap">{p.proj_number}</Table.Cell>
                <Table.Cell className="pw-name-cell">
                  <Link to={detailPath(p.proj_id)} onClick={(e) => e.stopPropagation()}>{p.proj_name}</Link>
                  {p.merge ? <Label size="mini" basic color="purple" style={{ marginLeft: 6 }} content={`併案 ${p.merge.merge_num}`} /> : null}
                </Table.Cell>
                <Table.Cell>{p.plan_name}</Table.Cell>
                <Table.Cell className="pw-nowrap">{p.proj_year_label}</Table.Cell>
                <Table.Cell className="pw-nowrap">{p.proj_type}</Table.Cell>
                <Table.Cell className="pw-amount">{money(p.proj_total)}</Table.Cell>
                <Table.Cell><ProcurementClassLabel view={p.procurement} /></Table.Cell>
                <Table.Cell className="pw-nowrap">{p.stage_label}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      </PagedList>
    </div>
  );
}
