/** The step page's heading: step id and title, the status label, and the edit buttons for the mode. */
import type { ReactNode } from 'react';
import { Button, Header } from 'semantic-ui-react';
import type { StepState } from '../../src/domain/steps/step-status';
import { StepStatusLabel } from './StepStatusLabel';

/** The edit mode of a step page (spec doc 1 §4). */
export type StepPageMode = 'view' | 'edit' | 'add';

/** Props of StepHeader. */
export interface StepHeaderProps {
  id: string;
  title: string;
  state: StepState | null;
  mode: StepPageMode;
  /** Nothing stored yet: the view button reads 新增內容 rather than 編輯. */
  empty: boolean;
  /** Why editing is closed (no permission, locked, prerequisites), or null. */
  editBlockedReason: string | null;
  busy?: boolean;
  onEdit?: () => void;
  onCancel?: () => void;
  onFinish?: () => void;
  /** Extra controls at the start of the button row (e.g. the project chooser). */
  before?: ReactNode;
}

/** The heading row. */
export function StepHeader({ id, title, state, mode, empty, editBlockedReason, busy, onEdit, onCancel, onFinish, before }: StepHeaderProps) {
  return (
    <div className="pw-step-header">
      <Header as="h2" className="pw-step-title">
        <span className="pw-step-id">{id}</span>
        {title}
        <StepStatusLabel state={state} />
      </Header>
      <div className="pw-step-header-actions">
        {before}
        {mode === 'view' ? (
          onEdit ? (
            <span className="pw-tip" data-tooltip={editBlockedReason ?? undefined} data-position="bottom right" title={editBlockedReason ?? undefined}>
              <Button type="button" primary icon={empty ? 'plus' : 'edit'} content={empty ? '新增內容' : '編輯'} disabled={Boolean(editBlockedReason) || busy} onClick={onEdit} />
            </span>
          ) : null
        ) : (
          <>
            <Button type="button" content="取消" disabled={busy} onClick={onCancel} />
            <Button type="button" primary icon="check" content="完成編輯" loading={busy} disabled={busy} onClick={onFinish} />
          </>
        )}
      </div>
    </div>
  );
}
