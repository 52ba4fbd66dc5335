import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThumbnailLoader } from '../../../../src/web/uploads/thumbnail-loader';

afterEach(() => vi.useRealTimers());

describe('the thumbnail loader', () => {
  it('fetches at most 5 at once, looking at the queue every 300 ms, images only', async () => {
    vi.useFakeTimers();
    const pending: (() => void)[] = [];
    const fetcher = vi.fn(
      (_stp: string, _id: number, type: string) =>
        new Promise<Blob | string>((resolve) => pending.push(() => resolve(type === 'svg' ? '<svg xmlns="http://www.w3.org/2000/svg"/>' : new Blob(['x'])))),
    );
    const loader = new ThumbnailLoader(fetcher, async () => null);
    for (let id = 1; id <= 8; id += 1) loader.request('A2.8', { id, filename: `p${id}.png`, size: 10 });
    loader.request('A2.8', { id: 20, filename: 'doc.pdf', size: 10 });
    loader.request('A2.8', { id: 21, filename: 'huge.jpg', size: 30 * 1024 * 1024 });
    loader.request('A2.8', { id: 22, filename: 'd.svg', size: 10 });
    expect(fetcher).toHaveBeenCalledTimes(5);
    expect(loader.get('A2.8/20')).toEqual({ status: 'none' });
    expect(loader.get('A2.8/21')).toEqual({ status: 'none' });
    expect(loader.get('A2.8/1')).toEqual({ status: 'loading' });

    for (const done of pending.splice(0, 2)) done();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(300);
    expect(fetcher).toHaveBeenCalledTimes(7);
    expect(loader.get('A2.8/1').status).toBe('ready');
    while (pending.length) {
      for (const done of pending.splice(0)) done();
      await vi.advanceTimersByTimeAsync(300);
    }
    expect(fetcher).toHaveBeenCalledTimes(9);
    expect(fetcher).toHaveBeenLastCalledWith('A2.8', 22, 'svg');
    expect(loader.peak).toBe(5);
    expect(loader.get('A2.8/22').status).toBe('ready');
  });

  it('reads tiff as an ArrayBuffer through the decoder and shows none when it cannot', async () => {
    const fetcher = vi.fn(async () => new ArrayBuffer(8));
    const loader = new ThumbnailLoader(fetcher, async () => 'blob:never');
    loader.request('B1.4', { id: 1, filename: 'scan.TIF', size: 10 });
    expect(fetcher).toHaveBeenCalledWith('B1.4', 1, 'tiff');
    await new Promise((r) => setTimeout(r, 0));
    expect(loader.get('B1.4/1')).toEqual({ status: 'none' });
  });
});
