/** The password rule shared by the change and reset forms and the server. */

/** Minimum length of a password. */
export const PASSWORD_MIN_LENGTH = 8;

/** Returns the zh-TW reason a new password is refused, or null when it is acceptable. */
export function checkNewPassword(password: string, confirm: string): string | null {
  if (password !== confirm) return '兩次輸入的新密碼不一致';
  if (password.length < PASSWORD_MIN_LENGTH || !/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    return `密碼長度至少 ${PASSWORD_MIN_LENGTH} 碼，且須包含英文字母與數字`;
  }
  return null;
}
