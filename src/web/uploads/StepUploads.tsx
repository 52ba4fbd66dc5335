/**
 * Every upload category of a step for one project (widget and list each), with the zip download of the
 * step's files. The step page plugs it into its upload slot; StepUploads drops unfinished missions older
 * than the server keeps them.
 */
import { useEffect } from 'react';
import { Header, Icon, Segment } from 'semantic-ui-react';
import type { UploadCategory } from '../../domain/steps/step-definition';
import { CategoryUploads } from './CategoryUploads';
import { pruneMissions } from './mission-store';
import { ProjectZipButton } from './ProjectZipButton';
import { useStepFiles } from './use-step-files';
import './uploads.css';

/** Props of StepUploads. */
export interface StepUploadsProps {
  stepId: string;
  projId: number;
  auditId?: number;
  categories: readonly UploadCategory[];
  readOnly?: boolean;
  /** Slice size of the widgets (default 2 MB). */
  chunkSize?: string | number;
}

/** All categories of the step. */
export function StepUploads({ stepId, projId, auditId, categories, readOnly, chunkSize }: StepUploadsProps) {
  const { data } = useStepFiles(stepId, projId, auditId);
  useEffect(() => {
    pruneMissions(Date.now());
  }, []);
  return (
    <Segment className="pw-step-uploads" data-testid="step-uploads">
      <div className="pw-step-uploads-head">
        <Header as="h3" size="small">
          <Icon name="upload" />
          上傳檔案
        </Header>
        {data?.length ? <ProjectZipButton projId={projId} serviceTypes={[stepId]} label="下載本步驟全部檔案" /> : null}
      </div>
      {categories.length === 0 ? <p className="pw-muted">本步驟無需上傳檔案。</p> : null}
      {categories.map((category) => (
        <CategoryUploads key={category.key} stepId={stepId} projId={projId} auditId={auditId} category={category} readOnly={readOnly} chunkSize={chunkSize} />
      ))}
    </Segment>
  );
}
