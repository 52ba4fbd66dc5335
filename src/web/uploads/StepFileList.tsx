/**
 * The files of one category: thumbnail, name (downloads under the 資料下載中 mask), code, kind, size,
 * uploader and time in the ROC calendar, remark (editable), and delete after a confirmation.
 */
import { Button, Table } from 'semantic-ui-react';
import { formatFileSize } from '../../domain/file-size';
import { formatRocDateTime } from '../../domain/roc-date';
import type { UploadCategory } from '../../domain/steps/step-definition';
import { confirmDialog } from '../shared/dialogs';
import { toast } from '../shared/toast';
import { downloadStepFile } from './download-file';
import { FileThumbnail } from './FileThumbnail';
import { RemarkEditor } from './RemarkEditor';
import { thumbnailLoader } from './thumbnails';
import { deleteStepFile, type StepFile } from './upload-api';

/** Props of the list. */
export interface StepFileListProps {
  stepId: string;
  category: UploadCategory;
  files: readonly StepFile[];
  readOnly?: boolean;
  /** Runs after a remark is saved or a file deleted (to refresh). */
  onChanged: () => void;
}

/** The list; a short note when the category has no files yet. */
export function StepFileList({ stepId, category, files, readOnly, onChanged }: StepFileListProps) {
  if (files.length === 0) return <p className="pw-muted pw-no-files">尚未上傳檔案</p>;
  const kindLabel = (value: string | null) => category.fileTypes?.find((t) => t.value === value)?.label ?? value ?? '';

  const remove = async (file: StepFile) => {
    if (!(await confirmDialog(`確定要刪除「${file.filename}」嗎？刪除後無法復原。`, { okText: '刪除' }))) return;
    try {
      await deleteStepFile(file.id);
      thumbnailLoader.release(`${stepId}/${file.id}`);
      toast.success('已刪除');
      onChanged();
    } catch {
      // The client has shown the reason.
    }
  };

  return (
    <Table compact="very" className="pw-file-table" data-testid={`file-list-${category.key}`}>
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell className="pw-col-thumb">預覽</Table.HeaderCell>
          <Table.HeaderCell>檔案名稱</Table.HeaderCell>
          <Table.HeaderCell>代碼</Table.HeaderCell>
          {category.fileTypes?.length ? <Table.HeaderCell>檔案種類</Table.HeaderCell> : null}
          <Table.HeaderCell>大小</Table.HeaderCell>
          <Table.HeaderCell>上傳者／時間</Table.HeaderCell>
          <Table.HeaderCell>備註</Table.HeaderCell>
          {readOnly ? null : <Table.HeaderCell className="pw-col-actions">操作</Table.HeaderCell>}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {files.map((file) => (
          <Table.Row key={file.id} data-testid="file-row">
            <Table.Cell className="pw-col-thumb">
              <FileThumbnail stepId={stepId} file={file} />
            </Table.Cell>
            <Table.Cell>
              <button type="button" className="pw-link-button" onClick={() => void downloadStepFile(stepId, file).catch(() => undefined)} title="下載">
                {file.filename}
              </button>
            </Table.Cell>
            <Table.Cell>{file.code}</Table.Cell>
            {category.fileTypes?.length ? <Table.Cell>{kindLabel(file.file_type)}</Table.Cell> : null}
            <Table.Cell className="pw-nowrap">{formatFileSize(file.size)}</Table.Cell>
            <Table.Cell>
              {file.uploader_name ?? ''}
              <div className="pw-muted">{formatRocDateTime(new Date(file.created_at))}</div>
            </Table.Cell>
            <Table.Cell>
              <RemarkEditor id={file.id} remark={file.remark} readOnly={readOnly} onSaved={onChanged} />
            </Table.Cell>
            {readOnly ? null : (
              <Table.Cell className="pw-col-actions">
                <Button type="button" size="mini" basic icon="download" aria-label={`下載 ${file.filename}`} onClick={() => void downloadStepFile(stepId, file).catch(() => undefined)} />
                <Button type="button" size="mini" basic negative icon="trash" aria-label={`刪除 ${file.filename}`} onClick={() => void remove(file)} />
              </Table.Cell>
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  );
}
