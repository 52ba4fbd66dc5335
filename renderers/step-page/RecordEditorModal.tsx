/**
 * Adds or edits one record of a collection in a dialog, with the record's own schema and uiSchema; a record
 * with required or wrong fields is not taken (its errors show under the fields).
 */
import { useRef, useState } from 'react';
import { Button, Modal } from 'semantic-ui-react';
import type { RecordCollection } from '../../src/domain/steps/step-definition';
import { SchemaForm, type SchemaFormHandle } from '../form-theme/SchemaForm';
import type { StepRecord } from './step-data';

/** Props of RecordEditorModal. */
export interface RecordEditorModalProps {
  collection: RecordCollection;
  /** The record being edited, or null to add one. */
  record: StepRecord | null;
  onSave: (record: StepRecord) => void;
  onCancel: () => void;
}

/** The record dialog. */
export function RecordEditorModal({ collection, record, onSave, onCancel }: RecordEditorModalProps) {
  const [draft, setDraft] = useState<StepRecord>(record ?? {});
  const [tried, setTried] = useState(false);
  const form = useRef<SchemaFormHandle>(null);
  const save = () => {
    setTried(true);
    if (form.current?.validateForm()) onSave(draft);
  };
  return (
    <Modal open size="small" onClose={onCancel} closeOnDimmerClick={false} role="dialog" aria-modal="true" aria-label={`${record ? '編輯' : '新增'}${collection.title}`}>
      <Modal.Header>{`${record ? '編輯' : '新增'}${collection.title}`}</Modal.Header>
      <Modal.Content scrolling>
        <SchemaForm
          ref={form}
          schema={collection.schema}
          uiSchema={collection.uiSchema}
          formData={draft}
          mode="edit"
          idPrefix={`record_${collection.key}`}
          liveValidate={tried}
          onChange={setDraft}
        />
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onCancel}>
          取消
        </Button>
        <Button type="button" primary onClick={save}>
          確定
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
