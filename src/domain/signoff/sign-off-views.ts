/**
 * The answer shapes of the sign-off calls (BFC, VA/Hash_STEP, Verify_Signature), shared by the server that
 * builds them and the browser that shows them, so they are written once.
 */
import type { SignOffCaseStatus } from './decide-sign-off-step';
import type { SignOffStagePlan } from './plan-sign-off-stages';

/** A member as lists show them. */
export interface MemberName {
  id: number;
  cname: string;
}

/** One signature as answered (the CMS itself is fetched only by verification). */
export interface SignatureView {
  id: number;
  stage: number;
  party: string;
  signer: MemberName;
  certificate: { serialNumber: string; subject: string; issuer: string; fingerprint: string };
  content_hash: string;
  signing_time: string | null;
  created_at: string;
  /** A later return to its stage undid it; it stays on record. */
  superseded: boolean;
}

/** One stage of a case as answered. */
export interface StageView {
  process_id: number;
  stage: number;
  party: string;
  party_label: string;
  name: string;
  signers: SignOffStagePlan['signers'];
  state: string;
  designated: MemberName[];
  pending_since: string | null;
  acted_by: MemberName | null;
  acted_at: string | null;
  comment: string;
}

/** A case as the BFC calls answer it. */
export interface SignOffCaseView {
  audit_id: number;
  stp_id: string;
  proj_id: number;
  record_id: number;
  mode: string;
  return_to: string;
  status: SignOffCaseStatus;
  status_label: string;
  current_stage: number;
  content_hash: string;
  data_version: number;
  definition_version: number;
  group_name: string;
  detail_data: unknown[];
  submitted_by: MemberName;
  submitted_at: string;
  closed_at: string | null;
  /** The record's content now hashes to the signed content hash (the spec's isEqual). */
  isEqual: boolean;
  stages: StageView[];
  signatures: SignatureView[];
}

/** A person who could sign. */
export interface StageCandidate {
  id: number;
  cname: string;
  basefrom: string;
}

/** A stage with what the caller may do on it. */
export interface StageProcessView extends StageView {
  audit_id: number;
  /** The caller may sign or return it now. */
  may_act: boolean;
  /** Why not, when the stage is pending. */
  reason: string | null;
  candidates: StageCandidate[];
}

/** The caller's standing on a case. */
export interface AuthStatusView {
  audit_id: number;
  status: string;
  current_stage: number;
  is_submitter: boolean;
  /** The pending stage the caller may sign now, if any. */
  pending: { process_id: number; stage: number; name: string } | null;
  /** Stages the caller signed (signatures still counting). */
  signed_stages: number[];
}

/** One action as answered. */
export interface ProcessHistoryEntry {
  id: number;
  stage: number | null;
  stage_name: string | null;
  action: string;
  action_label: string;
  member: MemberName;
  comment: string;
  signature_id: number | null;
  at: string;
}

/** Whose list: the stages the caller signs (self) or those of the projects they undertake (undertake). */
export type UnsignedListType = 'self' | 'undertake';

/** One pending stage as the lists show it. */
export interface PendingSignOff {
  process_id: number;
  audit_id: number;
  stp_id: string;
  step_title: string;
  proj_id: number;
  proj_name: string;
  record_id: number;
  stage: number;
  stage_name: string;
  party_label: string;
  designated: MemberName[];
  submitted_by: MemberName;
  pending_since: string | null;
  /** The caller has opened it (Process_read). */
  read: boolean;
  /** The caller may sign it now. */
  may_sign: boolean;
}

