/**
 * The one generic step page: renders ANY step definition from props (no fetching of its own) — header with
 * status, guidance (legal basis, key points, references, deadline), the form in view/edit/add mode, record
 * tables, upload categories, status buttons, sign-off and export. The page that hosts it fetches, saves and
 * shows the dialogs; this component reports what the user asks for through its callbacks.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Header, Icon, List, Message, Segment } from 'semantic-ui-react';
import type { FormErrorSchema } from '../../src/domain/steps/build-form-error-schema';
import { decideStepAccess, type StepStatusLookup } from '../../src/domain/steps/decide-step-access';
import type { ExportForm, StepDefinition, UploadCategory } from '../../src/domain/steps/step-definition';
import type { StepState } from '../../src/domain/steps/step-status';
import { SchemaForm, type SchemaFormHandle } from '../form-theme/SchemaForm';
import { collectStepIssues, type StepIssue, type StepIssues } from './collect-step-issues';
import { describeStatusTargets, explainRuleBlock } from './describe-status-targets';
import { RecordCollectionTable } from './RecordCollectionTable';
import { StatusControl } from './StatusControl';
import { StepActions, type ExportFormat, type StepEnvironment } from './StepActions';
import { StepGuidance } from './StepGuidance';
import { StepHeader, type StepPageMode } from './StepHeader';
import { formPartOf, isEmptyStepData, recordsOf, withFormPart, withRecords, type StepData } from './step-data';
import { UploadCategoryList } from './UploadCategoryList';
import './step-page.css';

/** Props of StepPage. */
export interface StepPageProps {
  /** The definition to show; for viewing a submission captured under an older version, that version. */
  definition: StepDefinition;
  /** The current definition, used while editing (defaults to `definition`). */
  editDefinition?: StepDefinition;
  /** The stored data: form fields plus records under their collection keys. */
  data: StepData;
  mode: StepPageMode;
  /** The step's own status (null when unknown). */
  state: StepState | null;
  /** Known statuses of the step and every step its rules name, for the rule function. */
  statuses: StepStatusLookup;
  /** Step id → title, to name blocking steps. */
  stepTitles?: Readonly<Record<string, string>>;
  /** The user holds the step's edit codes (default true). */
  canEdit?: boolean;
  /** Why the content cannot be edited now although the user may edit the step (an open sign-off case). */
  frozenReason?: string | null;
  /** Replaces the edit draft (my edits re-applied on someone else's newer data); a new `key` applies it again. */
  resetDraft?: { key: number; data: StepData };
  /** Field errors from the server (its errorSchema), shown under their fields and record rows. */
  extraErrors?: FormErrorSchema;
  /** A call is running: buttons wait. */
  busy?: boolean;
  /** A note shown above the form (e.g. which definition version the data was captured under). */
  notice?: ReactNode;
  /** Controls placed in the header's button row (e.g. a project chooser). */
  headerExtra?: ReactNode;
  /** Link to another step's page (prerequisite lists); none: plain text. */
  stepHref?: (stepId: string) => string | undefined;
  /** Renders the link for stepHref (the app passes its router Link); default a plain anchor. */
  renderLink?: (href: string, children: ReactNode) => ReactNode;
  /** Which exports to offer. */
  environment?: StepEnvironment;
  onEdit?: () => void;
  onCancelEdit?: () => void;
  /** 完成編輯: the data to save and what the fool-proofing check found in it. */
  onFinishEdit?: (data: StepData, issues: StepIssues) => void;
  onStatusChange?: (target: StepState) => void;
  onSignOff?: () => void;
  onExport?: (form: ExportForm, format: ExportFormat) => void;
  /** 預覽 of a form's PDF (opens its tab in the handler itself). */
  onPreview?: (form: ExportForm) => void;
  /** 全部匯出 of a form. */
  onExportAll?: (form: ExportForm) => void;
  /** The upload widget of a category (default: the category described). */
  renderUploads?: (category: UploadCategory) => ReactNode;
  /** What the upload section says when no category is shown (default: the step takes no files). */
  noUploadsText?: string;
  /** Which required upload categories still lack a file (上傳 items of the fool-proofing check). */
  findMissingUploads?: (categories: UploadCategory[]) => UploadCategory[];
}

function issuesToErrorSchema(issues: StepIssue[]): FormErrorSchema {
  const root: FormErrorSchema = {};
  for (const { path, message } of issues) {
    let node = root;
    for (const segment of path) {
      const child = node[segment];
      node = node[segment] = child && !Array.isArray(child) ? child : {};
    }
    (node.__errors ??= []).push(message);
  }
  return root;
}

function pick(errors: FormErrorSchema | undefined, key: string): FormErrorSchema | undefined {
  const node = errors?.[key];
  return node && !Array.isArray(node) ? node : undefined;
}

