import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMission, markChunkDone, type UploadInfo, type UploadMission } from '../../../../src/domain/files/upload-mission';
import { ApiError } from '../../../../src/web/api/client';
import type { StepFile, UploadAnswer } from '../../../../src/web/uploads/upload-api';
import { queueProgress, UploadQueue, type QueueDeps } from '../../../../src/web/uploads/upload-queue';

const info: UploadInfo = { auth_id: 5, stp_id: 'A2.8', proj_id: 2, code_type: 'A2-BB-', fileTo: 'budgetBook' };

function fileOf(name: string, size: number) {
  return Object.assign(new Blob([new Uint8Array(size)]), { name });
}

function deps(over: Partial<QueueDeps> = {}) {
  const chunks: [string, number, number][] = [];
  const saved: UploadMission[] = [];
  const removed: UploadMission[] = [];
  const alerts: string[] = [];
  const stored: StepFile[] = [];
  const cancelled: { id?: number; uploadKey?: string }[] = [];
  const d: QueueDeps = {
    requestUploadKey: vi.fn(async () => ({ id: 77, uploadKey: 'key-77' })),
    sendChunk: vi.fn(async (m: UploadMission, index: number, chunk: Blob): Promise<UploadAnswer> => {
      chunks.push([m.fileName, index, chunk.size]);
      return { status: 200 };
    }),
    mergeUpload: vi.fn(async (m: UploadMission): Promise<UploadAnswer<StepFile>> => ({ status: 201, data: { id: 900, filename: m.fileName } as StepFile })),
    cancelUpload: vi.fn(async (m: UploadMission) => {
      cancelled.push({ id: m.id, uploadKey: m.uploadKey });
    }),
    deleteFile: vi.fn(async () => undefined),
    saveMission: (m) => saved.push(m),
    removeMission: (m) => removed.push(m),
    now: () => 1234,
    alert: (_title, message) => alerts.push(message),
    notify: vi.fn(),
    onStored: (f) => stored.push(f),
    ...over,
  };
  return { d, chunks, saved, removed, alerts, stored, cancelled };
}

async function settle(queue: UploadQueue): Promise<void> {
  for (let i = 0; i < 50 && (queue.getState().running || i < 2); i += 1) await new Promise((r) => setTimeout(r, 0));
}

afterEach(() => vi.restoreAllMocks());

