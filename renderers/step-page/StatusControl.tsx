/** The status buttons (辦理中 / 已完成 / 無須辦理 / 重設為未辦理); a closed one says why in its tooltip. */
import { Button } from 'semantic-ui-react';
import type { StepState } from '../../src/domain/steps/step-status';
import { STEP_STATE_COLORS } from './StepStatusLabel';
import type { StatusTarget } from './describe-status-targets';

/** Props of StatusControl. */
export interface StatusControlProps {
  targets: StatusTarget[];
  busy?: boolean;
  onChange?: (target: StepState) => void;
}

/** The row of status buttons. */
export function StatusControl({ targets, busy, onChange }: StatusControlProps) {
  return (
    <div className="pw-status-control" role="group" aria-label="變更辦理狀態">
      {targets.map(({ target, text, reason }) => {
        const closed = Boolean(reason) || !onChange;
        const tip = reason ?? (onChange ? undefined : '尚未開放');
        return (
          // Disabled buttons get no pointer events, so the tooltip sits on a wrapper.
          <span key={target} className="pw-tip" data-tooltip={tip} data-position="top center" title={tip}>
            <Button
              type="button"
              size="small"
              basic
              color={target === 0 ? undefined : STEP_STATE_COLORS[target]}
              disabled={closed || busy}
              loading={busy}
              onClick={() => onChange?.(target)}
              data-target-state={target}
              aria-label={tip ? `${text}（${tip}）` : text}
            >
              {text}
            </Button>
          </span>
        );
      })}
    </div>
  );
}
