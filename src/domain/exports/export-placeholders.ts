/**
 * The {{…}} placeholders of a layout's text: step fields ({{awardAmount}}), the project and step
 * ({{project.name}}, {{step.title}}), the print date ({{today}}), each with an optional format after a bar
 * ({{awardAmount|amountInWords}}).
 */

/** The names a placeholder may use besides the step's own fields. */
export const BUILT_IN_PLACEHOLDERS = ['project.name', 'project.number', 'project.agency', 'project.unit', 'project.place', 'step.id', 'step.title', 'today'] as const;

/** One built-in placeholder name. */
export type BuiltInPlaceholder = (typeof BUILT_IN_PLACEHOLDERS)[number];

/** One placeholder found in a text. */
export interface Placeholder {
  /** The whole {{…}} as written. */
  raw: string;
  name: string;
  format?: string;
}

const PATTERN = /\{\{\s*([^{}|\s]+)\s*(?:\|\s*([^{}\s]*)\s*)?\}\}/g;

/** Every placeholder of a text, in order. */
export function findPlaceholders(text: string): Placeholder[] {
  return [...text.matchAll(PATTERN)].map((m) => ({ raw: m[0], name: m[1] ?? '', ...(m[2] !== undefined ? { format: m[2] } : {}) }));
}

/** The text with each placeholder replaced by what `resolve` answers for it. */
export function fillPlaceholders(text: string, resolve: (placeholder: Placeholder) => string): string {
  return text.replace(PATTERN, (raw: string, name: string, format?: string) => resolve({ raw, name, ...(format !== undefined ? { format } : {}) }));
}

/** Whether a name is one of the built-ins. */
export function isBuiltInPlaceholder(name: string): name is BuiltInPlaceholder {
  return (BUILT_IN_PLACEHOLDERS as readonly string[]).includes(name);
}
