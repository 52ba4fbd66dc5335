/** Edits the air-pollution fee declaration: category, ROC dates, quantity, days, contract sum, rate and the bureau's fee, with the estimate beside. */
import { useState } from 'react';
import { Form, Message } from 'semantic-ui-react';
import { airFeeCategoriesOn } from '../../../../domain/air-fee/air-fee-categories';
import { computeAirFee } from '../../../../domain/air-fee/compute-air-fee';
import { formatMoney } from '../../../../domain/money';
import { AmountInput } from '../../../shared/AmountInput';
import { FormDialog } from '../../../shared/FormDialog';
import { RocDatePicker } from '../../../shared/RocDatePicker';
import { offerReloadOnStale } from '../../../shared/offer-reload-on-stale';
import { toast } from '../../../shared/toast';
import { saveAirDeclaration, type AirDeclarationFields, type AirKey } from './air-fee-api';

/** Props of the dialog. */
export interface AirDeclarationDialogProps {
  airKey: AirKey;
  /** The stored fields (null before the first save) and their version. */
  stored: AirDeclarationFields | null;
  version: number;
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY: AirDeclarationFields = { category: null, declared_date: null, declaration_no: '', control_no: '', quantity: null, duration_days: null, contract_amount: null, rate: null, fee: null, remark: '' };

/** Text of a stored decimal for the input: '1200.00' → '1200' (the input adds commas, not trailing zeros). */
function editable(value: string | null): string {
  return value ? value.replace(/\.?0+$/, '') : '';
}

/** The dialog. */
export function AirDeclarationDialog({ airKey, stored, version, onClose, onSaved }: AirDeclarationDialogProps) {
  const [f, setF] = useState<AirDeclarationFields>(() => {
    const s = stored ?? EMPTY;
    return { ...s, quantity: editable(s.quantity), contract_amount: editable(s.contract_amount), rate: editable(s.rate), fee: editable(s.fee) };
  });
  const [days, setDays] = useState(stored?.duration_days ? String(stored.duration_days) : '');
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<AirDeclarationFields>) => setF((old) => ({ ...old, ...patch }));
  const table = airFeeCategoriesOn(f.declared_date);
  const category = table.categories.find((c) => c.code === f.category) ?? null;
  const fields: AirDeclarationFields = { ...f, quantity: f.quantity || null, contract_amount: f.contract_amount || null, rate: f.rate || null, fee: f.fee || null, duration_days: days ? Number(days) : null };
  const estimate = computeAirFee({ category: fields.category, quantity: fields.quantity, durationDays: fields.duration_days, contractAmount: fields.contract_amount, rate: fields.rate, declaredDate: fields.declared_date });

  const submit = async () => {
    setBusy(true);
    try {
      const saved = await saveAirDeclaration(airKey, version, fields);
      if (saved.warning) toast.warning(saved.warning);
      else toast.success('空污費申報資料已儲存');
      onSaved();
    } catch (error) {
      if (!(await offerReloadOnStale(error, onSaved)) && error instanceof Error) toast.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog title="編輯空污費申報" testId="air-declaration" busy={busy} onClose={onClose} onSubmit={() => void submit()} closeOnDimmerClick={false} scrolling>
      <Form.Select
        id="air-category"
        label="工程類別"
        placeholder="請選擇工程類別"
        options={table.categories.map((c) => ({ key: c.code, value: c.code, text: `${c.code}. ${c.label}` }))}
        value={f.category ?? ''}
        onChange={(_e, d) => set({ category: String(d.value) || null })}
      />
      <Form.Group widths="equal">
        <Form.Field>
          <label htmlFor="air-declared-date">申報日期</label>
          <RocDatePicker id="air-declared-date" value={f.declared_date} onChange={(v) => set({ declared_date: v })} aria-label="申報日期" />
        </Form.Field>
        <Form.Input id="air-declaration-no" label="申報文號" maxLength={100} value={f.declaration_no} onChange={(_e, d) => set({ declaration_no: String(d.value) })} />
        <Form.Input id="air-control-no" label="管制編號" maxLength={100} value={f.control_no} onChange={(_e, d) => set({ control_no: String(d.value) })} />
      </Form.Group>
      <Form.Group widths="equal">
        {category?.basis !== 'contractAmount' ? (
          <Form.Field>
            <label htmlFor="air-quantity">{category ? `${category.quantityLabel}（${category.quantityUnit}）` : '施工面積（平方公尺）'}</label>
            <AmountInput id="air-quantity" decimals={2} value={f.quantity} onChange={(v) => set({ quantity: v })} />
          </Form.Field>
        ) : null}
        <Form.Field>
          <label htmlFor="air-days">工期（日）</label>
          <AmountInput id="air-days" value={days} onChange={setDays} />
        </Form.Field>
        <Form.Field>
          <label htmlFor="air-contract">工程合約經費（元）</label>
          <AmountInput id="air-contract" decimals={2} value={f.contract_amount} onChange={(v) => set({ contract_amount: v })} />
        </Form.Field>
      </Form.Group>
      <Form.Group widths="equal">
        <Form.Field>
          <label htmlFor="air-rate">費率{category ? `（${category.rateUnit}）` : ''}</label>
          <AmountInput id="air-rate" decimals={6} value={f.rate} onChange={(v) => set({ rate: v })} />
        </Form.Field>
        <Form.Field>
          <label htmlFor="air-fee">應繳金額（元，依環保局繳款單）</label>
          <AmountInput id="air-fee" decimals={2} value={f.fee} onChange={(v) => set({ fee: v })} />
        </Form.Field>
      </Form.Group>
      <Message size="small" info data-testid="air-estimate">
        {estimate ? `試算金額：${formatMoney(estimate, 0)} 元（工期以每 30 日為 1 個月計；實際應繳以環保局核定為準）` : '填妥工程類別、數量、工期與費率後顯示試算金額。'}
      </Message>
      <Form.TextArea id="air-remark" label="備註" maxLength={2000} value={f.remark} onChange={(_e, d) => set({ remark: String(d.value) })} />
    </FormDialog>
  );
}
