/**
 * The PIN dialog of a card signature: the user types the citizen certificate card's PIN, the caller's
 * `onSign` signs (signWithCard and whatever follows), and a failure is shown in the dialog so the PIN can
 * be typed again. The sign-off step page and the certificate page open it.
 */
import { useState, type ReactNode } from 'react';
import { Form, Message } from 'semantic-ui-react';
import { FormDialog } from '../shared/FormDialog';

/** Props of PinDialog. */
export interface PinDialogProps {
  /** Default 憑證卡簽章. */
  title?: string;
  /** What is being signed, shown above the PIN field. */
  description?: ReactNode;
  /** Text of the sign button (default 簽章). */
  submitText?: string;
  /** Signs with the PIN; a rejection's message is shown and the dialog stays open. */
  onSign: (pin: string) => Promise<void>;
  onClose: () => void;
}

/** MOICA PINs are 6 to 8 digits; the card itself is the judge, this only catches slips. */
const PIN_PATTERN = /^[0-9]{6,8}$/;

/** The dialog; it closes itself only through onClose (the caller closes it after a successful sign). */
export function PinDialog({ title = '憑證卡簽章', description, submitText = '簽章', onSign, onClose }: PinDialogProps) {
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (busy) return;
    if (!PIN_PATTERN.test(pin)) {
      setError('請輸入 6 至 8 位數字的 PIN 碼');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSign(pin);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : '憑證卡簽章失敗');
      // A wrong PIN must be typed again, not resent.
      setPin('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog title={title} testId="pin" busy={busy} onClose={onClose} onSubmit={() => void submit()} submitText={submitText} size="tiny" closeOnDimmerClick={false}>
      {description && <div className="pw-pin-description">{description}</div>}
      <p className="pw-muted">請將自然人憑證插入讀卡機，並輸入憑證卡的 PIN 碼。</p>
      <Form.Input
        id="card-pin"
        label="PIN 碼"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        autoFocus
        value={pin}
        onChange={(_e, d) => setPin(String(d.value).replace(/\D/g, ''))}
      />
      {error && <Message negative size="small" content={error} data-testid="pin-error" />}
    </FormDialog>
  );
}
