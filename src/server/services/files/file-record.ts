/** A stored file as the file calls answer it (spec doc 2 §3: id, remark, stp_id, proj_id, audit_id, code, file_type; doc 1: id, filename). */
import { formatFileCode } from '../../../domain/files/upload-step-rules';
import type { stepFiles } from '../../db/schema';

/** One file in a list or a merge answer. */
export interface FileRecord {
  id: number;
  filename: string;
  stp_id: string;
  proj_id: number | null;
  audit_id: number;
  /** The category key (fileTo). */
  fileTo: string;
  code: string;
  code_type: string;
  file_type: string | null;
  remark: string;
  size: number;
  content_type: string;
  sha256: string;
  uploaded_by: number | null;
  uploader_name: string | null;
  created_at: string;
}

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
