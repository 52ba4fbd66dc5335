/**
 * 匯出 and 全部匯出: a form's file fetched under the 資料下載中 mask and saved under the name the server
 * gave it; all of a form's formats one after another, 500 ms apart. Failures are shown, never thrown.
 */
import type { ExportFormat } from '../../domain/exports/export-document';
import { withDownloadMask } from '../shared/DownloadMask';
import { saveBlob } from '../shared/save-blob';
import type { ExportRequest } from './build-export-url';
import { fetchExportFile } from './fetch-export-file';
import { exportFileLabel } from './name-export-file';
import { reportExportFailure } from './report-export-failure';
import { runWithPauses } from './run-with-pauses';

/** A form to export: its code and title, and where its data is. */
export interface ExportTarget extends Omit<ExportRequest, 'filetype'> {
  title: string;
}

/** Downloads one format of a form; resolves true when the file was saved. */
export async function downloadExport(target: ExportTarget, format: ExportFormat): Promise<boolean> {
  const { title, ...request } = target;
  const label = exportFileLabel(title, format);
  try {
    const file = await withDownloadMask(fetchExportFile({ ...request, filetype: format }, label));
    saveBlob(file.blob, file.fileName);
    return true;
  } catch (error) {
    reportExportFailure(error, label);
    return false;
  }
}

/** Downloads every given format of a form in turn, under one mask; resolves with how many were saved. */
export async function downloadAllExports(target: ExportTarget, formats: readonly ExportFormat[]): Promise<number> {
  const results = await withDownloadMask(runWithPauses(formats, (format) => downloadExport(target, format)));
  return results.filter((r) => r.status === 'fulfilled' && r.value).length;
}
