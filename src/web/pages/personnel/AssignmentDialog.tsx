/**
 * Assign a person to a part on a project (undertaker, supervisor, contractor, designer) with dates and tel,
 * or change the dates and tel of an assignment. Candidates come from the server for the chosen part.
 */
import { useState } from 'react';
import { Form } from 'semantic-ui-react';
import { DATE_RANGE_MESSAGE, isValidDateRange } from '../../../domain/check-date';
import { FORMAT_MISMATCH_MESSAGE, requiredMessage } from '../../../domain/form-messages';
import { TEL_PATTERN } from '../../../domain/projects/check-project-fields';
import { PROJECT_IDENTITIES, type ProjectIdentity } from '../../../domain/projects/project-identities';
import type { PersonChoice, PersonnelRecord } from '../../../domain/projects/project-records';
import { api } from '../../api/client';
import { FormDialog } from '../../shared/FormDialog';
import { RocDatePicker } from '../../shared/RocDatePicker';
import { toast } from '../../shared/toast';
import { fieldError } from '../../shared/field-error';
import { useCheckedSubmit } from '../../shared/use-checked-submit';
import { useGet } from '../../shared/use-post';

/** Props: the project, and the assignment to edit or null to add one (optionally of a given part). */
export interface AssignmentDialogProps {
  projId: number;
  editing: PersonnelRecord | null;
  identity?: ProjectIdentity;
  onClose: () => void;
  onSaved: () => void;
}

/** The path of the executives call for a part of a project. */
export const executivesPath = (category: string, projId: number) =>
  `BGC/Get_Business_Executives/${encodeURIComponent(category)}/${projId}/${encodeURIComponent('工程標案')}`;

/** The dialog. */
export function AssignmentDialog({ projId, editing, identity: initial, onClose, onSaved }: AssignmentDialogProps) {
  const [identity, setIdentity] = useState<ProjectIdentity>(editing?.identity ?? initial ?? 'undertaker');
  const [authId, setAuthId] = useState<number | null>(editing?.auth_id ?? null);
  const [start, setStart] = useState<string | null>(editing?.start_date ?? null);
  const [end, setEnd] = useState<string | null>(editing?.end_date ?? null);
  const [tel, setTel] = useState(editing?.tel ?? '');
  const [remark, setRemark] = useState(editing?.remark ?? '');
  const candidates = useGet<{ candidates: PersonChoice[] }>(editing ? null : executivesPath(identity, projId));
  const people = candidates.data?.candidates ?? [];

  const choose = (id: number | null) => {
    setAuthId(id);
    const person = people.find((p) => p.id === id);
    if (person && !tel) setTel(person.tel);
  };
  const { errors, busy, submit } = useCheckedSubmit(
    () => {
      const next: Record<string, string> = {};
      if (!editing && !authId) next.auth_id = requiredMessage('change');
      if (!start) next.start_date = requiredMessage('change');
      else if (!isValidDateRange(start, end)) next.end_date = DATE_RANGE_MESSAGE;
      if (tel.trim() && !TEL_PATTERN.test(tel.trim())) next.tel = FORMAT_MISMATCH_MESSAGE;
      return next;
    },
    async () => {
      const terms = { start_date: start, end_date: end, tel: tel.trim(), remark };
      if (editing) {
        await api.post(editing.identity === 'undertaker' ? 'BGC/Edit_Business_Undertaking' : 'BGC/Edit_Business_Executives', { id: editing.id, ...terms });
      } else if (identity === 'undertaker') {
        await api.post('BGC/Add_Business_Undertaking', { proj_id: projId, auth_id: authId, ...terms });
      } else {
        await api.post('BGC/Add_Business_Executives', { proj_id: projId, category: identity, auth_id: authId, ...terms });
      }
      toast.success(editing ? '人員設定已更新' : '人員已指派');
      onSaved();
    },
  );

  return (
    <FormDialog
      title={editing ? `編輯${editing.identity_title}：${editing.cname}` : '指派人員'}
      testId="assignment"
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
      className="pw-proj"
    >
      {!editing ? (
        <>
          <Form.Dropdown
            id="assign-identity"
            label="身分"
            required
            selection
            options={PROJECT_IDENTITIES.map((i) => ({ key: i.key, value: i.key, text: `${i.title}（${i.category}）` }))}
            value={identity}
            onChange={(_e, d) => {
              setIdentity(d.value as ProjectIdentity);
              setAuthId(null);
            }}
          />
          <Form.Dropdown
            id="assign-person"
            label="人員"
            required
            selection
            search
            loading={candidates.isLoading}
            options={people.map((p) => ({ key: p.id, value: p.id, text: p.cname, description: p.depname ?? '' }))}
            value={authId ?? ''}
            placeholder="請選擇人員"
            noResultsMessage="沒有可指派的人員"
            onChange={(_e, d) => choose(Number(d.value) || null)}
            error={fieldError(errors.auth_id)}
          />
        </>
      ) : null}
      <Form.Group widths="equal">
        <Form.Field required error={Boolean(errors.start_date)}>
          <label htmlFor="assign-start">起始日期</label>
          <RocDatePicker id="assign-start" value={start} onChange={setStart} error={errors.start_date} />
        </Form.Field>
        <Form.Field error={Boolean(errors.end_date)}>
          <label htmlFor="assign-end">結束日期</label>
          <RocDatePicker id="assign-end" value={end} onChange={setEnd} min={start} minMessage={DATE_RANGE_MESSAGE} error={errors.end_date} placeholder="未定" />
        </Form.Field>
      </Form.Group>
      <Form.Input id="assign-tel" label="聯絡電話" value={tel} onChange={(_e, d) => setTel(String(d.value))} error={fieldError(errors.tel)} />
      <Form.Input id="assign-remark" label="備註" value={remark} onChange={(_e, d) => setRemark(String(d.value))} />
    </FormDialog>
  );
}
