/**
 * 預算書基本資料: the A2.8 book's contract number, title, location, procuring entity, scale and execution
 * method, read-only until 編輯 and saved with Edit_Project_BudgetBook; the leave-edit guard holds while editing.
 */
import { useState } from 'react';
import { Button, Form, Header, Segment } from 'semantic-ui-react';
import type { BudgetBasicData } from '../../../domain/budget-book/budget-api-types';
import { api } from '../../api/client';
import { toast } from '../../shared/toast';
import { useLeaveEditGuard } from '../../shared/use-leave-edit-guard';

type Field = Exclude<keyof BudgetBasicData, 'revision'>;

const FIELDS: Array<{ key: Field; label: string; wide?: boolean }> = [
  { key: 'contractTitle', label: '工程名稱', wide: true },
  { key: 'contractNo', label: '標案案號' },
  { key: 'contractLocation', label: '工程地點' },
  { key: 'procuringEntity', label: '機關名稱' },
  { key: 'procuringEntityId', label: '機關代碼' },
  { key: 'contractScale', label: '工程規模' },
  { key: 'contractScaleUnit', label: '規模單位' },
  { key: 'executeMethod', label: '執行方式' },
];

/** The basic-data form of a project's budget book. */
export function BudgetMainForm({ projId, main, canEdit, onSaved }: { projId: number; main: BudgetBasicData; canEdit: boolean; onSaved: () => void }) {
  const [draft, setDraft] = useState<BudgetBasicData | null>(null);
  const [busy, setBusy] = useState(false);
  const editing = draft !== null;
  useLeaveEditGuard(editing ? 'edit' : 'view');
  const shown = draft ?? main;

  const save = async () => {
    if (!draft) return;
    if (draft.contractTitle.trim() === '') {
      toast.error('工程名稱不能空白');
      return;
    }
    setBusy(true);
    try {
      const { revision: _revision, ...fields } = draft;
      await api.post('BGC/Edit_Project_BudgetBook', { proj_id: projId, Main: fields, revision: main.revision });
      toast.success('已儲存預算書基本資料');
      setDraft(null);
      onSaved();
    } catch {
      // The client showed the server's reason; the draft stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Segment data-testid="budget-main">
      <div className="pw-budget-section-header">
        <Header as="h3">預算書基本資料</Header>
        {canEdit && !editing ? <Button size="small" basic icon="edit" content="編輯" onClick={() => setDraft({ ...main })} /> : null}
        {editing ? (
          <span>
            <Button size="small" basic content="取消" disabled={busy} onClick={() => setDraft(null)} />
            <Button size="small" primary content="儲存" loading={busy} onClick={() => void save()} />
          </span>
        ) : null}
      </div>
      <Form>
        <div className="pw-budget-main-grid">
          {FIELDS.map(({ key, label, wide }) => (
            <Form.Input
              key={key}
              id={`budget-main-${key}`}
              label={label}
              className={wide ? 'pw-budget-wide' : undefined}
              value={shown[key]}
              readOnly={!editing}
              transparent={!editing}
              placeholder={editing ? undefined : '—'}
              onChange={(_event, data) => setDraft((current) => (current ? { ...current, [key]: String(data.value) } : current))}
            />
          ))}
        </div>
      </Form>
    </Segment>
  );
}
