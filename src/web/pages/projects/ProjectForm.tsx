/**
 * The project form of the create and detail pages: every field of spec doc 2 §3 in sections (basic data,
 * units, budget with the procurement class it implies, content, design vendors). It only edits the draft;
 * the page checks and saves it.
 */
import { Form, Header, Segment } from 'semantic-ui-react';
import { MANAGEMENT_FEE_CHOICES, PROJECT_PROPERTIES, PROJECT_PROPERTY_TYPES, PROJECT_TYPES } from '../../../domain/projects/project-catalogues';
import { PROJECT_FIELD_LABELS as L } from '../../../domain/projects/project-field-labels';
import type { ProjectFields } from '../../../domain/projects/project-fields';
import { projectProcurementClass } from '../../../domain/projects/project-procurement-class';
import { cityOptions, districtOptions, findDistrict } from '../../../domain/taiwan-districts';
import { api } from '../../api/client';
import { AmountInput } from '../../shared/AmountInput';
import { RocDatePicker } from '../../shared/RocDatePicker';
import { FieldErrorLabel } from '../../shared/FieldErrorLabel';
import { DesignVendorsTable } from './DesignVendorsTable';
import { ProcurementClassLabel } from './ProcurementClassLabel';
import { fieldError } from '../../shared/field-error';
import { useProjectChoices } from './use-project-choices';

/** Props of ProjectForm. */
export interface ProjectFormProps {
  draft: ProjectFields;
  onChange: (draft: ProjectFields) => void;
  errors: Record<string, string>;
  busy?: boolean;
}

const toOptions = (list: readonly { id: string; name: string }[]) => list.map((c) => ({ key: c.id, value: c.id, text: c.name }));

