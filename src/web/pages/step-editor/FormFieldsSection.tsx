/**
 * The form's fields, added, reordered, configured and removed without writing JSON; each change goes
 * through the domain's pure form operations, so the JSON view and the preview follow at once.
 */
import { useEffect, useState } from 'react';
import { Button } from 'semantic-ui-react';
import { addFormField, nextFieldName } from '../../../domain/step-editor/add-form-field';
import { configureFormField } from '../../../domain/step-editor/configure-form-field';
import { anchorOf } from '../../../domain/step-editor/fault-anchor';
import { listFormFields } from '../../../domain/step-editor/form-fields';
import { moveFormField } from '../../../domain/step-editor/move-form-field';
import { removeFormField } from '../../../domain/step-editor/remove-form-field';
import { renameFormField } from '../../../domain/step-editor/rename-form-field';
import { confirmDialog } from '../../shared/dialogs';
import { EditorSection, type SectionProps } from './editor-parts';
import { FormFieldCard } from './FormFieldCard';

/** Props of FormFieldsSection: the section's, plus a field to open (a fault was chosen in the list). */
export interface FormFieldsSectionProps extends SectionProps {
  reveal?: { field: string; seq: number } | null;
}

/** The form-field section. */
export function FormFieldsSection({ definition, replace, reveal }: FormFieldsSectionProps) {
  const fields = listFormFields(definition.form);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (reveal) setOpen((before) => new Set([...before, reveal.field]));
  }, [reveal]);

  const toggle = (name: string) =>
    setOpen((before) => {
      const next = new Set(before);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  const add = () => {
    const name = nextFieldName(definition.form);
    replace((d) => ({ ...d, form: addFormField(d.form, 'text').form }));
    setOpen((before) => new Set([...before, name]));
  };

  const remove = async (name: string, title: string) => {
    if (!(await confirmDialog(`確定刪除欄位「${title}」？已儲存的資料中此欄位的內容，在發布後將不再顯示。`, { okText: '刪除' }))) return;
    replace((d) => ({ ...d, form: removeFormField(d.form, name) }));
  };

  return (
    <EditorSection
      anchor={anchorOf('form', 'fields')}
      title="表單欄位"
      hint="使用者在步驟頁填報的欄位。新增後展開設定類型、標題、必填、輸入元件、選項與顯示條件；箭頭調整順序。"
      actions={<Button type="button" size="small" primary icon="plus" content="新增欄位" onClick={add} />}
    >
      {fields.length === 0 ? <p className="pw-muted">表單尚無欄位。</p> : null}
      <div className="pw-field-list">
        {fields.map((field, index) => (
          <FormFieldCard
            key={field.name}
            definition={definition}
            field={field}
            index={index}
            count={fields.length}
            open={open.has(field.name)}
            onToggle={() => toggle(field.name)}
            onConfigure={(patch) => replace((d) => ({ ...d, form: configureFormField(d.form, field.name, patch) }))}
            onRename={(name) => {
              replace((d) => renameFormField(d, field.name, name));
              setOpen((before) => new Set([...before].map((n) => (n === field.name ? name : n))));
            }}
            onMove={(offset) => replace((d) => ({ ...d, form: moveFormField(d.form, field.name, offset) }))}
            onRemove={() => void remove(field.name, typeof field.schema.title === 'string' && field.schema.title ? field.schema.title : field.name)}
          />
        ))}
      </div>
    </EditorSection>
  );
}
