/**
 * Step rules the upload service applies: N1.2's imported files belong to no project (spec doc 2 §5: its
 * auth, proj, code and audit fields are dropped), and A2.8's budget book counts as done once a file is
 * uploaded into it (doc 2 §4).
 */

/** Steps whose files are not tied to a project. */
export const PROJECTLESS_STEPS: ReadonlySet<string> = new Set(['N1.2']);

/** Whether a step's files are kept without a project. */
export function isProjectlessStep(stpId: string): boolean {
  return PROJECTLESS_STEPS.has(stpId);
}

/** The upload categories whose first file marks their step done: A2.8's budget book. */
export const COMPLETING_UPLOADS: readonly { stpId: string; category: string }[] = Object.freeze([{ stpId: 'A2.8', category: 'budgetBook' }]);

/** Whether a file uploaded into this step and category marks the step done. */
export function completesStepOnUpload(stpId: string, category: string): boolean {
  return COMPLETING_UPLOADS.some((c) => c.stpId === stpId && c.category === category);
}

/** A file's code: its category's prefix and a four-digit serial ('A2-BB-' and 7 → 'A2-BB-0007'). */
export function formatFileCode(prefix: string, serial: number): string {
  return `${prefix}${String(serial).padStart(4, '0')}`;
}
