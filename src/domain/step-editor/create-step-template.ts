/**
 * The definition a new step starts from: everything the schema requires, empty where the administrator
 * must fill in (the checker then says what is missing), and the phase's usual permission code.
 */
import stepSchema from '../../../schemas/step.schema.json';
import type { StepDefinition, StepMenuGroupKey, StepPhase } from '../steps/step-definition';
import { PHASE_LABELS, PHASE_PERMISSION_CODES, phaseHasMenuGroup } from '../steps/step-phases';
import { STEP_ID_PATTERN } from '../steps/step-route-name';

/** The phase a step id belongs to, or null when its prefix is no phase. */
export function phaseOfStepId(id: string): StepPhase | null {
  const prefix = id.split('.')[0] ?? '';
  return prefix in PHASE_LABELS ? (prefix as StepPhase) : null;
}

/** Why an id cannot be used for a new step, or null when it can. */
export function explainNewStepIdProblem(id: string, existingIds: Iterable<string>): string | null {
  if (!STEP_ID_PATTERN.test(id)) return '步驟代碼格式為「階段代碼.序號」，例如 B2.21 或 B2.20.6';
  if (!phaseOfStepId(id)) return `「${id.split('.')[0]}」不是階段代碼（${Object.keys(PHASE_LABELS).join('、')}）`;
  for (const existing of existingIds) if (existing === id) return `步驟 ${id} 已存在，請從清單開啟編輯`;
  return null;
}

/** What a new step needs to start. */
export interface NewStepInput {
  id: string;
  title: string;
  /** Required for B phases, ignored elsewhere. */
  menuGroup?: StepMenuGroupKey | null;
}

/** The longest title the step schema allows. */
export const STEP_TITLE_MAX_LENGTH: number = stepSchema.properties.title.maxLength;

/** Why each input of a new step cannot be used, null where it can (the new-step dialog's checks). */
export function explainNewStepProblems(input: NewStepInput, existingIds: Iterable<string>): Record<'id' | 'title' | 'menuGroup', string | null> {
  const title = input.title.trim();
  const phase = phaseOfStepId(input.id);
  return {
    id: explainNewStepIdProblem(input.id, existingIds),
    title: title === '' ? '請輸入應辦事項名稱' : title.length > STEP_TITLE_MAX_LENGTH ? `名稱最多 ${STEP_TITLE_MAX_LENGTH} 個字` : null,
    menuGroup: phase !== null && phaseHasMenuGroup(phase) && !input.menuGroup ? 'B 階段步驟須選擇選單群組' : null,
  };
}

/** A new definition in the same layout as the files of steps/. */
export function createStepTemplate(input: NewStepInput): StepDefinition {
  const phase = phaseOfStepId(input.id) ?? 'B2';
  const code = PHASE_PERMISSION_CODES[phase];
  const withGroup = phaseHasMenuGroup(phase) && input.menuGroup ? { menuGroup: input.menuGroup } : {};
  return {
    $schema: '../schemas/step.schema.json',
    id: input.id,
    title: input.title,
    phase,
    ...withGroup,
    legalBasis: [],
    keyPoints: [],
    references: [],
    uploads: [],
    form: { schema: { type: 'object', required: [], properties: {} }, uiSchema: {} },
    rules: { prerequisites: [], locks: [], siblings: [] },
    foolproof: false,
    exports: [],
    // Construction and after: every party of the project sees the step, the agency edits it until told otherwise.
    permissions: { view: [code], edit: [code], parties: { view: phase.startsWith('B') || phase.startsWith('C') ? ['gov', 'sup', 'con'] : ['gov'], edit: ['gov'] } },
    version: 1,
  };
}
