/**
 * Categories of the 營建工程空氣污染防制費 (construction air-pollution control fee) and what each one's fee is
 * counted on (費基), as DATED data like the procurement thresholds: an entry applies from its date until the
 * next one, and a declaration is judged by the entry in force on its declaration date.
 *
 * What is documented (see docs/air-pollution-fee.md): 空氣污染防制費收費辦法 lets a construction project be
 * charged by category (§3), with the rates set by the central authority per category and each local authority
 * free to set its own rate within ±20% of them (§5) — so the rate that applies is the one on the local
 * environmental bureau's notice, which the declaration records. The categories and their bases follow the
 * rate table announced on 93-05-31 (環署空字第0930038434A號) as a bureau's calculator (新北市環保局 試算) lists
 * them: building area for RC/SRC, total floor area for demolition, construction area for roads, pipelines and
 * area development (the latter in hectares), the tunnel's plan area, loose volume hauled for dredging, and the
 * contract sum for other works. The numeric rates themselves could not be confirmed from a primary source,
 * so none are encoded: the user enters the rate of the bureau's notice.
 */

/** How a category's fee is counted. */
export type AirFeeBasis =
  /** 費率 (元/m²·月) × 面積 (m²) × 工期 (月). */
  | 'areaMonths'
  /** 費率 (元/公頃·月) × 面積 (公頃) × 工期 (月). */
  | 'hectareMonths'
  /** 費率 (元/m³) × 外運土石鬆方體積 (m³). */
  | 'volume'
  /** 費率 × 工程合約經費 (元). */
  | 'contractAmount';

/** One category of the rate table. */
export interface AirFeeCategory {
  /** The category code of the bureaus' forms (1 RC … Z 其他). */
  code: string;
  label: string;
  basis: AirFeeBasis;
  /** What the quantity is, as the declaration form asks for it. */
  quantityLabel: string;
  /** Unit of the quantity ('' for the contract sum, which is the amount itself). */
  quantityUnit: string;
  /** Unit of the rate, as shown beside it. */
  rateUnit: string;
}

/** One version of the category table and the date from which it applies. */
export interface AirFeeCategorySet {
  /** First day in force, 'YYYY-MM-DD'. */
  from: string;
  categories: readonly AirFeeCategory[];
  /** Where the table comes from. */
  basis: string;
}

const area = (code: string, label: string, quantityLabel: string): AirFeeCategory =>
  Object.freeze({ code, label, basis: 'areaMonths', quantityLabel, quantityUnit: '平方公尺', rateUnit: '元/平方公尺·月' });
const hectare = (code: string, label: string): AirFeeCategory =>
  Object.freeze({ code, label, basis: 'hectareMonths', quantityLabel: '施工面積', quantityUnit: '公頃', rateUnit: '元/公頃·月' });

/** Every category table in date order; add an entry when a new rate table changes the categories. */
export const AIR_FEE_CATEGORY_SCHEDULE: readonly AirFeeCategorySet[] = Object.freeze([
  Object.freeze({
    from: '2004-05-31',
    basis: '行政院環境保護署93年5月31日環署空字第0930038434A號公告修正「營建工程空氣污染防制費收費費率」',
    categories: Object.freeze([
      area('1', '建築工程（RC）', '建築面積'),
      area('2', '建築工程（SRC）', '建築面積'),
      area('3', '建築拆除工程', '總樓地板面積'),
      area('4', '道路工程', '施工面積'),
      area('5', '隧道工程', '隧道平面面積'),
      area('6', '管線工程', '施工面積'),
      // The calculator asks no quantity for bridges; the bridge deck area is assumed (docs/air-pollution-fee.md).
      area('7', '橋樑工程', '橋面面積'),
      hectare('8', '區域開發工程（社區）'),
      hectare('9', '區域開發工程（工業區）'),
      hectare('A', '區域開發工程（遊樂區）'),
      Object.freeze({ code: 'B', label: '疏濬工程', basis: 'volume', quantityLabel: '外運土石體積（鬆方）', quantityUnit: '立方公尺', rateUnit: '元/立方公尺' }),
      Object.freeze({ code: 'Z', label: '其他工程', basis: 'contractAmount', quantityLabel: '工程合約經費', quantityUnit: '', rateUnit: '（費率 × 合約經費）' }),
    ] as AirFeeCategory[]),
  }),
]);

/** The category table in force on a date ('YYYY-MM-DD'); earlier dates get the first table. */
export function airFeeCategoriesOn(date: string | null | undefined, schedule: readonly AirFeeCategorySet[] = AIR_FEE_CATEGORY_SCHEDULE): AirFeeCategorySet {
  let found = schedule[0]!;
  if (!date) return schedule[schedule.length - 1]!;
  // ISO dates compare correctly as text.
  for (const set of schedule) if (set.from <= date.slice(0, 10)) found = set;
  return found;
}

/** The category with `code` in the table in force on `date`, or null. */
export function findAirFeeCategory(code: string, date?: string | null): AirFeeCategory | null {
  return airFeeCategoriesOn(date).categories.find((c) => c.code === code) ?? null;
}

/** Every code any table has known, for checking stored and sent codes. */
export const AIR_FEE_CATEGORY_CODES: readonly string[] = Object.freeze([...new Set(AIR_FEE_CATEGORY_SCHEDULE.flatMap((s) => s.categories.map((c) => c.code)))]);
