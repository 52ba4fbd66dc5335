/**
 * Upload_File/upload: one chunk of a chunked upload, streamed from the request into storage (never held in
 * memory), checked, and only then put in place under its index. Sending a chunk again replaces it. A refused
 * chunk leaves nothing behind: its bytes are deleted and the upload is as it was.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ConflictError, InputError, NotFoundError, type DomainError } from '../../../domain/errors';
import { cleanFileName } from '../../../domain/files/clean-file-name';
import { UPLOAD_MESSAGES } from '../../../domain/files/upload-messages';
import { missingParamMessage, requiredFieldsMessage } from '../../../domain/param-messages';
import { uploadChunks, uploadSessions } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import type { Database } from '../../db/connect-database';
import { StorageLimitError } from '../../storage/file-storage';
import { getFileStorage } from '../../storage/get-file-storage';
import { findOwnUploadSession, type UploadSession } from './find-upload-session';
import { discardStream, type FormPart } from './form-parts';
import type { Transaction } from './transaction';
import { readId } from './upload-params';

/** Field names of the chunk's bytes: theFile (spec doc 1) or chunk (spec doc 2). */
const CHUNK_FILE_FIELDS = new Set(['theFile', 'chunk']);
const REQUIRED_FIELDS = ['fileName', 'fileTotalSize', 'fileSplitCount', 'id', 'uploadKey', 'index'] as const;

/** What a stored chunk reports. */
export interface ChunkReceipt {
  index: number;
  /** Bytes stored for it. */
  size: number;
}

/** The storage key of chunk `index` of an upload. */
export function chunkKey(session: Pick<UploadSession, 'storagePrefix'>, index: number): string {
  return `${session.storagePrefix}/${index}`;
}

function readBoolean(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new InputError("'isLastChunk'型別必須為boolean");
}

function readCount(name: string, value: string): number {
  if (!/^[0-9]{1,12}$/.test(value)) throw new InputError(`'${name}'型別必須為number`);
  return Number(value);
}

/** The refusal for a chunk of an upload that is gone or no longer open; null while it is open. */
async function refusalIfClosed(db: Database | Transaction, sessionId: number): Promise<DomainError | null> {
  const [row] = await db.select({ state: uploadSessions.state }).from(uploadSessions).where(eq(uploadSessions.id, sessionId));
  if (!row) return new NotFoundError(UPLOAD_MESSAGES.uploadNotFound, { log: `upload ${sessionId} removed while a chunk arrived` });
  if (row.state !== 'open') return new ConflictError(UPLOAD_MESSAGES.notOpen, { log: `upload ${sessionId} is ${row.state}` });
  return null;
}

