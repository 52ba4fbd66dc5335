/**
 * 簽核 on a step page: the record's latest case with its stages (who signs, state, signer, time, comment),
 * the caller's actions — 送出簽核, 簽章 with the citizen certificate, 退回 with a comment, 撤回 — every
 * signature with 驗證簽章, and the case's history. Before a case exists it shows the stages the definition
 * plans, so a user knows who will sign before sending.
 */
import { useEffect, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { Button, Header, Icon, Label, Message, Segment, Table } from 'semantic-ui-react';
import { planSignOffStages } from '../../domain/signoff/plan-sign-off-stages';
import type { SignOffCaseView, StageView } from '../../domain/signoff/sign-off-views';
import { STEP_PARTY_LABELS } from '../../domain/steps/decide-step-parties';
import type { SignOff } from '../../domain/steps/step-definition';
import { useSessionUser } from '../api/session-store';
import { confirmDialog } from '../shared/dialogs';
import { formatTaipeiTime } from '../../domain/format-taipei-time';
import { toast } from '../shared/toast';
import { askReturnComment } from './ask-return-comment';
import { SignOffHistory } from './SignOffHistory';
import { SignatureList } from './SignatureList';
import { casesKey, fetchLatestCases, fetchStageProcess, markRead, returnStage, revokeCase, submitSignOff } from './sign-off-api';
import { SignStageDialog } from './SignStageDialog';
import './sign-off.css';

/** The anchor the step's 簽核 button scrolls to. */
export const SIGN_OFF_PANEL_ID = 'pw-sign-off';

/** Props of SignOffPanel. */
export interface SignOffPanelProps {
  stepId: string;
  projId: number;
  signOff: SignOff;
  /** The caller may edit the step now (party, codes, rules): only then may they send it. */
  canSubmit: boolean;
  /** Why sending is closed, when it is. */
  submitBlockedReason?: string | null;
  /** A case opened, moved or closed: the page reloads the step's status and data. */
  onChanged: () => void;
}

const STATE_LABELS: Readonly<Record<string, { text: string; color?: 'green' | 'orange' | 'red' | 'grey' | 'blue' }>> = {
  waiting: { text: '等待中', color: 'grey' },
  pending: { text: '待簽核', color: 'orange' },
  signed: { text: '已簽章', color: 'green' },
  returned: { text: '已退回', color: 'red' },
  closed: { text: '未簽核', color: 'grey' },
};

const STATUS_COLORS: Readonly<Record<SignOffCaseView['status'], 'blue' | 'green' | 'red' | 'grey'>> = { open: 'blue', approved: 'green', returned: 'red', revoked: 'grey' };

function StageRows({ stages, signedBy }: { stages: StageView[]; signedBy: Map<number, string> }) {
  return (
    <>
      {stages.map((stage) => {
        const label = STATE_LABELS[stage.state] ?? { text: stage.state };
        return (
          <Table.Row key={stage.stage} data-testid="sign-off-stage" data-state={stage.state}>
            <Table.Cell data-label="關卡">{`${stage.stage + 1}. ${stage.name}`}</Table.Cell>
            <Table.Cell data-label="簽核方">{stage.party_label}</Table.Cell>
            <Table.Cell data-label="狀態">
              <Label size="small" color={label.color} content={label.text} />
            </Table.Cell>
            <Table.Cell data-label="簽核人">
              {signedBy.get(stage.stage) ?? stage.acted_by?.cname ?? (stage.designated.length ? `指定：${stage.designated.map((m) => m.cname).join('、')}` : '—')}
            </Table.Cell>
            <Table.Cell data-label="時間">{stage.acted_at ? formatTaipeiTime(stage.acted_at) : '—'}</Table.Cell>
            <Table.Cell data-label="意見" className="pw-sign-off-comment">{stage.comment || '—'}</Table.Cell>
          </Table.Row>
        );
      })}
    </>
  );
}

/** The sign-off panel of a step page. */
export function SignOffPanel({ stepId, projId, signOff, canSubmit, submitBlockedReason, onChanged }: SignOffPanelProps) {
  const user = useSessionUser();
  const cases = useSWR(casesKey(stepId, projId), () => fetchLatestCases(stepId, projId), { revalidateOnFocus: false });
  const current = cases.data?.find((c) => c.record_id === 0) ?? null;
  const open = current?.status === 'open' ? current : null;
  const pendingStage = open?.stages.find((s) => s.stage === open.current_stage) ?? null;
  const stageProcess = useSWR(open && pendingStage ? ['stage-process', open.audit_id, pendingStage.stage, open.stages.map((s) => s.state).join()] : null, () =>
    fetchStageProcess(open!, pendingStage!.stage),
  );
  const [busy, setBusy] = useState(false);
  const [signing, setSigning] = useState(false);
  const mayAct = stageProcess.data?.may_act === true;

  // A pending item the caller may sign counts as read once it is on screen (the 待簽核 list marks it).
  const pendingId = pendingStage?.process_id;
  useEffect(() => {
    if (mayAct && pendingId) void markRead(pendingId).catch(() => undefined);
  }, [mayAct, pendingId]);

  const { mutate: mutateAll } = useSWRConfig();
  const refresh = async () => {
    // The 待簽核 count and lists change with every action on a case.
    void mutateAll((key) => Array.isArray(key) && key[0] === 'unsigned');
    await cases.mutate();
    await stageProcess.mutate();
    onChanged();
  };
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      await refresh();
    } catch {
      // The client has shown the server's reason; the panel reloads in case someone else acted first.
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    const names = planSignOffStages(signOff).map((s) => s.name).join(' → ');
    if (!(await confirmDialog(`送出後內容即凍結，依序由 ${names} 簽核。確定送出簽核？`, { okText: '送出簽核' }))) return;
    await run(() => submitSignOff(stepId, projId), '已送出簽核');
  };
  const giveBack = async () => {
    if (!pendingStage) return;
    const comment = await askReturnComment(pendingStage.name);
    if (comment !== null) await run(() => returnStage(pendingStage.process_id, comment), '已退回');
  };
  const revoke = async () => {
    if (!open || !(await confirmDialog('撤回後案件結束，已完成的簽章保留於紀錄中，內容可再修改並重新送出。確定撤回？', { okText: '撤回簽核' }))) return;
    await run(() => revokeCase(open.audit_id), '已撤回簽核');
  };

  const planned = planSignOffStages(signOff);
  const signedBy = new Map((current?.signatures ?? []).filter((s) => !s.superseded).map((s) => [s.stage, s.signer.cname]));
  const returned = current?.status === 'returned' ? current.stages.find((s) => s.state === 'returned') : null;
  const canSendAgain = !open && canSubmit && !(current?.status === 'approved' && current.isEqual);

  return (
    <Segment id={SIGN_OFF_PANEL_ID} className="pw-sign-off" data-testid="sign-off-panel" data-status={current?.status ?? 'none'}>
      <Header as="h3" size="small">
        <Icon name="pencil alternate" />
        <Header.Content>
          {signOff.mode === 'single' ? '簽核' : '多方簽核'}
          {current ? <Label size="small" color={STATUS_COLORS[current.status]} content={current.status_label} data-testid="sign-off-status" /> : <Label size="small" content="尚未送出簽核" data-testid="sign-off-status" />}
        </Header.Content>
      </Header>
      {cases.error ? <Message negative size="small" content="簽核資料載入失敗，請重新整理。" /> : null}
      {current?.status === 'approved' && !current.isEqual ? (
        <Message warning size="small" icon="exclamation triangle" content="內容已於簽核完成後修改，原簽章仍屬於簽核當時的版本；請重新送出簽核。" data-testid="sign-off-changed" />
      ) : null}
      {returned ? (
        <Message error size="small" data-testid="sign-off-returned" header={`「${returned.name}」已退回`} content={`${returned.acted_by?.cname ?? ''}：${returned.comment}`} />
      ) : null}
      {open ? <p className="pw-muted">簽核進行中，內容已凍結；退回或撤回後才能修改。</p> : null}

      <Table compact size="small" className="pw-sign-off-stages">
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>關卡</Table.HeaderCell>
            <Table.HeaderCell>簽核方</Table.HeaderCell>
            <Table.HeaderCell>狀態</Table.HeaderCell>
            <Table.HeaderCell>簽核人</Table.HeaderCell>
            <Table.HeaderCell>時間</Table.HeaderCell>
            <Table.HeaderCell>意見</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {current ? (
            <StageRows stages={current.stages} signedBy={signedBy} />
          ) : (
            planned.map((stage) => (
              <Table.Row key={stage.index} data-testid="sign-off-stage" data-state="planned">
                <Table.Cell data-label="關卡">{`${stage.index + 1}. ${stage.name}`}</Table.Cell>
                <Table.Cell data-label="簽核方">{STEP_PARTY_LABELS[stage.party]}</Table.Cell>
                <Table.Cell data-label="狀態">
                  <Label size="small" content="未送出" />
                </Table.Cell>
                <Table.Cell data-label="簽核人">—</Table.Cell>
                <Table.Cell data-label="時間">—</Table.Cell>
                <Table.Cell data-label="意見">—</Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table>

      <div className="pw-sign-off-actions">
        {open && mayAct ? (
          <>
            <Button type="button" primary icon labelPosition="left" loading={busy} disabled={busy} onClick={() => setSigning(true)} data-testid="sign-off-sign">
              <Icon name="id card outline" />
              {`以自然人憑證簽章（${pendingStage?.name ?? ''}）`}
            </Button>
            <Button type="button" basic color="red" disabled={busy} onClick={() => void giveBack()} data-testid="sign-off-return">
              退回
            </Button>
          </>
        ) : null}
        {open && !mayAct && stageProcess.data?.reason ? <span className="pw-muted" data-testid="sign-off-waiting">{`待「${pendingStage?.name}」簽核。`}</span> : null}
        {open && user && open.submitted_by.id === user.userID ? (
          <Button type="button" basic disabled={busy} onClick={() => void revoke()} data-testid="sign-off-revoke">
            撤回簽核
          </Button>
        ) : null}
        {canSendAgain ? (
          <Button type="button" primary={!current} icon labelPosition="left" disabled={busy} onClick={() => void submit()} data-testid="sign-off-submit">
            <Icon name="send" />
            {current ? '重新送出簽核' : '送出簽核'}
          </Button>
        ) : null}
        {!open && !canSubmit && submitBlockedReason && !(current?.status === 'approved' && current.isEqual) ? <span className="pw-muted">{submitBlockedReason}</span> : null}
      </div>

      {current && current.signatures.length > 0 ? <SignatureList signatures={current.signatures} /> : null}
      {signing && open && pendingStage && user ? (
        <SignStageDialog
          signOffCase={open}
          processId={pendingStage.process_id}
          stageName={pendingStage.name}
          userId={user.userID}
          onClose={() => setSigning(false)}
          onSigned={() => {
            setSigning(false);
            toast.success('已完成簽章');
            void refresh();
          }}
        />
      ) : null}
      {current ? <SignOffHistory auditId={current.audit_id} refreshKey={current.stages.map((s) => s.state).join()} /> : null}
    </Segment>
  );
}
