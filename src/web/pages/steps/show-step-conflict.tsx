/**
 * The dialog 資料已被他人修改: a save was refused because someone saved the step after this page loaded it.
 * Lists what they changed (field, their value, mine, who, when) and lets the user reload (discard mine) or
 * keep theirs and put mine on top (to save again) — the page never overwrites anyone silently.
 */
import { Table } from 'semantic-ui-react';
import { openDialog } from '../../shared/dialogs';
import { formatTaipeiTime } from '../../../domain/format-taipei-time';
import { formatStepValue } from './format-step-value';
import type { StaleField } from './step-api';

/** What the user chose: load theirs, re-apply mine on theirs, or close and stay as they were. */
export type StepConflictChoice = 'reload' | 'rebase' | 'cancel';

/** Title of the conflict dialog. */
export const STEP_CONFLICT_TITLE = '資料已被他人修改';

/** Opens the conflict dialog for the fields another user changed. */
export function showStepConflict(changed: StaleField[]): Promise<StepConflictChoice> {
  return openDialog<StepConflictChoice>({
    title: STEP_CONFLICT_TITLE,
    dismissValue: 'cancel',
    closeOnDimmerClick: false,
    content: (
      <div data-testid="step-conflict">
        <p>您開始編輯後，已有其他人儲存了此步驟。以下是對方修改的欄位：</p>
        <Table celled compact unstackable size="small" className="pw-conflict-table">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>欄位</Table.HeaderCell>
              <Table.HeaderCell>對方的值</Table.HeaderCell>
              <Table.HeaderCell>您的值</Table.HeaderCell>
              <Table.HeaderCell>修改者／時間</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {changed.map((c) => (
              <Table.Row key={c.field} data-field={c.field}>
                <Table.Cell>{c.title}</Table.Cell>
                <Table.Cell>{formatStepValue(c.theirs)}</Table.Cell>
                <Table.Cell>{formatStepValue(c.yours)}</Table.Cell>
                <Table.Cell>
                  {c.by ?? '（不明）'}
                  {c.at ? <div className="pw-muted">{formatTaipeiTime(c.at)}</div> : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
        <p>「重新載入」會捨棄您未儲存的修改；「保留我的修改」會載入對方的版本並套用您的修改，確認後請再按「完成編輯」。</p>
      </div>
    ),
    buttons: [
      { text: '重新載入', value: 'reload', negative: true },
      { text: '保留我的修改', value: 'rebase', primary: true },
    ],
  });
}
