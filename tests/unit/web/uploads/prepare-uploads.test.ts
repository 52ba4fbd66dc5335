import { describe, expect, it, vi } from 'vitest';
import { buildMission, type UploadInfo } from '../../../../src/domain/files/upload-mission';
import { prepareUploads, type PrepareContext } from '../../../../src/web/uploads/prepare-uploads';

const info: UploadInfo = { auth_id: 5, stp_id: 'A2.8', proj_id: 2, code_type: 'A2-DW-', fileTo: 'designDrawings' };
const category: PrepareContext['category'] = { kind: 'drawing', accept: ['jpg', 'png', 'pdf'], maxSizeMB: 50 };
const fileOf = (name: string, size: number) => Object.assign(new Blob([new Uint8Array(size)]), { name });

function ctx(over: Partial<PrepareContext> = {}): PrepareContext {
  return { info, category, chunkSize: '2MB', queued: [], uploaded: [], findResumable: () => undefined, askRepeat: vi.fn(async () => 'replace' as const), now: 1, ...over };
}

describe('preparing chosen files', () => {
  it('refuses everything with 上傳資訊不完整! when the upload info is missing a field', async () => {
    const r = await prepareUploads([fileOf('a.pdf', 10)], ctx({ info: { ...info, fileTo: '' } }));
    expect(r).toEqual({ entries: [], refusals: ['上傳資訊不完整! 請確認參數是否設置正確!'], chooseAgain: false });
  });

  it('refuses a slice size in another unit with 可使用單位為 B, KB, MB, GB', async () => {
    const r = await prepareUploads([fileOf('a.pdf', 10)], ctx({ chunkSize: '2TB' }));
    expect(r.refusals).toEqual(['可使用單位為 B, KB, MB, GB']);
    expect((await prepareUploads([fileOf('a.pdf', 10)], ctx({ chunkSize: '512 KB' }))).entries[0]!.mission.chunkSize).toBe(512 * 1024);
  });

  it('refuses a wrong type, an empty file and one over 50 MB, keeping the rest', async () => {
    const r = await prepareUploads([fileOf('a.exe', 10), fileOf('b.pdf', 0), fileOf('ok.png', 3)], ctx());
    expect(r.refusals[0]).toBe('「a.exe」的檔案類型不符，僅接受 jpg、png、pdf');
    expect(r.refusals[1]).toBe('「b.pdf」不可上傳空白檔案');
    expect(r.entries.map((e) => e.file.name)).toEqual(['ok.png']);
    const huge = { name: 'huge.pdf', size: 50 * 1024 * 1024 + 1, slice: () => new Blob() } as unknown as Blob & { name: string };
    expect((await prepareUploads([huge], ctx())).refusals).toEqual(['「huge.pdf」檔案大小超過上限 50 MB']);
  });

  it('needs a file kind where the category has them', async () => {
    const r = await prepareUploads([fileOf('a.pdf', 10)], ctx({ category: { ...category, fileTypes: [{ value: 'ganttChart', label: '甘特圖' }] } }));
    expect(r.refusals).toEqual(['請選擇檔案種類']);
  });

  it('asks about a repeated name: replace an uploaded file, take a queued one out, or choose again', async () => {
    const replace = await prepareUploads([fileOf('a.pdf', 10)], ctx({ uploaded: [{ id: 9, filename: 'a.pdf' }] }));
    expect(replace.entries[0]!.replaceFileId).toBe(9);
    const queued = await prepareUploads([fileOf('a.pdf', 10)], ctx({ queued: [{ uid: 3, name: 'a.pdf' }] }));
    expect(queued.entries[0]!.replaceQueued).toBe(3);
    const askRepeat = vi.fn(async () => 'choose-again' as const);
    const again = await prepareUploads([fileOf('a.pdf', 10), fileOf('b.pdf', 10)], ctx({ uploaded: [{ id: 9, filename: 'a.pdf' }], askRepeat }));
    expect(askRepeat).toHaveBeenCalledWith({ source: 'uploaded', name: 'a.pdf', id: 9 });
    expect(again.entries.map((e) => e.file.name)).toEqual(['b.pdf']);
    expect(again.chooseAgain).toBe(true);
  });

  it('resumes a file with a stored unfinished mission', async () => {
    const file = fileOf('a.pdf', 5 * 1024 * 1024);
    const stored = { ...buildMission(info, file, 2 * 1024 * 1024, 0), id: 4, uploadKey: 'k' };
    const findResumable = vi.fn((..._args: Parameters<PrepareContext['findResumable']>) => stored);
    const r = await prepareUploads([file], ctx({ findResumable }));
    // The file is compared by identity: a deep comparison of a 5 MB jsdom Blob takes seconds.
    expect(findResumable).toHaveBeenCalledTimes(1);
    const [askedInfo, askedFile, splitCount] = findResumable.mock.calls[0]!;
    expect([askedInfo, splitCount]).toEqual([info, 3]);
    expect(askedFile).toBe(file);
    expect(r.entries[0]).toMatchObject({ resumed: true, mission: stored });
  });
});
