/** The export service's refusals, in the spec's words (document 3 §5, §8). */
export const EXPORT_MESSAGES = {
  /** The token is not one the generator issued (or it was used or expired). */
  notGenerated: '請從 `TBS_GENERATOR` 產生正確的參數!',
  /** The parameters are neither an object nor an array (a repeated or nested query value). */
  badShape: '不接受的參數格式!',
  /** The request does not match what the token was generated for. */
  notSet: '匯出參數未被正確設置!',
  /** No step declares the form type. */
  noGenerator: '找不到對應表單生成器',
  /** A parameter the export does not know. */
  unknownParameter: '未能識別的屬性',
} as const;

/** The browser's message when a form could not be fetched as a file (document 3 §8). */
export function exportFailedMessage(file: string): string {
  return `表單 ${file} 匯出/預覽 失敗`;
}
