/** Downloads a step definition as steps/<id>.json through the export call, under the 資料下載中 mask. */
import { withDownloadMask } from '../../shared/DownloadMask';
import { fetchStepDefinitionFile } from './step-editor-api';

/** Hands text to the browser as a file to save. */
export function saveTextFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The click has handed the blob to the download manager; the URL can go once it has started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads a stored version (the current one when none is given); failures are toasted by the API client. */
export async function downloadDefinitionFile(stepId: string, version?: number): Promise<void> {
  const text = await withDownloadMask(fetchStepDefinitionFile(stepId, version));
  saveTextFile(text, `${stepId}.json`);
}
