/**
 * The class of a procurement by its amount: 巨額, 查核金額, 公告金額, 未達公告金額 or 小額採購, under the
 * thresholds in force on the procurement's date.
 */
import Decimal from 'decimal.js';
import { PROCUREMENT_CATEGORY_LABELS, type ProcurementCategory, type ThresholdSet, thresholdsOn } from './procurement-thresholds';

/** The five classes, from largest to smallest. */
export type ProcurementClass = 'huge' | 'inspection' | 'announcement' | 'belowAnnouncement' | 'small';

/** Class labels as the Act names them. */
export const PROCUREMENT_CLASS_LABELS: Readonly<Record<ProcurementClass, string>> = {
  huge: '巨額採購',
  inspection: '查核金額以上',
  announcement: '公告金額以上',
  belowAnnouncement: '未達公告金額',
  small: '小額採購',
};

/** Classes in display order, largest first. */
export const PROCUREMENT_CLASS_ORDER: readonly ProcurementClass[] = ['huge', 'inspection', 'announcement', 'belowAnnouncement', 'small'];

/** A classification with what it was judged by. */
export interface ProcurementClassification {
  class: ProcurementClass;
  label: string;
  category: ProcurementCategory;
  categoryLabel: string;
  /** The threshold set applied. */
  thresholds: ThresholdSet;
  /** Whether the tender must be announced publicly (公告金額以上). */
  announcementRequired: boolean;
  /** Whether the superior agency supervises and audits (查核金額以上). */
  inspectionAmount: boolean;
}

/**
 * Classifies an amount (decimal text or number) of a category on a date ('YYYY-MM-DD'); null when the
 * amount is missing or not a number.
 */
export function classifyProcurement(
  amount: string | number | null | undefined,
  category: ProcurementCategory,
  date: string,
): ProcurementClassification | null {
  if (amount === null || amount === undefined || amount === '') return null;
  let value: Decimal;
  try {
    value = new Decimal(String(amount).replace(/,/g, ''));
  } catch {
    return null;
  }
  if (!value.isFinite() || value.isNegative()) return null;
  const t = thresholdsOn(date);
  let cls: ProcurementClass;
  if (value.gte(t.huge[category])) cls = 'huge';
  else if (value.gte(t.inspection[category])) cls = 'inspection';
  else if (value.gte(t.announcement)) cls = 'announcement';
  else if (value.gt(t.small)) cls = 'belowAnnouncement';
  else cls = 'small';
  return {
    class: cls,
    label: PROCUREMENT_CLASS_LABELS[cls],
    category,
    categoryLabel: PROCUREMENT_CATEGORY_LABELS[category],
    thresholds: t,
    announcementRequired: cls === 'huge' || cls === 'inspection' || cls === 'announcement',
    inspectionAmount: cls === 'huge' || cls === 'inspection',
  };
}

/** The category for a label ('工程' → construction); construction for anything unknown, as works are the product's subject. */
export function categoryOfLabel(label: string | null | undefined): ProcurementCategory {
  const hit = (Object.entries(PROCUREMENT_CATEGORY_LABELS) as [ProcurementCategory, string][]).find(([, l]) => l === label);
  return hit ? hit[0] : 'construction';
}
