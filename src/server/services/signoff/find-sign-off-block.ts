/**
 * The sign-off block an export form prints: the stages of the record's latest case with signer, time and
 * state. Signatures count only while the record's content is still what they signed; otherwise, and before
 * any case, every party prints as 未簽核 (the form prints today's content, which nobody has signed).
 */
import type { ExportSignatureRow } from '../../../domain/exports/export-document';
import { formatTaipeiTime } from '../../../domain/format-taipei-time';
import { STEP_PARTY_LABELS } from '../../../domain/steps/decide-step-parties';
import type { StepDefinition } from '../../../domain/steps/step-definition';
import type { Database } from '../../db/connect-database';
import { auditCases } from '../../db/schema';
import { and, desc, eq } from 'drizzle-orm';
import { describeSignOffCases } from './describe-sign-off-cases';

const STATE_WORDS: Readonly<Record<string, string>> = { signed: '已簽章', pending: '待簽核', returned: '已退回', waiting: '未簽核', closed: '未簽核' };

/** The rows of the block for the record `recordId` of the step on the project. */
export async function findSignOffBlock(db: Database, definition: Pick<StepDefinition, 'id' | 'signOff'>, projId: number, recordId: number): Promise<ExportSignatureRow[]> {
  const unsigned = (definition.signOff?.parties ?? []).map((party) => ({ party: STEP_PARTY_LABELS[party], signer: '', signedAt: '', status: '未簽核' }));
  const [latest] = await db
    .select()
    .from(auditCases)
    .where(and(eq(auditCases.projId, projId), eq(auditCases.stpId, definition.id), eq(auditCases.recordId, recordId)))
    .orderBy(desc(auditCases.id))
    .limit(1);
  if (!latest) return unsigned;
  const [view] = await describeSignOffCases(db, [latest]);
  if (!view!.isEqual || view!.status === 'revoked') return unsigned;
  return view!.stages.map((stage) => {
    const signature = view!.signatures.find((s) => s.stage === stage.stage && !s.superseded);
    return {
      party: `${stage.party_label}（${stage.name}）`,
      signer: signature?.signer.cname ?? '',
      signedAt: signature ? formatTaipeiTime(signature.signing_time ?? signature.created_at) : '',
      status: STATE_WORDS[stage.state] ?? '未簽核',
    };
  });
}
