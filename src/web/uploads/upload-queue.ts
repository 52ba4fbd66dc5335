/**
 * The upload queue of one category (spec doc 1 §4): files go one after another; each asks for an upload key
 * unless it resumes a stored mission, sends the chunks not yet done in order, then asks for the merge. A
 * chunk answer other than 200 or a merge answer other than 201 stops the whole queue with 錯誤中斷 and the
 * status; the user may then resume it. Progress is saved after every chunk so a reload loses at most the
 * chunk in flight. Cancelling a file gives its upload up on the server too and forgets its mission. No React
 * here: the widget subscribes to the state.
 */
import { bytesDone, chunkRange, markChunkDone, type UploadMission } from '../../domain/files/upload-mission';
import { UPLOAD_ABORT_TITLE } from '../../domain/files/upload-messages';
import { ApiError } from '../api/client';
import type { StepFile, UploadAnswer } from './upload-api';

/** Where one file stands. */
export type QueueItemStatus = 'waiting' | 'uploading' | 'merging' | 'done' | 'failed' | 'cancelled';

/** One file in the queue. */
export interface QueueItem {
  uid: number;
  file: Blob & { name: string };
  mission: UploadMission;
  status: QueueItemStatus;
  /** Bytes of the chunks the server has. */
  loaded: number;
  /** The upload continues a stored mission. */
  resumed: boolean;
  /** An uploaded file of the same name to delete once this one is stored (是，取代現有檔案). */
  replaceFileId?: number;
  error?: string;
  result?: StepFile;
}

/** The queue as the widget shows it. */
export interface QueueState {
  items: readonly QueueItem[];
  running: boolean;
  /** Why the queue stopped, until it is resumed. */
  stopped: string | null;
}

/** What the queue needs from the outside world (the API, the mission store, the clock, the alert). */
export interface QueueDeps {
  requestUploadKey(mission: UploadMission, signal: AbortSignal): Promise<{ id: number; uploadKey: string }>;
  sendChunk(mission: UploadMission, index: number, chunk: Blob, signal: AbortSignal): Promise<UploadAnswer>;
  mergeUpload(mission: UploadMission, signal: AbortSignal): Promise<UploadAnswer<StepFile>>;
  /** Gives an upload up on the server; a failure is ignored (the server's sweep removes the upload later). */
  cancelUpload(mission: UploadMission): Promise<unknown>;
  deleteFile(id: number): Promise<unknown>;
  saveMission(mission: UploadMission): void;
  removeMission(mission: UploadMission): void;
  now(): number;
  /** Shows the 錯誤中斷 alert. */
  alert(title: string, message: string): void;
  /** Reports a refusal of one file that does not stop the queue (e.g. its upload key was refused). */
  notify(message: string): void;
  /** A file was stored. */
  onStored(file: StepFile, item: QueueItem): void;
}

/** A stop of the queue: the answer's status and message. */
export class QueueStop extends Error {
  constructor(
    readonly status: number | string | undefined,
    message: string,
    /** The server no longer knows the upload (swept, or not this user's): forget the stored mission. */
    readonly forget: boolean,
  ) {
    super(message);
    this.name = 'QueueStop';
  }
}

/** The alert text: 錯誤中斷 with the status and the server's reason. */
export function describeStop(stop: QueueStop): string {
  const status = stop.status === undefined ? '' : `（${stop.status}）`;
  return `${UPLOAD_ABORT_TITLE}${status}${stop.message ? `：${stop.message}` : ''}`;
}

function stopOf(error: unknown): QueueStop {
  if (error instanceof QueueStop) return error;
  if (error instanceof ApiError) {
    const body = error.body as { message?: string } | undefined;
    return new QueueStop(error.status ?? error.kind, body?.message ?? error.message, error.status === 404 || error.status === 403);
  }
  return new QueueStop(undefined, error instanceof Error ? error.message : String(error), false);
}

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof ApiError && error.kind === 'aborted');
}

/** One category's queue. */
export class UploadQueue {
  private state: QueueState = { items: [], running: false, stopped: null };
  private readonly listeners = new Set<() => void>();
  private controller: AbortController | null = null;
  private currentUid: number | null = null;
  private nextUid = 1;
  private disposed = false;

