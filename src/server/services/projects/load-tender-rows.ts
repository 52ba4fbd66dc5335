/**
 * The rows of the tender list and the dashboard: every reachable project matching a database condition,
 * with stage, procurement class, contract amount, company and progress worked out. The filters that depend
 * on those derived values run afterwards in memory, over one agency's projects.
 */
import type { TenderRow } from '../../../domain/projects/project-records';
import Decimal from 'decimal.js';
import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { choiceLabel, PROJECT_PROPERTIES } from '../../../domain/projects/project-catalogues';
import { PROJECT_STAGE_LABELS } from '../../../domain/projects/project-stages';
import { departments, members, projectContracts, projectPersonnel, projects } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { accessibleProjectsCondition } from './assert-project-access';
import { findProjectStages } from './find-project-stages';
import { toProjectRecord } from './project-record';
import { selectProjects } from './select-projects';

export type { TenderRow };

/** Rows of the caller's reachable projects that meet `where`, newest first. */
export async function loadTenderRows(ctx: ServerContext, caller: Caller, where?: SQL): Promise<TenderRow[]> {
  const rows = await selectProjects(ctx, and(await accessibleProjectsCondition(ctx, caller, 'view'), where)).orderBy(
    desc(projects.projYearStart),
    asc(projects.projNumber),
  );
  const ids = rows.map((r) => r.p.id);
  if (ids.length === 0) return [];
  const [stages, contracts, contractors] = await Promise.all([
    findProjectStages(ctx, ids),
    ctx.db.select().from(projectContracts).where(inArray(projectContracts.projId, ids)),
    // Without a contract record the company is the assigned contractor's firm.
    ctx.db
      .select({ projId: projectPersonnel.projId, depname: departments.depname })
      .from(projectPersonnel)
      .innerJoin(members, eq(members.id, projectPersonnel.memberId))
      .innerJoin(departments, eq(departments.id, members.depId))
      .where(and(inArray(projectPersonnel.projId, ids), eq(projectPersonnel.identity, 'contractor'), isNull(projectPersonnel.deletedAt))),
  ]);
  const contractOf = new Map(contracts.map((c) => [c.projId, c]));
  const firmOf = new Map(contractors.map((c) => [c.projId, c.depname]));
  return rows.map((r) => {
    const rec = toProjectRecord(r);
    const c = contractOf.get(r.p.id);
    const stage = stages.get(r.p.id) ?? 'design';
    const diff = c?.progressPlanned != null && c.progressActual != null ? new Decimal(c.progressActual).minus(c.progressPlanned).toFixed(2) : null;
    return {
      proj_id: rec.proj_id,
      proj_number: rec.proj_number,
      proj_name: rec.proj_name,
      dep_id: rec.dep_id,
      depname: rec.depname,
      proj_host_unit: rec.proj_host_unit,
      district: rec.district,
      district_name: rec.district_name,
      proj_year_range: rec.proj_year_range,
      proj_year_label: rec.proj_year_label,
      proj_type: rec.proj_type,
      proj_property: rec.proj_property,
      proj_property_name: choiceLabel(PROJECT_PROPERTIES, rec.proj_property),
      proj_total: rec.proj_total,
      procurement_class: rec.procurement?.class ?? null,
      procurement_label: rec.procurement?.label ?? '',
      contract_amount: c?.contractAmount ?? null,
      company: c?.company || firmOf.get(r.p.id) || '',
      stage,
      stage_label: PROJECT_STAGE_LABELS[stage],
      progress_planned: c?.progressPlanned ?? null,
      progress_actual: c?.progressActual ?? null,
      progress_diff: diff,
      merge_num: rec.merge?.merge_num ?? null,
    };
  });
}