describe('the upload queue', () => {
  it('asks for a key, sends every chunk in order, merges, and forgets the mission', async () => {
    const t = deps();
    const queue = new UploadQueue(t.d);
    const file = fileOf('a.pdf', 2500);
    queue.add([{ file, mission: buildMission(info, file, 1000, 0), resumed: false }]);
    await settle(queue);
    expect(t.chunks).toEqual([
      ['a.pdf', 0, 1000],
      ['a.pdf', 1, 1000],
      ['a.pdf', 2, 500],
    ]);
    expect(t.saved.at(-1)!.completedList).toEqual([true, true, true]);
    expect(t.saved[0]).toMatchObject({ id: 77, uploadKey: 'key-77' });
    expect(t.removed).toHaveLength(1);
    expect(t.stored.map((f) => f.id)).toEqual([900]);
    expect(queue.getState().items[0]).toMatchObject({ status: 'done', loaded: 2500 });
    expect(queueProgress(queue.getState())).toEqual({ loaded: 2500, total: 2500 });
  });

  it('resumes a stored mission from its first missing chunk without a new key', async () => {
    const t = deps();
    const queue = new UploadQueue(t.d);
    const file = fileOf('b.pdf', 3000);
    const stored = markChunkDone(markChunkDone({ ...buildMission(info, file, 1000, 0), id: 5, uploadKey: 'k5' }, 0, 1), 1, 1);
    queue.add([{ file, mission: stored, resumed: true }]);
    expect(queue.getState().items[0]!.loaded).toBe(2000);
    await settle(queue);
    expect(t.d.requestUploadKey).not.toHaveBeenCalled();
    expect(t.chunks).toEqual([['b.pdf', 2, 1000]]);
  });

  it('stops the whole queue with 錯誤中斷 and the status when a chunk answer is not 200, then resumes', async () => {
    let fail = true;
    const t = deps({
      sendChunk: vi.fn(async (_m: UploadMission, index: number) => (fail && index === 1 ? { status: 500, message: '磁碟已滿' } : { status: 200 })),
    });
    const queue = new UploadQueue(t.d);
    const a = fileOf('a.pdf', 2000);
    const b = fileOf('b.pdf', 1000);
    queue.add([
      { file: a, mission: buildMission(info, a, 1000, 0), resumed: false },
      { file: b, mission: buildMission(info, b, 1000, 0), resumed: false },
    ]);
    await settle(queue);
    expect(t.alerts).toEqual(['錯誤中斷（500）：磁碟已滿']);
    expect(queue.getState().stopped).toBe('錯誤中斷（500）：磁碟已滿');
    expect(queue.getState().items.map((i) => i.status)).toEqual(['failed', 'waiting']);
    expect(t.d.mergeUpload).not.toHaveBeenCalled();

    fail = false;
    queue.resume();
    await settle(queue);
    expect(queue.getState().items.map((i) => i.status)).toEqual(['done', 'done']);
    // The failed file went on from chunk 1; chunk 0 was not sent again.
    expect((t.d.sendChunk as ReturnType<typeof vi.fn>).mock.calls.filter((c) => (c[0] as UploadMission).fileName === 'a.pdf').map((c) => c[1])).toEqual([0, 1, 1]);
  });

  it('stops on an HTTP refusal of a chunk and forgets a mission the server no longer knows', async () => {
    const gone = new ApiError('查無此上傳作業', 'api', { status: 404, body: { status: 'error', message: '查無此上傳作業，可能已逾時清除，請重新上傳' } });
    const t = deps({ sendChunk: vi.fn(async () => Promise.reject(gone)) });
    const queue = new UploadQueue(t.d);
    const file = fileOf('c.pdf', 10);
    queue.add([{ file, mission: { ...buildMission(info, file, 1000, 0), id: 3, uploadKey: 'k' }, resumed: true }]);
    await settle(queue);
    expect(t.alerts).toEqual(['錯誤中斷（404）：查無此上傳作業，可能已逾時清除，請重新上傳']);
    expect(t.removed.map((m) => m.id)).toEqual([3]);
  });

  it('stops when the merge answer is not 201', async () => {
    const t = deps({ mergeUpload: vi.fn(async () => ({ status: 200, message: '尚有分片未上傳' })) });
    const queue = new UploadQueue(t.d);
    const file = fileOf('d.pdf', 10);
    queue.add([{ file, mission: buildMission(info, file, 1000, 0), resumed: false }]);
    await settle(queue);
    expect(t.alerts).toEqual(['錯誤中斷（200）：尚有分片未上傳']);
    expect(queue.getState().items[0]!.status).toBe('failed');
    expect(t.removed).toEqual([]);
  });

  it('fails one file whose key is refused and goes on with the next', async () => {
    let first = true;
    const t = deps({
      requestUploadKey: vi.fn(async () => {
        if (first) {
          first = false;
          throw new ApiError('x', 'api', { status: 400, body: { message: '檔案大小超過上限 50 MB' } });
        }
        return { id: 8, uploadKey: 'k8' };
      }),
    });
    const queue = new UploadQueue(t.d);
    const a = fileOf('a.pdf', 10);
    const b = fileOf('b.pdf', 10);
    queue.add([
      { file: a, mission: buildMission(info, a, 1000, 0), resumed: false },
      { file: b, mission: buildMission(info, b, 1000, 0), resumed: false },
    ]);
    await settle(queue);
    expect(queue.getState().items.map((i) => i.status)).toEqual(['failed', 'done']);
    expect(t.d.notify).toHaveBeenCalledWith('檔案大小超過上限 50 MB');
    expect(t.alerts).toEqual([]);
  });

  it('cancels the file in flight on the server too, forgetting its mission, and deletes a replaced file only after the new one is stored', async () => {
    let release: (() => void) | undefined;
    const t = deps({
      sendChunk: vi.fn(
        (_m: UploadMission, _i: number, _c: Blob, signal: AbortSignal) =>
          new Promise<UploadAnswer>((resolve, reject) => {
            release = () => resolve({ status: 200 });
            signal.addEventListener('abort', () => reject(new ApiError('aborted', 'aborted')));
          }),
      ),
    });
    const queue = new UploadQueue(t.d);
    const a = fileOf('a.pdf', 10);
    const b = fileOf('b.pdf', 10);
    queue.add([
      { file: a, mission: buildMission(info, a, 1000, 0), resumed: false },
      { file: b, mission: buildMission(info, b, 1000, 0), resumed: false, replaceFileId: 41 },
    ]);
    await new Promise((r) => setTimeout(r, 0));
    queue.cancel(queue.getState().items[0]!.uid);
    await new Promise((r) => setTimeout(r, 0));
    release!();
    await settle(queue);
    expect(queue.getState().items.map((i) => i.status)).toEqual(['cancelled', 'done']);
    // a.pdf had a server upload: it is given up there and forgotten here; b.pdf is forgotten once stored.
    expect(t.cancelled).toEqual([{ id: 77, uploadKey: 'key-77' }]);
    expect(t.removed.map((m) => m.fileName)).toEqual(['a.pdf', 'b.pdf']);
    expect(t.saved.filter((m) => m.fileName === 'a.pdf').every((m) => m.completedList.every((done) => !done))).toBe(true);
    expect(t.d.deleteFile).toHaveBeenCalledWith(41);
    expect(queueProgress(queue.getState())).toEqual({ loaded: 10, total: 10 });
  });
});

