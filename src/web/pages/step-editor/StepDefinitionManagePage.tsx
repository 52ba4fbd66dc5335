/**
 * /systemManage/stepDefinitionManage (code 90): the step catalogue, and with ?step=<id> the editor of one
 * step. What a new step or an imported file starts from travels in the navigation state, so the address
 * stays a plain bookmark of the step.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Loader, Message } from 'semantic-ui-react';
import { api } from '../../api/client';
import { toast } from '../../shared/toast';
import { StepCatalogueView } from './StepCatalogueView';
import { StepEditorScreen } from './StepEditorScreen';
import { fetchStepVersion, versionsKey, type StepVersionHistory } from './step-editor-api';
import './step-editor.css';

/** Content to begin editing from instead of the newest stored version. */
export interface EditorStart {
  definition: Record<string, unknown>;
  kind: 'template' | 'imported';
}

type Loaded = { definition: Record<string, unknown>; version: number | null } | { error: string };

/** Fetches what the editor starts from: an imported file as is, else the newest stored version, else a new step's template. */
function StepEditorLoader({ stepId, start, onBack, onOpen }: { stepId: string; start: EditorStart | null; onBack: () => void; onOpen: (id: string, start?: EditorStart) => void }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    const run = async (): Promise<Loaded> => {
      if (start?.kind === 'imported') return { definition: start.definition, version: null };
      const history = await api.get<StepVersionHistory>(versionsKey(stepId));
      const newest = history.versions[0];
      if (newest) {
        // A step created here but never published is found again by its code: its drafts are kept.
        if (start?.kind === 'template') toast.info(`步驟 ${stepId} 已有儲存的草稿，已載入第 ${newest.version} 版`);
        return { definition: await fetchStepVersion(stepId, newest.version), version: newest.version };
      }
      if (start) return { definition: start.definition, version: null };
      return { error: `查無步驟 ${stepId}` };
    };
    run()
      .then((result) => live && setLoaded(result))
      .catch((error: unknown) => live && setLoaded({ error: error instanceof Error ? error.message : String(error) }));
    return () => {
      live = false;
    };
  }, [stepId, start]);

  if (!loaded) return <Loader active inline="centered" content="載入中…" />;
  if ('error' in loaded) {
    return (
      <Message negative data-testid="editor-load-error">
        <Message.Header>無法開啟步驟定義</Message.Header>
        <p>{loaded.error}</p>
        <button type="button" className="pw-fault-link" onClick={onBack}>
          返回步驟清單
        </button>
      </Message>
    );
  }
  return (
    <StepEditorScreen
      stepId={stepId}
      initial={loaded.definition}
      initialVersion={loaded.version}
      onBack={onBack}
      onOpenOther={(id, definition) => onOpen(id, { definition, kind: 'imported' })}
    />
  );
}

/** The screen. */
export default function StepDefinitionManagePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const stepId = params.get('step');
  const start = (location.state as { start?: EditorStart } | null)?.start ?? null;
  const open = (id: string, begin?: EditorStart) => navigate({ search: `?step=${encodeURIComponent(id)}` }, { state: begin ? { start: begin } : null });
  const back = () => navigate({ search: '' });
  if (!stepId) return <StepCatalogueView onOpen={open} />;
  // A new navigation (another step, another file) starts a fresh editor.
  return <StepEditorLoader key={`${stepId}|${location.key}`} stepId={stepId} start={start} onBack={back} onOpen={open} />;
}
