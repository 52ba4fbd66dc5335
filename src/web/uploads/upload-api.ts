/**
 * The upload service's calls as typed functions (Upload_File, BFB files, Files/Download, CMB), over the
 * shared API client. Chunk and merge calls resolve with the whole body, whose numeric status (200 per chunk,
 * 201 on merge) the queue checks; every failure rejects with the client's ApiError.
 */
import { api, apiRequest, apiUrl } from '../api/client';
import type { StepFile } from '../../domain/files/step-file';
import type { UploadInfo, UploadMission } from '../../domain/files/upload-mission';

/** A stored file as the list calls answer it. */
export type { StepFile };

/** The body of a chunk or merge answer. */
export interface UploadAnswer<T = unknown> {
  status: number | string;
  message?: string;
  data?: T;
}

/** SWR key of a step's file list, which is also the path of BFB/getAllFile (the fetcher gets it). */
export function stepFilesKey(stpId: string, projId: number | string, auditId?: number): string {
  return auditId === undefined ? `BFB/getAllFile/${stpId}/${projId}` : `BFB/getAllFile/${stpId}/${projId}/${auditId}`;
}

/** Upload_File/uploadKey: the server's id and key for a mission. */
export function requestUploadKey(mission: UploadMission, signal?: AbortSignal): Promise<{ id: number; uploadKey: string }> {
  const { auth_id, stp_id, proj_id, code_type, fileTo, fileName, fileSplitCount, fileTotalSize, audit_id, file_type } = mission;
  const body: Record<string, unknown> = { auth_id, stp_id, proj_id, code_type, fileTo, fileName, fileSplitCount, fileTotalSize, audit_id: audit_id ?? 0 };
  if (file_type) body.file_type = file_type;
  return api.post('Upload_File/uploadKey', body, { silent: true, signal });
}

/** Upload_File/upload: one chunk as multipart, fields in the spec's order. */
export function sendChunk(mission: UploadMission, index: number, chunk: Blob, signal?: AbortSignal): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('fileName', mission.fileName);
  form.append('fileTotalSize', String(mission.fileTotalSize));
  form.append('fileSplitCount', String(mission.fileSplitCount));
  form.append('id', String(mission.id));
  form.append('uploadKey', mission.uploadKey ?? '');
  form.append('theFile', chunk, mission.fileName);
  form.append('index', String(index));
  form.append('isLastChunk', String(index === mission.fileSplitCount - 1));
  return apiRequest<UploadAnswer>('Upload_File/upload', { method: 'POST', body: form, raw: true, silent: true, signal });
}

/** Upload_File/uploadMerge. */
export function mergeUpload(mission: UploadMission, signal?: AbortSignal): Promise<UploadAnswer<StepFile>> {
  const { id, fileName, fileTotalSize, uploadKey, auth_id, stp_id, proj_id, code_type, fileTo } = mission;
  return apiRequest<UploadAnswer<StepFile>>('Upload_File/uploadMerge', {
    method: 'POST',
    body: { id, fileName, fileTotalSize, uploadKey, auth_id, stp_id, proj_id, code_type, fileTo },
    raw: true,
    silent: true,
    signal,
  });
}

/**
 * Upload_File/uploadCancel: gives the upload up on the server, which removes its chunks at once and frees
 * its place under the open-upload limit. Silent: the caller goes on whatever the answer.
 */
export function cancelUpload(mission: Pick<UploadMission, 'id' | 'uploadKey'>): Promise<unknown> {
  return api.post('Upload_File/uploadCancel', { id: mission.id, uploadKey: mission.uploadKey }, { silent: true });
}

/** BFB/Delete_File. */
export function deleteStepFile(id: number): Promise<unknown> {
  return api.delete(`BFB/Delete_File/${id}`);
}

/** BFB/Edit_File. */
export function editFileRemark(id: number, remark: string): Promise<{ id: number; remark: string }> {
  return api.post('BFB/Edit_File', { id, remark });
}

/** Files/Download as a blob (the default), an ArrayBuffer (tiff) or text (svg). */
export function fetchStepFile(stpId: string, fileId: number, type: 'tiff' | 'svg' | '' = '', options: { silent?: boolean; signal?: AbortSignal } = {}): Promise<Blob | string> {
  const path = `Files/Download/${stpId}/${fileId}`;
  const query = type ? { type } : undefined;
  return api.get<Blob | string>(path, query, { ...options, responseType: type === 'svg' ? 'text' : 'blob' });
}

/** CMB/Get_Const_File_Download_Path: a zip_code for the project's files of the given phases or steps. */
export function requestZipCode(projId: number, serviceType: string[]): Promise<{ zip_code: string; count: number }> {
  return api.post('CMB/Get_Const_File_Download_Path', { proj_id: projId, serviceType });
}

/** The URL that downloads the zip for a zip_code (opened as a window: the code is the credential). */
export function zipDownloadUrl(projId: number, zipCode: string): string {
  return apiUrl(`CMB/Download_Const_File_ZipFile/${projId}/${encodeURIComponent(zipCode)}`);
}

/** The upload info of a category for the signed-in user. */
export function uploadInfoOf(userId: number | string | undefined, stpId: string, projId: number | string, codeType: string, fileTo: string, auditId = 0): UploadInfo {
  return { auth_id: userId ?? '', stp_id: stpId, proj_id: projId, code_type: codeType, fileTo, audit_id: auditId };
}
