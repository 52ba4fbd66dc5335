/** The browser side of the BFC Air calls: SWR keys of the two reads and the five writes. */
import type { AirDeclarationAnswer, AirDeclarationFields, AirPaymentRecord, AirPaymentsAnswer } from '../../../../domain/air-fee/air-fee-records';
import { api } from '../../../api/client';

export type { AirDeclarationAnswer, AirPaymentsAnswer, AirPaymentRecord, AirDeclarationFields };

/** Which declaration: a project's step in one sign-off case. */
export interface AirKey {
  stepId: string;
  projId: number;
  auditId: number;
}

/** SWR key (GET path) of Get_Air. */
export function airKey(k: AirKey): string {
  return `BFC/Get_Air/${encodeURIComponent(k.stepId)}/${k.projId}/${k.auditId}`;
}

/** SWR key (GET path) of Get_AirPay. */
export function airPayKey(k: AirKey): string {
  return `BFC/Get_AirPay/${encodeURIComponent(k.stepId)}/${k.projId}/${k.auditId}`;
}

const keyBody = (k: AirKey) => ({ stp_id: k.stepId, proj_id: k.projId, audit_id: k.auditId });

/** Edit_Air from `version`; sent silently so the caller can offer a reload on 409. */
export function saveAirDeclaration(k: AirKey, version: number, fields: AirDeclarationFields): Promise<{ version: number; warning: string | null }> {
  return api.post('BFC/Edit_Air', { ...keyBody(k), version, ...fields }, { silent: true });
}

/** A payment's fields as the dialog sends them. */
export interface AirPaymentFields {
  period: number;
  amount: string;
  paid_date: string;
  remark: string;
  file_ids: number[];
}

/** Add_AirPay. */
export function addAirPayment(k: AirKey, fields: AirPaymentFields): Promise<AirPaymentRecord> {
  return api.post('BFC/Add_AirPay', { ...keyBody(k), ...fields }, { silent: true });
}

/** Edit_AirPay from the version the dialog opened. */
export function editAirPayment(id: number, version: number, fields: AirPaymentFields): Promise<AirPaymentRecord> {
  return api.post('BFC/Edit_AirPay', { id, version, ...fields }, { silent: true });
}

/** Delete_AirPay. */
export function deleteAirPayment(id: number, version: number): Promise<unknown> {
  return api.post('BFC/Delete_AirPay', { id, version });
}

/** Delete_Airfile: takes a receipt off a payment and deletes the file. */
export function deleteAirFile(id: number, fileId: number, version: number): Promise<unknown> {
  return api.post('BFC/Delete_Airfile', { id, file_id: fileId, version });
}
