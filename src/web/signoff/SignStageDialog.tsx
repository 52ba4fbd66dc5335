/**
 * 以自然人憑證簽章 for one pending stage: the PIN dialog, then the hash of the frozen content from Hash_STEP,
 * the card's signature through the local signing service (the card of the certificate bound to this
 * account), and Add_Cert_Signed. A failure stays in the dialog with its reason so the user can try again.
 */
import type { CertificateRecord } from '../../domain/certificates/certificate-record';
import type { SignOffCaseView } from '../../domain/signoff/sign-off-views';
import { api } from '../api/client';
import { PinDialog } from '../signing/PinDialog';
import { signWithCard } from '../signing/sign-with-card';
import { fetchSignHash, sendSignatures } from './sign-off-api';

/** The serial of the account's bound, unexpired certificate, so the signing service picks that card. */
async function boundCertificateSerial(userId: number): Promise<string | undefined> {
  const certificates = await api.get<CertificateRecord[]>(`VA/Get_Member_Certificates/${userId}`, undefined, { silent: true }).catch(() => []);
  const now = Date.now();
  return certificates.find((c) => !c.unbound_at && Date.parse(c.notAfter) > now)?.serialNumber;
}

/** Props of SignStageDialog. */
export interface SignStageDialogProps {
  signOffCase: SignOffCaseView;
  processId: number;
  stageName: string;
  userId: number;
  onSigned: () => void;
  onClose: () => void;
}

/** The dialog; it calls onSigned after the server accepted the signature. */
export function SignStageDialog({ signOffCase, processId, stageName, userId, onSigned, onClose }: SignStageDialogProps) {
  const sign = async (pin: string) => {
    const { id, hash } = await fetchSignHash(signOffCase, processId);
    const card = await signWithCard({ content: hash, pin, certSerial: await boundCertificateSerial(userId) });
    await sendSignatures([{ id: processId, va_id: id, signature: card.signature }]);
    onSigned();
  };
  return (
    <PinDialog
      title="以自然人憑證簽章"
      submitText="簽章"
      description={
        <p>
          {`簽核關卡：${stageName}`}
          <br />
          <span className="pw-muted pw-hash" data-testid="sign-hash-note">{`簽章內容為送出簽核時凍結之內容（第 ${signOffCase.data_version} 版）的 SHA-256 雜湊值。`}</span>
        </p>
      }
      onSign={sign}
      onClose={onClose}
    />
  );
}
