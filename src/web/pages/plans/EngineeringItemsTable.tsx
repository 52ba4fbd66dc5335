/** The engineering items of a plan as an editable table: name, executing unit and amount per row. */
import { Button, Input, Table } from 'semantic-ui-react';
import { AmountInput } from '../../shared/AmountInput';

/** One row being edited. */
export interface ItemDraft {
  id?: number;
  name: string;
  agent: string;
  total: string;
}

/** Props of EngineeringItemsTable. */
export interface EngineeringItemsTableProps {
  items: ItemDraft[];
  onChange: (items: ItemDraft[]) => void;
  errors: Record<string, string>;
}

/** The table with add and remove buttons. */
export function EngineeringItemsTable({ items, onChange, errors }: EngineeringItemsTableProps) {
  const set = (i: number, patch: Partial<ItemDraft>) => onChange(items.map((item, j) => (j === i ? { ...item, ...patch } : item)));
  return (
    <div className="pw-table-scroll">
      <Table compact celled unstackable data-testid="items-table">
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>工程項目名稱</Table.HeaderCell>
            <Table.HeaderCell>主辦單位</Table.HeaderCell>
            <Table.HeaderCell className="pw-amount">經費（元）</Table.HeaderCell>
            <Table.HeaderCell />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item, i) => (
            <Table.Row key={item.id ?? `new-${i}`}>
              <Table.Cell error={Boolean(errors[`items.${i}.name`])}>
                <Input fluid value={item.name} aria-label={`第${i + 1}列工程項目名稱`} onChange={(_e, d) => set(i, { name: String(d.value) })} />
                {errors[`items.${i}.name`] ? <div className="pw-cell-error" role="alert">{errors[`items.${i}.name`]}</div> : null}
              </Table.Cell>
              <Table.Cell>
                <Input fluid value={item.agent} aria-label={`第${i + 1}列主辦單位`} onChange={(_e, d) => set(i, { agent: String(d.value) })} />
              </Table.Cell>
              <Table.Cell>
                <AmountInput fluid value={item.total} aria-label={`第${i + 1}列經費`} onChange={(v) => set(i, { total: v })} error={errors[`items.${i}.total`]} />
              </Table.Cell>
              <Table.Cell collapsing>
                <Button type="button" size="mini" basic icon="trash" aria-label={`刪除第${i + 1}列`} onClick={() => onChange(items.filter((_x, j) => j !== i))} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer fullWidth>
          <Table.Row>
            <Table.HeaderCell colSpan={4}>
              <Button type="button" size="small" basic icon="plus" content="新增工程項目" onClick={() => onChange([...items, { name: '', agent: '', total: '' }])} />
              {errors.items ? <span className="pw-cell-error" role="alert">{errors.items}</span> : null}
            </Table.HeaderCell>
          </Table.Row>
        </Table.Footer>
      </Table>
    </div>
  );
}
