import { describe, expect, it } from 'vitest';
import { UPLOAD_INFO_INCOMPLETE_MESSAGE } from '../../../../src/domain/files/upload-messages';
import {
  buildMission,
  bytesDone,
  checkUploadInfo,
  chunkRange,
  countChunks,
  firstMissingChunk,
  isResumableFor,
  markChunkDone,
  sameUploadTarget,
  type UploadInfo,
} from '../../../../src/domain/files/upload-mission';

const info: UploadInfo = { auth_id: 7, stp_id: 'A2.8', proj_id: 3, code_type: 'A2-BB-', fileTo: 'budgetBook' };
const MB = 1024 * 1024;

describe('upload missions', () => {
  it('needs auth_id, stp_id, proj_id, code_type and fileTo', () => {
    expect(checkUploadInfo(info)).toBeNull();
    expect(UPLOAD_INFO_INCOMPLETE_MESSAGE).toBe('上傳資訊不完整! 請確認參數是否設置正確!');
    for (const field of ['auth_id', 'stp_id', 'proj_id', 'code_type', 'fileTo'] as const) {
      expect(checkUploadInfo({ ...info, [field]: '' })).toBe(UPLOAD_INFO_INCOMPLETE_MESSAGE);
      expect(checkUploadInfo({ ...info, [field]: undefined })).toBe(UPLOAD_INFO_INCOMPLETE_MESSAGE);
    }
    expect(checkUploadInfo({ ...info, proj_id: Number.NaN })).toBe(UPLOAD_INFO_INCOMPLETE_MESSAGE);
    expect(checkUploadInfo(null)).toBe(UPLOAD_INFO_INCOMPLETE_MESSAGE);
    expect(checkUploadInfo({ ...info, proj_id: 0 })).toBeNull();
  });

  it('cuts a file into chunks, the last holding the rest', () => {
    expect(countChunks(5 * MB + 1, 2 * MB)).toBe(3);
    expect(countChunks(4 * MB, 2 * MB)).toBe(2);
    expect(countChunks(0, 2 * MB)).toBe(1);
    expect(chunkRange(2, 2 * MB, 5 * MB + 1)).toEqual({ start: 4 * MB, end: 5 * MB + 1 });
    expect(() => countChunks(10, 0)).toThrow(RangeError);
  });

  it('builds a mission with nothing done and tracks chunks done', () => {
    const m = buildMission(info, { name: '預算書.pdf', size: 5 * MB + 1 }, 2 * MB, 1000);
    expect(m).toMatchObject({ fileName: '預算書.pdf', fileTotalSize: 5 * MB + 1, fileSplitCount: 3, chunkSize: 2 * MB, audit_id: 0, completedList: [false, false, false] });
    expect(firstMissingChunk(m)).toBe(0);
    const one = markChunkDone(markChunkDone(m, 0, 2000), 2, 3000);
    expect(one.completedList).toEqual([true, false, true]);
    expect(m.completedList).toEqual([false, false, false]);
    expect(one.updatedAt).toBe(3000);
    expect(firstMissingChunk(one)).toBe(1);
    expect(bytesDone(one)).toBe(3 * MB + 1);
    expect(firstMissingChunk(markChunkDone(one, 1, 4000))).toBe(-1);
  });

  it('resumes only the same file to the same target with a server id', () => {
    const file = { name: 'a.pdf', size: 3 * MB };
    const m = { ...buildMission(info, file, MB, 0), id: 9, uploadKey: 'k' };
    expect(isResumableFor(m, info, file, 3)).toBe(true);
    expect(isResumableFor(m, { ...info, proj_id: '3' }, file, 3)).toBe(true);
    expect(isResumableFor(m, { ...info, fileTo: 'designDrawings' }, file, 3)).toBe(false);
    expect(isResumableFor(m, { ...info, auth_id: 8 }, file, 3)).toBe(false);
    expect(isResumableFor(m, { ...info, audit_id: 2 }, file, 3)).toBe(false);
    expect(isResumableFor(m, info, { ...file, size: file.size + 1 }, 3)).toBe(false);
    expect(isResumableFor(m, info, { ...file, name: 'b.pdf' }, 3)).toBe(false);
    expect(isResumableFor(m, info, file, 6)).toBe(false);
    expect(isResumableFor({ ...m, id: undefined }, info, file, 3)).toBe(false);
    expect(sameUploadTarget(info, { ...info, code_type: 'A2-DW-' })).toBe(false);
  });
});
