/**
 * The stage's discount (A3.8 reserve price, A5.5 quote): a rate of the total in percent or the amount after
 * the discount, with the resulting total shown as it would be saved (the server recalculates on save).
 */
import { Form, Radio } from 'semantic-ui-react';
import type { Discount } from '../../../domain/budget-book/budget-book-types';
import { isDecimalText, roundHalfUp, toDecimal } from '../../../domain/budget-book/budget-decimal';
import { formatThousands } from '../../../domain/budget-book/format-budget-number';

/** The discount as edited on the page; mode none clears it. */
export interface DiscountDraft {
  mode: 'none' | 'rate' | 'amount';
  text: string;
}

/** The draft of a stored discount. */
export function toDiscountDraft(discount: Discount | null): DiscountDraft {
  if (discount === null) return { mode: 'none', text: '' };
  return discount.rate !== null ? { mode: 'rate', text: discount.rate } : { mode: 'amount', text: discount.amount ?? '' };
}

/** What Save_CalResult takes for the draft (null clears the discount). */
export function toDiscountInput(draft: DiscountDraft): { rate?: string; amount?: string } | null {
  if (draft.mode === 'none' || draft.text.trim() === '') return null;
  return draft.mode === 'rate' ? { rate: draft.text.trim() } : { amount: draft.text.replace(/,/g, '').trim() };
}

/** The total after the draft discount, or null when the draft is not a number. */
export function previewDiscounted(total: string, draft: DiscountDraft, decimals: number): string | null {
  const text = draft.text.replace(/,/g, '').trim();
  if (draft.mode === 'none' || text === '') return total;
  if (!isDecimalText(text)) return null;
  if (draft.mode === 'amount') return text;
  return roundHalfUp(toDecimal(total).times(toDecimal(text)).dividedBy(100), decimals).toFixed();
}

/** Props of the editor. */
export interface DiscountEditorProps {
  draft: DiscountDraft;
  onChange: (draft: DiscountDraft) => void;
  total: string;
  decimals: number;
  /** What the discounted total is called (底價, 折扣後報價). */
  label: string;
  disabled?: boolean;
}

/** The discount fields. */
export function DiscountEditor({ draft, onChange, total, decimals, label, disabled }: DiscountEditorProps) {
  const preview = previewDiscounted(total, draft, decimals);
  return (
    <Form className="pw-budget-discount" data-testid="budget-discount">
      <Form.Group inline>
        <label>折扣</label>
        {(
          [
            ['none', '不折扣'],
            ['rate', '折扣率（%）'],
            ['amount', '折扣後金額'],
          ] as const
        ).map(([mode, text]) => (
          <Form.Field key={mode}>
            <Radio label={text} name="discount-mode" value={mode} checked={draft.mode === mode} disabled={disabled} onChange={() => onChange({ mode, text: mode === draft.mode ? draft.text : '' })} />
          </Form.Field>
        ))}
        {draft.mode !== 'none' ? (
          <Form.Input
            id="budget-discount-value"
            aria-label={draft.mode === 'rate' ? '折扣率（%）' : '折扣後金額'}
            inputMode="decimal"
            value={draft.text}
            disabled={disabled}
            error={preview === null}
            onChange={(_event, data) => onChange({ ...draft, text: String(data.value) })}
          />
        ) : null}
      </Form.Group>
      <p className="pw-budget-discounted">
        {label}：<strong>{preview === null ? '請輸入數字' : `${formatThousands(preview, decimals)} 元`}</strong>
      </p>
    </Form>
  );
}
