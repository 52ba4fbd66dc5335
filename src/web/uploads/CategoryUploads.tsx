/**
 * One upload category of a step: its label and rules (the step page's own description of a category), the
 * upload widget (unless read-only) and its file list. Self-contained: it reads the step's files itself (SWR
 * shares one request between categories), so the step page can drop it into its per-category upload slot.
 */
import { DefaultUploadCategory } from '../../../renderers/step-page/UploadCategoryList';
import type { UploadCategory } from '../../domain/steps/step-definition';
import { StepFileList } from './StepFileList';
import { UploadWidget } from './UploadWidget';
import { useStepFiles } from './use-step-files';
// DefaultUploadCategory's styles live in the step page's stylesheet, which pages other than the step page lack.
import '../../../renderers/step-page/step-page.css';
import './uploads.css';

/** Props of one category. */
export interface CategoryUploadsProps {
  stepId: string;
  projId: number;
  auditId?: number;
  category: UploadCategory;
  readOnly?: boolean;
  /** Slice size of the widget (default 2 MB). */
  chunkSize?: string | number;
  /** Called after a file was stored, removed or changed. */
  onChanged?: () => void;
}

/** The category's widget and list. */
export function CategoryUploads({ stepId, projId, auditId, category, readOnly, chunkSize, onChanged }: CategoryUploadsProps) {
  const { data, mutate } = useStepFiles(stepId, projId, auditId);
  const files = (data ?? []).filter((f) => f.fileTo === category.key);
  const refresh = () => {
    void mutate();
    onChanged?.();
  };
  return (
    <section className="pw-upload-category-block" aria-label={category.label}>
      <DefaultUploadCategory category={category} />
      {category.completesStep ? <p className="pw-muted pw-completes-step">至少上傳一份即視為本步驟已完成。</p> : null}
      {readOnly ? null : <UploadWidget stepId={stepId} projId={projId} auditId={auditId} category={category} files={files} onStored={refresh} chunkSize={chunkSize} />}
      <StepFileList stepId={stepId} category={category} files={files} readOnly={readOnly} onChanged={refresh} />
    </section>
  );
}
