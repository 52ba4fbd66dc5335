/** Helpers for export API tests: fetch an export as bytes, store sample data for a step directly. */
import { stepSubmissions } from '../../../src/server/db/schema';
import type { TestServer } from '../support/start-test-server';

/** An export answer: status, headers, the body as bytes, and the JSON envelope when it is one. */
export interface ExportAnswer {
  status: number;
  contentType: string;
  disposition: string;
  bytes: Buffer;
  message?: string;
}

/** GETs an export path under the API prefix with the export headers (access-token, user-id). */
export async function fetchExport(server: TestServer, path: string, token?: string, userId?: number): Promise<ExportAnswer> {
  const res = await fetch(`${server.api}/${path}`, {
    headers: { ...(token ? { 'access-token': token } : {}), ...(userId !== undefined ? { 'user-id': String(userId) } : {}) },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const contentType = res.headers.get('content-type') ?? '';
  let message: string | undefined;
  if (contentType.includes('json')) message = (JSON.parse(bytes.toString('utf8')) as { message?: string }).message;
  return { status: res.status, contentType, disposition: res.headers.get('content-disposition') ?? '', bytes, message };
}

/** Stores a step's data for a project as a save would (used to give every form of the catalogue data at once). */
export async function storeStepData(server: TestServer, projId: number, stpId: string, data: Record<string, unknown>, definitionVersion = 1): Promise<void> {
  await server.database.db
    .insert(stepSubmissions)
    .values({ projId, stpId, auditId: 0, data, definitionVersion })
    .onConflictDoUpdate({ target: [stepSubmissions.projId, stepSubmissions.stpId, stepSubmissions.auditId], set: { data } });
}
