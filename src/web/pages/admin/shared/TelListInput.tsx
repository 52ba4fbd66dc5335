/** The telephone list of a user: one input per number, with add and remove buttons. */
import { Button, Input } from 'semantic-ui-react';
import { MAX_TELS } from '../../../../domain/admin/parse-tel-list';

/** Props of TelListInput. */
export interface TelListInputProps {
  value: string[];
  onChange: (tel: string[]) => void;
  idPrefix?: string;
}

/** The inputs. An empty list shows one empty input. */
export function TelListInput({ value, onChange, idPrefix = 'tel' }: TelListInputProps) {
  const rows = value.length > 0 ? value : [''];
  const set = (i: number, v: string) => onChange(rows.map((t, j) => (j === i ? v : t)));
  return (
    <div className="pw-tel-list">
      {rows.map((t, i) => (
        <div key={i} className="pw-tel-row">
          <Input id={`${idPrefix}-${i}`} aria-label={`電話 ${i + 1}`} placeholder="例：02-27208889#123" value={t} onChange={(_e, d) => set(i, String(d.value))} />
          <Button type="button" icon="minus" basic aria-label="移除電話" disabled={rows.length === 1 && !t} onClick={() => onChange(rows.filter((_x, j) => j !== i))} />
        </div>
      ))}
      {rows.length < MAX_TELS ? <Button type="button" basic size="small" icon="plus" content="新增電話" onClick={() => onChange([...rows, ''])} /> : null}
    </div>
  );
}
