/** The URL of one export file: TBS_EXPORT/{formType} with the project, audit, file type and stage. */
import { apiUrl } from '../api/client';
import type { ExportFormat } from '../../domain/exports/export-document';

/** What one export file is asked for with. */
export interface ExportRequest {
  /** A form code (TBS_A0402_014D), or TBS_BUDGET_DETAIL / TBS_BUDGET_ANALYSIS for budget-book prints. */
  formType: string;
  projId: number;
  /** The audit record the form is about; 0 when the step has none. */
  auditId?: number;
  filetype: ExportFormat;
  /** The step or budget stage; only budget prints and a few forms need it. */
  stpId?: string;
}

/** The service path of the export call, below the API prefix. */
export const EXPORT_PATH = 'Export/TBS_EXPORT';

/** The full URL of the export call for a request (parameters the request leaves out are not sent). */
export function buildExportUrl(request: ExportRequest): string {
  return apiUrl(`${EXPORT_PATH}/${encodeURIComponent(request.formType)}`, {
    proj_id: request.projId,
    audit_id: request.auditId,
    filetype: request.filetype,
    stp_id: request.stpId,
  });
}
