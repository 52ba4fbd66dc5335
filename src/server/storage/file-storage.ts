/**
 * The file storage interface: bytes under keys the server generates (never a path from a request). The
 * local-disk implementation serves one machine; an object-store implementation (S3 and the like) behind the
 * same interface is the path to several API processes sharing files.
 */
import type { Readable } from 'node:stream';

/** What a finished write reports. */
export interface StoredObject {
  size: number;
  /** Hex SHA-256 of the bytes written. */
  sha256: string;
}

/** What a stat reports for an existing object. */
export interface ObjectInfo {
  size: number;
  modifiedAt: Date;
}

/** Options of a write. */
export interface WriteOptions {
  /** Refuse (StorageLimitError) and keep nothing once more than this many bytes arrive. */
  maxBytes?: number;
}

/** Storage of immutable objects. Writes are all-or-nothing: a failed or refused write leaves no object behind. */
export interface FileStorage {
  /** Streams `source` into `key` (replacing any object there) and reports size and SHA-256. */
  write(key: string, source: AsyncIterable<Uint8Array> | Readable, options?: WriteOptions): Promise<StoredObject>;
  /** A stream of the object's bytes, optionally a range [start, end) of them. */
  read(key: string, range?: { start: number; end?: number }): Readable;
  /** Size and time of an object, or null when there is none. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** Renames an object, replacing any object at `to`. */
  move(from: string, to: string): Promise<void>;
  /** Removes an object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object under `prefix` ('uploads/ab12/'). */
  deletePrefix(prefix: string): Promise<void>;
  /** Removes half-written temporary objects older than `olderThan` (left by a crash); answers how many. */
  sweepTemporary(olderThan: Date): Promise<number>;
}

/** A write received more bytes than allowed; nothing was kept. */
export class StorageLimitError extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} bytes`);
    this.name = 'StorageLimitError';
  }
}

const KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/;

/** Throws unless `key` is a well-formed storage key (lower-case segments, no '..', no leading '/'). */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((s) => s === '..' || s === '.')) throw new Error(`invalid storage key: ${key}`);
}
