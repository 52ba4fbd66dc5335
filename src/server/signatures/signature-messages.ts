/** The words users read when a signature or certificate is refused (zh-TW); the technical reason goes to the log. */
export const SIGNATURE_MESSAGES = {
  malformed: '簽章格式錯誤',
  contentMismatch: '簽章與簽核內容不符',
  untrusted: '憑證不是由信任的憑證機構簽發',
  outsideValidity: '憑證已過期或尚未生效',
  usage: '憑證用途不允許簽章',
  revoked: '憑證已被廢止',
  malformedCertificate: '憑證格式錯誤',
  noTrust: '系統尚未設定信任的憑證機構，無法進行憑證簽章，請洽系統管理員',
} as const;
