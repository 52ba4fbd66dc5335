/**
 * Turns the files a user chose into queue entries: the upload info and slice size are checked first
 * (上傳資訊不完整! …, 可使用單位為 B, KB, MB, GB), each file by type and size, a same-named file already
 * queued or uploaded triggers the repeat-file question, and a file matching a stored unfinished mission
 * resumes it.
 */
import { UPLOAD_LIMIT_MB, parseSliceSize } from '../../domain/file-size';
import { acceptedExtensions, acceptsFileName } from '../../domain/files/category-accept';
import { findRepeatedFile, type NamedFile, type RepeatedFile } from '../../domain/files/find-repeated-file';
import { extensionRefusedMessage, fileTooLargeMessage, UPLOAD_MESSAGES } from '../../domain/files/upload-messages';
import { buildMission, checkUploadInfo, countChunks, type UploadInfo, type UploadMission } from '../../domain/files/upload-mission';
import type { UploadCategory } from '../../domain/steps/step-definition';

/** The answer to the repeat-file question. */
export type RepeatAnswer = 'replace' | 'choose-again';

/** What preparing needs besides the files. */
export interface PrepareContext {
  info: UploadInfo;
  category: Pick<UploadCategory, 'kind' | 'accept' | 'maxSizeMB' | 'fileTypes'>;
  /** Slice size as text ('2MB') or bytes. */
  chunkSize: string | number;
  /** Names of files waiting or uploading in this category's queue, with their queue ids. */
  queued: readonly { uid: number; name: string }[];
  /** Files already stored in this category. */
  uploaded: readonly NamedFile[];
  /** The stored unfinished mission of a file, if any. */
  findResumable(info: UploadInfo, file: { name: string; size: number }, splitCount: number): UploadMission | undefined;
  /** Asks the repeat-file question. */
  askRepeat(repeated: RepeatedFile): Promise<RepeatAnswer>;
  now: number;
}

/** One file ready for the queue. */
export interface PreparedUpload {
  file: Blob & { name: string };
  mission: UploadMission;
  resumed: boolean;
  replaceFileId?: number;
  /** A queued file of the same name to take out of the queue. */
  replaceQueued?: number;
}

/** The outcome: entries to queue, messages for refused files, and whether to open the chooser again. */
export interface PrepareResult {
  entries: PreparedUpload[];
  refusals: string[];
  chooseAgain: boolean;
}

/** Prepares the chosen files; a setting error refuses all of them with its one message. */
export async function prepareUploads(files: readonly (Blob & { name: string })[], ctx: PrepareContext): Promise<PrepareResult> {
  const infoError = checkUploadInfo(ctx.info);
  if (infoError) return { entries: [], refusals: [infoError], chooseAgain: false };
  const slice = typeof ctx.chunkSize === 'number' ? parseSliceSize(ctx.chunkSize, 'B') : parseSliceSize(ctx.chunkSize);
  if (!slice.ok) return { entries: [], refusals: [slice.message], chooseAgain: false };
  if (ctx.category.fileTypes?.length && !ctx.info.file_type) return { entries: [], refusals: [UPLOAD_MESSAGES.fileTypeRequired], chooseAgain: false };

  const limitMb = Math.min(ctx.category.maxSizeMB, UPLOAD_LIMIT_MB);
  const result: PrepareResult = { entries: [], refusals: [], chooseAgain: false };
  const queuedNames = ctx.queued.map((q) => q.name);
  for (const file of files) {
    if (!acceptsFileName(ctx.category, file.name)) {
      result.refusals.push(extensionRefusedMessage(file.name, acceptedExtensions(ctx.category)));
      continue;
    }
    if (file.size === 0) {
      result.refusals.push(`「${file.name}」${UPLOAD_MESSAGES.emptyFile}`);
      continue;
    }
    if (file.size > limitMb * 1024 ** 2) {
      result.refusals.push(`「${file.name}」${fileTooLargeMessage(limitMb)}`);
      continue;
    }
    const chosenNames = result.entries.map((e) => e.file.name);
    const repeated = findRepeatedFile(file.name, [...queuedNames, ...chosenNames], ctx.uploaded);
    let replaceFileId: number | undefined;
    let replaceQueued: number | undefined;
    if (repeated) {
      const answer = await ctx.askRepeat(repeated);
      if (answer === 'choose-again') {
        result.chooseAgain = true;
        continue;
      }
      if (repeated.source === 'uploaded') replaceFileId = repeated.id;
      else {
        replaceQueued = ctx.queued.find((q) => q.name === file.name)?.uid;
        // A same-named file chosen in this very batch: the later one wins.
        const at = result.entries.findIndex((e) => e.file.name === file.name);
        if (at >= 0) result.entries.splice(at, 1);
      }
    }
    const splitCount = countChunks(file.size, slice.bytes);
    const stored = ctx.findResumable(ctx.info, file, splitCount);
    const mission = stored ?? buildMission(ctx.info, file, slice.bytes, ctx.now);
    result.entries.push({ file, mission, resumed: Boolean(stored), replaceFileId, replaceQueued });
  }
  return result;
}