/** The step page. */
export function StepPage(props: StepPageProps) {
  const { definition, data, mode, state, statuses, stepTitles = {}, canEdit = true, extraErrors, busy, notice, headerExtra, environment } = props;
  const { stepHref, renderLink = (href, children) => <a href={href}>{children}</a> } = props;
  const editing = mode !== 'view';
  const shown = editing ? (props.editDefinition ?? definition) : definition;
  const [draft, setDraft] = useState<StepData>(data);
  const [tried, setTried] = useState(false);
  const [localIssues, setLocalIssues] = useState<StepIssue[]>([]);
  const form = useRef<SchemaFormHandle>(null);
  // The server's errors describe the data it was sent; a field the user has changed since no longer has them.
  const [sentData, setSentData] = useState<StepData>(data);

  // While viewing, the draft follows the stored data, so entering edit mode starts from what is stored.
  useEffect(() => {
    if (mode === 'view') {
      setDraft(data);
      setTried(false);
      setLocalIssues([]);
    }
  }, [mode, data]);

  const resetKey = props.resetDraft?.key;
  useEffect(() => {
    if (props.resetDraft) setDraft(props.resetDraft.data);
    // Only a new key resets: the same draft object on every render must not undo the user's typing.
  }, [resetKey]);

  const current = editing ? draft : data;
  // A new object each render would make rjsf compare the data again on every keystroke elsewhere on the page.
  const formPart = useMemo(() => formPartOf(shown, current), [shown, current]);
  const access = useMemo(() => decideStepAccess(definition.rules, statuses, { stepId: definition.id }), [definition, statuses]);
  const nameOf = (id: string) => (stepTitles[id] ? `${id} ${stepTitles[id]}` : id);
  const editBlockedReason = canEdit ? (props.frozenReason ?? explainRuleBlock(access, nameOf)) : '您沒有編輯此步驟的權限';
  const targets = describeStatusTargets(definition.rules, statuses, {
    stepId: definition.id,
    state,
    canEdit,
    editing,
    nameOf,
    signOffRequired: Boolean(definition.signOff),
    frozenReason: props.frozenReason,
  });
  const recordKeys = new Set((shown.records ?? []).map((r) => r.key));
  // Keyed by content, so a parent passing an equal object on each render does not revive fixed errors.
  const extraKey = JSON.stringify(extraErrors ?? null);
  useEffect(() => setSentData(draft), [extraKey]);
  const errors = useMemo(() => {
    const stillValid = Object.entries(extraErrors ?? {}).filter(([key]) => JSON.stringify(draft[key]) === JSON.stringify(sentData[key]));
    return { ...issuesToErrorSchema(localIssues), ...Object.fromEntries(stillValid) } as FormErrorSchema;
  }, [localIssues, extraErrors, draft, sentData]);
  const formErrors = Object.fromEntries(Object.entries(errors).filter(([key]) => !recordKeys.has(key))) as FormErrorSchema;

  const finish = () => {
    const issues = collectStepIssues(shown, draft, props.findMissingUploads?.(shown.uploads.filter((u) => u.required)) ?? []);
    setTried(true);
    // Record problems have no field of the main form to sit under; they mark their table rows instead.
    setLocalIssues([...issues.required, ...issues.errors].filter((issue) => recordKeys.has(issue.path[0] ?? '')));
    form.current?.validateForm();
    props.onFinishEdit?.(draft, issues);
  };

  const link = (id: string) => {
    const href = stepHref?.(id);
    return href ? renderLink(href, nameOf(id)) : nameOf(id);
  };

  return (
    <div className="pw-step-page" data-step={definition.id} data-mode={mode}>
      <StepHeader
        id={definition.id}
        title={shown.title}
        state={state}
        mode={mode}
        empty={isEmptyStepData(data)}
        editBlockedReason={editBlockedReason}
        busy={busy}
        onEdit={props.onEdit}
        onCancel={props.onCancelEdit}
        onFinish={finish}
        before={headerExtra}
      />

      {access.locked ? (
        <Message warning icon data-testid="step-locked">
          <Icon name="lock" />
          <Message.Content>
            <Message.Header>本步驟已鎖定</Message.Header>
            後續步驟已開始辦理，本步驟不能再編輯：
            <List horizontal items={access.lockedBy.map((id) => ({ key: id, content: link(id) }))} />
          </Message.Content>
        </Message>
      ) : !access.prerequisitesMet ? (
        <Message info icon data-testid="step-prerequisites">
          <Icon name="info circle" />
          <Message.Content>
            <Message.Header>請先完成前置步驟</Message.Header>
            以下步驟完成（或無須辦理）後，本步驟才能編輯及變更狀態：
            <List bulleted items={access.unmet.map((id) => ({ key: id, content: link(id) }))} />
          </Message.Content>
        </Message>
      ) : null}

      <StepGuidance definition={shown} />

      <Segment className="pw-form-segment">
        <Header as="h3" size="small">
          <Icon name="edit outline" />
          填報內容
        </Header>
        {notice ? <div className="pw-notice">{notice}</div> : null}
        <SchemaForm
          ref={form}
          schema={shown.form.schema}
          uiSchema={shown.form.uiSchema}
          formData={formPart}
          mode={editing ? 'edit' : 'view'}
          extraErrors={formErrors}
          liveValidate={tried}
          onChange={(formPart) => setDraft((before) => withFormPart(shown, before, formPart))}
        />
      </Segment>

      {(shown.records ?? []).map((collection) => (
        <RecordCollectionTable
          key={collection.key}
          collection={collection}
          records={recordsOf(current, collection.key)}
          editable={editing}
          errors={pick(errors, collection.key)}
          onChange={(records) => setDraft((before) => withRecords(before, collection.key, records))}
        />
      ))}

      <UploadCategoryList categories={shown.uploads} renderUploads={props.renderUploads} emptyText={props.noUploadsText} />

      <Segment className="pw-status-segment">
        <Header as="h3" size="small">
          <Icon name="flag outline" />
          辦理狀態
        </Header>
        <StatusControl targets={targets} busy={busy} onChange={props.onStatusChange} />
        <StepActions
          signOff={shown.signOff}
          exports={shown.exports}
          environment={environment}
          onSignOff={props.onSignOff}
          onExport={props.onExport}
          onPreview={props.onPreview}
          onExportAll={props.onExportAll}
        />
      </Segment>
    </div>
  );
}
