/**
 * Downloads for the file lists: one file fetched with the token under the 資料下載中 mask and saved under its
 * own name; a project's zip asked for with a code and then opened as a plain download, so the browser
 * streams it to disk instead of holding it in memory.
 */
import { withDownloadMask } from '../shared/DownloadMask';
import { saveBlob } from '../shared/save-blob';
import { toast } from '../shared/toast';
import { fetchStepFile, requestZipCode, zipDownloadUrl } from './upload-api';

/** Downloads one stored file under the mask; failures are toasted by the API client. */
export async function downloadStepFile(stpId: string, file: { id: number; filename: string }): Promise<void> {
  const blob = await withDownloadMask(fetchStepFile(stpId, file.id));
  saveBlob(blob instanceof Blob ? blob : new Blob([blob]), file.filename);
}

/** Downloads the zip of a project's files of the given phases or steps (serviceType). */
export async function downloadProjectZip(projId: number, serviceType: string[]): Promise<void> {
  const { zip_code: zipCode, count } = await withDownloadMask(requestZipCode(projId, serviceType));
  const a = document.createElement('a');
  a.href = zipDownloadUrl(projId, zipCode);
  a.download = '';
  document.body.appendChild(a);
  a.click();
  a.remove();
  toast.info(`已開始下載 ${count} 個檔案的壓縮檔`);
}
