/**
 * Describes sign-off cases in their answer shape (src/domain/signoff/sign-off-views.ts): its stages with their state, designated signers and comments, every
 * signature with its certificate, and isEqual — whether the record's content now is still what was signed.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { SIGN_OFF_STATUS_LABELS } from '../../../domain/signoff/decide-sign-off-step';
import type { MemberName, SignOffCaseView } from '../../../domain/signoff/sign-off-views';
import { STEP_PARTY_LABELS } from '../../../domain/steps/decide-step-parties';
import type { Database } from '../../db/connect-database';
import { auditCases, auditProcesses, members, signatures } from '../../db/schema';
import { readSignedContent } from './read-signed-content';

type CaseRow = typeof auditCases.$inferSelect;

/** Names of members by id (unknown ids are left out). */
export async function findMemberNames(db: Database, ids: readonly number[]): Promise<Map<number, MemberName>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: members.id, cname: members.cname }).from(members).where(inArray(members.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Describes the cases (in the order given), reading their stages, signatures and the records' current hashes. */
export async function describeSignOffCases(db: Database, cases: readonly CaseRow[]): Promise<SignOffCaseView[]> {
  if (cases.length === 0) return [];
  const ids = cases.map((c) => c.id);
  const processes = await db.select().from(auditProcesses).where(inArray(auditProcesses.caseId, ids)).orderBy(asc(auditProcesses.stage));
  const signed = await db.select().from(signatures).where(inArray(signatures.caseId, ids)).orderBy(asc(signatures.id));
  const names = await findMemberNames(db, [
    ...cases.map((c) => c.submittedBy),
    ...processes.flatMap((p) => [...p.designated, ...(p.actedBy ? [p.actedBy] : [])]),
    ...signed.map((s) => s.memberId),
  ]);
  const nameOf = (id: number): MemberName => names.get(id) ?? { id, cname: `#${id}` };
  const currentHash = new Map<string, string>();
  for (const c of cases) {
    const key = `${c.projId}/${c.stpId}/${c.recordId}`;
    if (!currentHash.has(key)) currentHash.set(key, (await readSignedContent(db, { projId: c.projId, stpId: c.stpId, recordId: c.recordId })).hash);
  }
  return cases.map((c) => {
    const plan = new Map(c.stages.map((stage) => [stage.index, stage]));
    return {
      audit_id: c.id,
      stp_id: c.stpId,
      proj_id: c.projId,
      record_id: c.recordId,
      mode: c.mode,
      return_to: c.returnTo,
      status: c.status,
      status_label: SIGN_OFF_STATUS_LABELS[c.status],
      current_stage: c.currentStage,
      content_hash: c.contentHash,
      data_version: c.dataVersion,
      definition_version: c.definitionVersion,
      group_name: c.groupName,
      detail_data: c.detailData,
      submitted_by: nameOf(c.submittedBy),
      submitted_at: c.submittedAt.toISOString(),
      closed_at: c.closedAt?.toISOString() ?? null,
      isEqual: currentHash.get(`${c.projId}/${c.stpId}/${c.recordId}`) === c.contentHash,
      stages: processes
        .filter((p) => p.caseId === c.id)
        .map((p) => {
          const stage = plan.get(p.stage);
          return {
            process_id: p.id,
            stage: p.stage,
            party: p.party,
            party_label: STEP_PARTY_LABELS[p.party as keyof typeof STEP_PARTY_LABELS] ?? p.party,
            name: stage?.name ?? p.party,
            signers: stage?.signers ?? 'party',
            state: p.state,
            designated: p.designated.map(nameOf),
            pending_since: p.pendingSince?.toISOString() ?? null,
            acted_by: p.actedBy ? nameOf(p.actedBy) : null,
            acted_at: p.actedAt?.toISOString() ?? null,
            comment: p.comment,
          };
        }),
      signatures: signed
        .filter((s) => s.caseId === c.id)
        .map((s) => ({
          id: s.id,
          stage: s.stage,
          party: s.party,
          signer: nameOf(s.memberId),
          certificate: { serialNumber: s.certificateSerial, subject: s.certificateSubject, issuer: s.certificateIssuer, fingerprint: s.certificateFingerprint },
          content_hash: s.contentHash,
          signing_time: s.signingTime?.toISOString() ?? null,
          created_at: s.createdAt.toISOString(),
          superseded: s.supersededAt !== null,
        })),
    };
  });
}

/** One case row by id, or null. */
export async function findCaseRow(db: Database, auditId: number): Promise<CaseRow | null> {
  const [row] = await db.select().from(auditCases).where(eq(auditCases.id, auditId));
  return row ?? null;
}

/** The process row of a case's stage, or null. */
export async function findProcessRow(db: Database, caseId: number, stage: number): Promise<typeof auditProcesses.$inferSelect | null> {
  const [row] = await db.select().from(auditProcesses).where(and(eq(auditProcesses.caseId, caseId), eq(auditProcesses.stage, stage)));
  return row ?? null;
}

/** One case, read afresh and described (the answer of every call that changes a case). */
export async function describeCase(db: Database, auditId: number): Promise<SignOffCaseView> {
  const row = await findCaseRow(db, auditId);
  if (!row) throw new Error(`case ${auditId} vanished`);
  return (await describeSignOffCases(db, [row]))[0]!;
}
