/**
 * /dashboard/projectBasic (36): counts and amounts of the user's projects by type, start year, stage and
 * procurement class, as tables and charts; choosing a type lists its projects.
 */
import { useState } from 'react';
import { Button, Header, Segment } from 'semantic-ui-react';
import type { PageOf } from '../../../domain/admin/list-defaults';
import type { ProjectSummary, TenderRow } from '../../../domain/projects/project-records';
import { useDocumentTitle } from '../../app/use-document-title';
import { RocDatePicker } from '../../shared/RocDatePicker';
import { ListState } from '../../shared/ListState';
import { PagedList } from '../../shared/PagedList';
import { money } from '../projects/shared/format';
import { usePost } from '../../shared/use-post';
import { SummaryChart } from './SummaryChart';
import { SummaryTable } from './SummaryTable';
import { TenderTable } from './TenderTable';
import { PendingSignOffList } from '../../signoff/PendingSignOffList';
import '../projects/shared/projects.css';

/** The dashboard screen. */
export default function DashboardProjectBasicPage() {
  useDocumentTitle('標案基本統計');
  const [start, setStart] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const [years, setYears] = useState<{ year_start?: number; year_end?: number }>({});
  const [type, setType] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const summary = usePost<ProjectSummary>('BGC/Search_ENGINNERING_Type_Total', years);
  const byType = usePost<PageOf<TenderRow>>('BGC/Search_ProjectByType', type ? { proj_type: type, page } : null);
  const s = summary.data;

  return (
    <div className="pw-proj" data-testid="dashboard-basic-page">
      <div className="pw-page-header">
        <Header as="h2">標案基本統計</Header>
      </div>
      <Segment data-testid="dashboard-pending-sign-off">
        <Header as="h3" size="small" icon="pencil alternate" content="待我簽核" />
        <PendingSignOffList type="self" />
      </Segment>
      <div className="pw-toolbar">
        <div className="pw-toolbar-item">
          <label htmlFor="dash-year-start">年度起</label>
          <RocDatePicker id="dash-year-start" mode="year" value={start} onChange={setStart} placeholder="不限" />
        </div>
        <div className="pw-toolbar-item">
          <label htmlFor="dash-year-end">年度迄</label>
          <RocDatePicker id="dash-year-end" mode="year" value={end} onChange={setEnd} min={start} minMessage="結束年度不可早於開始年度" placeholder="不限" />
        </div>
        <div className="pw-toolbar-actions">
          <Button icon="search" content="統計" onClick={() => setYears({ year_start: start ? Number(start) : undefined, year_end: end ? Number(end) : undefined })} />
        </div>
      </div>
      <ListState loading={!s && !summary.error} error={summary.error} empty={s?.total.count === 0} emptyText="此期間沒有標案" onRetry={() => void summary.mutate()}>
        {s ? (
          <>
            <div className="pw-stat-cards">
              <Segment><div className="pw-muted">標案數</div><div className="pw-stat-value" data-testid="stat-count">{s.total.count}</div></Segment>
              <Segment><div className="pw-muted">總經費（元）</div><div className="pw-stat-value">{money(s.total.amount)}</div></Segment>
              <Segment><div className="pw-muted">已簽約金額（元）</div><div className="pw-stat-value">{money(s.total.contract_amount)}</div></Segment>
            </div>
            <div className="pw-dash-grid">
              <Segment>
                <Header as="h3" content="依工程類別" subheader="點選類別列出其標案" />
                <SummaryChart groups={s.by_type} testId="chart-type" />
                <SummaryTable title="工程類別" groups={s.by_type} onPick={(k) => { setType(k); setPage(1); }} picked={type} testId="table-type" />
              </Segment>
              <Segment>
                <Header as="h3" content="依年度（開始年度）" />
                <SummaryChart groups={s.by_year} testId="chart-year" />
                <SummaryTable title="年度" groups={s.by_year} testId="table-year" />
              </Segment>
              <Segment>
                <Header as="h3" content="依辦理階段" />
                <SummaryChart groups={s.by_stage} testId="chart-stage" />
                <SummaryTable title="階段" groups={s.by_stage} testId="table-stage" />
              </Segment>
              <Segment>
                <Header as="h3" content="依採購級距" />
                <SummaryChart groups={s.by_class} testId="chart-class" />
                <SummaryTable title="採購級距" groups={s.by_class} testId="table-class" />
              </Segment>
            </div>
            {type ? (
              <Segment>
                <div className="pw-section-title">
                  <Header as="h3" content={`${type}標案`} />
                  <Button size="mini" basic icon="close" content="關閉" onClick={() => setType(null)} />
                </div>
                <PagedList list={byType} page={page} onPage={setPage}>
                  <TenderTable rows={byType.data?.list ?? []} testId="type-projects" />
                </PagedList>
              </Segment>
            ) : null}
          </>
        ) : null}
      </ListState>
    </div>
  );
}
