/** The shape of a project as the BGC calls send and answer it (snake_case names of spec doc 2 §3). */

/** A design vendor row (設計廠商). */
export interface DesignVendorFields {
  name: string;
  unit: string;
  contact_name: string;
  character: string;
  contact_tel: string;
  construction_list: string;
}

/** File ids per file group. */
export interface ProjectFileIds {
  basic: number[];
  ekphrasis: number[];
  budget: number[];
  other: number[];
}

/** The editable fields of a project (Add_PROJECT / Edit_PROJECT). Amounts are decimal text; years 'YYYY'. */
export interface ProjectFields {
  plan_id: number;
  proj_number: string;
  proj_name: string;
  /** [start, end] Gregorian years 'YYYY' (shown as ROC years). */
  proj_year_range: [string, string];
  proj_type: string;
  proj_agent: string;
  proj_unit: string;
  proj_host_unit: string;
  proj_plan_unit: string;
  proj_design_unit: string;
  proj_design_vendor: string;
  proj_place: string;
  proj_content: string;
  proj_expected_result: string;
  proj_total: string;
  proj_construction_cost: string;
  /** '0' no management fee (default), '1' budgeted. */
  proj_management: string;
  proj_management_cost: string;
  proj_property: string;
  proj_property_type: string;
  proj_undertaker: number | null;
  eir_id: number | null;
  eir_name: string;
  eir_agent: string;
  eir_total: string;
  design_vendors: DesignVendorFields[];
  files: ProjectFileIds;
  /** MOI city (5 digits) or district (8 digits) code. */
  district: string | null;
  /** The date the procurement thresholds are judged on, 'YYYY-MM-DD'. */
  proj_date: string;
}

/** An empty design vendor row. */
export function emptyDesignVendor(): DesignVendorFields {
  return { name: '', unit: '', contact_name: '', character: '', contact_tel: '', construction_list: '' };
}

/** An empty file-group set. */
export function emptyFileIds(): ProjectFileIds {
  return { basic: [], ekphrasis: [], budget: [], other: [] };
}

/** A new project: blank but for today's year range, date and the defaults (工程, no management fee). */
export function blankProjectFields(today: string): ProjectFields {
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

const plainAmount = (v: string) => v.replace(/,/g, '').trim();

/**
 * The fields as they are checked and stored: number and name trimmed, amounts without separators, the
 * optional amounts 0 when blank, and no management fee amount without a management fee. The total stays
 * blank when blank, so the check can ask for it.
 */
export function tidyProjectFields(f: ProjectFields): ProjectFields {
  return {
    ...f,
    proj_number: f.proj_number.trim(),
    proj_name: f.proj_name.trim(),
    proj_total: plainAmount(f.proj_total),
    proj_construction_cost: plainAmount(f.proj_construction_cost) || '0',
    proj_management_cost: f.proj_management === '1' ? plainAmount(f.proj_management_cost) : '0',
    eir_total: plainAmount(f.eir_total) || '0',
  };
}

/** The editable fields of a stored project (a record carries more), with its lists copied. */
export function projectFieldsOf(record: ProjectFields): ProjectFields {
  const keys = Object.keys(blankProjectFields('')) as (keyof ProjectFields)[];
  const fields = Object.fromEntries(keys.map((k) => [k, record[k]])) as unknown as ProjectFields;
  return {
    ...fields,
    proj_year_range: [...record.proj_year_range],
    design_vendors: record.design_vendors.map((v) => ({ ...v })),
    files: { ...record.files },
  };
}
