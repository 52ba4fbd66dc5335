/** Merge two or more projects into one tender: the proposed merge number of the user's department group, a name, the projects. */
import { useMemo, useState } from 'react';
import { Checkbox, Form, Input } from 'semantic-ui-react';
import { requiredMessage } from '../../../domain/form-messages';
import type { ProjectChoice } from '../../../domain/projects/project-records';
import { api } from '../../api/client';
import type { SessionUser } from '../../api/session-store';
import { FieldErrorLabel } from '../../shared/FieldErrorLabel';
import { FormDialog } from '../../shared/FormDialog';
import { toast } from '../../shared/toast';
import { fieldError } from '../../shared/field-error';
import { useCheckedSubmit } from '../../shared/use-checked-submit';
import { usePost, useGet } from '../../shared/use-post';

/** Props of MergeDialog. */
export interface MergeDialogProps {
  user: SessionUser;
  /** Projects already in a merged tender, which cannot be chosen again. */
  merged: Set<number>;
  onClose: () => void;
  onSaved: () => void;
}

/** The fewest projects a merge takes (the server says the same). */
const MIN_PROJECTS = 2;

/** The dialog. */
export function MergeDialog({ user, merged, onClose, onSaved }: MergeDialogProps) {
  const group = String(user.dep_group ?? '');
  const proposal = useGet<{ merge_num: string }>(group ? `BFB/Get_Merge_Num/${encodeURIComponent(group)}` : null);
  const projects = usePost<ProjectChoice[]>('BGC/Search_BGC_PROJECT_ITEMS', {});
  // The proposed number until the user types their own.
  const [typed, setTyped] = useState<string | null>(null);
  const mergeNum = typed ?? proposal.data?.merge_num ?? '';
  const [name, setName] = useState('');
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);

  const free = useMemo(
    () => (projects.data ?? []).filter((p) => !merged.has(p.proj_id) && (!keyword.trim() || `${p.proj_number}${p.proj_name}`.includes(keyword.trim()))),
    [projects.data, merged, keyword],
  );
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));

  const { errors, busy, submit } = useCheckedSubmit(
    () => ({
      merge: mergeNum.trim() ? undefined : requiredMessage(),
      dialogData: chosen.length < MIN_PROJECTS ? `請選擇${MIN_PROJECTS}個以上標案` : undefined,
    }),
    async () => {
      await api.post('BFB/Add_Merge_Proj', {
        merge: mergeNum.trim(),
        dep_id: Number(user.dep_id),
        dep_group: group,
        dialogData: chosen.map((proj_id) => ({ proj_id })),
        name: name.trim() || undefined,
      });
      toast.success('併案完成');
      onSaved();
    },
  );

  return (
    <FormDialog title="新增併案" testId="merge" submitText="併案" scrolling busy={busy} onClose={onClose} onSubmit={() => void submit()} className="pw-proj">
      <Form.Input id="merge-num" label={`併案編號（單位群組 ${group || '未設定'}）`} required value={mergeNum} onChange={(_e, d) => setTyped(String(d.value))} error={fieldError(errors.merge)} />
      <Form.Input id="merge-name" label="併案名稱" placeholder="未填寫時以第一個標案名稱加「等N案」命名" value={name} onChange={(_e, d) => setName(String(d.value))} />
      <Form.Field required error={Boolean(errors.dialogData)}>
        <label htmlFor="merge-search">併入標案（已選 {chosen.length} 案）</label>
        <Input id="merge-search" icon="search" placeholder="以案號或名稱篩選" value={keyword} onChange={(_e, d) => setKeyword(String(d.value))} style={{ marginBottom: 8 }} fluid />
        <div className="pw-check-list" data-testid="merge-projects">
          {free.length === 0 ? <p className="pw-muted">沒有可併案的標案。</p> : null}
          {free.map((p) => (
            <Form.Field key={p.proj_id}>
              <Checkbox label={`${p.proj_number}\u3000${p.proj_name}`} checked={chosen.includes(p.proj_id)} onChange={() => toggle(p.proj_id)} />
            </Form.Field>
          ))}
        </div>
        <FieldErrorLabel message={errors.dialogData} />
      </Form.Field>
    </FormDialog>
  );
}
