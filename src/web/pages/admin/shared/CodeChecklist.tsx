/** The permission codes as checkboxes, each shown by name and code (SYS/SYS_LIST). */
import useSWR from 'swr';
import { Checkbox, Loader, Message } from 'semantic-ui-react';
import type { SystemEntry } from '../../../../domain/admin/admin-records';
import { swrFetcher } from '../../../api/client';

/** Props of CodeChecklist. */
export interface CodeChecklistProps {
  value: number[];
  onChange: (codes: number[]) => void;
  /** Only the functions company accounts may hold. */
  pubOnly?: boolean;
  disabled?: boolean;
}

/** The checklist. */
export function CodeChecklist({ value, onChange, pubOnly, disabled }: CodeChecklistProps) {
  const { data, error, isLoading } = useSWR<SystemEntry[]>(['SYS/SYS_LIST', { pub: pubOnly ? 1 : 0 }], swrFetcher);
  if (isLoading) return <Loader active inline size="small" />;
  if (error) return <Message negative size="small" content="無法載入功能清單" />;
  const toggle = (code: number, on: boolean) => onChange(on ? [...new Set([...value, code])].sort((a, b) => a - b) : value.filter((c) => c !== code));
  return (
    <div className="pw-code-grid" role="group" aria-label="權限代碼">
      {(data ?? []).map((entry) => (
        <Checkbox
          key={entry.sys_id}
          label={`${entry.sys_name}（${entry.sys_id}）`}
          checked={value.includes(entry.sys_id)}
          disabled={disabled}
          onChange={(_e, d) => toggle(entry.sys_id, Boolean(d.checked))}
          data-code={entry.sys_id}
        />
      ))}
    </div>
  );
}
