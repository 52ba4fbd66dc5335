/**
 * ProjectBasic01/searchTable/list/{pageSize}/{govEncode}: the tender list with its filters (spec doc 3 §3):
 * proj_property_id, district, proj_ids, yearRangeStart/End, stageStatus, contractAmount, company,
 * progress_diff, depname, page. govEncode narrows to one agency unit and what lies under it.
 */
import Decimal from 'decimal.js';
import { and, eq, gte, inArray, like, lte } from 'drizzle-orm';
import { DEFAULT_PAGE, toPage, type PageOf } from '../../../domain/admin/list-defaults';
import { InputError } from '../../../domain/errors';
import { decodeGovEncode } from '../../../domain/projects/decode-lookup-params';
import { projects } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { findSubtreeDepartmentIds } from './find-department-tree';
import { loadTenderRows, type TenderRow } from './load-tender-rows';

/** The filters. Years are Gregorian; contractAmount is a procurement class key or a { min, max } range. */
export interface TenderFilter {
  page?: number;
  proj_property_id?: string;
  district?: string;
  proj_ids?: number[];
  yearRangeStart?: number;
  yearRangeEnd?: number;
  stageStatus?: string | string[];
  contractAmount?: string | { min?: string | number; max?: string | number };
  company?: string;
  /** Behind schedule by at least this many percentage points. */
  progress_diff?: number;
  depname?: string;
}

const contains = (value: string, part: string | undefined) => !part?.trim() || value.toLowerCase().includes(part.trim().toLowerCase());

function amountMatches(row: TenderRow, filter: TenderFilter['contractAmount']): boolean {
  if (filter === undefined || filter === '') return true;
  if (typeof filter === 'string') return row.procurement_class === filter;
  const amount = new Decimal(row.contract_amount ?? row.proj_total);
  if (filter.min !== undefined && filter.min !== '' && amount.lt(String(filter.min))) return false;
  if (filter.max !== undefined && filter.max !== '' && amount.gt(String(filter.max))) return false;
  return true;
}

/** One page of tender rows for the caller. */
export async function searchTenderList(ctx: ServerContext, caller: Caller, pageSize: number, govEncode: string, f: TenderFilter): Promise<PageOf<TenderRow>> {
  const gov = decodeGovEncode(govEncode);
  if (gov === null) throw new InputError("'govEncode'格式不符合");
  const units = gov === 'all' ? undefined : await findSubtreeDepartmentIds(ctx.db, gov);
  const district = f.district?.trim();
  const where = and(
    units ? inArray(projects.depId, units) : undefined,
    f.proj_property_id ? eq(projects.projProperty, f.proj_property_id) : undefined,
    // A city code (5 digits) matches its districts' 8-digit codes by prefix.
    district ? like(projects.district, `${district}%`) : undefined,
    f.proj_ids?.length ? inArray(projects.id, f.proj_ids) : undefined,
    f.yearRangeStart ? gte(projects.projYearEnd, f.yearRangeStart) : undefined,
    f.yearRangeEnd ? lte(projects.projYearStart, f.yearRangeEnd) : undefined,
  );
  const stages = f.stageStatus === undefined || f.stageStatus === '' ? [] : Array.isArray(f.stageStatus) ? f.stageStatus : [f.stageStatus];
  const rows = (await loadTenderRows(ctx, caller, where)).filter(
    (r) =>
      (stages.length === 0 || stages.includes(r.stage)) &&
      amountMatches(r, f.contractAmount) &&
      contains(r.company, f.company) &&
      (contains(r.depname, f.depname) || contains(r.proj_host_unit, f.depname)) &&
      (f.progress_diff === undefined || (r.progress_diff !== null && new Decimal(r.progress_diff).lte(-Math.abs(f.progress_diff)))),
  );
  const page = f.page ?? DEFAULT_PAGE;
  const start = (Math.max(1, page) - 1) * pageSize;
  return toPage(rows.slice(start, start + pageSize), rows.length, page, pageSize);
}
