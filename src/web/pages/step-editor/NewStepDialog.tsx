/** Asks for a new step's code, title and (for B phases) menu group, and hands back its starting definition. */
import { useEffect, useState } from 'react';
import { Button, Modal } from 'semantic-ui-react';
import { createStepTemplate, explainNewStepIdProblem, phaseOfStepId } from '../../../domain/step-editor/create-step-template';
import { phaseHasMenuGroup } from '../../../domain/step-editor/set-step-phase';
import type { StepDefinition, StepMenuGroupKey } from '../../../domain/steps/step-definition';
import { MENU_GROUP_LABELS, MENU_GROUP_ORDER, PHASE_LABELS } from '../../../domain/steps/step-phases';

/** Props of NewStepDialog. */
export interface NewStepDialogProps {
  open: boolean;
  existingIds: readonly string[];
  onCancel: () => void;
  onCreate: (definition: StepDefinition) => void;
}

/** The dialog. */
export function NewStepDialog({ open, existingIds, onCancel, onCreate }: NewStepDialogProps) {
  const [id, setId] = useState('');
  const [title, setTitle] = useState('');
  const [group, setGroup] = useState<StepMenuGroupKey | ''>('');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (open) {
      setId('');
      setTitle('');
      setGroup('');
      setTried(false);
    }
  }, [open]);
  const code = id.trim().toUpperCase();
  const phase = phaseOfStepId(code);
  const needsGroup = phase !== null && phaseHasMenuGroup(phase);
  const idProblem = explainNewStepIdProblem(code, existingIds);
  const titleProblem = title.trim() === '' ? '請輸入應辦事項名稱' : title.trim().length > 40 ? '名稱最多 40 個字' : null;
  const groupProblem = needsGroup && !group ? 'B 階段步驟須選擇選單群組' : null;
  const create = () => {
    setTried(true);
    if (idProblem || titleProblem || groupProblem) return;
    onCreate(createStepTemplate({ id: code, title: title.trim(), menuGroup: group || null }));
  };
  const error = (problem: string | null) => (tried && problem ? <div className="ui basic red pointing prompt label">{problem}</div> : null);
  return (
    <Modal open={open} size="tiny" onClose={onCancel} data-testid="new-step-dialog">
      <Modal.Header>新增步驟</Modal.Header>
      <Modal.Content>
        <form
          className="ui form"
          onSubmit={(e) => {
            e.preventDefault();
            create();
          }}
        >
          <div className={`field required${tried && idProblem ? ' error' : ''}`}>
            <label htmlFor="new-step-id">步驟代碼</label>
            <input id="new-step-id" value={id} placeholder="例如 B2.21" autoComplete="off" onChange={(e) => setId(e.target.value)} />
            {error(idProblem)}
            {phase ? <div className="pw-muted pw-hint">{`階段：${phase} ${PHASE_LABELS[phase]}`}</div> : null}
          </div>
          <div className={`field required${tried && titleProblem ? ' error' : ''}`}>
            <label htmlFor="new-step-title">應辦事項名稱</label>
            <input id="new-step-title" value={title} maxLength={40} onChange={(e) => setTitle(e.target.value)} />
            {error(titleProblem)}
          </div>
          {needsGroup ? (
            <div className={`field required${tried && groupProblem ? ' error' : ''}`}>
              <label htmlFor="new-step-group">選單群組</label>
              <select id="new-step-group" value={group} onChange={(e) => setGroup(e.target.value as StepMenuGroupKey | '')}>
                <option value="">（請選擇）</option>
                {MENU_GROUP_ORDER.map((key) => (
                  <option key={key} value={key}>
                    {MENU_GROUP_LABELS[key]}
                  </option>
                ))}
              </select>
              {error(groupProblem)}
            </div>
          ) : null}
          <p className="pw-muted">建立後在編輯器填寫法令依據、控制重點、表單欄位等內容，儲存草稿並發布後，步驟即出現在選單與列表。</p>
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </form>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" content="取消" onClick={onCancel} />
        <Button type="button" primary content="建立" onClick={create} />
      </Modal.Actions>
    </Modal>
  );
}
