/**
 * Upload missions (spec doc 1 §3, §4): one per chosen file, with the upload info it goes to, how it is cut
 * into chunks, the server's id and key once asked for, and which chunks are done. Pure rules; the browser
 * keeps the list in localStorage so an unfinished file resumes after a reload.
 */
import { UPLOAD_INFO_INCOMPLETE_MESSAGE } from './upload-messages';

/** Where a file goes: the caller, step, project, category code and key (the five fields of the spec), and the sign-off case. */
export interface UploadInfo {
  auth_id: number | string;
  stp_id: string;
  proj_id: number | string;
  code_type: string;
  fileTo: string;
  /** Sign-off case; 0 (the step itself) when absent. */
  audit_id?: number;
  /** The file kind chosen for categories that need one (B1.7, B2.18). */
  file_type?: string;
}

/** One file's upload as kept between page loads. */
export interface UploadMission extends UploadInfo {
  fileName: string;
  fileTotalSize: number;
  fileSplitCount: number;
  /** Bytes per chunk; the last chunk holds the rest. */
  chunkSize: number;
  /** The server's upload id and key, once requested. */
  id?: number;
  uploadKey?: string;
  /** One flag per chunk: whether the server answered 200 for it. */
  completedList: boolean[];
  /** When the mission last changed (ms since epoch), so stale ones can be dropped. */
  updatedAt: number;
}

/** The five fields an upload needs (spec doc 1 §5). */
export const UPLOAD_INFO_FIELDS = ['auth_id', 'stp_id', 'proj_id', 'code_type', 'fileTo'] as const;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'number' && !Number.isFinite(value)) || String(value).trim() === '';
}

/** The message 上傳資訊不完整! 請確認參數是否設置正確! when any of the five fields is missing, else null. */
export function checkUploadInfo(info: Partial<UploadInfo> | null | undefined): string | null {
  if (!info) return UPLOAD_INFO_INCOMPLETE_MESSAGE;
  return UPLOAD_INFO_FIELDS.some((f) => isBlank(info[f])) ? UPLOAD_INFO_INCOMPLETE_MESSAGE : null;
}

/** How many chunks a file of `size` bytes makes at `chunkSize` (an empty file still makes one). */
export function countChunks(size: number, chunkSize: number): number {
  if (!(chunkSize > 0)) throw new RangeError('chunkSize must be positive');
  return Math.max(1, Math.ceil(size / chunkSize));
}

/** The byte range [start, end) of chunk `index`. */
export function chunkRange(index: number, chunkSize: number, size: number): { start: number; end: number } {
  const start = index * chunkSize;
  return { start, end: Math.min(size, start + chunkSize) };
}

/** A new mission for a file: nothing done yet, no server id. */
export function buildMission(info: UploadInfo, file: { name: string; size: number }, chunkSize: number, now: number): UploadMission {
  const fileSplitCount = countChunks(file.size, chunkSize);
  return {
    ...info,
    audit_id: info.audit_id ?? 0,
    fileName: file.name,
    fileTotalSize: file.size,
    fileSplitCount,
    chunkSize,
    completedList: Array.from({ length: fileSplitCount }, () => false),
    updatedAt: now,
  };
}

/** Whether two uploads go to the same place: the five fields (compared as text) and the sign-off case. */
export function sameUploadTarget(a: UploadInfo, b: UploadInfo): boolean {
  return UPLOAD_INFO_FIELDS.every((f) => String(a[f]) === String(b[f])) && (a.audit_id ?? 0) === (b.audit_id ?? 0);
}

/** Whether a stored mission is the unfinished upload of this file: same target, name, size and chunk count, with a server id. */
export function isResumableFor(mission: UploadMission, info: UploadInfo, file: { name: string; size: number }, splitCount: number): boolean {
  return (
    sameUploadTarget(mission, info) &&
    mission.fileName === file.name &&
    mission.fileTotalSize === file.size &&
    mission.fileSplitCount === splitCount &&
    mission.id !== undefined &&
    typeof mission.uploadKey === 'string' &&
    mission.completedList.length === splitCount
  );
}

/** The first chunk not yet done, or -1 when every chunk is done (only the merge is left). */
export function firstMissingChunk(mission: Pick<UploadMission, 'completedList'>): number {
  return mission.completedList.indexOf(false);
}

/** Bytes of the chunks done. */
export function bytesDone(mission: Pick<UploadMission, 'completedList' | 'chunkSize' | 'fileTotalSize'>): number {
  let total = 0;
  mission.completedList.forEach((done, i) => {
    if (done) {
      const { start, end } = chunkRange(i, mission.chunkSize, mission.fileTotalSize);
      total += end - start;
    }
  });
  return total;
}

/** The mission with chunk `index` marked done. */
export function markChunkDone(mission: UploadMission, index: number, now: number): UploadMission {
  const completedList = mission.completedList.slice();
  completedList[index] = true;
  return { ...mission, completedList, updatedAt: now };
}
