/** Finds cycles in the prerequisite graph (A needs B needs A), which would make steps impossible to start. */

/** Returns each cycle once, as the list of step ids along it (without repeating the first). */
export function findPrerequisiteCycles(prerequisitesById: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const seenCycles = new Set<string>();
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];

  const visit = (id: string): void => {
    state.set(id, 'visiting');
    stack.push(id);
    for (const next of prerequisitesById.get(id) ?? []) {
      const nextState = state.get(next);
      if (nextState === 'visiting') {
        const cycle = stack.slice(stack.indexOf(next));
        // The same cycle can be entered from any member; report it once, keyed by its sorted members.
        const key = [...cycle].sort().join('>');
        if (!seenCycles.has(key)) {
          seenCycles.add(key);
          cycles.push(cycle);
        }
      } else if (nextState === undefined && prerequisitesById.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    state.set(id, 'done');
  };

  for (const id of prerequisitesById.keys()) if (!state.has(id)) visit(id);
  return cycles;
}
