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
  const d: QueueDeps = {
    requestUploadKey: vi.fn(async () => ({ id: 77, uploadKey: 'key-77' })),
    sendChunk: vi.fn(async (m: UploadMission, index: number, chunk: Blob): Promise<UploadAnswer> => {
      chunks.push([m.fileName, index, chunk.size]);
      return { status: 200 };
    }),
    mergeUpload: vi.fn(async (m: UploadMission): Promise<UploadAnswer<StepFile>> => ({ status: 201, data: { id: 900, filename: m.fileName } as StepFile })),
    deleteFile: vi.fn(async () => undefined),
    saveMission: (m) => saved.push(m),
    removeMission: (m) => removed.push(m),
    now: () => 1234,
    alert: (_title, message) => alerts.push(message),
    notify: vi.fn(),
    onStored: (f) => stored.push(f),
    ...over,
  };
  return { d, chunks, saved, removed, alerts, stored };
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

  it('cancels the file in flight, keeping its mission, and deletes a replaced file only after the new one is stored', async () => {
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
    expect(t.removed.map((m) => m.fileName)).toEqual(['b.pdf']);
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
