/** A searchable department picker: every unit indented under its parent, filtered by the caller's rule. */
import { Dropdown, type DropdownItemProps } from 'semantic-ui-react';
import type { FlatDepartment } from './use-department-tree';

/** Props of DepartmentSelect. */
export interface DepartmentSelectProps {
  flat: FlatDepartment[];
  value: number | null;
  onChange: (id: number | null) => void;
  /** Only units passing this test are offered. */
  filter?: (d: FlatDepartment) => boolean;
  placeholder?: string;
  clearable?: boolean;
  loading?: boolean;
  error?: boolean;
  id?: string;
  disabled?: boolean;
}

/** The picker. */
export function DepartmentSelect({ flat, value, onChange, filter, placeholder = '請選擇部門', clearable, loading, error, id, disabled }: DepartmentSelectProps) {
  const options: DropdownItemProps[] = flat
    .filter((d) => !filter || filter(d))
    .map((d) => ({
      key: d.node.id,
      value: d.node.id,
      // Search matches the whole path; the menu shows the name indented by depth.
      text: d.path,
      content: <span style={{ paddingLeft: d.depth * 14 }}>{d.node.depname}{d.node.state === 0 ? '（停用）' : ''}</span>,
    }));
  return (
    <Dropdown
      id={id}
      selection
      search
      fluid
      clearable={clearable}
      loading={loading}
      error={error}
      disabled={disabled}
      placeholder={placeholder}
      noResultsMessage="查無部門"
      options={options}
      value={value ?? ''}
      onChange={(_e, d) => onChange(d.value === '' || d.value === undefined ? null : Number(d.value))}
    />
  );
}