/** The form. */
export function ProjectForm({ draft: d, onChange, errors, busy }: ProjectFormProps) {
  const choices = useProjectChoices(d.plan_id);
  const set = <K extends keyof ProjectFields>(key: K, value: ProjectFields[K]) => onChange({ ...d, [key]: value });
  const text = (key: keyof ProjectFields, options: { required?: boolean; wide?: boolean } = {}) => (
    <Form.Input
      id={`proj-${key}`}
      className={options.wide ? 'pw-wide' : undefined}
      label={L[key]}
      required={options.required}
      value={d[key] as string}
      onChange={(_e, v) => set(key, String(v.value) as never)}
      error={fieldError(errors[key])}
    />
  );
  const amount = (key: 'proj_total' | 'proj_construction_cost' | 'proj_management_cost' | 'eir_total', options: { required?: boolean; disabled?: boolean } = {}) => (
    <Form.Field required={options.required} error={Boolean(errors[key])} disabled={options.disabled}>
      <label htmlFor={`proj-${key}`}>{L[key]}（元）</label>
      <AmountInput id={`proj-${key}`} fluid value={d[key]} onChange={(v) => set(key, v)} error={errors[key]} disabled={options.disabled} />
    </Form.Field>
  );
  const city = d.district ? (findDistrict(d.district)?.cityCode ?? d.district.slice(0, 5)) : '';
  const cls = d.proj_total ? projectProcurementClass({ proj_total: d.proj_total, proj_construction_cost: d.proj_construction_cost || '0', proj_property_type: d.proj_property_type, proj_date: d.proj_date || '2999-01-01' }) : null;
  const takeNumber = async () => {
    try {
      const res = await api.post<{ proj_number: string }>('BGC/Get_ProjNumber', { year: Number(d.proj_year_range[0]) || undefined });
      set('proj_number', res.proj_number);
    } catch {
      // Shown by the client.
    }
  };
  const chooseItem = (id: number | null) => {
    const item = choices.items.find((i) => i.id === id);
    onChange({ ...d, eir_id: id, eir_name: item?.name ?? '', eir_agent: item?.agent ?? '', eir_total: item ? item.total.split('.')[0]! : '' });
  };

  return (
    <Form noValidate loading={busy} data-testid="project-form" onSubmit={(e) => e.preventDefault()}>
      <Segment>
        <Header as="h3" content="基本資料" />
        <div className="pw-fields">
          <Form.Dropdown
            id="proj-plan_id"
            label={L.plan_id}
            required
            selection
            search
            loading={choices.loading}
            options={choices.plans}
            value={d.plan_id || ''}
            placeholder="請選擇計畫"
            noResultsMessage="查無計畫"
            onChange={(_e, v) => onChange({ ...d, plan_id: Number(v.value) || 0, eir_id: null, eir_name: '', eir_agent: '', eir_total: '' })}
            error={fieldError(errors.plan_id)}
          />
          <Form.Dropdown
            id="proj-eir_id"
            label={L.eir_id}
            selection
            clearable
            disabled={!d.plan_id}
            options={choices.items.map((i) => ({ key: i.id, value: i.id, text: i.name }))}
            value={d.eir_id ?? ''}
            placeholder={d.plan_id ? '請選擇工程項目' : '請先選擇計畫'}
            onChange={(_e, v) => chooseItem(Number(v.value) || null)}
            error={fieldError(errors.eir_id)}
          />
          <Form.Input
            id="proj-proj_number"
            label={L.proj_number}
            required
            value={d.proj_number}
            onChange={(_e, v) => set('proj_number', String(v.value))}
            action={{ type: 'button', content: '取號', onClick: () => void takeNumber() }}
            error={fieldError(errors.proj_number)}
          />
          {text('proj_name', { required: true, wide: true })}
          <Form.Field required error={Boolean(errors.proj_year_range)}>
            <label htmlFor="proj-year-start">{L.proj_year_range}（民國年）</label>
            <div className="pw-year-range">
              <RocDatePicker id="proj-year-start" aria-label="開始年度" mode="year" value={d.proj_year_range[0] || null} onChange={(v) => set('proj_year_range', [v ?? '', d.proj_year_range[1]])} />
              <span>～</span>
              <RocDatePicker id="proj-year-end" aria-label="結束年度" mode="year" value={d.proj_year_range[1] || null} onChange={(v) => set('proj_year_range', [d.proj_year_range[0], v ?? ''])} />
            </div>
            <FieldErrorLabel message={errors.proj_year_range} />
          </Form.Field>
          <Form.Dropdown id="proj-proj_type" label={L.proj_type} required selection options={toOptions(PROJECT_TYPES)} value={d.proj_type} placeholder="請選擇" onChange={(_e, v) => set('proj_type', String(v.value))} error={fieldError(errors.proj_type)} />
          <Form.Dropdown id="proj-proj_property" label={L.proj_property} selection clearable options={toOptions(PROJECT_PROPERTIES)} value={d.proj_property} placeholder="請選擇" onChange={(_e, v) => set('proj_property', String(v.value ?? ''))} error={fieldError(errors.proj_property)} />
          <Form.Dropdown id="proj-proj_property_type" label={L.proj_property_type} required selection options={toOptions(PROJECT_PROPERTY_TYPES)} value={d.proj_property_type} onChange={(_e, v) => set('proj_property_type', String(v.value))} error={fieldError(errors.proj_property_type)} />
          <Form.Field required error={Boolean(errors.proj_date)}>
            <label htmlFor="proj-proj_date">{L.proj_date}（招標公告日或預定日）</label>
            <RocDatePicker id="proj-proj_date" value={d.proj_date || null} onChange={(v) => set('proj_date', v ?? '')} error={errors.proj_date} />
          </Form.Field>
          <Form.Dropdown
            id="proj-city"
            label="工程地點縣市"
            selection
            search
            clearable
            options={cityOptions()}
            value={city}
            placeholder="請選擇縣市"
            onChange={(_e, v) => set('district', v.value ? String(v.value) : null)}
            error={fieldError(errors.district)}
          />
          <Form.Dropdown
            id="proj-district"
            label="工程地點行政區"
            selection
            search
            clearable
            disabled={!city}
            options={city ? districtOptions(city) : []}
            value={d.district && d.district.length === 8 ? d.district : ''}
            placeholder="請選擇行政區"
            onChange={(_e, v) => set('district', v.value ? String(v.value) : city || null)}
          />
          {text('proj_place', { wide: true })}
        </div>
      </Segment>

      <Segment>
        <Header as="h3" content="辦理單位" />
        <div className="pw-fields">
          {text('proj_host_unit')}
          {text('proj_unit')}
          {text('proj_agent')}
          {text('proj_plan_unit')}
          {text('proj_design_unit')}
          {text('proj_design_vendor')}
          <Form.Dropdown
            id="proj-proj_undertaker"
            label={L.proj_undertaker}
            selection
            search
            clearable
            options={choices.undertakers}
            value={d.proj_undertaker ?? ''}
            placeholder="請選擇承辦人"
            onChange={(_e, v) => set('proj_undertaker', Number(v.value) || null)}
            error={fieldError(errors.proj_undertaker)}
          />
        </div>
      </Segment>

      <Segment>
        <div className="pw-section-title">
          <Header as="h3" content="經費" />
          <span>
            採購級距：{cls ? <ProcurementClassLabel view={{ class: cls.class, label: cls.label, category_label: cls.categoryLabel, amount: '', thresholds_from: cls.thresholds.from, basis: cls.thresholds.basis, announcement: cls.thresholds.announcement, small: cls.thresholds.small, announcement_required: cls.announcementRequired, inspection_amount: cls.inspectionAmount }} /> : <span className="pw-muted">輸入經費後顯示</span>}
          </span>
        </div>
        <div className="pw-fields">
          {amount('proj_total', { required: true })}
          {amount('proj_construction_cost')}
          <Form.Field error={Boolean(errors.proj_management)}>
            <label>{L.proj_management}</label>
            <Form.Group inline style={{ margin: 0 }}>
              {MANAGEMENT_FEE_CHOICES.map((c) => (
                <Form.Radio key={c.id} label={c.name} name="proj_management" value={c.id} checked={d.proj_management === c.id} onChange={() => set('proj_management', c.id)} />
              ))}
            </Form.Group>
          </Form.Field>
          {amount('proj_management_cost', { disabled: d.proj_management !== '1', required: d.proj_management === '1' })}
          {text('eir_name')}
          {text('eir_agent')}
          {amount('eir_total')}
        </div>
      </Segment>

      <Segment>
        <Header as="h3" content="工程內容" />
        <Form.TextArea id="proj-proj_content" label={L.proj_content} rows={3} value={d.proj_content} onChange={(_e, v) => set('proj_content', String(v.value))} />
        <Form.TextArea id="proj-proj_expected_result" label={L.proj_expected_result} rows={2} value={d.proj_expected_result} onChange={(_e, v) => set('proj_expected_result', String(v.value))} />
      </Segment>

      <Segment>
        <Header as="h3" content={L.design_vendors} />
        <DesignVendorsTable vendors={d.design_vendors} onChange={(v) => set('design_vendors', v)} errors={errors} />
      </Segment>
    </Form>
  );
}
