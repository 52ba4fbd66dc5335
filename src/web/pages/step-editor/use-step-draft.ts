/**
 * The one editing state of a step definition, shared by the structured editor, the JSON view and the
 * preview: the draft itself (any JSON object while the JSON view is mid-edit), the version it was loaded
 * from or last saved as, and the server's last verdict on it. Edits go through immer.
 */
import { produce, type Draft } from 'immer';
import { useCallback, useMemo, useState } from 'react';
import type { DraftFault } from '../../../domain/step-editor/check-editor-draft';
import { contentKey } from '../../../domain/step-editor/step-definition-file';
import type { StepDefinition } from '../../../domain/steps/step-definition';

/** A stored version and its content key, with the server's faults once known. */
export interface StoredDraft {
  version: number;
  key: string;
  /** null until the server has checked it. */
  faults: DraftFault[] | null;
}

/** The editor's state. */
export interface StepDraftState {
  definition: Record<string, unknown>;
  /** The stored version the content matches (loaded or saved), or null for content never stored. */
  stored: StoredDraft | null;
  /** The server's check of some content, by its key. */
  checked: { key: string; faults: DraftFault[] } | null;
}

/** What the editor's hook offers. */
export interface StepDraft extends StepDraftState {
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

/** Holds the draft of one step. */
export function useStepDraft(initial: Record<string, unknown>, version: number | null): StepDraft {
  const [state, setState] = useState<StepDraftState>(() => ({
    definition: initial,
    stored: version === null ? null : { version, key: contentKey(initial), faults: null },
    checked: null,
  }));

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
    setState({ definition, stored: loadedVersion === null ? null : { version: loadedVersion, key: contentKey(definition), faults: null }, checked: null });
  }, []);
  const markSaved = useCallback((savedVersion: number, faults: DraftFault[]) => {
    setState((s) => {
      const key = contentKey(s.definition);
      // The draft carries the version it is stored as, as the files in steps/ do.
      const definition = { ...s.definition, version: savedVersion };
      return { definition, stored: { version: savedVersion, key, faults }, checked: { key, faults } };
    });
  }, []);
  const markChecked = useCallback((key: string, faults: DraftFault[]) => {
    setState((s) => ({
      ...s,
      checked: { key, faults },
      stored: s.stored && s.stored.key === key ? { ...s.stored, faults } : s.stored,
    }));
  }, []);

  const key = useMemo(() => contentKey(state.definition), [state.definition]);
  return {
    ...state,
    key,
    dirty: state.stored?.key !== key,
    serverFaults: state.checked?.key === key ? state.checked.faults : null,
    edit,
    replace,
    load,
    markSaved,
    markChecked,
  };
}
