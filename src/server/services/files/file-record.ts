/** Turns stored file rows into the answer of the file calls (the shape is the domain's StepFile). */
import type { StepFile } from '../../../domain/files/step-file';
import { formatFileCode } from '../../../domain/files/format-file-code';
import type { stepFiles } from '../../db/schema';

/** One file in a list or a merge answer. */
export type FileRecord = StepFile;

/** A file row (with the uploader's name when joined) as a record. */
export function toFileRecord(row: typeof stepFiles.$inferSelect, uploaderName: string | null = null): FileRecord {
  return {
    id: row.id,
    filename: row.fileName,
    stp_id: row.stpId,
    proj_id: row.projId,
    audit_id: row.auditId,
    fileTo: row.category,
    code: formatFileCode(row.codeType, row.codeSerial),
    code_type: row.codeType,
    file_type: row.fileType,
    remark: row.remark,
    size: row.size,
    content_type: row.contentType,
    sha256: row.sha256,
    uploaded_by: row.uploadedBy,
    uploader_name: uploaderName,
    created_at: row.createdAt.toISOString(),
  };
}
