/**
 * Search_ENGINNERING_Type_Total and Search_ProjectByType: counts and amounts of the caller's projects by
 * type, start year, stage and procurement class (the dashboard), and the projects of one type.
 */
import type { GroupTotal, ProjectSummary } from '../../../domain/projects/project-records';
import Decimal from 'decimal.js';
import { and, eq, gte, lte } from 'drizzle-orm';
import { DEFAULT_PAGE, PAGE_SIZE, toPage, type PageOf } from '../../../domain/admin/list-defaults';
import { PROCUREMENT_CLASS_LABELS, PROCUREMENT_CLASS_ORDER } from '../../../domain/procurement/classify-procurement';
import { PROJECT_TYPES } from '../../../domain/projects/project-catalogues';
import { PROJECT_STAGE_LABELS, PROJECT_STAGE_ORDER } from '../../../domain/projects/project-stages';
import { formatRocYear } from '../../../domain/roc-date';
import { projects } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { loadTenderRows, type TenderRow } from './load-tender-rows';

export type { GroupTotal, ProjectSummary };

function group(rows: TenderRow[], keyOf: (r: TenderRow) => string, order: readonly { key: string; label: string }[], keepEmpty: boolean): GroupTotal[] {
  const sums = new Map<string, { count: number; amount: Decimal; contract: Decimal }>();
  for (const r of rows) {
    const k = keyOf(r);
    const s = sums.get(k) ?? { count: 0, amount: new Decimal(0), contract: new Decimal(0) };
    s.count += 1;
    s.amount = s.amount.plus(r.proj_total);
    if (r.contract_amount) s.contract = s.contract.plus(r.contract_amount);
    sums.set(k, s);
  }
  const known = order.map((o) => o.key);
  const extra = [...sums.keys()].filter((k) => !known.includes(k)).map((k) => ({ key: k, label: k }));
  return [...order, ...extra]
    .filter((o) => keepEmpty || sums.has(o.key))
    .map((o) => {
      const s = sums.get(o.key);
      return { key: o.key, label: o.label, count: s?.count ?? 0, amount: (s?.amount ?? new Decimal(0)).toFixed(2), contract_amount: (s?.contract ?? new Decimal(0)).toFixed(2) };
    });
}

/** The figures over the caller's projects whose range overlaps the years asked (Gregorian). */
export async function summariseProjects(ctx: ServerContext, caller: Caller, f: { year_start?: number; year_end?: number }): Promise<ProjectSummary> {
  const rows = await loadTenderRows(
    ctx,
    caller,
    and(f.year_start ? gte(projects.projYearEnd, f.year_start) : undefined, f.year_end ? lte(projects.projYearStart, f.year_end) : undefined),
  );
  const years = [...new Set(rows.map((r) => r.proj_year_range[0]))].sort().map((y) => ({ key: y, label: `${formatRocYear(y)}年` }));
  return {
    total: group(rows, () => 'all', [{ key: 'all', label: '合計' }], true)[0]!,
    by_type: group(rows, (r) => r.proj_type, PROJECT_TYPES.map((t) => ({ key: t.id, label: t.name })), false),
    // A project counts in the year it starts, so multi-year works are not counted twice.
    by_year: group(rows, (r) => r.proj_year_range[0], years, false),
    by_stage: group(rows, (r) => r.stage, PROJECT_STAGE_ORDER.map((s) => ({ key: s, label: PROJECT_STAGE_LABELS[s] })), true),
    by_class: group(rows, (r) => r.procurement_class ?? 'unknown', PROCUREMENT_CLASS_ORDER.map((c) => ({ key: c, label: PROCUREMENT_CLASS_LABELS[c] })), true),
  };
}

/** One page of the caller's projects of a type. */
export async function searchProjectsByType(ctx: ServerContext, caller: Caller, f: { proj_type: string; page?: number }): Promise<PageOf<TenderRow>> {
  const rows = await loadTenderRows(ctx, caller, eq(projects.projType, f.proj_type));
  const page = f.page ?? DEFAULT_PAGE;
  const start = (Math.max(1, page) - 1) * PAGE_SIZE;
  return toPage(rows.slice(start, start + PAGE_SIZE), rows.length, page, PAGE_SIZE);
}
