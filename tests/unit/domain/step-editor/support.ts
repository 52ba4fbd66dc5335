// Test helpers: the catalogue files and a minimal valid new step (B2.21) built with the editor's operations.
import { readdirSync, readFileSync } from 'node:fs';
import { createStepTemplate } from '../../../../src/domain/step-editor/create-step-template';
import type { StepDefinition } from '../../../../src/domain/steps/step-definition';

/** Every file of steps/: its name, text and definition. */
export function readStepFiles(): { file: string; text: string; definition: StepDefinition }[] {
  return readdirSync('steps')
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const text = readFileSync(`steps/${file}`, 'utf8');
      return { file, text, definition: JSON.parse(text) as StepDefinition };
    });
}

/** The ids of the catalogue. */
export const CATALOGUE_IDS = readStepFiles().map((f) => f.definition.id);

/** One catalogue definition by id, as a fresh copy. */
export function readStep(id: string): StepDefinition {
  return JSON.parse(readFileSync(`steps/${id}.json`, 'utf8')) as StepDefinition;
}

/** B2.21 from the template with what the checker requires filled in. */
export function newStep(): StepDefinition {
  return { ...createStepTemplate({ id: 'B2.21', title: '工地安全巡檢紀錄', menuGroup: 'occupationalSafetyManage' }), keyPoints: ['每日巡檢施工架與開口護欄。'] };
}
