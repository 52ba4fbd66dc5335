/** Add or edit a branch plan: name, code, budget year (ROC), amount and remark; refused input stays with messages under the fields. */
import { useState } from 'react';
import { Form } from 'semantic-ui-react';
import { checkPlanFields } from '../../../domain/projects/check-plan-fields';
import type { BranchPlanRecord } from '../../../domain/projects/project-records';
import { api } from '../../api/client';
import { AmountInput } from '../../shared/AmountInput';
import { FormDialog } from '../../shared/FormDialog';
import { RocDatePicker } from '../../shared/RocDatePicker';
import { offerReloadOnStale } from '../../shared/offer-reload-on-stale';
import { toast } from '../../shared/toast';
import { fieldError } from '../../shared/field-error';
import { useCheckedSubmit } from '../../shared/use-checked-submit';
import { wholeAmount } from '../projects/shared/format';

/** Props of BranchPlanDialog: the branch plan to edit, or null to add one. */
export interface BranchPlanDialogProps {
  editing: BranchPlanRecord | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The dialog. */
export function BranchPlanDialog({ editing, onClose, onSaved }: BranchPlanDialogProps) {
  const [name, setName] = useState(editing?.name ?? '');
  const [code, setCode] = useState(editing?.code ?? '');
  const [year, setYear] = useState<string | null>(editing ? String(editing.year) : String(new Date().getFullYear()));
  const [total, setTotal] = useState(wholeAmount(editing?.total ?? ''));
  const [remark, setRemark] = useState(editing?.remark ?? '');
  const fields = { name: name.trim(), year: year ? Number(year) : null, total: total || '0' };
  const { errors, busy, submit } = useCheckedSubmit(
    () => checkPlanFields(fields),
    async () => {
      const body = { ...fields, code: code.trim(), remark };
      try {
        // The version the dialog opened: an edit over someone else's newer one is refused, not lost.
        if (editing) await api.post('BGC/Edit_Branch_Plan', { id: editing.id, version: editing.version, ...body }, { silent: true });
        else await api.post('BGC/Add_Branch_Plan', body);
      } catch (error) {
        if (await offerReloadOnStale(error, onSaved)) return;
        // Sent silently for the dialog above; any other refusal is shown as the client shows it.
        if (error instanceof Error) toast.error(error.message);
        throw error;
      }
      toast.success(editing ? '分支計畫已更新' : '分支計畫已新增');
      onSaved();
    },
  );

  return (
    <FormDialog title={editing ? '編輯分支計畫' : '新增分支計畫'} testId="branch-plan" busy={busy} onClose={onClose} onSubmit={() => void submit()} className="pw-proj">
      <Form.Input id="branch-name" label="分支計畫名稱" required value={name} onChange={(_e, d) => setName(String(d.value))} error={fieldError(errors.name)} />
      <Form.Group widths="equal">
        <Form.Input id="branch-code" label="預算科目代碼" value={code} onChange={(_e, d) => setCode(String(d.value))} error={fieldError(errors.code)} />
        <Form.Field required error={Boolean(errors.year)}>
          <label htmlFor="branch-year">預算年度</label>
          <RocDatePicker id="branch-year" mode="year" value={year} onChange={setYear} error={errors.year} aria-label="預算年度" />
        </Form.Field>
      </Form.Group>
      <Form.Field error={Boolean(errors.total)}>
        <label htmlFor="branch-total">預算金額（元）</label>
        <AmountInput id="branch-total" value={total} onChange={setTotal} error={errors.total} fluid />
      </Form.Field>
      <Form.TextArea id="branch-remark" label="備註" rows={2} value={remark} onChange={(_e, d) => setRemark(String(d.value))} />
    </FormDialog>
  );
}
