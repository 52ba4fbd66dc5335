/** Downloads a step definition as steps/<id>.json through the export call, under the 資料下載中 mask. */
import { withDownloadMask } from '../../shared/DownloadMask';
import { saveBlob } from '../../shared/save-blob';
import { fetchStepDefinitionFile } from './step-editor-api';

/** Downloads a stored version (the current one when none is given); failures are toasted by the API client. */
export async function downloadDefinitionFile(stepId: string, version?: number): Promise<void> {
  const text = await withDownloadMask(fetchStepDefinitionFile(stepId, version));
  saveBlob(new Blob([text], { type: 'application/json;charset=utf-8' }), `${stepId}.json`);
}
