/**
 * The procurement class shown on a project. The amount judged is the purchase data's budget when the tender
 * is set up, otherwise the construction cost (工程費), otherwise the total; the date is the tender's
 * announcement date when known, otherwise the project's date.
 */
import Decimal from 'decimal.js';
import { categoryOfLabel, classifyProcurement, type ProcurementClassification } from '../procurement/classify-procurement';

/** What the class is judged by. */
export interface ProjectAmountFacts {
  proj_total: string;
  proj_construction_cost: string;
  proj_property_type: string;
  proj_date: string;
  purchase?: { budget_amount: string; announce_date: string | null } | null;
}

/** The amount the class follows from, as decimal text. */
export function procurementAmountOf(p: ProjectAmountFacts): string {
  if (p.purchase) return p.purchase.budget_amount;
  return new Decimal(p.proj_construction_cost || '0').gt(0) ? p.proj_construction_cost : p.proj_total;
}

/** The project's procurement class, or null when its amount is unusable. */
export function projectProcurementClass(p: ProjectAmountFacts): ProcurementClassification | null {
  const date = p.purchase?.announce_date ?? p.proj_date;
  return classifyProcurement(procurementAmountOf(p), categoryOfLabel(p.proj_property_type), date);
}