  constructor(private readonly deps: QueueDeps) {}

  /** The current state (a new object after every change). */
  getState = (): QueueState => this.state;

  /** Subscribes to changes; answers the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: Partial<QueueState>): void {
    this.state = { ...this.state, ...next };
    for (const l of [...this.listeners]) l();
  }

  private update(uid: number, change: Partial<QueueItem>): void {
    this.set({ items: this.state.items.map((i) => (i.uid === uid ? { ...i, ...change } : i)) });
  }

  /**
   * Adds files (each with its mission, new or restored) and starts the queue unless it is stopped. An entry
   * with `replaceQueued` takes that queued file out first; when it resumes that very upload (the same file
   * chosen again), the upload is kept on the server.
   */
  add(entries: { file: Blob & { name: string }; mission: UploadMission; resumed: boolean; replaceFileId?: number; replaceQueued?: number }[]): void {
    for (const e of entries) {
      if (e.replaceQueued === undefined) continue;
      const replaced = this.state.items.find((i) => i.uid === e.replaceQueued);
      this.withdraw(e.replaceQueued, { keepUpload: replaced !== undefined && replaced.mission.id !== undefined && replaced.mission.id === e.mission.id });
    }
    const items = entries.map((e) => ({ ...e, uid: this.nextUid++, status: 'waiting' as const, loaded: bytesDone(e.mission) }));
    this.set({ items: [...this.state.items, ...items] });
    if (!this.state.stopped) void this.run();
  }

  /**
   * Takes an unfinished file out of the queue for good (取消): an upload the server has opened is given up
   * there, which frees its place under the open-upload limit, and its stored mission is forgotten. The call
   * is not waited for; should it fail, the server's sweep removes the upload later.
   */
  cancel(uid: number): void {
    this.withdraw(uid, { keepUpload: false });
  }

  private withdraw(uid: number, { keepUpload }: { keepUpload: boolean }): void {
    const item = this.state.items.find((i) => i.uid === uid);
    if (!item || item.status === 'done' || item.status === 'cancelled') return;
    this.update(uid, { status: 'cancelled' });
    if (this.currentUid === uid) this.controller?.abort();
    if (!keepUpload) this.giveUp(item.mission);
  }

  /** Forgets the mission and cancels its upload on the server if it has one. */
  private giveUp(mission: UploadMission): void {
    this.deps.removeMission(mission);
    if (mission.id !== undefined && mission.uploadKey) void this.deps.cancelUpload(mission).catch(() => undefined);
  }

  private isCancelled(uid: number): boolean {
    return this.state.items.find((i) => i.uid === uid)?.status === 'cancelled';
  }

  /** Cancels every unfinished file. */
  cancelAll(): void {
    for (const item of this.state.items) if (!['done', 'cancelled'].includes(item.status)) this.cancel(item.uid);
  }

  /** Removes finished and cancelled rows from the list. */
  clearFinished(): void {
    this.set({ items: this.state.items.filter((i) => !['done', 'cancelled'].includes(i.status)) });
  }

  /** Resumes a stopped queue: the failed file is tried again from its first missing chunk. */
  resume(): void {
    this.set({ stopped: null, items: this.state.items.map((i) => (i.status === 'failed' ? { ...i, status: 'waiting', error: undefined } : i)) });
    void this.run();
  }

  /** Undoes dispose (React mounts a component twice in development). */
  revive(): void {
    this.disposed = false;
  }

  /** Aborts whatever is in flight (the widget is going away). */
  dispose(): void {
    this.disposed = true;
    this.controller?.abort();
  }

  private async run(): Promise<void> {
    if (this.state.running) return;
    this.set({ running: true });
    try {
      for (;;) {
        const item = this.state.items.find((i) => i.status === 'waiting');
        if (!item || this.state.stopped || this.disposed) return;
        const controller = new AbortController();
        this.controller = controller;
        this.currentUid = item.uid;
        try {
          await this.uploadOne(item, controller.signal);
        } catch (error) {
          if (isAbort(error, controller.signal)) continue;
          const stop = stopOf(error);
          const current = this.state.items.find((i) => i.uid === item.uid)!;
          if (stop.forget) this.deps.removeMission(current.mission);
          const message = describeStop(stop);
          this.update(item.uid, { status: 'failed', error: message });
          this.set({ stopped: message });
          this.deps.alert(UPLOAD_ABORT_TITLE, message);
          return;
        } finally {
          this.controller = null;
          this.currentUid = null;
        }
      }
    } finally {
      this.set({ running: false });
    }
  }

