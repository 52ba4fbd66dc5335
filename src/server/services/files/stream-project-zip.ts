/**
 * CMB/Download_Const_File_ZipFile: the zip of a project's files, streamed with archiver as it is built —
 * one file at a time from storage into the response, so neither the zip nor any file is held in memory.
 * The zip_code stands in for the token (the download opens in a window); it works once, and the member's
 * access is checked again.
 */
import { once } from 'node:events';
import { ZipArchive, type Archiver } from 'archiver';
import { and, eq, gt } from 'drizzle-orm';
import { NotFoundError } from '../../../domain/errors';
import { isCompressedFormat } from '../../../domain/files/match-file-content';
import { createZipNamer } from '../../../domain/files/zip-entry-names';
import { UPLOAD_MESSAGES } from '../../../domain/files/upload-messages';
import { formatFileCode } from '../../../domain/files/format-file-code';
import { fileZipTickets } from '../../db/schema';
import type { ServerContext } from '../../context';
import { digestToken } from '../../security/opaque-token';
import { getFileStorage } from '../../storage/get-file-storage';
import { selectConstFiles } from './find-const-files';
import { findMemberCaller } from './find-member-caller';

/** An open zip download: the archive stream to send and its file name. */
export interface ZipDownload {
  archive: Archiver;
  fileName: string;
  count: number;
}

/** Spends the code and starts the zip; entries are appended in the background as the response reads. */
export async function streamProjectZip(ctx: ServerContext, projId: number, zipCode: string, log: (msg: string, err?: unknown) => void): Promise<ZipDownload> {
  // The code is spent as it is checked, in one statement: of two requests with the same code (a replay, a
  // copied link, a log reader) exactly one gets the zip.
  const [ticket] = await ctx.db
    .delete(fileZipTickets)
    .where(and(eq(fileZipTickets.codeHash, digestToken(zipCode)), eq(fileZipTickets.projId, projId), gt(fileZipTickets.expiresAt, new Date())))
    .returning({ memberId: fileZipTickets.memberId, serviceTypes: fileZipTickets.serviceTypes });
  if (!ticket) throw new NotFoundError(UPLOAD_MESSAGES.zipCodeInvalid, { log: `zip code for project ${projId} unknown or expired` });
  const caller = await findMemberCaller(ctx, ticket.memberId);
  const rows = await selectConstFiles(ctx, caller, { projId, serviceTypes: ticket.serviceTypes });
  const storage = getFileStorage(ctx);
  const nameOf = createZipNamer();

  const archive = new ZipArchive({ zlib: { level: 6 } });
  const fill = async () => {
    for (const { file, step, categoryLabel } of rows) {
      if (!(await storage.stat(file.storageKey))) {
        log(`zip of project ${projId}: bytes of file ${file.id} missing`);
        continue;
      }
      const name = nameOf({
        step: `${step.id} ${step.title}`,
        category: categoryLabel,
        file: `${formatFileCode(file.codeType, file.codeSerial)}_${file.fileName}`,
      });
      // Already-compressed formats are stored as they are: deflating them costs time and saves nothing.
      archive.append(storage.read(file.storageKey), { name, date: file.createdAt, store: isCompressedFormat(file.ext) });
      // One file open at a time: wait until archiver has written this entry before opening the next.
      await once(archive, 'entry');
    }
    await archive.finalize();
  };
  fill().catch((err) => {
    log(`zip of project ${projId} failed`, err);
    archive.abort();
  });
  return { archive, fileName: `標案${projId}檔案.zip`, count: rows.length };
}
