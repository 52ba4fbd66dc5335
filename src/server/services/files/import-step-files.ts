/**
 * BFB/IMPORT_FILE: a batch of whole files in one multipart request (stp_id, auth_id, proj_id, code[],
 * audit_id, file_type[] and the indexed fileList files). Each file streams into storage under a pending
 * upload (so a crash leaves nothing the sweep cannot find), then every file is checked, and all are recorded
 * in one transaction — or, on any refusal, none is and every byte is removed. For a step whose definition sets
 * projectlessFiles (N1.2) the auth, proj, code and audit fields are dropped: its files belong to no project.
 */
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { InputError } from '../../../domain/errors';
import { findCategoryByCode } from '../../../domain/files/category-accept';
import { fileExtension } from '../../../domain/files/clean-file-name';
import { contentTypeFor } from '../../../domain/files/match-file-content';
import { contentMismatchMessage, fileTooLargeMessage, UPLOAD_MESSAGES } from '../../../domain/files/upload-messages';
import { UPLOAD_LIMIT_BYTES, UPLOAD_LIMIT_MB } from '../../../domain/file-size';
import { missingParamMessage } from '../../../domain/param-messages';
import type { UploadCategory } from '../../../domain/steps/step-definition';
import { uploadSessions } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { StorageLimitError } from '../../storage/file-storage';
import { getFileStorage } from '../../storage/get-file-storage';
import { assertStepFileAccess, findFileStep, type StepFileAccess } from './assert-file-access';
import { checkStoredContent } from './check-stored-content';
import { assertUploader, checkFileName, checkFileSize, checkFileType } from './create-upload-session';
import { discardUploadSession } from './discard-upload-session';
import { toFileRecord, type FileRecord } from './file-record';
import { discardStream, splitFieldName, type FormPart } from './form-parts';
import { newFileKey } from './merge-upload';
import { recordStepFile, retryOnCodeClash } from './record-step-file';
import { readId } from './upload-params';

/** Most files one import may carry. */
export const MAX_IMPORT_FILES = 20;
const FILE_FIELD = 'fileList';

interface PendingFile {
  index: number;
  fileName: string;
  sessionId: number;
  prefix: string;
  key: string;
  size: number;
  sha256: string;
}

/** Values of an indexed field ('code[0]', 'code[]', 'code') by position. */
function indexedValues(fields: [string, string][], base: string): string[] {
  const values: string[] = [];
  let next = 0;
  for (const [name, value] of fields) {
    const { base: b, index } = splitFieldName(name);
    if (b !== base) continue;
    const at = index ?? next;
    values[at] = value;
    next = at + 1;
  }
  return values;
}

