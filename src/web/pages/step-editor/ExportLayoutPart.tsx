/**
 * The 版面 part of one export form: which layout it prints with (its own or the default), 下載版面檔,
 * 上傳版面檔 (a file the draft check refuses changes nothing and says why under the form), the printed
 * title (editing it starts a layout from the default) and 移除版面 (back to the default).
 */
import { useRef, useState } from 'react';
import { Button, Label, Message } from 'semantic-ui-react';
import { describeExportLayout } from '../../../domain/step-editor/describe-export-layout';
import { exportLayoutOf, withExportLayout, withExportLayoutTitle } from '../../../domain/step-editor/edit-export-layout';
import { anchorOf } from '../../../domain/step-editor/fault-anchor';
import { MAX_LAYOUT_FILE_BYTES, exportLayoutFileName, formatExportLayoutFile, readExportLayoutFile } from '../../../domain/step-editor/read-export-layout-file';
import { confirmDialog } from '../../shared/dialogs';
import { saveBlob } from '../../shared/save-blob';
import { toast } from '../../shared/toast';
import { TextField, type SectionProps } from './editor-parts';
import { FaultNote } from './fault-placement';

/** Props of ExportLayoutPart. */
export interface ExportLayoutPartProps extends Pick<SectionProps, 'definition' | 'replace'> {
  index: number;
}

/** The part, placed in the form's row. */
export function ExportLayoutPart({ definition, replace, index }: ExportLayoutPartProps) {
  const form = definition.exports[index]!;
  const [messages, setMessages] = useState<string[]>([]);
  const picker = useRef<HTMLInputElement>(null);
  const anchor = anchorOf('exports', index, 'layout');
  const custom = form.layout !== undefined;
  const layout = exportLayoutOf(definition, index);
  const summary = describeExportLayout(layout);
  const name = form.title || form.formType;

  const download = () => {
    saveBlob(new Blob([formatExportLayoutFile(layout)], { type: 'application/json;charset=utf-8' }), exportLayoutFileName(definition.id, form));
  };

  const upload = async (file: File) => {
    if (file.size > MAX_LAYOUT_FILE_BYTES) {
      setMessages(['檔案過大（上限 1 MB），請確認是版面檔']);
      return;
    }
    const read = readExportLayoutFile(await file.text(), definition, index);
    if (!read.ok) {
      setMessages(read.messages);
      return;
    }
    setMessages([]);
    replace((current) => withExportLayout(current, index, read.layout));
    toast.info(`已套用「${name}」的版面檔，請儲存草稿`);
  };

  const remove = async () => {
    if (!(await confirmDialog(`移除「${name}」的自訂版面，改用依套印欄位產生的預設版面？`, { okText: '移除' }))) return;
    setMessages([]);
    replace((current) => withExportLayout(current, index, undefined));
  };

  return (
    <div className="pw-export-layout pw-span-2" data-anchor={anchor} data-testid={`export-layout-${index}`}>
      <div className="pw-export-layout-head">
        <strong>版面</strong>
        <Label size="small" color={custom ? 'blue' : undefined} basic={!custom} data-testid="export-layout-kind">
          {custom ? '自訂版面' : '預設版面（依套印欄位產生）'}
        </Label>
        {summary ? <span className="pw-muted pw-hint">{summary}</span> : null}
      </div>
      <div className="pw-export-layout-body">
        <TextField
          anchor={anchorOf('exports', index, 'layout', 'title')}
          label="編輯標題（印於文件最上方）"
          className="pw-export-layout-title"
          value={form.layout?.title ?? ''}
          placeholder={custom ? `未填時印表單名稱「${form.title}」` : form.title}
          onChange={(title) => replace((current) => withExportLayoutTitle(current, index, title))}
        />
        <div className="pw-export-layout-actions">
          <Button type="button" size="small" basic icon="download" content="下載版面檔" onClick={download} />
          <Button type="button" size="small" basic icon="upload" content="上傳版面檔" onClick={() => picker.current?.click()} />
          <Button type="button" size="small" basic icon="undo" content="移除版面" disabled={!custom} onClick={() => void remove()} />
          <input
            ref={picker}
            type="file"
            accept=".json,application/json"
            hidden
            aria-label={`選擇「${name}」的版面檔`}
            data-testid={`export-layout-file-${index}`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
        </div>
      </div>
      {messages.length > 0 ? (
        <Message negative size="small" onDismiss={() => setMessages([])} data-testid="export-layout-errors">
          <Message.Header>版面檔未套用</Message.Header>
          {/* Semantic's own list markup: Message.List warns about defaultProps under React 18. */}
          <ul className="list">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Message>
      ) : null}
      <FaultNote anchor={anchor} />
    </div>
  );
}
