/**
 * The one editing state of a step definition, shared by the structured editor, the JSON view and the
 * preview: the draft itself (any JSON object while the JSON view is mid-edit), the version it was loaded
 * from or last saved as, and the server's verdicts on the contents it has checked. Edits go through immer.
 */
import { produce, type Draft } from 'immer';
import { useCallback, useMemo, useState } from 'react';
import type { DraftFault } from '../../../domain/step-editor/check-editor-draft';
import { contentKey } from '../../../domain/step-editor/step-definition-file';
import type { StepDefinition } from '../../../domain/steps/step-definition';

/** A stored version and its content key. */
export interface StoredDraft {
  version: number;
  key: string;
}

interface StepDraftState {
  definition: Record<string, unknown>;
  /** The stored version the content matches (loaded or saved), or null for content never stored. */
  stored: StoredDraft | null;
  /** The server's faults by content key: going back to checked content (an undo) needs no new check. */
  checks: ReadonlyMap<string, DraftFault[]>;
}

/** What the editor's hook offers. */
export interface StepDraft {
  definition: Record<string, unknown>;
  /** The stored version the content matches (loaded or saved), or null for content never stored. */
  stored: StoredDraft | null;
  /** Content key of the draft (its content apart from the version). */
  key: string;
  /** The draft differs from every stored version we know of. */
  dirty: boolean;
  /** The server's faults of the draft as it is now, or null when it has not checked this content. */
  serverFaults: DraftFault[] | null;
  /** Changes the draft in place (immer), typed as a definition for the structured editor. */
  edit: (recipe: (draft: Draft<StepDefinition>) => void) => void;
  /** Replaces the draft by a function of it (the domain's pure operations) or by a new value. */
  replace: (next: Record<string, unknown> | ((current: StepDefinition) => StepDefinition)) => void;
  /** Starts over from a stored version (null: new, never stored). */
  load: (definition: Record<string, unknown>, version: number | null) => void;
  /** Records that the draft as it is now was stored as `version` with the server's faults. */
  markSaved: (version: number, faults: DraftFault[]) => void;
  /** Records the server's faults of some content. */
  markChecked: (key: string, faults: DraftFault[]) => void;
}

// Enough for a session's back and forth; older verdicts are checked again if ever needed.
const KEPT_CHECKS = 20;

function withCheck(checks: ReadonlyMap<string, DraftFault[]>, key: string, faults: DraftFault[]): ReadonlyMap<string, DraftFault[]> {
  const next = new Map(checks);
  next.delete(key);
  next.set(key, faults);
  while (next.size > KEPT_CHECKS) next.delete(next.keys().next().value!);
  return next;
}

function storedAs(definition: Record<string, unknown>, version: number | null): StoredDraft | null {
  return version === null ? null : { version, key: contentKey(definition) };
}

/** Holds the draft of one step. */
export function useStepDraft(initial: Record<string, unknown>, version: number | null): StepDraft {
  const [state, setState] = useState<StepDraftState>(() => ({ definition: initial, stored: storedAs(initial, version), checks: new Map() }));

  const edit = useCallback((recipe: (draft: Draft<StepDefinition>) => void) => {
    setState((s) => ({ ...s, definition: produce(s.definition as unknown as StepDefinition, recipe) as unknown as Record<string, unknown> }));
  }, []);
  const replace = useCallback((next: Record<string, unknown> | ((current: StepDefinition) => StepDefinition)) => {
    setState((s) => ({
      ...s,
      definition: typeof next === 'function' ? (next(s.definition as unknown as StepDefinition) as unknown as Record<string, unknown>) : next,
    }));
  }, []);
  const load = useCallback((definition: Record<string, unknown>, loadedVersion: number | null) => {
    // Verdicts are dropped too: the catalogue they were checked against may have changed since.
    setState({ definition, stored: storedAs(definition, loadedVersion), checks: new Map() });
  }, []);
  const markSaved = useCallback((savedVersion: number, faults: DraftFault[]) => {
    setState((s) => {
      const key = contentKey(s.definition);
      // The draft carries the version it is stored as, as the files in steps/ do.
      return { definition: { ...s.definition, version: savedVersion }, stored: { version: savedVersion, key }, checks: withCheck(s.checks, key, faults) };
    });
  }, []);
  const markChecked = useCallback((key: string, faults: DraftFault[]) => {
    setState((s) => ({ ...s, checks: withCheck(s.checks, key, faults) }));
  }, []);

  const key = useMemo(() => contentKey(state.definition), [state.definition]);
  return {
    definition: state.definition,
    stored: state.stored,
    key,
    dirty: state.stored?.key !== key,
    serverFaults: state.checks.get(key) ?? null,
    edit,
    replace,
    load,
    markSaved,
    markChecked,
  };
}
