/** Asks for a new step's code, title and (for B phases) menu group, and hands back its starting definition. */
import { useEffect, useState } from 'react';
import { Button, Modal } from 'semantic-ui-react';
import { STEP_TITLE_MAX_LENGTH, createStepTemplate, explainNewStepProblems, phaseOfStepId } from '../../../domain/step-editor/create-step-template';
import type { StepDefinition, StepMenuGroupKey } from '../../../domain/steps/step-definition';
import { PHASE_LABELS, phaseHasMenuGroup } from '../../../domain/steps/step-phases';
import { MenuGroupSelect } from './editor-parts';

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
  const [group, setGroup] = useState<StepMenuGroupKey | null>(null);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (open) {
      setId('');
      setTitle('');
      setGroup(null);
      setTried(false);
    }
  }, [open]);
  const code = id.trim().toUpperCase();
  const phase = phaseOfStepId(code);
  const problems = explainNewStepProblems({ id: code, title, menuGroup: group }, existingIds);
  const create = () => {
    setTried(true);
    if (problems.id || problems.title || problems.menuGroup) return;
    onCreate(createStepTemplate({ id: code, title: title.trim(), menuGroup: group }));
  };
  const fieldClass = (problem: string | null) => `field required${tried && problem ? ' error' : ''}`;
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
          <div className={fieldClass(problems.id)}>
            <label htmlFor="new-step-id">步驟代碼</label>
            <input id="new-step-id" value={id} placeholder="例如 B2.21" autoComplete="off" onChange={(e) => setId(e.target.value)} />
            {error(problems.id)}
            {phase ? <div className="pw-muted pw-hint">{`階段：${phase} ${PHASE_LABELS[phase]}`}</div> : null}
          </div>
          <div className={fieldClass(problems.title)}>
            <label htmlFor="new-step-title">應辦事項名稱</label>
            <input id="new-step-title" value={title} maxLength={STEP_TITLE_MAX_LENGTH} onChange={(e) => setTitle(e.target.value)} />
            {error(problems.title)}
          </div>
          {phase && phaseHasMenuGroup(phase) ? (
            <div className={fieldClass(problems.menuGroup)}>
              <label htmlFor="new-step-group">選單群組</label>
              <MenuGroupSelect id="new-step-group" value={group ?? ''} onChange={setGroup} />
              {error(problems.menuGroup)}
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
