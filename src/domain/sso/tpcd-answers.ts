/** What the TPCD single-sign-on calls answer, shared by the server and the sign-in page. */
import type { SessionUser } from '../access/session-user';

/** GET Member/TPCD_Status: whether the sign-in page should offer single sign-on. */
export interface TpcdStatus {
  configured: boolean;
}

/** GET Member/TPCD_Login_Url: where to send the browser, and the secret the browser keeps until it returns. */
export interface TpcdLoginStart {
  /** The provider's authorization URL (state, nonce and PKCE challenge included). */
  url: string;
  /** Sent back with TPCD_Login_Data: ties the provider's answer to the browser that asked for it. */
  flow: string;
  /** ISO time after which the answer is no longer accepted. */
  expires: string;
}

/** TPCD_Login_Data when no account is bound to the subject: a binding ticket to redeem after password sign-in. */
export interface TpcdNotBound {
  bound: false;
  /** The single-use ticket Bind_TPCD_Member_Data takes as `code`. */
  bind_code: string;
  /** ISO time after which the ticket is refused. */
  expires: string;
  /** The name and e-mail the provider vouched for (may be empty). */
  name: string;
  email: string;
}

/** TPCD_Login_Data answers the session user (as Login_User does) or that the subject is not bound. */
export type TpcdLoginAnswer = SessionUser | TpcdNotBound;

/** Whether a TPCD_Login_Data answer is the not-bound one. */
export function isTpcdNotBound(answer: TpcdLoginAnswer): answer is TpcdNotBound {
  return (answer as Partial<TpcdNotBound>).bound === false;
}

/** GET Member/TPCD_Binding_Status: whether the caller's account is bound to a single-sign-on subject. */
export interface TpcdBindingStatus {
  configured: boolean;
  bound: boolean;
  /** ISO time of the binding, or null. */
  bound_at: string | null;
}

/** POST Member/Singlelamp: the session is alive; who it is and until when. */
export interface SinglelampAnswer {
  valid: true;
  /** ISO time the token expires (Singlelamp does not extend it). */
  expires: string;
  /** Whether the account is bound to a single-sign-on subject. */
  sso_bound: boolean;
  user: SessionUser;
}
