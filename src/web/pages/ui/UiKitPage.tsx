/**
 * /ui 介面元件: the shared components on one page (toasts, dialogs, the download mask, file sizes) and a
 * working demo of the step uploads for a project and step the signed-in user chooses, laid out as the step
 * page lays them out. A place to see and test the components outside any business page.
 */
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Container, Dropdown, Header, Message, Segment } from 'semantic-ui-react';
import { UploadCategoryList } from '../../../../renderers/step-page/UploadCategoryList';
import { formatFileSize } from '../../../domain/file-size';
import type { StepDefinition } from '../../../domain/steps/step-definition';
import { useSessionUser } from '../../api/session-store';
import { useDocumentTitle } from '../../app/use-document-title';
import { confirmDialog, showReminder } from '../../shared/dialogs';
import { withDownloadMask } from '../../shared/DownloadMask';
import { toast } from '../../shared/toast';
import { useGet } from '../../shared/use-post';
import { CategoryUploads, ProjectZipButton } from '../../uploads';
import { ProjectChooser } from '../steps/ProjectChooser';
import { definitionKey } from '../steps/step-api';

/** Steps whose upload categories show the widget's variations: data and drawings, file kinds, video, projectless import. */
const DEMO_STEPS = ['A2.8', 'B1.7', 'B2.1', 'N1.2'];

/** One block of the page: a titled segment. */
function DemoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Segment>
      <Header as="h3" size="small">
        {title}
      </Header>
      {children}
    </Segment>
  );
}

/** The shared components. */
function SharedComponents() {
  return (
    <DemoSection title="共用元件">
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
    </DemoSection>
  );
}

/** The upload demo for a chosen project (?proj_id=, so a link or a test can open it on a project of its own) and step. */
function UploadDemo() {
  const [params, setParams] = useSearchParams();
  const projId = Number(params.get('proj_id')) || null;
  const [stepId, setStepId] = useState(DEMO_STEPS[0]!);
  const definition = useGet<StepDefinition>(definitionKey(stepId));
  return (
    <DemoSection title="檔案上傳">
      <div className="pw-ui-row">
        <ProjectChooser projId={projId} onChange={(id) => setParams({ proj_id: String(id) })} />
        <Dropdown
          selection
          aria-label="示範步驟"
          value={stepId}
          options={DEMO_STEPS.map((id) => ({ key: id, value: id, text: id }))}
          onChange={(_e, d) => setStepId(String(d.value))}
        />
        {projId ? <ProjectZipButton projId={projId} /> : null}
      </div>
      {definition.error ? <Message warning content={`無法讀取步驟 ${stepId} 的定義。`} /> : null}
      {projId && definition.data ? (
        <div data-testid="step-uploads">
          <UploadCategoryList
            categories={definition.data.uploads}
            renderUploads={(category) => <CategoryUploads stepId={stepId} projId={projId} category={category} />}
          />
        </div>
      ) : (
        <p className="pw-muted">請選擇標案。</p>
      )}
    </DemoSection>
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
