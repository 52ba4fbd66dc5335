/** A table of group counts, total budget and contract amounts, with a total row; rows may be clickable. */
import Decimal from 'decimal.js';
import { Table } from 'semantic-ui-react';
import type { GroupTotal } from '../../../domain/projects/project-records';
import { money } from '../projects/shared/format';

/** Props of SummaryTable. */
export interface SummaryTableProps {
  title: string;
  groups: GroupTotal[];
  onPick?: (key: string) => void;
  picked?: string | null;
  testId: string;
}

/** The table. */
export function SummaryTable({ title, groups, onPick, picked, testId }: SummaryTableProps) {
  const sum = (key: 'amount' | 'contract_amount') => groups.reduce((s, g) => s.plus(g[key]), new Decimal(0)).toFixed(2);
  return (
    <Table compact celled unstackable selectable={Boolean(onPick)} data-testid={testId}>
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>{title}</Table.HeaderCell>
          <Table.HeaderCell textAlign="right">標案數</Table.HeaderCell>
          <Table.HeaderCell className="pw-amount">總經費（元）</Table.HeaderCell>
          <Table.HeaderCell className="pw-amount">契約金額（元）</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {groups.map((g) => (
          <Table.Row key={g.key} active={picked === g.key} onClick={onPick ? () => onPick(g.key) : undefined} style={onPick ? { cursor: 'pointer' } : undefined}>
            <Table.Cell>{g.label}</Table.Cell>
            <Table.Cell textAlign="right">{g.count}</Table.Cell>
            <Table.Cell className="pw-amount">{money(g.amount)}</Table.Cell>
            <Table.Cell className="pw-amount">{money(g.contract_amount)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
      <Table.Footer>
        <Table.Row>
          <Table.HeaderCell>合計</Table.HeaderCell>
          <Table.HeaderCell textAlign="right">{groups.reduce((n, g) => n + g.count, 0)}</Table.HeaderCell>
          <Table.HeaderCell className="pw-amount">{money(sum('amount'))}</Table.HeaderCell>
          <Table.HeaderCell className="pw-amount">{money(sum('contract_amount'))}</Table.HeaderCell>
        </Table.Row>
      </Table.Footer>
    </Table>
  );
}
