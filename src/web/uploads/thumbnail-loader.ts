/**
 * Image thumbnails of stored files, fetched at most 5 at once: requests wait in a queue that is looked at
 * every 300 ms (spec doc 1 §7, §9). jpg, jpeg, png and gif arrive as blobs; tiff as an ArrayBuffer, decoded
 * here because most browsers cannot show it; svg as text, shown only through <img> so its scripts never run.
 * Results are object URLs kept per file until released.
 */
import { decodeTiff } from '../../domain/files/decode-tiff';
import { THUMBNAIL_CONCURRENCY, THUMBNAIL_POLL_MS, thumbnailKind } from '../../domain/files/thumbnail-kind';

/** Where a thumbnail stands: waiting or loading, shown (url), or none (not an image, too big, or failed). */
export type ThumbnailState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'none' };

/** Files above this size get an icon instead: a thumbnail must not download a 50 MB scan. */
export const THUMBNAIL_MAX_BYTES = 20 * 1024 * 1024;

/** Fetches a file's bytes as the lookup's type asks: blob, ArrayBuffer (tiff) or text (svg). */
export type ThumbnailFetcher = (stpId: string, fileId: number, type: 'tiff' | 'svg' | '') => Promise<Blob | ArrayBuffer | string>;

/** Turns decoded RGBA into an image URL (a canvas in the browser); null when it cannot. */
export type RgbaRenderer = (image: { width: number; height: number; rgba: Uint8ClampedArray }) => Promise<string | null>;

const NONE: ThumbnailState = Object.freeze({ status: 'none' });

interface Job {
  key: string;
  stpId: string;
  fileId: number;
  type: 'tiff' | 'svg' | '';
}

/** A loader with its own queue, cache and poll timer. */
export class ThumbnailLoader {
  private readonly states = new Map<string, ThumbnailState>();
  private readonly queue: Job[] = [];
  private readonly listeners = new Set<() => void>();
  private active = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  /** Most fetches ever running at once (tests read it). */
  peak = 0;

  constructor(
    private readonly fetcher: ThumbnailFetcher,
    private readonly renderRgba: RgbaRenderer,
    private readonly concurrency = THUMBNAIL_CONCURRENCY,
    private readonly pollMs = THUMBNAIL_POLL_MS,
  ) {}

  /** The state of a file's thumbnail (none until requested). */
  get(key: string): ThumbnailState {
    // One shared object for "none", so React's snapshot comparison sees no change.
    return this.states.get(key) ?? NONE;
  }

  /** Subscribes to any change. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const l of [...this.listeners]) l();
  }

  /** Asks for a file's thumbnail once; answers its key. */
  request(stpId: string, file: { id: number; filename: string; size: number }): string {
    const key = `${stpId}/${file.id}`;
    if (this.states.has(key)) return key;
    const type = thumbnailKind(file.filename);
    if (type === null || file.size > THUMBNAIL_MAX_BYTES) {
      this.states.set(key, NONE);
      return key;
    }
    this.states.set(key, { status: 'loading' });
    this.queue.push({ key, stpId, fileId: file.id, type });
    this.startPolling();
    return key;
  }

  /** Forgets a thumbnail (the file was deleted) and frees its URL. */
  release(key: string): void {
    const state = this.states.get(key);
    if (state?.status === 'ready' && state.url.startsWith('blob:')) URL.revokeObjectURL(state.url);
    this.states.delete(key);
    const at = this.queue.findIndex((j) => j.key === key);
    if (at >= 0) this.queue.splice(at, 1);
    this.emit();
  }

  private startPolling(): void {
    // Free slots are filled at once; the poll picks up the rest as fetches finish.
    this.tick();
    if (!this.timer && this.queue.length) this.timer = setInterval(() => this.tick(), this.pollMs);
  }

  private tick(): void {
    while (this.active < this.concurrency && this.queue.length) void this.load(this.queue.shift()!);
    if (!this.queue.length && this.active === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private async load(job: Job): Promise<void> {
    this.active += 1;
    this.peak = Math.max(this.peak, this.active);
    let state: ThumbnailState = NONE;
    try {
      const body = await this.fetcher(job.stpId, job.fileId, job.type);
      state = await this.toState(job.type, body);
    } catch {
      // A thumbnail is a nicety: a failed one shows the file icon.
    } finally {
      this.active -= 1;
    }
    if (this.states.has(job.key)) {
      this.states.set(job.key, state);
      this.emit();
    } else if (state.status === 'ready') {
      URL.revokeObjectURL(state.url);
    }
  }

  private async toState(type: Job['type'], body: Blob | ArrayBuffer | string): Promise<ThumbnailState> {
    if (type === 'svg') {
      const blob = new Blob([String(body)], { type: 'image/svg+xml' });
      return { status: 'ready', url: URL.createObjectURL(blob) };
    }
    if (type === 'tiff') {
      const buffer = body instanceof ArrayBuffer ? body : await (body as Blob).arrayBuffer();
      const image = decodeTiff(buffer);
      const url = image ? await this.renderRgba(image) : null;
      return url ? { status: 'ready', url } : NONE;
    }
    return { status: 'ready', url: URL.createObjectURL(body as Blob) };
  }
}

/** Draws decoded pixels onto a canvas no larger than 160 px and answers a PNG object URL. */
export const renderRgbaOnCanvas: RgbaRenderer = async ({ width, height, rgba }) => {
  if (typeof document === 'undefined') return null;
  const full = document.createElement('canvas');
  full.width = width;
  full.height = height;
  const ctx = full.getContext('2d');
  if (!ctx) return null;
  ctx.putImageData(new ImageData(rgba as Uint8ClampedArray<ArrayBuffer>, width, height), 0, 0);
  const scale = Math.min(1, 160 / Math.max(width, height));
  const small = document.createElement('canvas');
  small.width = Math.max(1, Math.round(width * scale));
  small.height = Math.max(1, Math.round(height * scale));
  small.getContext('2d')?.drawImage(full, 0, 0, small.width, small.height);
  const blob = await new Promise<Blob | null>((resolve) => small.toBlob(resolve, 'image/png'));
  return blob ? URL.createObjectURL(blob) : null;
};
