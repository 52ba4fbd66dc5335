/**
 * Fetches one export file with the signed-in user's token: the access-token and user-id headers the spec
 * names for export calls (doc 3 §7), and the Bearer header every other call carries. Anything but the
 * file itself rejects with an ExportFailure naming the file.
 */
import { sessionStore } from '../api/session-store';
import { buildExportUrl, type ExportRequest } from './build-export-url';
import { ExportFailure, isExportFile, readEnvelopeMessage } from './judge-export-response';
import { readDispositionFileName } from './name-export-file';

/** A fetched export: the file and the name to save it under. */
export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

/** The headers of an export call for the signed-in user. */
export function exportHeaders(): Record<string, string> {
  const user = sessionStore.get();
  if (!user) return {};
  return { 'access-token': user.token, 'user-id': String(user.userID), Authorization: `Bearer ${user.token}` };
}

/** Fetches the file of `request`; `fileLabel` (B.14 開標紀錄.pdf) names it in failures and when the server gives no name. */
export async function fetchExportFile(request: ExportRequest, fileLabel: string, signal?: AbortSignal): Promise<ExportedFile> {
  let response: Response;
  try {
    response = await fetch(buildExportUrl(request), { headers: exportHeaders(), signal });
  } catch {
    throw new ExportFailure(fileLabel, '無法連線至伺服器，請稍後再試');
  }
  if (!isExportFile(response.status, response.headers.get('content-type'))) {
    const body = await response.text().catch(() => '');
    throw new ExportFailure(fileLabel, readEnvelopeMessage(body));
  }
  const blob = await response.blob();
  return { blob, fileName: readDispositionFileName(response.headers.get('content-disposition')) ?? fileLabel };
}