/** Imports the batch; answers the records of the files stored. */
export async function importStepFiles(ctx: ServerContext, caller: Caller, parts: AsyncIterable<FormPart>): Promise<FileRecord[]> {
  const storage = getFileStorage(ctx);
  const fields: [string, string][] = [];
  const pending: PendingFile[] = [];
  let access: StepFileAccess | undefined;
  let projId: number | null = null;
  let done = false;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (splitFieldName(part.name).base === FILE_FIELD) throw new InputError(UPLOAD_MESSAGES.notAFile);
        fields.push([part.name, part.value]);
        continue;
      }
      if (splitFieldName(part.name).base !== FILE_FIELD) {
        await discardStream(part.stream);
        continue;
      }
      if (pending.length >= MAX_IMPORT_FILES) {
        await discardStream(part.stream);
        throw new InputError(UPLOAD_MESSAGES.tooManyFiles, { log: `more than ${MAX_IMPORT_FILES} files` });
      }
      if (!access) {
        // Who and where are known from the fields sent before the first file, as FormData sends them.
        const get = (name: string) => fields.find(([n]) => n === name)?.[1];
        const stpId = get('stp_id');
        if (!stpId) {
          await discardStream(part.stream);
          throw new InputError(missingParamMessage('stp_id'));
        }
        const step = await findFileStep(ctx, stpId);
        if (!step.projectless) {
          const authId = get('auth_id');
          if (authId === undefined) throw new InputError(missingParamMessage('auth_id'));
          assertUploader(caller, readId('auth_id', authId));
          const proj = get('proj_id');
          if (proj === undefined) throw new InputError(missingParamMessage('proj_id'));
          projId = readId('proj_id', proj);
        }
        access = await assertStepFileAccess(ctx, caller, step, projId, 'edit');
      }
      const index = splitFieldName(part.name).index ?? pending.length;
      const fileName = part.filename;
      const prefix = `uploads/${randomBytes(16).toString('hex')}`;
      const key = newFileKey();
      // A pending upload row names the object before it exists, so the sweep can remove it after a crash.
      const [session] = await ctx.db
        .insert(uploadSessions)
        .values({
          keyHash: randomBytes(32).toString('hex'),
          memberId: caller.id,
          projId,
          stpId: access.definition.id,
          codeType: '',
          category: '',
          fileName: fileName.slice(0, 300),
          fileTotalSize: 0,
          fileSplitCount: 1,
          storagePrefix: prefix,
          state: 'merging',
          finalKey: key,
        })
        .returning({ id: uploadSessions.id });
      pending.push({ index, fileName, sessionId: session!.id, prefix, key, size: 0, sha256: '' });
      try {
        const stored = await storage.write(key, part.stream, { maxBytes: UPLOAD_LIMIT_BYTES });
        Object.assign(pending[pending.length - 1]!, stored);
      } catch (e) {
        if (e instanceof StorageLimitError) throw new InputError(fileTooLargeMessage(UPLOAD_LIMIT_MB), { log: `import part ${index} over the limit` });
        throw e;
      }
    }
    if (!access || pending.length === 0) throw new InputError(UPLOAD_MESSAGES.noFiles);
    const { definition, projectless } = access;

    const codes = indexedValues(fields, 'code');
    const fileTypes = indexedValues(fields, 'file_type');
    const auditId = projectless ? 0 : fields.some(([n]) => n === 'audit_id') ? readId('audit_id', fields.find(([n]) => n === 'audit_id')![1]) : 0;
    const checked: { file: PendingFile; category: UploadCategory; fileName: string; fileType: string | null; ext: string }[] = [];
    for (const file of pending) {
      // A projectless step has one category (the catalogue check insists) and its code is dropped; elsewhere each file names its category by code.
      const category = projectless ? definition.uploads?.[0] : findCategoryByCode(definition.uploads ?? [], codes[file.index] ?? codes[0] ?? '');
      if (!category) throw new InputError(projectless ? UPLOAD_MESSAGES.unknownCategory : UPLOAD_MESSAGES.codeMismatch);
      const fileName = checkFileName(category, file.fileName);
      checkFileSize(category, file.size);
      const fileType = checkFileType(category, fileTypes[file.index]);
      const ext = fileExtension(fileName);
      const content = await checkStoredContent(storage, file.key, ext);
      if (!content.ok) throw new InputError(contentMismatchMessage(fileName, ext), { log: `import .${ext} sniffed as ${content.sniffed ?? 'nothing'}` });
      checked.push({ file, category, fileName, fileType, ext });
    }

    const rows = await retryOnCodeClash(() =>
      ctx.db.transaction(async (tx) => {
        const recorded = [];
        for (const c of checked) {
          recorded.push(
            await recordStepFile(tx, c.category, {
              projId,
              stpId: definition.id,
              auditId,
              fileType: c.fileType,
              fileName: c.fileName,
              ext: c.ext,
              contentType: contentTypeFor(c.ext),
              size: c.file.size,
              sha256: c.file.sha256,
              storageKey: c.file.key,
              uploadedBy: caller.id,
              depId: caller.depId,
            }),
          );
        }
        await tx.delete(uploadSessions).where(inArray(uploadSessions.id, pending.map((p) => p.sessionId)));
        return recorded;
      }),
    );
    done = true;
    return rows.map((r) => toFileRecord(r, null));
  } finally {
    if (!done) {
      for (const p of pending) await discardUploadSession(ctx, storage, { id: p.sessionId, storagePrefix: p.prefix, finalKey: p.key }).catch(() => undefined);
    }
  }
}
