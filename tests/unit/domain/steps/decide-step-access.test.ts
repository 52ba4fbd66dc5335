import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../../../src/domain/errors';
import { assertStepEditable } from '../../../../src/domain/steps/assert-step-editable';
import { decideStepAccess, type StepStatusLookup } from '../../../../src/domain/steps/decide-step-access';
import type { StepDefinition } from '../../../../src/domain/steps/step-definition';
import type { StepState } from '../../../../src/domain/steps/step-status';
import { readCatalogue } from './catalogue-files';
import { catchDomainError } from './catch-domain-error';

const ids = (phase: string, from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `${phase}.${from + i}`);

interface RuleRow {
  prerequisites: string[];
  locks: string[];
  siblings: string[];
}

// Spec doc 2 §4, written out independently of the catalogue so the catalogue is checked against it.
function specRules(): Map<string, RuleRow> {
  const rules = new Map<string, RuleRow>();
  const set = (id: string, row: Partial<RuleRow>): void => {
    rules.set(id, { prerequisites: [], locks: [], siblings: [], ...rules.get(id), ...row });
  };
  set('B1.0', { prerequisites: ['A5.6'] });
  set('A2.8', { locks: ['A4.6'] });
  for (const id of ids('A3', 1, 10)) set(id, { locks: ['A5.5'] });
  set('A3.8', { prerequisites: ['A2.8'], siblings: ['A2.8'] });
  for (const id of ids('A4', 1, 5)) set(id, { locks: ['A4.6'], siblings: ids('A4', 1, 5) });
  set('A4.6', { prerequisites: ['A2.8', ...ids('A4', 1, 5)], locks: ids('A5', 1, 5) });
  for (const id of ids('A5', 1, 4)) set(id, { prerequisites: ['A4.6'], locks: ['A5.6'], siblings: ids('A5', 1, 4) });
  set('A5.5', { prerequisites: [...ids('A3', 1, 10), 'A4.6'], locks: ['A5.6'] });
  set('A5.6', { prerequisites: ids('A5', 1, 5) });
  return rules;
}

const catalogue = readCatalogue();
const byId = new Map(catalogue.map((definition) => [definition.id, definition]));
const table = specRules();
const sorted = (list: readonly string[]): string[] => [...list].sort();

function statusesOf(entries: Record<string, StepState | undefined>): StepStatusLookup {
  return entries;
}

describe('the catalogue encodes spec doc 2 §4 exactly', () => {
  it.each([...table.keys()])('%s has the rules of §4', (id) => {
    const definition = byId.get(id);
    expect(definition, `${id} is missing from steps/`).toBeDefined();
    const expected = table.get(id)!;
    expect(sorted(definition!.rules.prerequisites)).toEqual(sorted(expected.prerequisites));
    expect(sorted(definition!.rules.locks)).toEqual(sorted(expected.locks));
    expect(sorted(definition!.rules.siblings)).toEqual(sorted(expected.siblings));
  });

  it('steps outside §4 carry no invented rules', () => {
    const extra = catalogue.filter((definition) => !table.has(definition.id));
    for (const definition of extra) {
      expect(definition.rules, definition.id).toEqual({ prerequisites: [], locks: [], siblings: [] });
    }
  });
});

describe('prerequisites: met only when every one is known and done or not needed', () => {
  const cases = [...table.entries()].filter(([, row]) => row.prerequisites.length > 0);

  it.each(cases)('%s', (id, row) => {
    const rules = byId.get(id)!.rules;
    const all = (state: StepState | undefined): Record<string, StepState | undefined> =>
      Object.fromEntries(row.prerequisites.map((prerequisite) => [prerequisite, state]));

    // Everything unknown (nothing fetched): not met, every prerequisite listed.
    expect(decideStepAccess(rules, {})).toMatchObject({ prerequisitesMet: false, unmet: row.prerequisites, canEdit: false });
    for (const state of [0, 1] as const) {
      expect(decideStepAccess(rules, statusesOf(all(state))).prerequisitesMet).toBe(false);
    }
    for (const state of [2, 3] as const) {
      expect(decideStepAccess(rules, statusesOf(all(state)))).toMatchObject({ prerequisitesMet: true, unmet: [], canEdit: true });
    }
    // One unknown or unfinished prerequisite among settled ones is enough to block, and it alone is named.
    const last = row.prerequisites[row.prerequisites.length - 1]!;
    for (const state of [undefined, 0, 1] as const) {
      const access = decideStepAccess(rules, statusesOf({ ...all(2), [last]: state }));
      expect(access).toMatchObject({ prerequisitesMet: false, unmet: [last], reason: 'prerequisites', blockingSteps: [last] });
    }
  });
});

