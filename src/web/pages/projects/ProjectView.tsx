/** A project's fields read-only, in the form's sections: basic data, units, budget, content, design vendors, files. */
import { Header, Segment } from 'semantic-ui-react';
import { choiceLabel, MANAGEMENT_FEE_CHOICES, PROJECT_PROPERTIES } from '../../../domain/projects/project-catalogues';
import { PROJECT_FIELD_LABELS as L } from '../../../domain/projects/project-field-labels';
import type { ProjectRecord } from '../../../domain/projects/project-records';
import { DesignVendorsTable } from './DesignVendorsTable';
import { ProcurementClassLabel } from './ProcurementClassLabel';
import { money, rocDate } from './shared/format';

const FILE_GROUPS: { key: keyof ProjectRecord['files']; title: string }[] = [
  { key: 'basic', title: '基本資料' },
  { key: 'ekphrasis', title: '圖說' },
  { key: 'budget', title: '預算書' },
  { key: 'other', title: '其他' },
];

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children || <span className="pw-muted">—</span>}</dd>
    </>
  );
}

/** The read-only project. */
export function ProjectView({ project: p }: { project: ProjectRecord }) {
  const amount = (v: string) => `${money(v)} 元`;
  return (
    <>
      <Segment>
        <Header as="h3" content="基本資料" />
        <div className="pw-def-grid">
          <dl className="pw-definition">
            <Row label={L.proj_number}>{p.proj_number}</Row>
            <Row label={L.proj_name}>{p.proj_name}</Row>
            <Row label="分支計畫">{p.branch_plan_name}</Row>
            <Row label={L.plan_id}>{p.plan_name}</Row>
            <Row label={L.eir_id}>{p.eir_name}</Row>
            <Row label={L.proj_year_range}>{p.proj_year_label}</Row>
          </dl>
          <dl className="pw-definition">
            <Row label={L.proj_type}>{p.proj_type}</Row>
            <Row label={L.proj_property}>{choiceLabel(PROJECT_PROPERTIES, p.proj_property)}</Row>
            <Row label={L.proj_property_type}>{p.proj_property_type}</Row>
            <Row label={L.proj_date}>{rocDate(p.proj_date)}</Row>
            <Row label="工程地點">{[p.district_name, p.proj_place].filter(Boolean).join(' ')}</Row>
            <Row label="採購級距" testId="view-class"><ProcurementClassLabel view={p.procurement} detail /></Row>
          </dl>
        </div>
      </Segment>
      <Segment>
        <Header as="h3" content="辦理單位" />
        <div className="pw-def-grid">
          <dl className="pw-definition">
            <Row label={L.proj_host_unit}>{p.proj_host_unit}</Row>
            <Row label={L.proj_unit}>{p.proj_unit}</Row>
            <Row label={L.proj_agent}>{p.proj_agent}</Row>
            <Row label={L.proj_plan_unit}>{p.proj_plan_unit}</Row>
          </dl>
          <dl className="pw-definition">
            <Row label={L.proj_design_unit}>{p.proj_design_unit}</Row>
            <Row label={L.proj_design_vendor}>{p.proj_design_vendor}</Row>
            <Row label={L.proj_undertaker}>{p.proj_undertaker_name}</Row>
            <Row label="所屬機關單位">{p.depname}</Row>
          </dl>
        </div>
      </Segment>
      <Segment>
        <Header as="h3" content="經費" />
        <div className="pw-def-grid">
          <dl className="pw-definition">
            <Row label={L.proj_total}><span className="pw-amount">{amount(p.proj_total)}</span></Row>
            <Row label={L.proj_construction_cost}><span className="pw-amount">{amount(p.proj_construction_cost)}</span></Row>
            <Row label={L.proj_management}>{choiceLabel(MANAGEMENT_FEE_CHOICES, p.proj_management)}</Row>
            {p.proj_management === '1' ? <Row label={L.proj_management_cost}><span className="pw-amount">{amount(p.proj_management_cost)}</span></Row> : null}
          </dl>
          <dl className="pw-definition">
            <Row label={L.eir_name}>{p.eir_name}</Row>
            <Row label={L.eir_agent}>{p.eir_agent}</Row>
            <Row label={L.eir_total}><span className="pw-amount">{amount(p.eir_total)}</span></Row>
          </dl>
        </div>
      </Segment>
      <Segment>
        <Header as="h3" content="工程內容" />
        <dl className="pw-definition">
          <Row label={L.proj_content}><span style={{ whiteSpace: 'pre-wrap' }}>{p.proj_content}</span></Row>
          <Row label={L.proj_expected_result}><span style={{ whiteSpace: 'pre-wrap' }}>{p.proj_expected_result}</span></Row>
        </dl>
      </Segment>
      <Segment>
        <Header as="h3" content={L.design_vendors} />
        <DesignVendorsTable vendors={p.design_vendors} />
      </Segment>
      <Segment>
        <Header as="h3" content="標案檔案" />
        <dl className="pw-definition">
          {FILE_GROUPS.map((g) => (
            <Row key={g.key} label={g.title}>{`${p.files[g.key]?.length ?? 0} 個檔案`}</Row>
          ))}
        </dl>
        <p className="pw-muted">檔案請於「專案檔案管理」上傳與下載。</p>
      </Segment>
      <p className="pw-muted">建立：{rocDate(p.cDate.slice(0, 10))}{'\u3000'}最後更新：{rocDate(p.uDate.slice(0, 10))}{p.proj_editor_name ? `（${p.proj_editor_name}）` : ''}</p>
    </>
  );
}
