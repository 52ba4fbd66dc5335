/**
 * Upload_File/uploadMerge: checks that every chunk is present and the sizes add up, streams the chunks in
 * order into the final object (hashing on the way, never holding the file in memory), checks the content
 * against the extension, and records the file — with its category's completesStep rule — in one transaction. The upload is
 * claimed first so two merges of one upload cannot both run; a failure hands it back for another try.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import { ConflictError, InputError } from '../../../domain/errors';
import { cleanFileName, fileExtension } from '../../../domain/files/clean-file-name';
import { contentTypeFor } from '../../../domain/files/match-file-content';
import { contentMismatchMessage, missingChunksMessage, UPLOAD_MESSAGES } from '../../../domain/files/upload-messages';
import { uploadChunks, uploadSessions } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import type { FileStorage } from '../../storage/file-storage';
import { getFileStorage } from '../../storage/get-file-storage';
import { assertStepFileAccess, findUploadCategory } from './assert-file-access';
import { checkStoredContent } from './check-stored-content';
import { assertUploader } from './create-upload-session';
import { discardUploadSession } from './discard-upload-session';
import { toFileRecord, type FileRecord } from './file-record';
import { findOwnUploadSession, type UploadSession } from './find-upload-session';
import { chunkKey } from './receive-chunk';
import { recordStepFile, retryOnCodeClash } from './record-step-file';

/** A merge that has not finished within this time is taken to have died with its process. */
const MERGE_LEASE_MS = 10 * 60_000;

/** What uploadMerge sends, ids already read as numbers. */
export interface MergeInput {
  id: number;
  uploadKey: string;
  fileName: string;
  fileTotalSize: number;
  auth_id: number;
  stp_id: string;
  proj_id: number;
  code_type: string;
  fileTo: string;
}

/** The storage key of a new file: dated folders keep directories small; the name is random. */
export function newFileKey(now = new Date()): string {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `files/${month}/${randomUUID()}`;
}

/** Every chunk's bytes in index order, one after the other. */
function readChunksInOrder(storage: FileStorage, session: UploadSession): Readable {
  async function* chunks(): AsyncGenerator<Uint8Array> {
    for (let i = 0; i < session.fileSplitCount; i += 1) yield* storage.read(chunkKey(session, i));
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** Refuses merge fields that differ from what the upload was opened with. */
function assertSameUpload(session: UploadSession, input: MergeInput, projectless: boolean): void {
  const same =
    cleanFileName(input.fileName) === session.fileName &&
    input.fileTotalSize === session.fileTotalSize &&
    input.stp_id === session.stpId &&
    (projectless || input.proj_id === session.projId) &&
    input.code_type === session.codeType &&
    input.fileTo === session.category;
  if (!same) throw new InputError(UPLOAD_MESSAGES.mismatchedUpload, { log: `merge fields differ from upload ${session.id}` });
}

/** Merges and records the file; answers its record. */
export async function mergeUpload(ctx: ServerContext, caller: Caller, input: MergeInput): Promise<FileRecord> {
  assertUploader(caller, input.auth_id);
  const storage = getFileStorage(ctx);
  const session = await findOwnUploadSession(ctx, caller, input.id, input.uploadKey);
  const { definition, projectless } = await assertStepFileAccess(ctx, caller, session.stpId, session.projId, 'edit', session.auditId);
  assertSameUpload(session, input, projectless);
  const category = findUploadCategory(definition, session.category, session.codeType);

  const chunks = await ctx.db.select().from(uploadChunks).where(eq(uploadChunks.sessionId, session.id)).orderBy(asc(uploadChunks.idx));
  const have = new Set(chunks.map((c) => c.idx));
  const missing = Array.from({ length: session.fileSplitCount }, (_, i) => i).filter((i) => !have.has(i));
  // Missing chunks can still be sent: the upload stays for the client to resume.
  if (missing.length) throw new InputError(missingChunksMessage(missing), { fields: { missing } });
  const declared = chunks.reduce((sum, c) => sum + c.size, 0);
  if (declared !== session.fileTotalSize) {
    await discardUploadSession(ctx, storage, session);
    throw new InputError(UPLOAD_MESSAGES.sizeMismatch, { log: `chunks hold ${declared} of ${session.fileTotalSize} bytes` });
  }

  const finalKey = newFileKey();
  const staleLease = new Date(Date.now() - MERGE_LEASE_MS);
  const claimed = await ctx.db
    .update(uploadSessions)
    .set({ state: 'merging', finalKey, touchedAt: new Date() })
    .where(and(eq(uploadSessions.id, session.id), or(eq(uploadSessions.state, 'open'), and(eq(uploadSessions.state, 'merging'), lt(uploadSessions.touchedAt, staleLease)))))
    .returning({ id: uploadSessions.id });
  if (claimed.length === 0) throw new ConflictError(UPLOAD_MESSAGES.notOpen);
  const claimedSession = { ...session, state: 'merging', finalKey };

  let refused = false;
  try {
    const stored = await storage.write(finalKey, readChunksInOrder(storage, session), { maxBytes: session.fileTotalSize });
    if (stored.size !== session.fileTotalSize) {
      refused = true;
      throw new InputError(UPLOAD_MESSAGES.sizeMismatch, { log: `merged ${stored.size} of ${session.fileTotalSize} bytes` });
    }
    const ext = fileExtension(session.fileName);
    const content = await checkStoredContent(storage, finalKey, ext);
    if (!content.ok) {
      refused = true;
      throw new InputError(contentMismatchMessage(session.fileName, ext), { log: `upload ${session.id}: .${ext} sniffed as ${content.sniffed ?? 'nothing'}` });
    }
    const row = await retryOnCodeClash(() =>
      ctx.db.transaction(async (tx) => {
        const file = await recordStepFile(tx, category, {
          projId: session.projId,
          stpId: session.stpId,
          auditId: session.auditId,
          fileType: session.fileType,
          fileName: session.fileName,
          ext,
          contentType: contentTypeFor(ext),
          size: stored.size,
          sha256: stored.sha256,
          storageKey: finalKey,
          uploadedBy: caller.id,
          depId: caller.depId,
        });
        await tx.update(uploadSessions).set({ state: 'merged' }).where(eq(uploadSessions.id, session.id));
        return file;
      }),
    );
    // The file is safe; the chunks are now waste. Should this fail, the sweep finds the merged upload.
    await discardUploadSession(ctx, storage, claimedSession).catch(() => undefined);
    return toFileRecord(row, null);
  } catch (e) {
    if (refused) {
      await discardUploadSession(ctx, storage, claimedSession);
    } else {
      // Not the file's fault (disk, database): hand the upload back so the client may try the merge again.
      await storage.delete(finalKey).catch(() => undefined);
      await ctx.db
        .update(uploadSessions)
        .set({ state: 'open', finalKey: null, touchedAt: sql`now()` })
        .where(and(eq(uploadSessions.id, session.id), eq(uploadSessions.state, 'merging')))
        .catch(() => undefined);
    }
    throw e;
  }
}