describe('a merge refused for missing chunks', () => {
  it('marks the chunks the server lacks as not done, so resuming sends them again', async () => {
    let refuse = true;
    const t = deps({
      mergeUpload: vi.fn(async (m: UploadMission) => {
        if (refuse) {
          refuse = false;
          throw new ApiError('x', 'api', { status: 400, errors: { missing: [1] }, body: { message: '尚有分片未上傳：第 2 片' } });
        }
        return { status: 201, data: { id: 1, filename: m.fileName } as StepFile };
      }),
    });
    const queue = new UploadQueue(t.d);
    const file = fileOf('e.pdf', 3000);
    queue.add([{ file, mission: buildMission(info, file, 1000, 0), resumed: false }]);
    await settle(queue);
    expect(t.alerts).toEqual(['錯誤中斷（400）：尚有分片未上傳：第 2 片']);
    expect(t.saved.at(-1)!.completedList).toEqual([true, false, true]);
    queue.resume();
    await settle(queue);
    expect((t.d.sendChunk as ReturnType<typeof vi.fn>).mock.calls.map((c) => c[1])).toEqual([0, 1, 2, 1]);
    expect(queue.getState().items[0]!.status).toBe('done');
  });
});

describe('取消 and 全部取消', () => {
  /** A sendChunk that hangs until aborted, as a slow network does. */
  const hanging = () =>
    vi.fn(
      (_m: UploadMission, _i: number, _c: Blob, signal: AbortSignal) =>
        new Promise<UploadAnswer>((_resolve, reject) => signal.addEventListener('abort', () => reject(new ApiError('aborted', 'aborted')))),
    );

  it('a waiting file the server has not opened is dropped without a call', async () => {
    const t = deps({ sendChunk: hanging() });
    const queue = new UploadQueue(t.d);
    const a = fileOf('a.pdf', 10);
    const b = fileOf('b.pdf', 10);
    queue.add([
      { file: a, mission: buildMission(info, a, 1000, 0), resumed: false },
      { file: b, mission: buildMission(info, b, 1000, 0), resumed: false },
    ]);
    await new Promise((r) => setTimeout(r, 0));
    queue.cancel(queue.getState().items[1]!.uid);
    expect(t.d.cancelUpload).not.toHaveBeenCalled();
    expect(queue.getState().items.map((i) => i.status)).toEqual(['uploading', 'cancelled']);
    queue.dispose();
  });

  it('全部取消 gives up every upload the server has opened, the stopped one included, once each', async () => {
    const refused = new ApiError('x', 'api', { status: 500, body: { message: '磁碟已滿' } });
    const t = deps({ sendChunk: vi.fn(async () => Promise.reject(refused)) });
    const queue = new UploadQueue(t.d);
    const a = fileOf('a.pdf', 10);
    const b = fileOf('b.pdf', 10);
    const c = fileOf('c.pdf', 10);
    queue.add([
      { file: a, mission: buildMission(info, a, 1000, 0), resumed: false },
      { file: b, mission: { ...buildMission(info, b, 1000, 0), id: 12, uploadKey: 'k12' }, resumed: true },
      { file: c, mission: buildMission(info, c, 1000, 0), resumed: false },
    ]);
    await settle(queue);
    expect(queue.getState().items.map((i) => i.status)).toEqual(['failed', 'waiting', 'waiting']);
    queue.cancelAll();
    queue.cancelAll();
    queue.cancel(queue.getState().items[0]!.uid);
    expect(queue.getState().items.map((i) => i.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(t.cancelled).toEqual([
      { id: 77, uploadKey: 'key-77' },
      { id: 12, uploadKey: 'k12' },
    ]);
    expect(t.removed.map((m) => m.fileName)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
  });

  it('a failing cancel call blocks nothing: no alert, and the next file goes on', async () => {
    const t = deps({ cancelUpload: vi.fn(async () => Promise.reject(new ApiError('x', 'network'))) });
    let first = true;
    t.d.sendChunk = vi.fn((m: UploadMission, _i: number, _c: Blob, signal: AbortSignal) => {
      if (m.fileName === 'a.pdf' && first) {
        first = false;
        return hanging()(m, 0, new Blob(), signal);
      }
      return Promise.resolve({ status: 200 });
    });
    const queue = new UploadQueue(t.d);
    const a = fileOf('a.pdf', 10);
    const b = fileOf('b.pdf', 10);
    queue.add([
      { file: a, mission: buildMission(info, a, 1000, 0), resumed: false },
      { file: b, mission: buildMission(info, b, 1000, 0), resumed: false },
    ]);
    await new Promise((r) => setTimeout(r, 0));
    queue.cancel(queue.getState().items[0]!.uid);
    await settle(queue);
    expect(t.d.cancelUpload).toHaveBeenCalledTimes(1);
    expect(queue.getState().items.map((i) => i.status)).toEqual(['cancelled', 'done']);
    expect(queue.getState().stopped).toBeNull();
    expect(t.alerts).toEqual([]);
    expect(t.d.notify).not.toHaveBeenCalled();
  });

  it('a cancel that comes with a chunk answer does not store the forgotten mission again', async () => {
    const t = deps();
    const queue = new UploadQueue(t.d);
    t.d.sendChunk = vi.fn(async () => {
      queue.cancel(queue.getState().items[0]!.uid);
      return { status: 200 };
    });
    const a = fileOf('a.pdf', 3000);
    queue.add([{ file: a, mission: buildMission(info, a, 1000, 0), resumed: false }]);
    await settle(queue);
    expect(t.cancelled).toEqual([{ id: 77, uploadKey: 'key-77' }]);
    // The only store is the new key's, before the cancel; nothing after it.
    expect(t.saved).toHaveLength(1);
    expect(t.d.sendChunk).toHaveBeenCalledTimes(1);
    expect(t.d.mergeUpload).not.toHaveBeenCalled();
  });

  it('a cancel while the key is on its way gives up the upload the key opened', async () => {
    const t = deps();
    const queue = new UploadQueue(t.d);
    t.d.requestUploadKey = vi.fn(async () => {
      queue.cancel(queue.getState().items[0]!.uid);
      return { id: 31, uploadKey: 'k31' };
    });
    const a = fileOf('a.pdf', 10);
    queue.add([{ file: a, mission: buildMission(info, a, 1000, 0), resumed: false }]);
    await settle(queue);
    expect(t.cancelled).toEqual([{ id: 31, uploadKey: 'k31' }]);
    expect(t.saved).toEqual([]);
    expect(t.d.sendChunk).not.toHaveBeenCalled();
  });

  it('choosing the same file again to replace its queued copy resumes the upload instead of cancelling it', async () => {
    const t = deps({ sendChunk: hanging() });
    const queue = new UploadQueue(t.d);
    const a = fileOf('a.pdf', 3000);
    const mission = { ...buildMission(info, a, 1000, 0), id: 40, uploadKey: 'k40' };
    queue.add([{ file: a, mission, resumed: true }]);
    await new Promise((r) => setTimeout(r, 0));
    const uid = queue.getState().items[0]!.uid;
    t.d.sendChunk = vi.fn(async () => ({ status: 200 }));
    queue.add([{ file: a, mission, resumed: true, replaceQueued: uid }]);
    await settle(queue);
    expect(t.d.cancelUpload).not.toHaveBeenCalled();
    expect(queue.getState().items.map((i) => i.status)).toEqual(['cancelled', 'done']);
    expect(t.d.mergeUpload).toHaveBeenCalledWith(expect.objectContaining({ id: 40 }), expect.anything());
  });

  it('replacing a queued file by a different one gives the old upload up', async () => {
    const t = deps({ sendChunk: hanging() });
    const queue = new UploadQueue(t.d);
    const a = fileOf('a.pdf', 3000);
    queue.add([{ file: a, mission: { ...buildMission(info, a, 1000, 0), id: 41, uploadKey: 'k41' }, resumed: true }]);
    await new Promise((r) => setTimeout(r, 0));
    const uid = queue.getState().items[0]!.uid;
    const a2 = fileOf('a.pdf', 2000);
    queue.add([{ file: a2, mission: buildMission(info, a2, 1000, 0), resumed: false, replaceQueued: uid }]);
    expect(t.cancelled).toEqual([{ id: 41, uploadKey: 'k41' }]);
    queue.dispose();
  });
});
