/** A file's remark, shown as text and edited in place (BFB/Edit_File). */
import { useState, type KeyboardEvent } from 'react';
import { Button, Input } from 'semantic-ui-react';
import { editFileRemark } from './upload-api';

/** The remark cell; read-only when editing is not allowed. */
export function RemarkEditor({ id, remark, readOnly, onSaved }: { id: number; remark: string; readOnly?: boolean; onSaved: () => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (draft === null) {
    return (
      <span className="pw-remark">
        <span className={remark ? '' : 'pw-muted'}>{remark || '（無備註）'}</span>
        {readOnly ? null : <Button type="button" size="mini" basic icon="pencil" aria-label="編輯備註" onClick={() => setDraft(remark)} />}
      </span>
    );
  }
  const save = async () => {
    setSaving(true);
    try {
      await editFileRemark(id, draft);
      setDraft(null);
      onSaved();
    } catch {
      // The client has shown the reason; the draft stays for another try.
    } finally {
      setSaving(false);
    }
  };
  return (
    <span className="pw-remark pw-remark-edit">
      <Input size="mini" value={draft} maxLength={500} aria-label="備註" onChange={(_e, d) => setDraft(String(d.value))} onKeyDown={(e: KeyboardEvent) => e.key === 'Enter' && void save()} />
      <Button type="button" size="mini" primary loading={saving} onClick={() => void save()}>
        儲存
      </Button>
      <Button type="button" size="mini" basic onClick={() => setDraft(null)}>
        取消
      </Button>
    </span>
  );
}