/** Receives the parts of one chunk request; answers the index stored. */
export async function receiveChunk(ctx: ServerContext, caller: Caller, parts: AsyncIterable<FormPart>): Promise<ChunkReceipt> {
  const storage = getFileStorage(ctx);
  const fields = new Map<string, string>();
  let session: UploadSession | undefined;
  let incoming: { key: string; size: number } | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        fields.set(part.name, part.value);
        continue;
      }
      if (!CHUNK_FILE_FIELDS.has(part.name)) {
        await discardStream(part.stream);
        continue;
      }
      if (incoming) {
        await discardStream(part.stream);
        throw new InputError(UPLOAD_MESSAGES.oneChunkOnly);
      }
      // The spec's field order puts id and uploadKey before the bytes, so the upload is checked before
      // anything is written and the bytes go straight into its own folder.
      const id = fields.get('id');
      const key = fields.get('uploadKey');
      if (id === undefined || !key) {
        await discardStream(part.stream);
        throw new InputError(requiredFieldsMessage(['id', 'uploadKey']), { log: 'chunk bytes arrived before id and uploadKey' });
      }
      session = await findOwnUploadSession(ctx, caller, readId('id', id), key);
      if (session.state !== 'open') throw new ConflictError(UPLOAD_MESSAGES.notOpen);
      const target = `${session.storagePrefix}/incoming-${randomBytes(8).toString('hex')}`;
      try {
        // A chunk can never be larger than the whole file; the exact budget is checked once the index is known.
        const stored = await storage.write(target, part.stream, { maxBytes: session.fileTotalSize });
        incoming = { key: target, size: stored.size };
      } catch (e) {
        if (e instanceof StorageLimitError) throw new InputError(UPLOAD_MESSAGES.chunkTooLarge, { log: `chunk over ${e.limit} bytes for upload ${session.id}` });
        // A cancel (or the sweep) that removed the upload's folder under the write is the caller's doing, not a fault.
        throw (await refusalIfClosed(ctx.db, session.id)) ?? e;
      }
    }

    const missing = REQUIRED_FIELDS.filter((f) => !fields.get(f));
    if (missing.length > 1) throw new InputError(requiredFieldsMessage(missing));
    if (missing.length === 1) throw new InputError(missingParamMessage(missing[0]!));
    if (!incoming || !session) throw new InputError(UPLOAD_MESSAGES.noChunkFile);

    const index = readCount('index', fields.get('index')!);
    const total = readCount('fileTotalSize', fields.get('fileTotalSize')!);
    const splitCount = readCount('fileSplitCount', fields.get('fileSplitCount')!);
    const isLast = readBoolean(fields.get('isLastChunk'));
    if (cleanFileName(fields.get('fileName')) !== session.fileName || total !== session.fileTotalSize || splitCount !== session.fileSplitCount) {
      throw new InputError(UPLOAD_MESSAGES.mismatchedUpload, { log: `chunk fields differ from upload ${session.id}` });
    }
    if (index >= session.fileSplitCount) throw new InputError(UPLOAD_MESSAGES.indexOutOfRange, { log: `index ${index} of ${session.fileSplitCount}` });
    if (isLast !== undefined && isLast !== (index === session.fileSplitCount - 1)) throw new InputError(UPLOAD_MESSAGES.lastChunkMismatch);
    if (incoming.size === 0) throw new InputError(UPLOAD_MESSAGES.emptyChunk);

    const size = incoming.size;
    const sessionId = session.id;
    const limit = session.fileTotalSize;
    const from = incoming.key;
    const to = chunkKey(session, index);
    // One transaction holds the upload's row from the size check until the chunk is in place: a cancel, a
    // merge or the sweep that comes meanwhile waits and then sees this chunk; one that came first leaves no
    // row to update, and the chunk is refused instead of landing in a folder already removed.
    await ctx.db.transaction(async (tx) => {
      // One statement marks the upload active (the sweep leaves it alone) and sums the other chunks' bytes.
      const [others] = await tx
        .update(uploadSessions)
        .set({ touchedAt: new Date() })
        .where(and(eq(uploadSessions.id, sessionId), eq(uploadSessions.state, 'open')))
        .returning({
          bytes: sql<string>`(select coalesce(sum(${uploadChunks.size}), 0) from ${uploadChunks} where ${uploadChunks.sessionId} = ${sessionId} and ${uploadChunks.idx} <> ${index})`,
        });
      if (!others) throw (await refusalIfClosed(tx, sessionId)) ?? new ConflictError(UPLOAD_MESSAGES.notOpen);
      if (Number(others.bytes) + size > limit) {
        throw new InputError(UPLOAD_MESSAGES.chunkTooLarge, { log: `chunk ${index} of upload ${sessionId} overruns the declared size` });
      }
      await storage.move(from, to);
      incoming = undefined;
      // The row is written only once the bytes are in place: a row always means a complete chunk on disk.
      await tx
        .insert(uploadChunks)
        .values({ sessionId, idx: index, size })
        .onConflictDoUpdate({ target: [uploadChunks.sessionId, uploadChunks.idx], set: { size, receivedAt: new Date() } });
    });
    return { index, size };
  } finally {
    if (incoming) await storage.delete(incoming.key).catch(() => undefined);
  }
}
