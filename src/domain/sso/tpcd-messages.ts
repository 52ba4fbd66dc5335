/**
 * What the TPCD single sign-on (臺北市政府單一登入) says to users, shared by the server's refusals and the
 * sign-in page so both use the same words.
 */

/** The name of the provider on buttons and in the personal information page. */
export const TPCD_LABEL = '臺北通／單一登入';

/** The calls refuse this way when TPCD_ISSUER is not set. */
export const TPCD_NOT_CONFIGURED = '未設定單一登入，請以帳號密碼登入';

/** The provider's subject is bound to no account yet: the password form finishes the binding. */
export const TPCD_NOT_BOUND = '此單一登入帳號尚未綁定，請以帳號密碼登入以完成綁定';

/** A provider answer whose sign-in request is unknown, used or older than its lifetime. */
export const TPCD_REQUEST_EXPIRED = '單一登入已逾時或已使用，請重新以單一登入登入';

/** The provider refused or its answer failed the checks (issuer, audience, nonce, expiry, signature). */
export const TPCD_PROVIDER_FAILED = '單一登入驗證失敗，請重新登入';

/** The provider cannot be reached or its discovery document is unusable. */
export const TPCD_PROVIDER_UNREACHABLE = '目前無法連線至單一登入服務，請稍後再試或以帳號密碼登入';

/** A binding code that is unknown, used or expired. */
export const TPCD_TICKET_INVALID = '綁定代碼無效或已逾時，請重新以單一登入登入';

/** The subject is bound to another account already. */
export const TPCD_SUBJECT_TAKEN = '此單一登入帳號已綁定其他帳號';

/** The caller's account is bound to another subject already. */
export const TPCD_MEMBER_TAKEN = '您的帳號已綁定其他單一登入帳號';

/** auth_id names someone other than the signed-in caller. */
export const TPCD_NOT_OWN_ACCOUNT = '只能將單一登入綁定至目前登入的帳號';

/** Shown after a successful binding. */
export const TPCD_BOUND = '已完成單一登入綁定';
