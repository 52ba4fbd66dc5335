/**
 * Reads what a sign-off case freezes and signs: the record's stored form data at its current version and the
 * hashes of its live files, as canonical JSON and its SHA-256.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { buildSignedContent, canonicalSignedContent, type SignedContent } from '../../../domain/signoff/build-signed-content';
import { formatFileCode } from '../../../domain/files/format-file-code';
import type { Database } from '../../db/connect-database';
import { stepFiles, stepSubmissions } from '../../db/schema';

/** The record a case is about. */
export interface SignedRecordKey {
  projId: number;
  stpId: string;
  recordId: number;
}

/** SHA-256 (hex) of the content's canonical JSON: what Hash_STEP hands out and signers sign. */
export function hashSignedContent(content: SignedContent): string {
  return createHash('sha256').update(canonicalSignedContent(content), 'utf8').digest('hex');
}

/**
 * The record's content now. Inside a transaction, `lock` takes the submission row so no save can land
 * between this read and the case that freezes it.
 */
export async function readSignedContent(db: Database, key: SignedRecordKey, lock = false): Promise<{ content: SignedContent; hash: string }> {
  const where = and(eq(stepSubmissions.projId, key.projId), eq(stepSubmissions.stpId, key.stpId), eq(stepSubmissions.auditId, key.recordId));
  const query = db.select({ data: stepSubmissions.data, version: stepSubmissions.version, definitionVersion: stepSubmissions.definitionVersion }).from(stepSubmissions).where(where);
  const [row] = lock ? await query.for('update') : await query;
  const files = await db
    .select({ id: stepFiles.id, codeType: stepFiles.codeType, codeSerial: stepFiles.codeSerial, category: stepFiles.category, name: stepFiles.fileName, sha256: stepFiles.sha256 })
    .from(stepFiles)
    .where(and(eq(stepFiles.projId, key.projId), eq(stepFiles.stpId, key.stpId), eq(stepFiles.auditId, key.recordId), isNull(stepFiles.deletedAt)))
    .orderBy(asc(stepFiles.id));
  const content = buildSignedContent({
    stp_id: key.stpId,
    proj_id: key.projId,
    audit_id: key.recordId,
    data_version: row?.version ?? 0,
    definition_version: row?.definitionVersion ?? null,
    data: row?.data ?? {},
    files: files.map((f) => ({ id: f.id, code: formatFileCode(f.codeType, f.codeSerial), category: f.category, name: f.name, sha256: f.sha256 })),
  });
  return { content, hash: hashSignedContent(content) };
}
