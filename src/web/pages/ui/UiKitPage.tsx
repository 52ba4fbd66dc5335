/**
 * /ui 介面元件: the shared components on one page (toasts, dialogs, the download mask, file sizes) and a
 * working demo of the step uploads for a project and step the signed-in user chooses. A place to see and
 * test the components outside any business page.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { Button, Container, Dropdown, Header, Message, Segment } from 'semantic-ui-react';
import { formatFileSize } from '../../../domain/file-size';
import type { StepDefinition } from '../../../domain/steps/step-definition';
import { api } from '../../api/client';
import { useSessionUser } from '../../api/session-store';
import { useDocumentTitle } from '../../app/use-document-title';
import { confirmDialog, showReminder } from '../../shared/dialogs';
import { withDownloadMask } from '../../shared/DownloadMask';
import { toast } from '../../shared/toast';
import { ProjectZipButton, StepUploads } from '../../uploads';

/** Steps whose upload categories show the widget's variations: data and drawings, file kinds, video, projectless import. */
const DEMO_STEPS = ['A2.8', 'B1.7', 'B2.1', 'N1.2'];

interface ProjectRow {
  proj_id: number;
  proj_name: string;
  proj_number: string;
}

function useProjects(enabled: boolean) {
  return useSWR(enabled ? ['ui-projects'] : null, async () => {
    const page = await api.post<{ list: ProjectRow[] }>('BGC/Search_PROJECT', {}, { query: { page: 1 }, silent: true });
    return page.list;
  });
}

/** The shared components. */
function SharedComponents() {
  return (
    <Segment>
      <Header as="h3" size="small">
        共用元件
      </Header>
      <div className="pw-ui-row">
        <Button type="button" size="small" onClick={() => toast.success('已儲存')}>
          成功訊息
        </Button>
        <Button type="button" size="small" onClick={() => toast.error('上傳資訊不完整! 請確認參數是否設置正確!')}>
          錯誤訊息
        </Button>
        <Button type="button" size="small" onClick={() => void confirmDialog('確定要刪除此檔案嗎？', { okText: '刪除' })}>
          確認對話框
        </Button>
        <Button type="button" size="small" onClick={() => void showReminder({ type: 'preq', steps: [{ label: 'A2.8 工程預算書' }] })}>
          提醒您
        </Button>
        <Button type="button" size="small" onClick={() => void withDownloadMask(new Promise((r) => setTimeout(r, 1500)))}>
          資料下載中
        </Button>
      </div>
      <p className="pw-muted">{[500, 1536, 5 * 1024 ** 2, 1.25 * 1024 ** 3].map(formatFileSize).join('、')}</p>
    </Segment>
  );
}

/** The upload demo for a chosen project and step. */
function UploadDemo() {
  const projects = useProjects(true);
  // ?proj_id= picks the project, so a link (or a test) can open the demo on a project of its own.
  const [params] = useSearchParams();
  const [projId, setProjId] = useState<number | null>(Number(params.get('proj_id')) || null);
  const [stepId, setStepId] = useState(DEMO_STEPS[0]!);
  const definition = useSWR(['ui-step', stepId], () => api.get<StepDefinition>(`STP/Get_Step_Definition/${stepId}`, undefined, { silent: true }));
  const chosen = projId ?? projects.data?.[0]?.proj_id ?? null;
  return (
    <Segment>
      <Header as="h3" size="small">
        檔案上傳
      </Header>
      <div className="pw-ui-row">
        <Dropdown
          selection
          search
          aria-label="示範標案"
          placeholder="選擇標案"
          loading={projects.isLoading}
          value={chosen ?? ''}
          options={(projects.data ?? []).map((p) => ({ key: p.proj_id, value: p.proj_id, text: `${p.proj_number} ${p.proj_name}` }))}
          onChange={(_e, d) => setProjId(Number(d.value))}
        />
        <Dropdown
          selection
          aria-label="示範步驟"
          value={stepId}
          options={DEMO_STEPS.map((id) => ({ key: id, value: id, text: id }))}
          onChange={(_e, d) => setStepId(String(d.value))}
        />
        {chosen ? <ProjectZipButton projId={chosen} /> : null}
      </div>
      {projects.error ? <Message warning content="無法讀取標案清單。" /> : null}
      {chosen && definition.data ? (
        <StepUploads stepId={stepId} projId={chosen} categories={definition.data.uploads ?? []} />
      ) : (
        <p className="pw-muted">請選擇標案。</p>
      )}
    </Segment>
  );
}

/** The page. */
export default function UiKitPage() {
  useDocumentTitle('介面元件');
  const user = useSessionUser();
  return (
    <Container className="pw-ui-kit" style={{ padding: '16px 0' }}>
      <Header as="h2">介面元件</Header>
      <SharedComponents />
      {user ? (
        <UploadDemo />
      ) : (
        <Message info>
          檔案上傳示範需要登入。<Link to="/signin?redirect=%2Fui">前往登入</Link>
        </Message>
      )}
    </Container>
  );
}
