/**
 * CMB/Get_Const_File_Download_Path: checks the caller may see the project's files and answers a zip_code
 * that opens the zip download in a new window (which sends no token) once, within ten minutes. Only the
 * code's digest is stored.
 */
import { InputError } from '../../../domain/errors';
import { UPLOAD_MESSAGES } from '../../../domain/files/upload-messages';
import { fileZipTickets } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { createOpaqueToken, digestToken } from '../../security/opaque-token';
import { selectConstFiles, type ConstFileFilter } from './find-const-files';

/** How long a zip code stays usable (it is spent by its first download). */
export const ZIP_CODE_TTL_MS = 10 * 60_000;

/** Creates the code; answers it with the number of files the zip will hold. */
export async function createZipTicket(ctx: ServerContext, caller: Caller, filter: ConstFileFilter): Promise<{ zip_code: string; count: number; expires: string }> {
  const rows = await selectConstFiles(ctx, caller, filter);
  if (rows.length === 0) throw new InputError(UPLOAD_MESSAGES.noZipFiles);
  const zipCode = createOpaqueToken();
  const expiresAt = new Date(Date.now() + ZIP_CODE_TTL_MS);
  await ctx.db.insert(fileZipTickets).values({ codeHash: digestToken(zipCode), memberId: caller.id, projId: filter.projId, serviceTypes: filter.serviceTypes, expiresAt });
  return { zip_code: zipCode, count: rows.length, expires: expiresAt.toISOString() };
}
