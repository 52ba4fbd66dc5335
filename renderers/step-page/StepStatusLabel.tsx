/** A step status as a coloured label with its text (未辦理 / 辦理中 / 已完成 / 無須辦理), or 狀態未知. */
import { Label, type SemanticCOLORS } from 'semantic-ui-react';
import { STEP_STATE_LABELS, type StepState } from '../../src/domain/steps/step-status';

/** The colour of each state: grey not started, orange in progress, green done, blue not needed. */
export const STEP_STATE_COLORS: Readonly<Record<StepState, SemanticCOLORS>> = { 0: 'grey', 1: 'orange', 2: 'green', 3: 'blue' };

/** Shows one status; `size` follows Semantic UI label sizes. */
export function StepStatusLabel({ state, size = 'small' }: { state: StepState | null | undefined; size?: 'mini' | 'tiny' | 'small' | 'medium' }) {
  if (state === null || state === undefined) {
    return (
      <Label basic size={size} data-state="unknown">
        狀態未知
      </Label>
    );
  }
  return (
    <Label color={STEP_STATE_COLORS[state]} size={size} data-state={state}>
      {STEP_STATE_LABELS[state]}
    </Label>
  );
}
