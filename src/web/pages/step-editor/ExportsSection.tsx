/**
 * The export forms: code, name, file formats, environments, the fields each prints (picked from the form)
 * and its 版面 (layout file, printed title).
 */
import { Checkbox } from 'semantic-ui-react';
import { createExportForm } from '../../../domain/step-editor/create-list-items';
import { anchorOf } from '../../../domain/step-editor/fault-anchor';
import { listExportFieldChoices } from '../../../domain/step-editor/list-export-field-choices';
import type { ExportForm } from '../../../domain/steps/step-definition';
import { TextField, idOf, type SectionProps } from './editor-parts';
import { EditorListSection } from './EditorListSection';
import { ExportLayoutPart } from './ExportLayoutPart';
import { AnchoredField } from './fault-placement';
import { MultiPickField } from './MultiPickField';

const FORMATS: readonly ExportForm['formats'][number][] = ['pdf', 'odt', 'docx', 'ods', 'xlsx'];
const ENVIRONMENTS: readonly { value: NonNullable<ExportForm['environments']>[number]; label: string }[] = [
  { value: 'production', label: '正式' },
  { value: 'test', label: '測試' },
  { value: 'development', label: '開發' },
];

/** The export section. */
export function ExportsSection({ definition, edit, replace }: SectionProps) {
  const choices = listExportFieldChoices(definition).map((c) => ({ value: c.path, text: c.label }));
  return (
    <EditorListSection
      definition={definition}
      edit={edit}
      list="exports"
      title="匯出表單"
      hint="表單代碼格式 TBS_{階段與步驟數字}_{序號}{版別}，全目錄不得重複；套印欄位須為本步驟真的存在的欄位。"
      addLabel="新增匯出表單"
      create={createExportForm}
      emptyText="本步驟沒有匯出表單。"
      rowName={(index) => `第 ${index + 1} 個匯出表單`}
    >
      {(form, index) => {
        const at = (...rest: (string | number)[]) => anchorOf('exports', index, ...rest);
        return (
          <div className="pw-grid pw-grid-2">
            <TextField anchor={at('formType')} label="表單代碼" required value={form.formType} onChange={(v) => edit((d) => void (d.exports[index]!.formType = v.trim()))} />
            <TextField anchor={at('title')} label="表單名稱" required value={form.title} onChange={(v) => edit((d) => void (d.exports[index]!.title = v))} />
            <AnchoredField anchor={at('formats')} label="格式">
              <div className="pw-inline-checks">
                {FORMATS.map((format) => (
                  <Checkbox
                    key={format}
                    id={idOf(at('formats', format))}
                    label={format.toUpperCase()}
                    checked={form.formats.includes(format)}
                    onChange={(_e, data) =>
                      edit((d) => {
                        const list = d.exports[index]!.formats;
                        d.exports[index]!.formats = FORMATS.filter((f) => (f === format ? Boolean(data.checked) : list.includes(f)));
                      })
                    }
                  />
                ))}
              </div>
            </AnchoredField>
            <AnchoredField anchor={at('environments')} label="提供環境（皆不勾選表示所有環境）">
              <div className="pw-inline-checks">
                {ENVIRONMENTS.map(({ value, label }) => (
                  <Checkbox
                    key={value}
                    id={idOf(at('environments', value))}
                    label={label}
                    checked={form.environments?.includes(value) ?? false}
                    onChange={(_e, data) =>
                      edit((d) => {
                        const target = d.exports[index]!;
                        const next = ENVIRONMENTS.map((e) => e.value).filter((e) => (e === value ? Boolean(data.checked) : (target.environments ?? []).includes(e)));
                        if (next.length > 0) target.environments = next;
                        else delete target.environments;
                      })
                    }
                  />
                ))}
              </div>
            </AnchoredField>
            <MultiPickField
              anchor={at('fields')}
              label="套印欄位"
              className="pw-span-2"
              options={choices}
              value={form.fields}
              describeUnknown={(path) => `${path}（不存在）`}
              noResultsMessage="查無欄位"
              placeholder="選擇欄位"
              onChange={(fields) => edit((d) => void (d.exports[index]!.fields = fields))}
            />
            <ExportLayoutPart definition={definition} replace={replace} index={index} />
          </div>
        );
      }}
    </EditorListSection>
  );
}
