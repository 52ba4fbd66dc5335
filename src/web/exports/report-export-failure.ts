/** Shows a failed export: 表單 {file} 匯出/預覽 失敗, with the server's reason under it when there is one. */
import { MESSAGE_BOX_DURATION_MS, messageBox, toast } from '../shared/toast';
import { ExportFailure } from './judge-export-response';

/** Shows the failure of the file `fileLabel` as an error message box. */
export function reportExportFailure(error: unknown, fileLabel: string): void {
  const failure = error instanceof ExportFailure ? error : new ExportFailure(fileLabel, null);
  if (failure.detail) messageBox(failure.detail, { type: 'error', title: failure.message });
  else toast.error(failure.message, { duration: MESSAGE_BOX_DURATION_MS });
}
