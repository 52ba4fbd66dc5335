/** The upload service's user messages in zh-TW, shared by server and browser so both say the same words. */

/** Upload info (auth_id, stp_id, proj_id, code_type, fileTo) incomplete: spec doc 1 §5, §8. */
export const UPLOAD_INFO_INCOMPLETE_MESSAGE = '上傳資訊不完整! 請確認參數是否設置正確!';
/** Title of the alert that stops the queue when a chunk or merge answer is not the expected status. */
export const UPLOAD_ABORT_TITLE = '錯誤中斷';
/** Bad arguments given to the repeat-file check (spec doc 1 §8). */
export const REPEAT_CHECK_ARGS_MESSAGE = '請確認參數是否正確!';
/** The repeat-file answer that replaces the old file. */
export const REPLACE_FILE_ANSWER = '是，取代現有檔案';
/** The repeat-file answer that lets the user choose again. */
export const CHOOSE_AGAIN_ANSWER = '否，重新選擇檔案';
/** Hint beside an unfinished upload that can be resumed by choosing the same file again. */
export const RESUME_HINT = '繼續上傳';
/** The answer to Upload_File/uploadCancel. */
export const UPLOAD_CANCELLED_MESSAGE = '已取消上傳';

/** The file is larger than the per-file limit. */
export function fileTooLargeMessage(limitMb: number): string {
  return `檔案大小超過上限 ${limitMb} MB`;
}

/** The extension is not one the category accepts. */
export function extensionRefusedMessage(fileName: string, accept: readonly string[]): string {
  return `「${fileName}」的檔案類型不符，僅接受 ${accept.join('、')}`;
}

/** The content does not match the extension (renamed or damaged file). */
export function contentMismatchMessage(fileName: string, ext: string): string {
  return `「${fileName}」的檔案內容與副檔名 .${ext} 不符，請確認檔案是否正確`;
}

/** Refusals of the chunked upload protocol. */
export const UPLOAD_MESSAGES = {
  emptyFile: '不可上傳空白檔案',
  badFileName: '檔案名稱不正確',
  uploadNotFound: '查無此上傳作業，可能已逾時清除，請重新上傳',
  foreignUpload: '此上傳作業不屬於您',
  wrongKey: '上傳金鑰錯誤',
  authMismatch: '上傳者與登入帳號不符',
  mismatchedUpload: '上傳資料與上傳作業不符',
  indexOutOfRange: '分片序號超出範圍',
  lastChunkMismatch: '最後分片標記與分片序號不符',
  chunkTooLarge: '分片大小超過檔案宣告的總大小',
  emptyChunk: '分片內容為空',
  noChunkFile: "'theFile'是必要參數",
  oneChunkOnly: '每次僅能上傳一個分片',
  splitCountInvalid: '分片數量不正確',
  notOpen: '此上傳作業正在合併或已完成',
  cancelNotFound: '查無此上傳作業，可能已取消、完成或逾時清除',
  notCancellable: '此上傳作業正在合併或已完成，無法取消',
  sizeMismatch: '檔案大小與宣告不符，請重新上傳',
  tooManyOpen: '進行中的上傳作業過多，請稍後再試',
  unknownCategory: '查無此上傳類別',
  codeMismatch: '上傳代碼與上傳類別不符',
  fileTypeRequired: '請選擇檔案種類',
  fileTypeUnknown: '檔案種類不在允許範圍內',
  notAFile: '每個匯入項目都必須是檔案',
  noFiles: '請選擇要上傳的檔案',
  tooManyFiles: '一次匯入的檔案過多',
  fileNotFound: '查無此檔案',
  remarkTooLong: '備註不可超過 500 字',
  noZipFiles: '查無可下載的檔案',
  zipCodeInvalid: '下載代碼錯誤或已逾時，請重新下載',
} as const;

/** Chunks the server has not received yet: lists them one-based as the user counts. */
export function missingChunksMessage(indexes: readonly number[]): string {
  const shown = indexes.slice(0, 10).map((i) => `第 ${i + 1} 片`);
  return `尚有分片未上傳：${shown.join('、')}${indexes.length > 10 ? ` 等 ${indexes.length} 片` : ''}`;
}
