/** The tender rows of the dashboard: number, name, agency, district, years, property, class, contract, company, stage and progress. */
import { Link } from 'react-router';
import { Table } from 'semantic-ui-react';
import type { TenderRow } from '../../../domain/projects/project-records';
import { detailPath } from '../projects/BidManageListPage';
import { money } from '../projects/shared/format';

/** Progress difference as shown: '-3.50' → '落後 3.50%'. */
function progressText(diff: string | null): string {
  if (diff === null) return '—';
  const n = Number(diff);
  return n < 0 ? `落後 ${Math.abs(n).toFixed(2)}%` : n > 0 ? `超前 ${n.toFixed(2)}%` : '符合進度';
}

/** The table (a PagedList around it scrolls it sideways on narrow screens). */
export function TenderTable({ rows, testId }: { rows: TenderRow[]; testId: string }) {
  return (
    <Table compact celled striped unstackable data-testid={testId}>
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>案號</Table.HeaderCell>
          <Table.HeaderCell>標案名稱</Table.HeaderCell>
          <Table.HeaderCell>主辦單位</Table.HeaderCell>
          <Table.HeaderCell>行政區</Table.HeaderCell>
          <Table.HeaderCell>年度</Table.HeaderCell>
          <Table.HeaderCell>工程性質</Table.HeaderCell>
          <Table.HeaderCell>採購級距</Table.HeaderCell>
          <Table.HeaderCell className="pw-amount">契約金額（元）</Table.HeaderCell>
          <Table.HeaderCell>得標廠商</Table.HeaderCell>
          <Table.HeaderCell>階段</Table.HeaderCell>
          <Table.HeaderCell>進度</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((r) => (
          <Table.Row key={r.proj_id}>
            <Table.Cell className="pw-nowrap">{r.proj_number}</Table.Cell>
            <Table.Cell className="pw-name-cell"><Link to={detailPath(r.proj_id)}>{r.proj_name}</Link></Table.Cell>
            <Table.Cell className="pw-name-cell">{r.depname}</Table.Cell>
            <Table.Cell className="pw-nowrap">{r.district_name}</Table.Cell>
            <Table.Cell className="pw-nowrap">{r.proj_year_label}</Table.Cell>
            <Table.Cell className="pw-nowrap">{r.proj_property_name}</Table.Cell>
            <Table.Cell className="pw-nowrap">{r.procurement_label}</Table.Cell>
            <Table.Cell className="pw-amount">{money(r.contract_amount)}</Table.Cell>
            <Table.Cell className="pw-name-cell">{r.company}</Table.Cell>
            <Table.Cell className="pw-nowrap">{r.stage_label}</Table.Cell>
            <Table.Cell className="pw-nowrap" negative={r.progress_diff !== null && Number(r.progress_diff) < 0}>{progressText(r.progress_diff)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  );
}
