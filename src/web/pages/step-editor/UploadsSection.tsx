/** The upload categories: key, name, kind, allowed extensions, code prefix and whether a file is required. */
import { Checkbox } from 'semantic-ui-react';
import { createUploadCategory, parseExtensionList } from '../../../domain/step-editor/create-list-items';
import { anchorOf } from '../../../domain/step-editor/fault-anchor';
import type { UploadCategory } from '../../../domain/steps/step-definition';
import { usesProcurementPrefixes } from '../../../domain/steps/upload-code-prefixes';
import { TextField, idOf, type SectionProps } from './editor-parts';
import { EditorListSection } from './EditorListSection';
import { AnchoredField } from './fault-placement';
import { ListTextInput } from './ListTextInput';

/** The kinds of category and what they mean. */
export const UPLOAD_KIND_LABELS: Readonly<Record<UploadCategory['kind'], string>> = {
  document: '文件',
  drawing: '圖說（限 jpg、png、gif、svg、tiff、tif、pdf）',
  photo: '照片',
  video: '影片（限 avi、mp4、wmv、flv、mov）',
  data: '資料檔（例如 PCCES XML）',
};

/** The upload section. */
export function UploadsSection({ definition, edit }: SectionProps) {
  const prefixRule = usesProcurementPrefixes(definition.phase)
    ? 'A3～A6 步驟須用規格書的 26 個採購前綴。'
    : `格式為「${definition.phase}-英文大寫2至4碼-」，例如 ${definition.phase}-DL-。`;
  return (
    <EditorListSection
      definition={definition}
      edit={edit}
      list="uploads"
      title="上傳類別"
      hint={`單檔上限一律 50 MB。代碼前綴全目錄不得重複，${prefixRule}`}
      addLabel="新增上傳類別"
      create={createUploadCategory}
      emptyText="本步驟無需上傳檔案。"
      rowName={(index) => `第 ${index + 1} 個上傳類別`}
    >
      {(category, index) => {
        const at = (key: string) => anchorOf('uploads', index, key);
        return (
          <div className="pw-grid pw-grid-3">
            <TextField anchor={at('label')} label="類別名稱" required value={category.label} onChange={(v) => edit((d) => void (d.uploads[index]!.label = v))} />
            <TextField anchor={at('key')} label="鍵值（英文）" required value={category.key} onChange={(v) => edit((d) => void (d.uploads[index]!.key = v.trim()))} />
            <TextField anchor={at('codePrefix')} label="代碼前綴" required value={category.codePrefix} onChange={(v) => edit((d) => void (d.uploads[index]!.codePrefix = v.trim().toUpperCase()))} />
            <AnchoredField anchor={at('kind')} label="性質" htmlFor={idOf(at('kind'))}>
              <select id={idOf(at('kind'))} value={category.kind} onChange={(e) => edit((d) => void (d.uploads[index]!.kind = e.target.value as UploadCategory['kind']))}>
                {Object.entries(UPLOAD_KIND_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </AnchoredField>
            <AnchoredField anchor={at('accept')} label="允許的副檔名（以逗號分隔）" htmlFor={idOf(at('accept'))} className="pw-span-2">
              <ListTextInput id={idOf(at('accept'))} value={category.accept} parse={parseExtensionList} onChange={(list) => edit((d) => void (d.uploads[index]!.accept = list))} />
            </AnchoredField>
            <AnchoredField anchor={at('required')} className="pw-checkbox-field">
              <Checkbox
                id={idOf(at('required'))}
                label="必須上傳（步驟完成前至少一個檔案）"
                checked={category.required === true}
                onChange={(_e, data) => edit((d) => void (d.uploads[index]!.required = Boolean(data.checked)))}
              />
            </AnchoredField>
          </div>
        );
      }}
    </EditorListSection>
  );
}
