/** The project record the BGC calls answer: the stored fields plus names, class, stage and merge. */
import type { ProcurementClassView, ProjectRecord } from '../../../domain/projects/project-records';
import { formatRocYear } from '../../../domain/roc-date';
import { procurementAmountOf, projectProcurementClass } from '../../../domain/projects/project-procurement-class';
import { PROJECT_STAGE_LABELS, type ProjectStage } from '../../../domain/projects/project-stages';
import { fullNameByCode } from '../../../domain/taiwan-districts';
import type { ProjectRow } from './select-projects';

export type { ProcurementClassView, ProjectRecord };

/** The class view of a row. */
export function procurementView(r: ProjectRow): ProcurementClassView | null {
  const facts = {
    proj_total: r.p.projTotal,
    proj_construction_cost: r.p.projConstructionCost,
    proj_property_type: r.p.projPropertyType,
    proj_date: r.p.projDate,
    purchase: r.purchaseBudget ? { budget_amount: r.purchaseBudget, announce_date: r.purchaseAnnounce } : null,
  };
  const c = projectProcurementClass(facts);
  if (!c) return null;
  return {
    class: c.class,
    label: c.label,
    category_label: c.categoryLabel,
    amount: procurementAmountOf(facts),
    thresholds_from: c.thresholds.from,
    basis: c.thresholds.basis,
    announcement: c.thresholds.announcement,
    small: c.thresholds.small,
    announcement_required: c.announcementRequired,
    inspection_amount: c.inspectionAmount,
  };
}

/** Shapes a selected row (stage added when known). */
export function toProjectRecord(r: ProjectRow, stage?: ProjectStage): ProjectRecord {
  const p = r.p;
  const start = String(p.projYearStart);
  const end = String(p.projYearEnd);
  return {
    proj_id: p.id,
    plan_id: p.planId,
    plan_name: r.planName,
    branch_plan_id: r.branchPlanId,
    branch_plan_name: r.branchPlanName,
    dep_id: p.depId,
    depname: r.depname,
    dep_group: r.depGroup,
    proj_number: p.projNumber,
    proj_name: p.projName,
    proj_year_range: [start, end],
    proj_year_label: start === end ? formatRocYear(start) : `${formatRocYear(start)}～${formatRocYear(end)}`,
    proj_type: p.projType,
    proj_agent: p.projAgent,
    proj_unit: p.projUnit,
    proj_host_unit: p.projHostUnit,
    proj_plan_unit: p.projPlanUnit,
    proj_design_unit: p.projDesignUnit,
    proj_design_vendor: p.projDesignVendor,
    proj_place: p.projPlace,
    proj_content: p.projContent,
    proj_expected_result: p.projExpectedResult,
    proj_total: p.projTotal,
    proj_construction_cost: p.projConstructionCost,
    proj_management: p.projManagement,
    proj_management_cost: p.projManagementCost,
    proj_property: p.projProperty,
    proj_property_type: p.projPropertyType,
    proj_undertaker: p.projUndertaker,
    proj_undertaker_name: r.undertakerName ?? '',
    proj_editor: p.projEditor,
    proj_editor_name: r.editorName ?? '',
    version: p.version,
    eir_id: p.eirId,
    eir_name: p.eirName,
    eir_agent: p.eirAgent,
    eir_total: p.eirTotal,
    design_vendors: p.designVendors,
    files: p.files,
    district: p.district,
    district_name: p.district ? (fullNameByCode(p.district) ?? '') : '',
    proj_date: p.projDate,
    procurement: procurementView(r),
    merge: r.mergeId !== null && r.mergeNum !== null ? { merge_id: r.mergeId, merge_num: r.mergeNum } : null,
    ...(stage ? { stage, stage_label: PROJECT_STAGE_LABELS[stage] } : {}),
    cDate: p.cDate.toISOString(),
    uDate: p.uDate.toISOString(),
  };
}
