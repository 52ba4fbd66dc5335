/**
 * The choice lists of a project: works types (工程類別), properties (工程性質), procurement object types
 * (採購標的) and the management-fee flag. Ids are stored; labels are shown.
 */

/** One choice: the stored id and its label. */
export interface Choice {
  readonly id: string;
  readonly name: string;
}

/** Works types (proj_type). */
export const PROJECT_TYPES: readonly Choice[] = Object.freeze([
  { id: '建築工程', name: '建築工程' },
  { id: '土木工程', name: '土木工程' },
  { id: '道路工程', name: '道路工程' },
  { id: '橋梁工程', name: '橋梁工程' },
  { id: '水利工程', name: '水利工程' },
  { id: '景觀工程', name: '景觀工程' },
  { id: '機電工程', name: '機電工程' },
  { id: '環境工程', name: '環境工程' },
  { id: '其他', name: '其他' },
]);

/** Works properties (proj_property, the tender list's proj_property_id). */
export const PROJECT_PROPERTIES: readonly Choice[] = Object.freeze([
  { id: '1', name: '新建工程' },
  { id: '2', name: '改建工程' },
  { id: '3', name: '擴建工程' },
  { id: '4', name: '修繕工程' },
  { id: '5', name: '耐震補強工程' },
  { id: '6', name: '維護工程' },
]);

/** Procurement object types (proj_property_type), which pick the thresholds that apply. */
export const PROJECT_PROPERTY_TYPES: readonly Choice[] = Object.freeze([
  { id: '工程', name: '工程' },
  { id: '財物', name: '財物' },
  { id: '勞務', name: '勞務' },
]);

/** proj_management: whether a works-management fee (工程管理費) is budgeted; '0' no (default), '1' yes. */
export const MANAGEMENT_FEE_CHOICES: readonly Choice[] = Object.freeze([
  { id: '0', name: '不編列' },
  { id: '1', name: '編列' },
]);

/** The label of an id in a list, or the id itself when unknown. */
export function choiceLabel(list: readonly Choice[], id: string | null | undefined): string {
  if (!id) return '';
  return list.find((c) => c.id === id)?.name ?? id;
}