  private async uploadOne(item: QueueItem, signal: AbortSignal): Promise<void> {
    let mission = item.mission;
    if (mission.id === undefined || !mission.uploadKey) {
      this.update(item.uid, { status: 'uploading' });
      try {
        const key = await this.deps.requestUploadKey(mission, signal);
        mission = { ...mission, id: key.id, uploadKey: key.uploadKey, updatedAt: this.deps.now() };
        // Cancelled while the key was on its way: the server has opened an upload nobody will finish.
        if (signal.aborted && this.isCancelled(item.uid)) {
          this.giveUp(mission);
          throw new ApiError('aborted', 'aborted');
        }
      } catch (error) {
        if (isAbort(error, signal)) throw error;
        // A refused file (type, size, rights) fails alone; the rest of the queue goes on.
        const message = stopOf(error).message;
        this.update(item.uid, { status: 'failed', error: message });
        this.deps.notify(message);
        return;
      }
      this.deps.saveMission(mission);
      this.update(item.uid, { mission });
    }
    this.update(item.uid, { status: 'uploading' });
    for (let index = 0; index < mission.fileSplitCount; index += 1) {
      if (mission.completedList[index]) continue;
      const { start, end } = chunkRange(index, mission.chunkSize, mission.fileTotalSize);
      let answer: UploadAnswer;
      try {
        answer = await this.deps.sendChunk(mission, index, item.file.slice(start, end), signal);
      } catch (error) {
        if (isAbort(error, signal)) throw error;
        throw stopOf(error);
      }
      if (Number(answer.status) !== 200) throw new QueueStop(answer.status, answer.message ?? '', false);
      // Cancelled as the answer came: the mission is already forgotten and must not be stored again.
      if (signal.aborted && this.isCancelled(item.uid)) throw new ApiError('aborted', 'aborted');
      mission = markChunkDone(mission, index, this.deps.now());
      this.deps.saveMission(mission);
      this.update(item.uid, { mission, loaded: bytesDone(mission) });
    }
    this.update(item.uid, { status: 'merging' });
    let merged: UploadAnswer<StepFile>;
    try {
      merged = await this.deps.mergeUpload(mission, signal);
    } catch (error) {
      if (isAbort(error, signal)) throw error;
      // The server lists chunks it does not have (lost after a crash): mark them to send again on resume.
      const missing = error instanceof ApiError ? (error.errors as { missing?: unknown } | undefined)?.missing : undefined;
      if (Array.isArray(missing) && missing.length) {
        const completedList = mission.completedList.map((done, i) => done && !missing.includes(i));
        mission = { ...mission, completedList, updatedAt: this.deps.now() };
        this.deps.saveMission(mission);
        this.update(item.uid, { mission, loaded: bytesDone(mission) });
      }
      throw stopOf(error);
    }
    if (Number(merged.status) !== 201 || !merged.data) throw new QueueStop(merged.status, merged.message ?? '', false);
    this.deps.removeMission(mission);
    const done = { ...item, mission, status: 'done' as const, loaded: mission.fileTotalSize, result: merged.data };
    this.update(item.uid, { mission, status: 'done', loaded: mission.fileTotalSize, result: merged.data });
    if (item.replaceFileId !== undefined) {
      // The new file is safe before the old one goes; a failed delete leaves both, never neither.
      await this.deps.deleteFile(item.replaceFileId).catch((e: unknown) => this.deps.notify(stopOf(e).message));
    }
    this.deps.onStored(merged.data, done);
  }
}

/** Bytes done and total over the files still counting (not cancelled). */
export function queueProgress(state: QueueState): { loaded: number; total: number } {
  let loaded = 0;
  let total = 0;
  for (const item of state.items) {
    if (item.status === 'cancelled') continue;
    loaded += item.loaded;
    total += item.mission.fileTotalSize;
  }
  return { loaded, total };
}
