/** Add or edit a plan: its branch plan, name, year, executing unit, amount, remark and engineering items. */
import Decimal from 'decimal.js';
import { useEffect, useState } from 'react';
import { Button, Form, Modal } from 'semantic-ui-react';
import { requiredMessage } from '../../../domain/form-messages';
import type { PlanRecord } from '../../../domain/projects/project-records';
import { api } from '../../api/client';
import { AmountInput } from '../../shared/AmountInput';
import { RocDatePicker } from '../../shared/RocDatePicker';
import { toast } from '../../shared/toast';
import { fieldError, serverFieldErrors } from '../../shared/field-error';
import { wholeAmount } from '../projects/shared/format';
import { EngineeringItemsTable, type ItemDraft } from './EngineeringItemsTable';
import { useBranchPlanOptions } from './use-branch-plan-options';

/** Props of PlanDialog: the plan to edit (with items), or null to add one. */
export interface PlanDialogProps {
  editing: PlanRecord | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Shown when the items add up to more than the plan (the server says the same). */
const ITEMS_OVER_TOTAL = '工程項目經費合計不可大於計畫總經費';

/** The dialog. */
export function PlanDialog({ editing, onClose, onSaved }: PlanDialogProps) {
  const branches = useBranchPlanOptions();
  const [branchId, setBranchId] = useState<number | null>(editing?.branch_plan_id ?? null);
  const [name, setName] = useState(editing?.name ?? '');
  const [year, setYear] = useState<string | null>(editing ? String(editing.year) : String(new Date().getFullYear()));
  const [agent, setAgent] = useState(editing?.agent ?? '');
  const [total, setTotal] = useState(wholeAmount(editing?.total ?? ''));
  const [remark, setRemark] = useState(editing?.remark ?? '');
  const [items, setItems] = useState<ItemDraft[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (editing?.items) setItems(editing.items.map((i) => ({ id: i.id, name: i.name, agent: i.agent, total: wholeAmount(i.total) })));
  }, [editing]);

  const save = async () => {
    const next: Record<string, string> = {};
    if (!branchId) next.branch_plan_id = requiredMessage('change');
    if (!name.trim()) next.name = requiredMessage();
    if (!year) next.year = requiredMessage('change');
    items.forEach((item, i) => {
      if (!item.name.trim()) next[`items.${i}.name`] = requiredMessage();
    });
    const sum = items.reduce((acc, i) => acc.plus(i.total || '0'), new Decimal(0));
    if (sum.gt(total || '0')) next.items = ITEMS_OVER_TOTAL;
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const body = {
        branch_plan_id: branchId,
        name: name.trim(),
        year: Number(year),
        agent: agent.trim(),
        total: total || '0',
        remark,
        items: items.map((i) => ({ ...(i.id ? { id: i.id } : {}), name: i.name.trim(), agent: i.agent.trim(), total: i.total || '0' })),
      };
      if (editing) await api.post('BGC/Edit_PLAN', { id: editing.id, ...body });
      else await api.post('BGC/Add_PLAN', body);
      toast.success(editing ? '計畫已更新' : '計畫已新增');
      onSaved();
    } catch (e) {
      setErrors(serverFieldErrors(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open size="large" onClose={onClose} data-testid="plan-dialog" className="pw-proj">
      <Modal.Header>{editing ? '編輯計畫' : '新增計畫'}</Modal.Header>
      <Modal.Content scrolling>
        <Form noValidate loading={busy} onSubmit={save}>
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
        </Form>
      </Modal.Content>
      <Modal.Actions>
        <Button basic content="取消" onClick={onClose} disabled={busy} />
        <Button primary content="儲存" onClick={save} loading={busy} data-testid="plan-save" />
      </Modal.Actions>
    </Modal>
  );
}
