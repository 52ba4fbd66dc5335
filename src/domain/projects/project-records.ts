/**
 * The records the plan and project calls answer (BGC, BFB, ProjectBasic01), shared by the server that
 * builds them and the pages that show them.
 */
import type { ProcurementClass } from '../procurement/classify-procurement';
import type { ProjectFields } from './project-fields';
import type { ProjectIdentity } from './project-identities';
import type { ProjectStage } from './project-stages';

/** A branch plan row. */
export interface BranchPlanRecord {
  id: number;
  name: string;
  code: string;
  year: number;
  total: string;
  remark: string;
  dep_id: number;
  depname: string;
  plan_count: number;
  /** Sent back with an edit; an edit from an older version is refused (no lost updates). */
  version: number;
  cDate: string;
  uDate: string;
}

/** An engineering item of a plan. */
export interface EngineeringItemRecord {
  id: number;
  plan_id: number;
  name: string;
  agent: string;
  total: string;
}

/** A plan row; the detail adds its engineering items. */
export interface PlanRecord {
  id: number;
  branch_plan_id: number;
  branch_plan_name: string;
  name: string;
  year: number;
  agent: string;
  total: string;
  remark: string;
  dep_id: number;
  depname: string;
  project_count: number;
  /** Sent back with an edit; an edit from an older version is refused (no lost updates). */
  version: number;
  cDate: string;
  uDate: string;
  items?: EngineeringItemRecord[];
}

/** The class as shown on a project. */
export interface ProcurementClassView {
  class: ProcurementClass;
  label: string;
  category_label: string;
  /** The amount judged. */
  amount: string;
  /** The threshold set's first day and legal basis. */
  thresholds_from: string;
  basis: string;
  announcement: string;
  small: string;
  announcement_required: boolean;
  inspection_amount: boolean;
}

/** A project as answered. */
export interface ProjectRecord extends ProjectFields {
  proj_id: number;
  dep_id: number;
  depname: string;
  dep_group: string | null;
  plan_name: string;
  branch_plan_id: number;
  branch_plan_name: string;
  district_name: string;
  /** '115～116' in ROC years. */
  proj_year_label: string;
  proj_undertaker_name: string;
  proj_editor: number | null;
  proj_editor_name: string;
  procurement: ProcurementClassView | null;
  merge: { merge_id: number; merge_num: string } | null;
  stage?: ProjectStage;
  stage_label?: string;
  /** Sent back with an edit; an edit from an older version is refused (no lost updates). */
  version: number;
  cDate: string;
  uDate: string;
}

/** Whether an assignment is in force, over, or removed. */
export type AssignmentStatus = 'active' | 'ended' | 'removed';

/** One assignment. */
export interface PersonnelRecord {
  id: number;
  proj_id: number;
  auth_id: number;
  cname: string;
  account: string;
  depname: string | null;
  email: string;
  identity: ProjectIdentity;
  category: string;
  identity_title: string;
  start_date: string;
  end_date: string | null;
  tel: string;
  remark: string;
  status: AssignmentStatus;
  cDate: string;
  uDate: string;
  deleted_at: string | null;
}

/** A person to choose. */
export interface PersonChoice {
  id: number;
  cname: string;
  account: string;
  dep_id: number | null;
  depname: string | null;
  tel: string;
  email: string;
}

/** One row of the tender list. */
export interface TenderRow {
  proj_id: number;
  proj_number: string;
  proj_name: string;
  dep_id: number;
  depname: string;
  proj_host_unit: string;
  district: string | null;
  district_name: string;
  proj_year_range: [string, string];
  proj_year_label: string;
  proj_type: string;
  proj_property: string;
  proj_property_name: string;
  proj_total: string;
  procurement_class: ProcurementClass | null;
  procurement_label: string;
  contract_amount: string | null;
  company: string;
  stage: ProjectStage;
  stage_label: string;
  progress_planned: string | null;
  progress_actual: string | null;
  /** Actual minus planned progress, in percentage points; null without a report. */
  progress_diff: string | null;
  merge_num: string | null;
}

/** One group's figures. */
export interface GroupTotal {
  key: string;
  label: string;
  count: number;
  /** Sum of proj_total. */
  amount: string;
  /** Sum of contract amounts where a contract exists. */
  contract_amount: string;
}

/** The dashboard's figures. */
export interface ProjectSummary {
  total: GroupTotal;
  by_type: GroupTotal[];
  by_year: GroupTotal[];
  by_stage: GroupTotal[];
  by_class: GroupTotal[];
}

/** A merged tender with its projects. */
export interface MergedTenderRecord {
  merge_id: number;
  merge_num: string;
  name: string;
  dep_id: number;
  depname: string;
  dep_group: string;
  projects: { proj_id: number; proj_number: string; proj_name: string; proj_total: string }[];
  cDate: string;
}

/** A project choice. */
export interface ProjectChoice {
  proj_id: number;
  proj_number: string;
  proj_name: string;
  plan_id: number;
  dep_id: number;
}

/** A plan choice. */
export interface PlanChoice {
  id: number;
  name: string;
  year: number;
  branch_plan_id: number;
  dep_id: number;
}
