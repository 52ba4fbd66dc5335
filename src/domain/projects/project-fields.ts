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
