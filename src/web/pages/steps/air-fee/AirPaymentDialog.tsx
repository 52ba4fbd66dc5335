/**
 * Adds or edits one payment: 期別, 金額 (up to 2 decimals), 繳費日期 (ROC, not after today) and 備註, and its
 * receipts — chosen from the step's files, or uploaded here into the step's first upload category (and then
 * ticked at once), since receipts are files of the step like any other.
 */
import { useState } from 'react';
import { Checkbox, Form, Message } from 'semantic-ui-react';
import { todayInTaiwan } from '../../../../domain/today-in-taiwan';
import type { UploadCategory } from '../../../../domain/steps/step-definition';
import { FormDialog } from '../../../shared/FormDialog';
import { AmountInput } from '../../../shared/AmountInput';
import { RocDatePicker } from '../../../shared/RocDatePicker';
import { offerReloadOnStale } from '../../../shared/offer-reload-on-stale';
import { toast } from '../../../shared/toast';
import { useStepFiles } from '../../../uploads';
import { UploadWidget } from '../../../uploads/UploadWidget';
import { addAirPayment, editAirPayment, type AirKey, type AirPaymentFields, type AirPaymentRecord } from './air-fee-api';

/** Props of the dialog. */
export interface AirPaymentDialogProps {
  airKey: AirKey;
  /** The payment to edit, or null to add one. */
  editing: AirPaymentRecord | null;
  /** The period a new payment gets (the next free one). */
  nextPeriod: number;
  /** Receipts of other payments: not offered again, as a file is the receipt of one payment. */
  takenFileIds: readonly number[];
  /** Where receipts uploaded here go (null: only existing files can be chosen). */
  uploadCategory: UploadCategory | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The dialog. */
export function AirPaymentDialog({ airKey, editing, nextPeriod, takenFileIds, uploadCategory, onClose, onSaved }: AirPaymentDialogProps) {
  const [period, setPeriod] = useState(String(editing?.period ?? nextPeriod));
  const [amount, setAmount] = useState(editing ? editing.amount.replace(/\.00$/, '') : '');
  const [paidDate, setPaidDate] = useState<string | null>(editing?.paid_date ?? null);
  const [remark, setRemark] = useState(editing?.remark ?? '');
  const [fileIds, setFileIds] = useState<number[]>(editing?.files.map((f) => f.id) ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const files = useStepFiles(airKey.stepId, airKey.projId, airKey.auditId);
  const offered = (files.data ?? []).filter((f) => !takenFileIds.includes(f.id));
  const today = todayInTaiwan();

  const submit = async () => {
    const found: Record<string, string> = {};
    if (!period || Number(period) < 1) found.period = '請填寫期別';
    if (!amount || Number(amount) <= 0) found.amount = '繳費金額必須大於 0';
    if (!paidDate) found.paid_date = '請選擇繳費日期';
    setErrors(found);
    if (Object.keys(found).length) return;
    const fields: AirPaymentFields = { period: Number(period), amount, paid_date: paidDate!, remark, file_ids: fileIds };
    setBusy(true);
    try {
      if (editing) await editAirPayment(editing.id, editing.version, fields);
      else await addAirPayment(airKey, fields);
      toast.success(editing ? '繳費紀錄已更新' : '繳費紀錄已新增');
      onSaved();
    } catch (error) {
      if (!(await offerReloadOnStale(error, onSaved)) && error instanceof Error) toast.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  const toggle = (id: number, on: boolean) => setFileIds((old) => (on ? [...old, id] : old.filter((x) => x !== id)));

  return (
    <FormDialog title={editing ? `編輯第 ${editing.period} 期繳費` : '新增繳費紀錄'} testId="air-payment" busy={busy} onClose={onClose} onSubmit={() => void submit()} closeOnDimmerClick={false} scrolling>
      <Form.Group widths="equal">
        <Form.Field required error={Boolean(errors.period)}>
          <label htmlFor="air-period">期別</label>
          <AmountInput id="air-period" value={period} onChange={setPeriod} error={errors.period} />
        </Form.Field>
        <Form.Field required error={Boolean(errors.amount)}>
          <label htmlFor="air-amount">繳費金額（元）</label>
          <AmountInput id="air-amount" decimals={2} value={amount} onChange={setAmount} error={errors.amount} />
        </Form.Field>
        <Form.Field required error={Boolean(errors.paid_date)}>
          <label htmlFor="air-paid-date">繳費日期</label>
          <RocDatePicker id="air-paid-date" value={paidDate} onChange={setPaidDate} max={today} error={errors.paid_date} aria-label="繳費日期" />
        </Form.Field>
      </Form.Group>
      <Form.TextArea id="air-pay-remark" label="備註" maxLength={2000} rows={2} value={remark} onChange={(_e, d) => setRemark(String(d.value))} />
      <Form.Field>
        <label>收據／繳費證明</label>
        {offered.length === 0 ? <Message size="small" content="本步驟尚無可選的檔案，請先上傳收據。" /> : null}
        {offered.map((f) => (
          <div key={f.id} className="pw-air-receipt-choice">
            <Checkbox label={`${f.code} ${f.filename}`} checked={fileIds.includes(f.id)} onChange={(_e, d) => toggle(f.id, Boolean(d.checked))} />
          </div>
        ))}
      </Form.Field>
      {uploadCategory ? (
        <UploadWidget
          stepId={airKey.stepId}
          projId={airKey.projId}
          auditId={airKey.auditId}
          category={uploadCategory}
          files={(files.data ?? []).filter((f) => f.fileTo === uploadCategory.key)}
          onStored={(file) => {
            void files.mutate();
            toggle(file.id, true);
          }}
        />
      ) : null}
    </FormDialog>
  );
}
