/**
 * The sign-off calls (src/server/plugins/bfc-plugin.ts and the VA signing calls) as typed functions and SWR
 * keys. Answer shapes come from the domain (sign-off-views.ts), written once for server and browser.
 */
import type {
  PendingSignOff,
  ProcessHistoryEntry,
  SignOffCaseView,
  StageProcessView,
  UnsignedListType,
} from '../../domain/signoff/sign-off-views';
import { api } from '../api/client';

/** SWR key of a step's latest cases on a project. */
export const casesKey = (stpId: string, projId: number) => ['sign-off-cases', stpId, projId] as const;

/** Get_CHK_AUDIT: the latest case of each record of the step. */
export const fetchLatestCases = (stpId: string, projId: number) => api.get<SignOffCaseView[]>(`BFC/Get_CHK_AUDIT/${stpId}/${projId}`);

/** Search_AUDIT: every case of the step's record, newest first. */
export const searchCases = (stpId: string, projId: number, page = 1) =>
  api.post<{ list: SignOffCaseView[]; total: number }>('BFC/Search_AUDIT', { stp_id: stpId, proj_id: projId, record_id: 0, page, page_size: 20 });

/** Add_CHK_AUDIT (送出簽核). */
export const submitSignOff = (stpId: string, projId: number) => api.post<SignOffCaseView>('BFC/Add_CHK_AUDIT', { stp_id: stpId, proj_id: projId, record_id: 0 });

/** Edit_Stage_Process with result return (退回). */
export const returnStage = (processId: number, comment: string) => api.post<SignOffCaseView>('BFC/Edit_Stage_Process', { id: processId, result: 'return', comment });

/** Process_Revoke (撤回). */
export const revokeCase = (auditId: number) => api.post<SignOffCaseView>('BFC/Process_Revoke', { audit_id: auditId });

/** Get_Stage_Process: one stage with whether the caller may act and who could sign. */
export const fetchStageProcess = (view: Pick<SignOffCaseView, 'stp_id' | 'proj_id' | 'audit_id'>, stage: number) =>
  api.get<StageProcessView>(`BFC/Get_Stage_Process/${view.stp_id}/${view.proj_id}/${view.audit_id}/${stage}`);

/** Add_CHK_AUDIT_STAGE (指定簽核人員). */
export const designateSigners = (processId: number, authIds: number[]) => api.post<SignOffCaseView>('BFC/Add_CHK_AUDIT_STAGE', { id: processId, auth_ids: authIds });

/** Get_Stage_Process_History. */
export const fetchCaseHistory = (auditId: number) => api.post<{ list: ProcessHistoryEntry[]; total: number }>('BFC/Get_Stage_Process_History', { audit_id: auditId, page_size: 100 });

/** Process_read. */
export const markRead = (processId: number) => api.post<{ id: number }>('BFC/Process_read', { id: processId }, { silent: true });

/** SWR key of a 待簽核 list page. */
export const unsignedKey = (type: UnsignedListType, page: number, projId?: number) => ['unsigned', type, page, projId ?? null] as const;

/** Get_Cert_Unsigned. */
export const fetchUnsigned = (type: UnsignedListType, page: number, projId?: number) =>
  api.get<{ list: PendingSignOff[]; total: number; page: number; page_size: number }>('BFC/Get_Cert_Unsigned', { type, page, page_size: 10, proj_id: projId });

/** Get_Unsigned_Proj_List. */
export const fetchUnsignedProjects = (type: UnsignedListType) => api.get<{ proj_id: number; proj_name: string; count: number }[]>(`BFC/Get_Unsigned_Proj_List/${type}`);

/** VA/Hash_STEP: the hash to sign for a pending stage, and its one-time id. */
export const fetchSignHash = (view: Pick<SignOffCaseView, 'stp_id' | 'proj_id' | 'audit_id'>, processId: number) =>
  api.post<{ id: number; hash: string }>('VA/Hash_STEP', { main_id: processId, stp_id: view.stp_id, audit_id: view.audit_id, proj_id: view.proj_id });

/** BFC/Add_Cert_Signed: the CMS signatures of pending stages. */
export const sendSignatures = (data: { id: number; va_id: number; signature: string }[]) => api.post<SignOffCaseView[]>('BFC/Add_Cert_Signed', { data });

/** What 驗證簽章 answers. */
export interface SignatureVerification {
  valid: boolean;
  reason: string | null;
  signer: string;
  certificate: { serialNumber: string; subject: string; issuer: string; notBefore: string; notAfter: string };
  signing_time: string | null;
  /** The signature covers the content the case froze. */
  content_matches_case: boolean;
  /** The record's content now is still what was signed. */
  content_matches_now: boolean;
}

/** VA/Verify_Signature/{id}. */
export const verifySignature = (id: number) => api.get<SignatureVerification>(`VA/Verify_Signature/${id}`);
