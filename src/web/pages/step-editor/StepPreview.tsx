/**
 * The live preview: the step page users get (renderers/step-page/StepPage), drawn from the draft with
 * sample data. It can be tried out — edit, finish, change status — but nothing reaches the server.
 */
import { Component, useMemo, useState, type ReactNode } from 'react';
import { Message } from 'semantic-ui-react';
import { buildSampleStepData } from '../../../domain/step-editor/build-sample-data';
import { checkStepDefinitionShape } from '../../../domain/steps/validate-step-catalogue';
import type { StepDefinition } from '../../../domain/steps/step-definition';
import { STEP_STATE, type StepState } from '../../../domain/steps/step-status';
import type { StepPageMode } from '../../../../renderers/step-page/StepHeader';
import { StepPage } from '../../../../renderers/step-page/StepPage';
import type { StepData } from '../../../../renderers/step-page/step-data';
import { toast } from '../../shared/toast';

/** Catches a definition the renderer cannot draw (say, a form schema rjsf refuses) so the editor stays up. */
class PreviewBoundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  override render() {
    if (this.state.error) {
      return <Message negative header="無法預覽此定義" content={`${this.state.error}。請修正錯誤後再預覽。`} data-testid="preview-error" />;
    }
    return this.props.children;
  }
}

/** Statuses that open the step: its prerequisites done, nothing locking it. */
function openingStatuses(definition: StepDefinition): Record<string, StepState> {
  return Object.fromEntries(definition.rules.prerequisites.map((id) => [id, STEP_STATE.done]));
}

function PreviewPage({ definition }: { definition: StepDefinition }) {
  // The page is remounted when the form changes, so the sample is made once per form.
  const [data, setData] = useState<StepData>(() => buildSampleStepData(definition));
  const [mode, setMode] = useState<StepPageMode>('view');
  const [state, setState] = useState<StepState>(STEP_STATE.inProgress);
  const statuses = useMemo(() => ({ ...openingStatuses(definition), [definition.id]: state }), [definition, state]);
  return (
    <StepPage
      definition={definition}
      data={data}
      mode={mode}
      state={state}
      statuses={statuses}
      stepTitles={{}}
      notice={<div className="pw-muted">以範例資料顯示；試填的內容不會儲存。</div>}
      onEdit={() => setMode('edit')}
      onCancelEdit={() => setMode('view')}
      onFinishEdit={(next) => {
        setData(next);
        setMode('view');
        toast.info('預覽不會儲存資料');
      }}
      onStatusChange={setState}
      onSignOff={() => toast.info('預覽不提供簽章')}
      onExport={() => toast.info('預覽不提供匯出')}
      onPreview={() => toast.info('預覽不提供匯出')}
      onExportAll={() => toast.info('預覽不提供匯出')}
    />
  );
}

/** The preview of a draft, or why it cannot be drawn yet. */
export function StepPreview({ definition }: { definition: Record<string, unknown> }) {
  const shapeFaults = useMemo(() => checkStepDefinitionShape(definition), [definition]);
  if (shapeFaults.length > 0) {
    return (
      <Message warning data-testid="preview-blocked">
        <Message.Header>定義尚有格式錯誤，修正後才能預覽</Message.Header>
        <p>{`共 ${shapeFaults.length} 個錯誤，請見上方錯誤清單。`}</p>
      </Message>
    );
  }
  const typed = definition as unknown as StepDefinition;
  return (
    <div className="pw-preview" data-testid="step-preview">
      <PreviewBoundary key={JSON.stringify([typed.form, typed.records ?? []])}>
        <PreviewPage definition={typed} />
      </PreviewBoundary>
    </div>
  );
}
