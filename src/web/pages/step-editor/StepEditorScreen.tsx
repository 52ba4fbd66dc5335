/**
 * The editor of one step: the structured and JSON views of one draft, the live preview, the faults (the
 * editor's instant checks and the server's full check, each shown at its field and in a list), saving as
 * a draft version, publishing with the impact on stored submissions and a note, and the versions with
 * comparison, restore, import and export.
 */
import { Suspense, lazy, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { Button, Checkbox, Header, Icon, Label, Loader, Menu } from 'semantic-ui-react';
import { checkEditorDraft, type DraftFault } from '../../../domain/step-editor/check-editor-draft';
import { toEditorAnchor } from '../../../domain/step-editor/fault-anchor';
import { parseJsonPath } from '../../../domain/step-editor/json-path';
import type { StepForm } from '../../../domain/steps/step-definition';
import { ApiError, swrFetcher } from '../../api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { confirmDialog } from '../../shared/dialogs';
import { toast } from '../../shared/toast';
import { useLeaveEditGuard } from '../../shared/use-leave-edit-guard';
import { useBreakpoint } from '../../shared/viewport';
import { CATALOGUE_KEY } from '../steps/step-api';
import { useStepCatalogue } from '../steps/use-step-catalogue';
import { downloadDefinitionFile } from './download-definition-file';
import { FaultList } from './FaultList';
import { ImportDefinitionButton } from './ImportDefinitionButton';
import { mergeFaults } from './merge-faults';
import { PublishDialog, type PublishRequest } from './PublishDialog';
import {
  checkStepDraft,
  checkStepImpact,
  currentVersionOf,
  fetchStepVersion,
  isRestore,
  publishStepVersion,
  saveStepDraft,
  versionsKey,
  type StepVersionHistory,
} from './step-editor-api';
import { StepPreview } from './StepPreview';
import { StructuredEditor } from './StructuredEditor';
import { useStepDraft } from './use-step-draft';
import { VersionsPanel } from './VersionsPanel';

// CodeMirror is loaded when the JSON view is first opened; most edits never need it.
const JsonDefinitionEditor = lazy(() => import('./JsonDefinitionEditor').then((m) => ({ default: m.JsonDefinitionEditor })));

type Tab = 'structured' | 'json' | 'preview' | 'versions';

const TABS: readonly { key: Tab; label: string; icon: 'list alternate outline' | 'code' | 'eye' | 'history' }[] = [
  { key: 'structured', label: '結構化編輯', icon: 'list alternate outline' },
  { key: 'json', label: 'JSON', icon: 'code' },
  { key: 'preview', label: '預覽', icon: 'eye' },
  { key: 'versions', label: '版本與發布紀錄', icon: 'history' },
];

/** Props of StepEditorScreen. */
export interface StepEditorScreenProps {
  stepId: string;
  /** What the editor starts from: a stored version, an imported file or a new step's template. */
  initial: Record<string, unknown>;
  /** The stored version `initial` is, or null when it was never stored. */
  initialVersion: number | null;
  onBack: () => void;
  /** An imported file belongs to another step: open that one with the file's content. */
  onOpenOther: (stepId: string, definition: Record<string, unknown>) => void;
}

const silent = (error: unknown) => void error;

/** The editor screen. */
export function StepEditorScreen({ stepId, initial, initialVersion, onBack, onOpenOther }: StepEditorScreenProps) {
  const draft = useStepDraft(initial, initialVersion);
  const { definition } = draft;
  const title = typeof definition.title === 'string' ? definition.title : '';
  useDocumentTitle(`步驟定義管理－${stepId}`);
  const { mutate } = useSWRConfig();
  const { catalogue } = useStepCatalogue();
  const history = useSWR<StepVersionHistory>(versionsKey(stepId), swrFetcher);
  const breakpoint = useBreakpoint();
  const [tab, setTab] = useState<Tab>('structured');
  // The JSON view mounts when first opened (CodeMirror loads then) and stays mounted, as the structured view does.
  const [jsonOpened, setJsonOpened] = useState(false);
  const openTab = (next: Tab) => {
    setTab(next);
    if (next === 'json') setJsonOpened(true);
  };
  const [split, setSplit] = useState(false);
  const [busy, setBusy] = useState(false);
  const [publishing, setPublishing] = useState<PublishRequest | null>(null);
  const [reveal, setReveal] = useState<{ field: string; seq: number } | null>(null);
  const [jsonFocus, setJsonFocus] = useState<{ path: string; seq: number } | null>(null);
  useLeaveEditGuard(draft.dirty ? 'edit' : 'view');

  const canSplit = breakpoint === 'lg' || breakpoint === 'xl';
  const splitting = split && canSplit;
  const shownTab = splitting && tab === 'preview' ? 'structured' : tab;

  // Checking is quick, but typing should not wait for it.
  const deferred = useDeferredValue(definition);
  const knownIds = useMemo(() => (catalogue ?? []).map((entry) => entry.id), [catalogue]);
  const localFaults = useMemo(() => checkEditorDraft(deferred, knownIds), [deferred, knownIds]);
  const faults = useMemo(() => mergeFaults(localFaults, draft.serverFaults), [localFaults, draft.serverFaults]);
  const choices = useMemo(() => (catalogue ?? []).map((entry) => ({ id: entry.id, title: entry.title })), [catalogue]);

  // A stored version opened here gets the server's verdict (the cross-catalogue checks) at once; once
  // per content, as a repeated identical call would be refused by the client while the first is out.
  const { stored, key, serverFaults, markChecked } = draft;
  const autoChecked = useRef<string | null>(null);
  useEffect(() => {
    if (!stored || stored.key !== key || serverFaults !== null || autoChecked.current === key) return;
    autoChecked.current = key;
    checkStepDraft(definition)
      .then((found) => markChecked(key, found))
      .catch(() => {
        autoChecked.current = null;
      });
  }, [stored, key, serverFaults, markChecked, definition]);

  const currentVersion = currentVersionOf(history.data);
  const published = new Set((history.data?.publications ?? []).map((p) => p.version));
  const storedVersion = draft.stored && !draft.dirty ? draft.stored.version : null;
  const publishBlock = draft.dirty
    ? '請先儲存草稿，再發布'
    : faults.length > 0
      ? `尚有 ${faults.length} 個錯誤，修正後才能發布`
      : serverFaults === null
        ? '檢查中…'
        : storedVersion !== null && storedVersion === currentVersion
          ? '此版本已是目前版本'
          : null;

  const showFault = (fault: DraftFault) => {
    if (shownTab === 'json') {
      setJsonFocus({ path: fault.path, seq: Date.now() });
      return;
    }
    setTab('structured');
    const anchor = toEditorAnchor(parseJsonPath(fault.path), (definition as { form?: StepForm }).form);
    if (anchor[0] === 'form' && typeof anchor[2] === 'string') setReveal({ field: anchor[2], seq: Date.now() });
    // After the tab and any opened card have rendered, scroll to where the fault is shown.
    setTimeout(() => {
      const target = [...document.querySelectorAll<HTMLElement>('.pw-fault-note')].find((note) => note.textContent?.includes(fault.message));
      const field = target?.closest<HTMLElement>('[data-anchor]');
      field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      field?.querySelector<HTMLElement>('input:not([type=hidden]):not([readonly]), textarea, select')?.focus({ preventScroll: true });
    }, 80);
  };

  const check = async () => {
    setBusy(true);
    try {
      const found = await checkStepDraft(definition);
      markChecked(key, found);
      if (found.length === 0 && localFaults.length === 0) toast.success('檢查通過');
      else toast.warning(`共 ${mergeFaults(localFaults, found).length} 個錯誤`);
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    setBusy(true);
    try {
      const saved = await saveStepDraft(definition);
      draft.markSaved(saved.version, saved.faults);
      await history.mutate();
      const total = mergeFaults(localFaults, saved.faults).length;
      if (total > 0) toast.warning(`已儲存草稿（第 ${saved.version} 版），尚有 ${total} 個錯誤，修正後才能發布`);
      else toast.success(`已儲存草稿（第 ${saved.version} 版）`);
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
    }
  };

  const askPublish = async (version: number) => {
    setBusy(true);
    try {
      const impact = await checkStepImpact(stepId, version);
      setPublishing({ stepId, version, restore: isRestore(history.data, version), impact });
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
    }
  };

  const publish = async (note: string) => {
    if (!publishing) return;
    setBusy(true);
    try {
      await publishStepVersion(stepId, publishing.version, note);
      toast.success(publishing.restore ? `已還原為第 ${publishing.version} 版` : `已發布 ${stepId} 第 ${publishing.version} 版`);
      setPublishing(null);
      // The menus, lists and step pages read the catalogue: the new version shows there from now on.
      await Promise.all([history.mutate(), mutate(CATALOGUE_KEY)]);
    } catch (error) {
      // A refusal for faults names them: they go to their fields, as a check's would.
      const refused = error instanceof ApiError ? (error.errors as { faults?: unknown } | undefined)?.faults : undefined;
      if (Array.isArray(refused)) {
        setPublishing(null);
        if (draft.stored?.version === publishing.version) markChecked(draft.stored.key, refused as DraftFault[]);
      }
    } finally {
      setBusy(false);
    }
  };

  const loadVersion = async (version: number) => {
    if (draft.dirty && !(await confirmDialog('尚未儲存的修改將會捨棄，確定載入其他版本？', { okText: '載入' }))) return;
    setBusy(true);
    try {
      draft.load(await fetchStepVersion(stepId, version), version);
      toast.info(`已載入第 ${version} 版`);
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
    }
  };

  const importFile = async (imported: Record<string, unknown>, id: string) => {
    if (id !== stepId) {
      if (await confirmDialog(`檔案的步驟代碼為 ${id}，不是目前編輯的 ${stepId}。要改為編輯 ${id} 嗎？`, { okText: `編輯 ${id}` })) onOpenOther(id, imported);
      return;
    }
    if (draft.dirty && !(await confirmDialog('匯入的內容將取代尚未儲存的修改，確定匯入？', { okText: '匯入' }))) return;
    draft.replace(imported);
    toast.info('已載入檔案內容，請檢查後儲存草稿');
  };

  const exportFile = (version?: number) => {
    const target = version ?? draft.stored?.version ?? currentVersion ?? undefined;
    if (target === undefined) {
      toast.warning('尚未儲存，請先儲存草稿再匯出');
      return;
    }
    if (version === undefined && draft.dirty) toast.info(`匯出已儲存的第 ${target} 版；尚未儲存的修改不包含在內`);
    void downloadDefinitionFile(stepId, target).catch(silent);
  };

  const status = draft.dirty ? (
    <Label color="orange" size="small" data-testid="draft-status">
      {draft.stored ? `已修改（以第 ${draft.stored.version} 版為基礎），尚未儲存` : '尚未儲存'}
    </Label>
  ) : (
    <Label color={draft.stored?.version === currentVersion ? 'green' : 'yellow'} size="small" data-testid="draft-status">
      {`第 ${draft.stored?.version ?? '?'} 版・${
        draft.stored?.version === currentVersion ? '目前版本' : published.has(draft.stored?.version ?? 0) ? '曾發布，非目前版本' : '草稿，尚未發布'
      }`}
    </Label>
  );

  const editor = (
    <>
      {/* Kept mounted while hidden, so opened cards and typed text survive a look at another tab. */}
      <div hidden={shownTab !== 'structured'}>
        <StructuredEditor definition={definition} faults={faults} catalogue={choices} reveal={reveal} edit={draft.edit} replace={draft.replace} />
      </div>
      {jsonOpened ? (
        <div hidden={shownTab !== 'json'}>
          <Suspense fallback={<Loader active inline="centered" content="載入 JSON 編輯器…" />}>
            <JsonDefinitionEditor definition={definition} faults={faults} onChange={draft.replace} focus={jsonFocus} />
          </Suspense>
        </div>
      ) : null}
      {shownTab === 'preview' ? <StepPreview definition={deferred} /> : null}
      {shownTab === 'versions' ? (
        <VersionsPanel
          stepId={stepId}
          history={history.data}
          editingVersion={draft.dirty ? null : (draft.stored?.version ?? null)}
          busy={busy}
          onLoad={(v) => void loadVersion(v)}
          onPublish={(v) => void askPublish(v)}
          onExport={(v) => exportFile(v)}
        />
      ) : null}
    </>
  );

  return (
    <div className="pw-step-editor" data-testid="step-editor">
      <button type="button" className="pw-fault-link pw-back" onClick={onBack}>
        <Icon name="arrow left" />
        返回步驟清單
      </button>
      <div className="pw-page-header pw-editor-header">
        <Header as="h2" className="pw-flush">
          <span className="pw-step-code">{stepId}</span> {title || '（未命名）'}
        </Header>
        {status}
      </div>
      <div className="pw-editor-toolbar" role="toolbar" aria-label="步驟定義操作">
        <Button type="button" basic icon="check square outline" content="檢查" disabled={busy} onClick={() => void check()} />
        <Button type="button" primary icon="save" content="儲存草稿" disabled={busy || !draft.dirty} onClick={() => void save()} />
        <span className="pw-tip" title={publishBlock ?? undefined}>
          <Button
            type="button"
            color="green"
            icon="send"
            content="發布"
            disabled={busy || publishBlock !== null || storedVersion === null}
            onClick={() => storedVersion !== null && void askPublish(storedVersion)}
          />
        </span>
        <ImportDefinitionButton disabled={busy} onImported={(d, id) => void importFile(d, id)} />
        <Button type="button" basic icon="download" content="匯出 JSON" disabled={busy} onClick={() => exportFile()} />
        {canSplit ? <Checkbox toggle className="pw-split-toggle" label="並排預覽" checked={split} onChange={(_e, data) => setSplit(Boolean(data.checked))} /> : null}
      </div>
      {publishBlock ? (
        <div className="pw-muted pw-publish-hint" data-testid="publish-hint">
          {publishBlock}
        </div>
      ) : null}
      <FaultList faults={faults} serverChecked={draft.serverFaults !== null} onSelect={showFault} />
      <Menu pointing secondary className="pw-editor-tabs">
        {TABS.filter((t) => !(splitting && t.key === 'preview')).map((t) => (
          <Menu.Item key={t.key} active={shownTab === t.key} onClick={() => openTab(t.key)}>
            <Icon name={t.icon} />
            {t.label}
          </Menu.Item>
        ))}
      </Menu>
      {/* One tree whether split or not, so turning the preview on keeps the editor's state. */}
      <div className={splitting ? 'pw-editor-split' : 'pw-editor-single'}>
        <div className="pw-editor-split-main">{editor}</div>
        {splitting ? (
          <div className="pw-editor-split-preview">
            <StepPreview definition={deferred} />
          </div>
        ) : null}
      </div>
      <PublishDialog request={publishing} busy={busy} onCancel={() => setPublishing(null)} onConfirm={(note) => void publish(note)} />
    </div>
  );
}
