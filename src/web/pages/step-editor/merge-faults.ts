/** The faults the editor shows: its own instant checks, and the server's for the content as it is now. */
import type { DraftFault } from '../../../domain/step-editor/check-editor-draft';

/** Both lists in one, each fault once, in path order of first appearance. */
export function mergeFaults(local: readonly DraftFault[], server: readonly DraftFault[] | null): DraftFault[] {
  const seen = new Set<string>();
  const merged: DraftFault[] = [];
  for (const fault of [...local, ...(server ?? [])]) {
    const key = `${fault.path}|${fault.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push({ path: fault.path, message: fault.message });
  }
  return merged;
}
