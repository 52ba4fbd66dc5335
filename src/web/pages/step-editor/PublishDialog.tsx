/**
 * The confirmation before a version becomes current: how many stored submissions it would no longer fit
 * (from Check_Step_Impact) and the note the publication log keeps. Restoring an older version is the
 * same act, worded as such.
 */
import { useEffect, useState } from 'react';
import { Button, List, Message, Modal } from 'semantic-ui-react';
import type { ImpactReason } from '../../../domain/steps/assess-definition-impact';
import type { StepImpact } from './step-editor-api';

const REASONS: Readonly<Record<ImpactReason, string>> = {
  removedField: '欄位已刪除',
  typeChanged: '型別或格式變更',
  newRequired: '新增必填欄位',
  otherRule: '其他檢核規則',
};

/** What is being published. */
export interface PublishRequest {
  stepId: string;
  version: number;
  /** An older version made current again. */
  restore: boolean;
  impact: StepImpact;
}

/** Props of PublishDialog. */
export interface PublishDialogProps {
  request: PublishRequest | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (note: string) => void;
}

function ImpactSummary({ impact }: { impact: StepImpact }) {
  if (impact.affected === 0) {
    return (
      <Message positive size="small" data-testid="publish-impact">
        {impact.total === 0 ? '此步驟尚無已儲存的填報資料，發布不影響任何資料。' : `已儲存的 ${impact.total} 筆填報資料皆符合此版本。`}
      </Message>
    );
  }
  const found = new Set(impact.samples.flatMap((s) => s.reasons));
  const reasons = (Object.keys(REASONS) as ImpactReason[]).filter((r) => found.has(r));
  return (
    <Message warning size="small" data-testid="publish-impact">
      <Message.Header>{`${impact.affected} 筆已儲存的填報資料將不符合此版本（共 ${impact.total} 筆）`}</Message.Header>
      <p>{`原因：${reasons.map((r) => REASONS[r]).join('、')}。資料仍保留；使用者下次編輯時須依新版補正。`}</p>
      <List bulleted>
        {impact.samples.slice(0, 5).map((sample) => (
          <List.Item key={sample.key}>{`標案 ${sample.key.split('/')[0]}：${sample.fields.join('、')}`}</List.Item>
        ))}
      </List>
    </Message>
  );
}

/** The dialog; open while `request` is set. */
export function PublishDialog({ request, busy, onCancel, onConfirm }: PublishDialogProps) {
  const [note, setNote] = useState('');
  useEffect(() => setNote(''), [request]);
  if (!request) return null;
  const action = request.restore ? `還原為第 ${request.version} 版` : `發布第 ${request.version} 版`;
  return (
    <Modal open size="small" onClose={busy ? undefined : onCancel} closeOnDimmerClick={false} data-testid="publish-dialog">
      <Modal.Header>{`${request.stepId} ${action}`}</Modal.Header>
      <Modal.Content>
        <p>發布後此版本即成為目前版本，使用者下次開啟步驟頁即看到新版；先前的版本仍保留，可隨時比較或還原。</p>
        <ImpactSummary impact={request.impact} />
        <div className="ui form">
          <div className="field required">
            <label htmlFor="publish-note">發布說明（記錄於發布紀錄）</label>
            <textarea id="publish-note" rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} placeholder="例如：新增工地安全巡檢步驟" />
          </div>
        </div>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" content="取消" disabled={busy} onClick={onCancel} />
        <Button type="button" primary content={request.restore ? '還原' : '發布'} loading={busy} disabled={busy || note.trim() === ''} onClick={() => onConfirm(note.trim())} />
      </Modal.Actions>
    </Modal>
  );
}
