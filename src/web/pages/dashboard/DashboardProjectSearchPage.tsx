/**
 * /dashboard/projectSearch (36): the tender list with its filters — property, city and district of the 22
 * cities and counties, years, stage, contract amount class, company, schedule delay and agency — ten per page.
 */
import { useState } from 'react';
import { Button, Form, Header } from 'semantic-ui-react';
import { PROCUREMENT_CLASS_LABELS, PROCUREMENT_CLASS_ORDER } from '../../../domain/procurement/classify-procurement';
import { PROJECT_PROPERTIES } from '../../../domain/projects/project-catalogues';
import type { TenderRow } from '../../../domain/projects/project-records';
import { PROJECT_STAGE_LABELS, PROJECT_STAGE_ORDER } from '../../../domain/projects/project-stages';
import { cityOptions, districtOptions } from '../../../domain/taiwan-districts';
import { useDocumentTitle } from '../../app/use-document-title';
import { RocDatePicker } from '../../shared/RocDatePicker';
import { PagedList } from '../../shared/PagedList';
import { usePagedSearch } from '../../shared/use-paged-search';
import { TenderTable } from './TenderTable';
import '../projects/shared/projects.css';

interface Filter {
  proj_property_id: string;
  city: string;
  district: string;
  yearRangeStart: number;
  yearRangeEnd: number;
  stageStatus: string[];
  contractAmount: string;
  company: string;
  progress_diff: number;
  depname: string;
}

/** Rows per page of the list (the path's pageSize). */
const PAGE_SIZE = 10;

/** The search screen. */
export default function DashboardProjectSearchPage() {
  useDocumentTitle('標案查詢');
  // The call takes one area code: the district when chosen, else the city.
  const s = usePagedSearch<TenderRow, Filter>(`ProjectBasic01/searchTable/list/${PAGE_SIZE}/all`, {
    toBody: ({ city, ...rest }) => ({ ...rest, district: rest.district || city || undefined }),
  });
  const { draft, edit: set } = s;
  const [more, setMore] = useState(false);
  return (
    <div className="pw-proj" data-testid="dashboard-search-page">
      <div className="pw-page-header">
        <Header as="h2">標案查詢</Header>
      </div>
      <Form onSubmit={s.search} className={`pw-toolbar${more ? ' pw-show-more' : ''}`} role="search">
        <Form.Dropdown id="ts-property" className="pw-more" label="工程性質" selection clearable options={PROJECT_PROPERTIES.map((p) => ({ key: p.id, value: p.id, text: p.name }))} value={draft.proj_property_id ?? ''} placeholder="全部" onChange={(_e, d) => set({ proj_property_id: d.value ? String(d.value) : undefined })} />
        <Form.Dropdown id="ts-city" label="縣市" selection search clearable options={cityOptions()} value={draft.city ?? ''} placeholder="全部縣市" onChange={(_e, d) => set({ city: d.value ? String(d.value) : undefined, district: undefined })} />
        <Form.Dropdown id="ts-district" label="行政區" selection search clearable disabled={!draft.city} options={draft.city ? districtOptions(draft.city) : []} value={draft.district ?? ''} placeholder="全部行政區" onChange={(_e, d) => set({ district: d.value ? String(d.value) : undefined })} />
        <div className="pw-toolbar-item">
          <label htmlFor="ts-year-start">年度起</label>
          <RocDatePicker id="ts-year-start" mode="year" value={draft.yearRangeStart ? String(draft.yearRangeStart) : null} onChange={(v) => set({ yearRangeStart: v ? Number(v) : undefined })} placeholder="不限" />
        </div>
        <div className="pw-toolbar-item">
          <label htmlFor="ts-year-end">年度迄</label>
          <RocDatePicker id="ts-year-end" mode="year" value={draft.yearRangeEnd ? String(draft.yearRangeEnd) : null} min={draft.yearRangeStart ? String(draft.yearRangeStart) : undefined} minMessage="結束年度不可早於開始年度" onChange={(v) => set({ yearRangeEnd: v ? Number(v) : undefined })} placeholder="不限" />
        </div>
        <Form.Dropdown id="ts-stage" className="pw-more" label="辦理階段" selection multiple clearable options={PROJECT_STAGE_ORDER.map((s) => ({ key: s, value: s, text: PROJECT_STAGE_LABELS[s] }))} value={draft.stageStatus ?? []} placeholder="全部階段" onChange={(_e, d) => set({ stageStatus: (d.value as string[]) ?? [] })} />
        <Form.Dropdown id="ts-amount" className="pw-more" label="金額級距" selection clearable options={PROCUREMENT_CLASS_ORDER.map((c) => ({ key: c, value: c, text: PROCUREMENT_CLASS_LABELS[c] }))} value={draft.contractAmount ?? ''} placeholder="全部" onChange={(_e, d) => set({ contractAmount: d.value ? String(d.value) : undefined })} />
        <Form.Input id="ts-company" className="pw-more" label="得標廠商" value={draft.company ?? ''} onChange={(_e, d) => set({ company: String(d.value) || undefined })} />
        <Form.Input id="ts-progress" className="pw-more" label="進度落後達（%）" type="number" min={0} max={100} value={draft.progress_diff ?? ''} onChange={(_e, d) => set({ progress_diff: d.value === '' ? undefined : Math.max(0, Number(d.value)) })} />
        <Form.Input id="ts-depname" className="pw-more" label="機關名稱" value={draft.depname ?? ''} onChange={(_e, d) => set({ depname: String(d.value) || undefined })} />
        <div className="pw-toolbar-actions">
          <Button type="submit" primary icon="search" content="查詢" />
          <Button type="button" basic content="清除" onClick={s.reset} />
          <Button type="button" basic className="pw-more-toggle" icon={more ? 'angle up' : 'angle down'} content={more ? '較少條件' : '更多條件'} onClick={() => setMore(!more)} />
        </div>
      </Form>
      <PagedList list={s.list} page={s.page} onPage={s.setPage} emptyText="查無符合條件的標案">
        <TenderTable rows={s.rows} testId="tender-table" />
      </PagedList>
    </div>
  );
}
