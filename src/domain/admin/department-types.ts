/** Department types (deptype) and their names. '4' is an agency unit (spec document 1 §6); the others are ours. */
export const DEPARTMENT_TYPES: Record<string, string> = {
  '1': '設計單位',
  '2': '監造單位',
  '3': '施工廠商',
  '4': '機關',
};

/** The type of agency units: GOV accounts always count as this type. */
export const AGENCY_DEPTYPE = '4';

/** The name of a department type, or the code itself when unknown. */
export function departmentTypeName(deptype: string): string {
  return DEPARTMENT_TYPES[deptype] ?? deptype;
}
