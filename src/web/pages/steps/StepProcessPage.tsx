/**
 * A step's page for a project (screen `stepPage`, route .../processManage/:componentName?proj_id=N): fetches
 * the definition, the statuses of the step and of every step its rules name, and the stored data; decides
 * with decideStepAccess; shows the 提醒您 reminders (prerequisites on opening, the lock reminder before a
 * step that later steps will lock is started), the leave-edit warning while editing, and the fool-proofing
 * dialog before 完成編輯; saves and changes status, showing refusals as dialogs and field errors under the
 * fields. Data captured under an older definition version is viewed with that version and edited under the
 * current one. The export forms are previewed and exported from the stored data (src/web/exports).
 */
import { hideSealedParts } from '../../../domain/steps/decide-step-parties';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { Header, Icon, Loader, Message, Segment } from 'semantic-ui-react';
import type { FormErrorSchema } from '../../../domain/steps/build-form-error-schema';
import { decideStepAccess } from '../../../domain/steps/decide-step-access';
import type { ExportForm, StepDefinition } from '../../../domain/steps/step-definition';
import { fromComponentName } from '../../../domain/steps/step-route-name';
import { STEP_STATE, type StepState } from '../../../domain/steps/step-status';
import { collectStepIssues, hasStepIssues, listStepIssues, type StepIssues } from '../../../../renderers/step-page/collect-step-issues';
import { isEmptyStepData, type StepData } from '../../../../renderers/step-page/step-data';
import type { StepPageMode } from '../../../../renderers/step-page/StepHeader';
import { StepGuidance } from '../../../../renderers/step-page/StepGuidance';
import { StepPage } from '../../../../renderers/step-page/StepPage';
import { ApiError } from '../../api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { downloadAllExports, downloadExport, type ExportTarget } from '../../exports/download-export';
import { previewExport } from '../../exports/preview-export';
import { confirmDialog, showFoolproof, showReminder } from '../../shared/dialogs';
import { toast } from '../../shared/toast';
import { formatTaipeiTime } from '../../../domain/format-taipei-time';
import { useLeaveEditGuard } from '../../shared/use-leave-edit-guard';
import { CategoryUploads } from '../../uploads/CategoryUploads';
import { findMissingUploads, useStepFiles } from '../../uploads/use-step-files';
import { confirmFoolproofSave } from './confirm-foolproof-save';
import { ProjectChooser } from './ProjectChooser';
import {
  changeStepStatus,
  definitionKey,
  fetchDefinition,
  fetchStatuses,
  fetchStepData,
  readFieldErrors,
  readStaleFields,
  readStepBlock,
  saveStepData,
  statusesKey,
} from './step-api';
import { rebaseStepData } from '../../../domain/steps/diff-step-data';
import { showStepConflict } from './show-step-conflict';
import { StepHistory } from './StepHistory';
import { SIGN_OFF_PANEL_ID, SignOffPanel } from '../../signoff/SignOffPanel';
import { casesKey, fetchLatestCases } from '../../signoff/sign-off-api';
import { sectionListPath, sectionOfPath, sectionOfStep, stepPagePath } from './step-sections';
import { showStepBlock, stepLinks } from './show-step-block';
import { titlesOfCatalogue, useStepCatalogue } from './use-step-catalogue';
import { AirPollutionFeePanel } from './AirPollutionFeePanel';
import './steps.css';

function readStepId(componentName: string | undefined): string | null {
  try {
    return componentName ? fromComponentName(componentName) : null;
  } catch {
    return null;
  }
}

