/**
 * What Add_SUP_EMAIL answers about the mail with the set-password link of a new company account. The server
 * sends one of these; the user screen shows it as it is, as a warning when the mail did not go out.
 */

/** The account exists and the link was mailed. */
export const ACTIVATION_MAILED_MESSAGE = '新增成功，已寄送帳號開通信';

/** The account exists but the mail failed: an administrator has to set the password. */
export const ACTIVATION_MAIL_FAILED_MESSAGE = '新增成功，但開通信寄送失敗，請改由管理員設定密碼';
