/** Add or edit a plan: its branch plan, name, year, executing unit, amount, remark and engineering items. */
import { useState } from 'react';
import { Form } from 'semantic-ui-react';
import { requiredMessage } from '../../../domain/form-messages';
import { checkPlanFields } from '../../../domain/projects/check-plan-fields';
import type { PlanRecord } from '../../../domain/projects/project-records';
import { api } from '../../api/client';
import { AmountInput } from '../../shared/AmountInput';
import { FormDialog } from '../../shared/FormDialog';
import { RocDatePicker } from '../../shared/RocDatePicker';
import { offerReloadOnStale } from '../../shared/offer-reload-on-stale';
import { toast } from '../../shared/toast';
import { fieldError } from '../../shared/field-error';
import { useCheckedSubmit } from '../../shared/use-checked-submit';
import { wholeAmount } from '../projects/shared/format';
import { EngineeringItemsTable, type ItemDraft } from './EngineeringItemsTable';
import { useBranchPlanOptions } from './use-branch-plan-options';

/** Props of PlanDialog: the plan to edit (with items), or null to add one. */
export interface PlanDialogProps {
  editing: PlanRecord | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The dialog. */
export function PlanDialog({ editing, onClose, onSaved }: PlanDialogProps) {
  const branches = useBranchPlanOptions();
  const [branchId, setBranchId] = useState<number | null>(editing?.branch_plan_id ?? null);
  const [name, setName] = useState(editing?.name ?? '');
  const [year, setYear] = useState<string | null>(editing ? String(editing.year) : String(new Date().getFullYear()));
  const [agent, setAgent] = useState(editing?.agent ?? '');
  const [total, setTotal] = useState(wholeAmount(editing?.total ?? ''));
  const [remark, setRemark] = useState(editing?.remark ?? '');
  const [items, setItems] = useState<ItemDraft[]>(() => (editing?.items ?? []).map((i) => ({ id: i.id, name: i.name, agent: i.agent, total: wholeAmount(i.total) })));
  const fields = {
    name: name.trim(),
    year: year ? Number(year) : null,
    total: total || '0',
    items: items.map((i) => ({ ...(i.id ? { id: i.id } : {}), name: i.name.trim(), agent: i.agent.trim(), total: i.total || '0' })),
  };
  const { errors, busy, submit } = useCheckedSubmit(
    () => ({ ...(branchId ? {} : { branch_plan_id: requiredMessage('change') }), ...checkPlanFields(fields) }),
    async () => {
      const body = { ...fields, branch_plan_id: branchId, agent: agent.trim(), remark };
      try {
        // The version the dialog opened: an edit over someone else's newer one is refused, not lost.
        if (editing) await api.post('BGC/Edit_PLAN', { id: editing.id, version: editing.version, ...body }, { silent: true });
        else await api.post('BGC/Add_PLAN', body);
      } catch (error) {
        if (await offerReloadOnStale(error, onSaved)) return;
        // Sent silently for the dialog above; any other refusal is shown as the client shows it.
        if (error instanceof Error) toast.error(error.message);
        throw error;
      }
      toast.success(editing ? '計畫已更新' : '計畫已新增');
      onSaved();
    },
  );

  return (
    <FormDialog title={editing ? '編輯計畫' : '新增計畫'} testId="plan" size="large" scrolling busy={busy} onClose={onClose} onSubmit={() => void submit()} className="pw-proj">
      <Form.Group widths="equal">
        <Form.Dropdown
          id="plan-branch"
          label="所屬分支計畫"
          required
          selection
          search
          loading={branches.loading}
          options={branches.options}
          value={branchId ?? ''}
          placeholder="請選擇分支計畫"
          noResultsMessage="查無分支計畫"
          onChange={(_e, d) => setBranchId(Number(d.value) || null)}
          error={fieldError(errors.branch_plan_id)}
        />
        <Form.Field required error={Boolean(errors.year)}>
          <label htmlFor="plan-year">年度</label>
          <RocDatePicker id="plan-year" mode="year" value={year} onChange={setYear} error={errors.year} />
        </Form.Field>
      </Form.Group>
      <Form.Input id="plan-name" label="計畫名稱" required value={name} onChange={(_e, d) => setName(String(d.value))} error={fieldError(errors.name)} />
      <Form.Group widths="equal">
        <Form.Input id="plan-agent" label="執行單位" value={agent} onChange={(_e, d) => setAgent(String(d.value))} />
        <Form.Field error={Boolean(errors.total)}>
          <label htmlFor="plan-total">計畫總經費（元）</label>
          <AmountInput id="plan-total" value={total} onChange={setTotal} error={errors.total} fluid />
        </Form.Field>
      </Form.Group>
      <Form.TextArea id="plan-remark" label="備註" rows={2} value={remark} onChange={(_e, d) => setRemark(String(d.value))} />
      <label className="pw-form-label"><b>工程項目</b></label>
      <EngineeringItemsTable items={items} onChange={setItems} errors={errors} />
    </FormDialog>
  );
}