/** The steps whose statuses the rule function needs: the step itself and every step its rules name. */
function ruleStepIds(definition: StepDefinition): string[] {
  const { prerequisites, locks, siblings } = definition.rules;
  return [...new Set([definition.id, ...prerequisites, ...locks, ...siblings])];
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The step page screen. */
export default function StepProcessPage() {
  const { componentName } = useParams();
  const stepId = readStepId(componentName);
  const [params, setParams] = useSearchParams();
  const projId = Number(params.get('proj_id')) || null;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { catalogue } = useStepCatalogue();
  const entry = catalogue?.find((e) => e.id === stepId);
  const titles = useMemo(() => titlesOfCatalogue(catalogue), [catalogue]);
  useDocumentTitle(entry ? `${entry.id} ${entry.title}` : '應辦事項');

  const current = useSWR(stepId ? definitionKey(stepId) : null, fetchDefinition, { revalidateOnFocus: false });
  const stored = useSWR(stepId && projId ? ['step-data', stepId, projId] : null, () => fetchStepData(stepId!, projId!), { revalidateOnFocus: false });
  const capturedVersion = stored.data?.definitionVersion ?? null;
  const olderVersion = current.data && capturedVersion && capturedVersion !== current.data.version ? capturedVersion : null;
  const older = useSWR(stepId && olderVersion ? definitionKey(stepId, olderVersion) : null, fetchDefinition, { revalidateOnFocus: false });
  const ruleIds = current.data ? ruleStepIds(current.data) : [];
  const statusKey = projId && ruleIds.length ? statusesKey(ruleIds, projId) : null;
  const statuses = useSWR(statusKey, fetchStatuses);
  const files = useStepFiles(stepId ?? '', stepId ? projId : null);
  // The sign-off panel reads the same key: an open case freezes the content here too.
  const signOffCases = useSWR(stepId && projId && current.data?.signOff ? casesKey(stepId, projId) : null, () => fetchLatestCases(stepId!, projId!), { revalidateOnFocus: false });
  const openCase = signOffCases.data?.find((c) => c.record_id === 0 && c.status === 'open');
  const frozenReason = openCase ? `簽核進行中（待「${openCase.stages[openCase.current_stage]?.name ?? '簽核'}」），內容已凍結` : null;

  const [mode, setMode] = useState<StepPageMode>('view');
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrorSchema | undefined>();
  const [resetDraft, setResetDraft] = useState<{ key: number; data: StepData } | undefined>();
  const guard = useLeaveEditGuard(mode);

  // Another step or project starts in view mode with nothing left over from the last one.
  useEffect(() => {
    setMode('view');
    setServerErrors(undefined);
  }, [stepId, projId]);

  // A step reached through another section's route (an old bookmark) moves to its own section's route.
  const section = sectionOfPath(pathname);
  useEffect(() => {
    if (!entry) return;
    const own = sectionOfStep(entry);
    if (own && section && own.key !== section.key) navigate(stepPagePath({ ...entry, page: null }, projId)!, { replace: true });
  }, [entry, section, projId, navigate]);

  const definition = current.data;
  const state: StepState | null = stepId ? (statuses.data?.[stepId] ?? null) : null;
  const access = useMemo(
    () => (definition && statuses.data ? decideStepAccess(definition.rules, statuses.data, { stepId: definition.id }) : null),
    [definition, statuses.data],
  );
  // The step's parties (issue 13): a party that may only view gets the page read-only.
  const canEdit = (entry?.canEdit ?? false) && (stored.data?.access?.canEdit ?? true);
  const listPath = section ? sectionListPath(section, projId) : '/';

  /** The lock reminder; resolves true when the step may be edited (it was started, or no reminder was due). */
  const remindLock = useCallback(async (): Promise<boolean> => {
    if (!definition || !access || !projId) return false;
    if (!definition.foolproof || !access.needsLockReminder || !canEdit) return true;
    const answer = await showReminder({ type: 'lock', steps: stepLinks(definition.rules.locks, catalogue, projId, titles) });
    if (answer.action !== 'continue') return false;
    try {
      await changeStepStatus(definition.id, projId, STEP_STATE.inProgress);
      await statuses.mutate();
      return true;
    } catch (error) {
      // Starting the step failed: the lock attempt is abandoned and the user goes back to the list.
      toast.error(errorMessage(error));
      navigate(listPath);
      return false;
    }
  }, [definition, access, projId, canEdit, catalogue, titles, statuses, navigate, listPath]);

  // On opening: unmet prerequisites are listed; otherwise a step later steps will lock asks before it starts.
  const reminded = useRef<string | null>(null);
  useEffect(() => {
    if (!definition || !access || !projId || !catalogue) return;
    const key = `${definition.id}:${projId}`;
    if (reminded.current === key) return;
    reminded.current = key;
    if (!access.prerequisitesMet) void showReminder({ type: 'preq', steps: stepLinks(access.unmet, catalogue, projId, titles) });
    else void remindLock();
  }, [definition, access, projId, catalogue, titles, remindLock]);

  const refuse = async (error: unknown) => {
    const block = readStepBlock(error);
    if (block) {
      await statuses.mutate();
      await showStepBlock(block, catalogue, projId);
      return;
    }
    const fields = readFieldErrors(error);
    if (fields) setServerErrors(fields);
    if (!(error instanceof ApiError && error.kind === 'unauthorized')) toast.error(errorMessage(error));
  };

  const startEditing = async () => {
    if (!(await remindLock())) return;
    setServerErrors(undefined);
    setMode(isEmptyStepData(stored.data?.data) ? 'add' : 'edit');
  };

  const cancelEditing = async () => {
    if (!(await guard.confirmLeave())) return;
    setServerErrors(undefined);
    setMode('view');
  };

  const finishEditing = async (data: StepData, issues: StepIssues) => {
    if (!definition || !projId) return;
    const lists = listStepIssues(issues);
    if (issues.errors.length > 0) {
      await showFoolproof(lists);
      return;
    }
    if (hasStepIssues(issues) && !(await confirmFoolproofSave(lists))) return;
    setBusy(true);
    const loaded = stored.data;
    try {
      // The version this page loaded: a save over someone else's newer one is refused, never silently lost.
      const saved = await saveStepData(definition.id, projId, data, loaded?.version ?? 0);
      setServerErrors(undefined);
      toast.success(saved.incomplete.length ? `已儲存（尚有 ${saved.incomplete.length} 個必填欄位未填，狀態為辦理中）` : '已儲存');
      await Promise.all([stored.mutate(), statuses.mutate()]);
      setMode('view');
    } catch (error) {
      const stale = readStaleFields(error);
      if (stale) await resolveConflict(stale, loaded?.data ?? {}, data);
      else await refuse(error);
    } finally {
      setBusy(false);
    }
  };

  /** Someone saved after this page loaded: reload theirs, or put my edits on top of theirs to save again. */
  const resolveConflict = async (stale: Parameters<typeof showStepConflict>[0], base: StepData, mine: StepData) => {
    const choice = await showStepConflict(stale);
    if (choice === 'cancel') return;
    const theirs = await stored.mutate();
    await statuses.mutate();
    setServerErrors(undefined);
    if (choice === 'reload' || !theirs) {
      setMode('view');
      return;
    }
    setResetDraft({ key: Date.now(), data: rebaseStepData(base, mine, theirs.data) });
    toast.info('已載入對方的版本並套用您的修改，請確認後再按「完成編輯」');
  };

  const changeStatus = async (target: StepState) => {
    if (!definition || !projId) return;
    if (target === STEP_STATE.done) {
      // The same check the server makes before 已完成, named field by field instead of one refusal.
      const missing = files.data ? findMissingUploads(definition.uploads, files.data) : [];
      const issues = collectStepIssues(definition, stored.data?.data ?? {}, missing);
      if (hasStepIssues(issues)) {
        await showFoolproof({ action: '標示為已完成', ...listStepIssues(issues) });
        return;
      }
    }
    if (target === STEP_STATE.notDone && !(await confirmDialog('確定將辦理狀態重設為「未辦理」？'))) return;
    if (target === STEP_STATE.inProgress && definition.foolproof && access?.needsLockReminder && canEdit) {
      // Starting a step later steps will lock is what the lock reminder is for; it sets 辦理中 itself.
      if (await remindLock()) toast.success('已變更辦理狀態');
      return;
    }
    setBusy(true);
    try {
      await changeStepStatus(definition.id, projId, target);
      toast.success('已變更辦理狀態');
      await statuses.mutate();
    } catch (error) {
      await refuse(error);
    } finally {
      setBusy(false);
    }
  };

  if (!stepId) return <Message negative content="找不到此步驟。" data-testid="step-not-found" />;
  if (current.error) return <Message negative content={`無法載入步驟 ${stepId}：${errorMessage(current.error)}`} />;
  if (!definition) return <Loader active inline="centered" content="載入中…" />;

  // Step forms have no audit record of their own: audit_id 0, as uploads send it.
  const exportTarget = (form: ExportForm): ExportTarget => ({ formType: form.formType, title: form.title, projId: projId ?? 0, auditId: 0 });

  const chooser = <ProjectChooser projId={projId} disabled={mode !== 'view'} onChange={(id) => setParams({ proj_id: String(id) })} />;
  const back = (
    <Link to={listPath} className="pw-back-link">
      <Icon name="arrow left" />
      返回列表
    </Link>
  );

  if (!projId) {
    return (
      <div className="pw-step-page">
        {back}
        <Header as="h2">{`${definition.id} ${definition.title}`}</Header>
        <Segment>
          <p>請先選擇標案：</p>
          {chooser}
        </Segment>
        <StepGuidance definition={definition} />
      </div>
    );
  }

  const loadError = stored.error ?? statuses.error;
  if (loadError) return <Message negative content={`資料載入失敗：${errorMessage(loadError)}`} />;
  if (!stored.data || !statuses.data || (olderVersion && !older.data && !older.error)) return <Loader active inline="centered" content="載入中…" />;

  // Sealed fields and upload categories are not shown at all to the sealed party; the seal's message says why.
  const viewDefinition = hideSealedParts(older.data ?? definition, stored.data.access);
  const sealMessages = stored.data.access?.sealMessages ?? [];
  const updated = stored.data.updatedAt ? formatTaipeiTime(stored.data.updatedAt) : null;
  const notice = (
    <>
      {updated ? <div className="pw-muted" data-testid="step-updated">{`最後儲存：${updated}`}</div> : null}
      {sealMessages.length ? <Message warning size="small" icon="lock" data-testid="step-seal-notice" header="部分內容保密中" content={sealMessages.join('；')} /> : null}
      {stored.data.access && !stored.data.access.canEdit ? <div className="pw-muted" data-testid="step-view-only">本步驟由其他方辦理，您僅能檢視。</div> : null}
      {olderVersion ? (
        <Message info size="small" data-testid="step-version-notice">
          {mode === 'view'
            ? `此資料係依第 ${olderVersion} 版步驟定義填寫，以該版顯示；編輯時將改用目前第 ${definition.version} 版。`
            : `正以目前第 ${definition.version} 版步驟定義編輯（資料原依第 ${olderVersion} 版填寫）。`}
        </Message>
      ) : null}
    </>
  );

  return (
    <div className="pw-step-process">
      {back}
      <StepPage
        definition={viewDefinition}
        editDefinition={definition}
        data={stored.data.data}
        mode={mode}
        state={state}
        statuses={statuses.data}
        stepTitles={titles}
        canEdit={canEdit}
        frozenReason={frozenReason}
        extraErrors={serverErrors}
        resetDraft={resetDraft}
        busy={busy}
        notice={notice}
        headerExtra={chooser}
        environment={import.meta.env.PROD ? 'production' : 'development'}
        stepHref={(id) => stepLinks([id], catalogue, projId, titles)[0]?.to}
        renderLink={(href, children) => <Link to={href}>{children}</Link>}
        onEdit={() => void startEditing()}
        onCancelEdit={() => void cancelEditing()}
        // Files are stored as soon as they are sent, so uploading does not wait for 編輯; the server applies
        // the same prerequisites and locks as to the form.
        noUploadsText={stored.data.access?.hiddenUploads.length ? '本步驟的檔案目前保密，您無法檢視。' : undefined}
        renderUploads={
          projId
            ? (category) => (
                <CategoryUploads
                  stepId={definition.id}
                  projId={projId}
                  category={category}
                  readOnly={!canEdit || !access?.canEdit || Boolean(frozenReason)}
                  // A file can change the step's status (A2.8 is done with its first budget book).
                  onChanged={() => void statuses.mutate()}
                />
              )
            : undefined
        }
        // Until the file list is in, nothing is claimed missing.
        findMissingUploads={(categories) => (files.data ? findMissingUploads(categories, files.data) : [])}
        onFinishEdit={(data, issues) => void finishEditing(data, issues)}
        onStatusChange={(target) => void changeStatus(target)}
        // The files are made from what is stored; the preview tab opens within this click (popup blockers).
        onExport={(form, format) => void downloadExport(exportTarget(form), format)}
        onPreview={(form) => void previewExport(exportTarget(form))}
        onExportAll={(form) => void downloadAllExports(exportTarget(form), form.formats)}
        onSignOff={() => document.getElementById(SIGN_OFF_PANEL_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
      />
      {definition.panels?.includes('airPollutionFee') ? (
        <AirPollutionFeePanel stepId={definition.id} projId={projId} auditId={0} canEdit={canEdit && Boolean(access?.canEdit) && !frozenReason} />
      ) : null}
      {definition.signOff ? (
        <SignOffPanel
          stepId={definition.id}
          projId={projId}
          signOff={definition.signOff}
          canSubmit={canEdit && Boolean(access?.canEdit) && mode === 'view'}
          submitBlockedReason={mode !== 'view' ? '請先完成或取消編輯' : !canEdit ? null : access && !access.canEdit ? '本步驟目前不能送出簽核（前置步驟未完成或已鎖定）' : null}
          onChanged={() => void Promise.all([stored.mutate(), statuses.mutate(), signOffCases.mutate()])}
        />
      ) : null}
      <StepHistory stepId={definition.id} projId={projId} refreshKey={stored.data.version} />
    </div>
  );
}
