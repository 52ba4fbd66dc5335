/**
 * Upload_File/uploadKey: opens a chunked upload after every check that can be made before a byte arrives
 * (caller, step and project access, category, extension, size, chunk count) and answers its id and a
 * random upload key; only the key's digest is stored. A member may hold UPLOAD_MAX_OPEN live uploads: open
 * ones touched within UPLOAD_LIVE_MINUTES (an interrupted upload stops counting once idle that long).
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { ForbiddenError, InputError, TooManyRequestsError } from '../../../domain/errors';
import { acceptedExtensions, acceptsFileName } from '../../../domain/files/category-accept';
import { cleanFileName } from '../../../domain/files/clean-file-name';
import { extensionRefusedMessage, fileTooLargeMessage, UPLOAD_MESSAGES } from '../../../domain/files/upload-messages';
import { UPLOAD_LIMIT_MB } from '../../../domain/file-size';
import type { UploadCategory } from '../../../domain/steps/step-definition';
import { uploadSessions } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { createOpaqueToken, digestToken } from '../../security/opaque-token';
import { assertStepFileAccess, findUploadCategory } from './assert-file-access';
import { readUploadSettings } from './upload-settings';

/** First key of the per-member advisory lock that guards the open-upload limit ("UPLD"). */
const UPLOAD_QUOTA_LOCK = 0x55504c44;

/** Most chunks a file may be cut into (50 MB in 5 KB slices is plenty). */
export const MAX_SPLIT_COUNT = 10_000;

/** What uploadKey sends, ids already read as numbers. */
export interface UploadKeyInput {
  auth_id: number;
  stp_id: string;
  proj_id: number;
  code_type: string;
  fileTo: string;
  fileName: string;
  fileSplitCount: number;
  fileTotalSize: number;
  audit_id?: number;
  file_type?: string;
}

/** Refuses the caller sending someone else's id as auth_id. */
export function assertUploader(caller: Caller, authId: number): void {
  if (authId !== caller.id) throw new ForbiddenError(UPLOAD_MESSAGES.authMismatch, { log: `auth_id ${authId} sent by member ${caller.id}` });
}

/** The cleaned name, refused unless the category accepts its extension. */
export function checkFileName(category: UploadCategory, raw: string): string {
  const name = cleanFileName(raw);
  if (!name) throw new InputError(UPLOAD_MESSAGES.badFileName);
  if (!acceptsFileName(category, name)) throw new InputError(extensionRefusedMessage(name, acceptedExtensions(category)));
  return name;
}

/** Refuses an empty file or one over the category's limit (never above the 50 MB of the spec). */
export function checkFileSize(category: UploadCategory, size: number): void {
  if (size <= 0) throw new InputError(UPLOAD_MESSAGES.emptyFile);
  const limitMb = Math.min(category.maxSizeMB, UPLOAD_LIMIT_MB);
  if (size > limitMb * 1024 ** 2) throw new InputError(fileTooLargeMessage(limitMb), { log: `declared size ${size}` });
}

/** The file kind for categories with fileTypes (required, one of theirs); null for the others. */
export function checkFileType(category: UploadCategory, fileType: string | undefined): string | null {
  if (!category.fileTypes?.length) return null;
  if (!fileType) throw new InputError(UPLOAD_MESSAGES.fileTypeRequired);
  if (!category.fileTypes.some((t) => t.value === fileType)) throw new InputError(UPLOAD_MESSAGES.fileTypeUnknown);
  return fileType;
}

/** Opens the upload; answers `{ id, uploadKey }`. */
export async function createUploadSession(ctx: ServerContext, caller: Caller, input: UploadKeyInput): Promise<{ id: number; uploadKey: string }> {
  assertUploader(caller, input.auth_id);
  const { definition, projectless } = await assertStepFileAccess(ctx, caller, input.stp_id, input.proj_id, 'edit', input.audit_id ?? 0);
  const category = findUploadCategory(definition, input.fileTo, input.code_type);
  const fileName = checkFileName(category, input.fileName);
  checkFileSize(category, input.fileTotalSize);
  if (input.fileSplitCount < 1 || input.fileSplitCount > Math.min(MAX_SPLIT_COUNT, input.fileTotalSize)) {
    throw new InputError(UPLOAD_MESSAGES.splitCountInvalid, { log: `${input.fileSplitCount} chunks for ${input.fileTotalSize} bytes` });
  }
  const fileType = checkFileType(category, input.file_type);

  const settings = readUploadSettings();
  const uploadKey = createOpaqueToken();
  const row = await ctx.db.transaction(async (tx) => {
    // Count and insert under one lock per member, so a burst of parallel calls is served one at a time and
    // cannot all see the same count. An advisory lock works alike on PostgreSQL and PGlite and blocks nobody else.
    await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK}::int, ${caller.id}::int)`);
    const liveSince = new Date(Date.now() - settings.liveMs);
    const [live] = await tx
      .select({ n: count() })
      .from(uploadSessions)
      .where(and(eq(uploadSessions.memberId, caller.id), eq(uploadSessions.state, 'open'), gt(uploadSessions.touchedAt, liveSince)));
    if ((live?.n ?? 0) >= settings.maxOpenPerMember) throw new TooManyRequestsError(UPLOAD_MESSAGES.tooManyOpen, { log: `member ${caller.id} holds ${live?.n} live uploads` });
    const [inserted] = await tx
      .insert(uploadSessions)
      .values({
        keyHash: digestToken(uploadKey),
        memberId: caller.id,
        projId: projectless ? null : input.proj_id,
        stpId: definition.id,
        auditId: projectless ? 0 : (input.audit_id ?? 0),
        codeType: category.codePrefix,
        category: category.key,
        fileType,
        fileName,
        fileTotalSize: input.fileTotalSize,
        fileSplitCount: input.fileSplitCount,
        storagePrefix: `uploads/${randomBytes(16).toString('hex')}`,
      })
      .returning({ id: uploadSessions.id });
    return inserted!;
  });
  return { id: row.id, uploadKey };
}
