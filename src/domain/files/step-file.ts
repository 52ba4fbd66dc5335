/** A stored file as the file calls answer it (spec doc 2 §3: id, remark, stp_id, proj_id, audit_id, code, file_type; doc 1: id, filename). */
export interface StepFile {
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