describe('locks: locked when any lock step is known and not "not done"', () => {
  const cases = [...table.entries()].filter(([, row]) => row.locks.length > 0);

  it.each(cases)('%s', (id, row) => {
    const definition = byId.get(id)!;
    // Prerequisites settled so that only the lock decides.
    const settled = Object.fromEntries(row.prerequisites.map((prerequisite) => [prerequisite, 2 as StepState]));
    for (const lock of row.locks) {
      expect(decideStepAccess(definition.rules, statusesOf({ ...settled, [lock]: undefined })).locked).toBe(false);
      expect(decideStepAccess(definition.rules, statusesOf({ ...settled, [lock]: 0 })).locked).toBe(false);
      for (const state of [1, 2, 3] as const) {
        const access = decideStepAccess(definition.rules, statusesOf({ ...settled, [lock]: state }));
        expect(access).toMatchObject({ locked: true, lockedBy: [lock], canEdit: false, canChangeStatus: false, reason: 'locked' });
      }
    }
  });
});

describe('siblings: reminded once any sibling has started', () => {
  const cases = [...table.entries()].filter(([, row]) => row.siblings.length > 0);

  it.each(cases)('%s', (id, row) => {
    const rules = byId.get(id)!.rules;
    expect(decideStepAccess(rules, {}).reminded).toBe(false);
    const notStarted = Object.fromEntries(row.siblings.map((sibling) => [sibling, 0 as StepState]));
    expect(decideStepAccess(rules, statusesOf(notStarted)).reminded).toBe(false);
    for (const sibling of row.siblings) {
      for (const state of [1, 2, 3] as const) {
        const access = decideStepAccess(rules, statusesOf({ ...notStarted, [sibling]: state }));
        expect(access).toMatchObject({ reminded: true, remindedBy: [sibling] });
      }
    }
  });
});

describe('decisions built on the rules', () => {
  const a48 = byId.get('A4.6')!;

  it('resetting to not done is allowed with unmet prerequisites but never when locked', () => {
    expect(decideStepAccess(a48.rules, {}, { targetState: 0 }).canChangeStatus).toBe(true);
    expect(decideStepAccess(a48.rules, {}, { targetState: 1 }).canChangeStatus).toBe(false);
    expect(decideStepAccess(a48.rules, { 'A5.3': 1 }, { targetState: 0 }).canChangeStatus).toBe(false);
  });

  it('lists lock steps before unmet prerequisites', () => {
    const access = decideStepAccess(a48.rules, { 'A5.2': 2, 'A2.8': 2 });
    expect(access.blockingSteps).toEqual(['A5.2', 'A4.1', 'A4.2', 'A4.3', 'A4.4', 'A4.5']);
    expect(access.reason).toBe('locked');
  });

  it('accepts a Map and ignores values that are not states', () => {
    const rules = byId.get('B1.0')!.rules;
    expect(decideStepAccess(rules, new Map([['A5.6', 3 as StepState]])).prerequisitesMet).toBe(true);
    expect(decideStepAccess(rules, { 'A5.6': 'X' as unknown as StepState }).prerequisitesMet).toBe(false);
  });

  it('asks for the lock reminder only for an unstarted, editable step whose group has not started', () => {
    const rules = byId.get('A4.2')!.rules;
    expect(decideStepAccess(rules, { 'A4.2': 0 }, { stepId: 'A4.2' }).needsLockReminder).toBe(true);
    expect(decideStepAccess(rules, {}, { stepId: 'A4.2' }).needsLockReminder).toBe(true);
    expect(decideStepAccess(rules, { 'A4.2': 1 }, { stepId: 'A4.2' }).needsLockReminder).toBe(false);
    expect(decideStepAccess(rules, { 'A4.3': 1 }, { stepId: 'A4.2' }).needsLockReminder).toBe(false);
    expect(decideStepAccess(rules, { 'A4.6': 1 }, { stepId: 'A4.2' }).needsLockReminder).toBe(false);
    // A5.6 locks nothing, so it never needs the lock reminder.
    expect(decideStepAccess(byId.get('A5.6')!.rules, { 'A5.1': 2, 'A5.2': 2, 'A5.3': 2, 'A5.4': 3, 'A5.5': 2 }, { stepId: 'A5.6' }).needsLockReminder).toBe(false);
  });

  it('assertStepEditable throws a ConflictError naming the blocking steps', () => {
    const definition: Pick<StepDefinition, 'id' | 'rules'> = byId.get('A3.8')!;
    expect(() => assertStepEditable(definition, { 'A2.8': 2 })).not.toThrow();
    const unmet = catchDomainError(() => assertStepEditable(definition, {}));
    expect(unmet).toBeInstanceOf(ConflictError);
    expect(unmet.userMessage).toBe('請先完成前置步驟：A2.8');
    expect(unmet.fields).toEqual({ unmet: ['A2.8'], lockedBy: [] });
    const locked = catchDomainError(() => assertStepEditable(definition, { 'A2.8': 2, 'A5.5': 1 }));
    expect(locked.userMessage).toBe('本步驟已被後續步驟鎖定，無法再編輯：A5.5');
    expect(() => assertStepEditable(definition, {}, 0)).not.toThrow();
  });
});
