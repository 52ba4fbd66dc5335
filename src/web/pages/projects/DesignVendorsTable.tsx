/** The design vendors of a project as an editable table (name, unit, contact, character, tel, works), or read-only. */
import { Button, Input, Table } from 'semantic-ui-react';
import { emptyDesignVendor, type DesignVendorFields } from '../../../domain/projects/project-fields';

/** Props of DesignVendorsTable; without onChange the table is read-only. */
export interface DesignVendorsTableProps {
  vendors: DesignVendorFields[];
  onChange?: (vendors: DesignVendorFields[]) => void;
  errors?: Record<string, string>;
}

const COLUMNS: { key: keyof DesignVendorFields; title: string }[] = [
  { key: 'name', title: '廠商名稱' },
  { key: 'unit', title: '單位' },
  { key: 'contact_name', title: '聯絡人' },
  { key: 'character', title: '角色' },
  { key: 'contact_tel', title: '聯絡電話' },
  { key: 'construction_list', title: '設計工作項目' },
];

/** The table. */
export function DesignVendorsTable({ vendors, onChange, errors = {} }: DesignVendorsTableProps) {
  const set = (i: number, key: keyof DesignVendorFields, value: string) => onChange?.(vendors.map((v, j) => (j === i ? { ...v, [key]: value } : v)));
  if (!onChange && vendors.length === 0) return <p className="pw-muted">尚無設計廠商資料。</p>;
  return (
    <div className="pw-table-scroll">
      <Table compact celled unstackable className="pw-vendor-table" data-testid="design-vendors">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((c) => (
              <Table.HeaderCell key={c.key}>{c.title}{c.key === 'name' && onChange ? <span className="pw-required"> *</span> : null}</Table.HeaderCell>
            ))}
            {onChange ? <Table.HeaderCell /> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {vendors.map((v, i) => (
            <Table.Row key={i}>
              {COLUMNS.map((c) => {
                const error = errors[`design_vendors.${i}.${c.key}`];
                return (
                  <Table.Cell key={c.key} error={Boolean(error)}>
                    {onChange ? (
                      <>
                        <Input fluid value={v[c.key]} aria-label={`第${i + 1}列${c.title}`} onChange={(_e, d) => set(i, c.key, String(d.value))} />
                        {error ? <div className="pw-cell-error" role="alert">{error}</div> : null}
                      </>
                    ) : (
                      v[c.key]
                    )}
                  </Table.Cell>
                );
              })}
              {onChange ? (
                <Table.Cell collapsing>
                  <Button type="button" size="mini" basic icon="trash" aria-label={`刪除第${i + 1}列設計廠商`} onClick={() => onChange(vendors.filter((_x, j) => j !== i))} />
                </Table.Cell>
              ) : null}
            </Table.Row>
          ))}
        </Table.Body>
        {onChange ? (
          <Table.Footer fullWidth>
            <Table.Row>
              <Table.HeaderCell colSpan={COLUMNS.length + 1}>
                <Button type="button" size="small" basic icon="plus" content="新增設計廠商" onClick={() => onChange([...vendors, emptyDesignVendor()])} />
              </Table.HeaderCell>
            </Table.Row>
          </Table.Footer>
        ) : null}
      </Table>
    </div>
  );
}
