/** The project form's state: built from a stored project or blank, and turned into the Add/Edit body. */
import { emptyFileIds, type ProjectFields } from '../../../domain/projects/project-fields';
import type { ProjectRecord } from '../../../domain/projects/project-records';
import { wholeAmount } from './shared/format';

/** A blank project for the create form; `today` is the default date thresholds are judged by. */
export function blankDraft(today: string): ProjectFields {
  const year = today.slice(0, 4);
  return {
    plan_id: 0,
    proj_number: '',
    proj_name: '',
    proj_year_range: [year, year],
    proj_type: '',
    proj_agent: '',
    proj_unit: '',
    proj_host_unit: '',
    proj_plan_unit: '',
    proj_design_unit: '',
    proj_design_vendor: '',
    proj_place: '',
    proj_content: '',
    proj_expected_result: '',
    proj_total: '',
    proj_construction_cost: '',
    proj_management: '0',
    proj_management_cost: '',
    proj_property: '',
    proj_property_type: '工程',
    proj_undertaker: null,
    eir_id: null,
    eir_name: '',
    eir_agent: '',
    eir_total: '',
    design_vendors: [],
    files: emptyFileIds(),
    district: null,
    proj_date: today,
  };
}

/** The form state of a stored project (amounts as whole digits for the amount inputs). */
export function draftOf(p: ProjectRecord): ProjectFields {
  return {
    plan_id: p.plan_id,
    proj_number: p.proj_number,
    proj_name: p.proj_name,
    proj_year_range: [...p.proj_year_range],
    proj_type: p.proj_type,
    proj_agent: p.proj_agent,
    proj_unit: p.proj_unit,
    proj_host_unit: p.proj_host_unit,
    proj_plan_unit: p.proj_plan_unit,
    proj_design_unit: p.proj_design_unit,
    proj_design_vendor: p.proj_design_vendor,
    proj_place: p.proj_place,
    proj_content: p.proj_content,
    proj_expected_result: p.proj_expected_result,
    proj_total: wholeAmount(p.proj_total),
    proj_construction_cost: wholeAmount(p.proj_construction_cost),
    proj_management: p.proj_management,
    proj_management_cost: wholeAmount(p.proj_management_cost),
    proj_property: p.proj_property,
    proj_property_type: p.proj_property_type,
    proj_undertaker: p.proj_undertaker,
    eir_id: p.eir_id,
    eir_name: p.eir_name,
    eir_agent: p.eir_agent,
    eir_total: wholeAmount(p.eir_total),
    design_vendors: p.design_vendors.map((v) => ({ ...v })),
    files: p.files,
    district: p.district,
    proj_date: p.proj_date,
  };
}

/** The body of Add_PROJECT / Edit_PROJECT: empty optional amounts become '0'. */
export function bodyOf(d: ProjectFields): ProjectFields {
  return {
    ...d,
    proj_number: d.proj_number.trim(),
    proj_name: d.proj_name.trim(),
    proj_construction_cost: d.proj_construction_cost || '0',
    proj_management_cost: d.proj_management === '1' ? d.proj_management_cost : '0',
    eir_total: d.eir_total || '0',
  };
}
