/**
 * Binding the inserted card's certificate to an account: VA/GetCRToken, the card signs the challenge through
 * the local signing service, VA/Auth verifies it, VA/Check_Cert 'bind' binds the proved certificate.
 */
import { api } from '../../api/client';
import { signWithCard } from '../../signing/sign-with-card';

/** Runs the four steps with `pin` for account `authId`; rejects with the message to show. */
export async function bindCardCertificate(pin: string, authId: number): Promise<void> {
  const challenge = await api.post<{ token: string }>('VA/GetCRToken', {}, { silent: true });
  const card = await signWithCard({ content: challenge.token, pin });
  const proved = await api.post<{ cert: string; serialNumber: string }>('VA/Auth', { signature: card.signature }, { silent: true });
  await api.post('VA/Check_Cert', { cert: proved.cert, cf_type: 'bind', serialNumber: proved.serialNumber, auth_id: authId }, { silent: true });
}
