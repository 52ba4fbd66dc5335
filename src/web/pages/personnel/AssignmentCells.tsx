/** The cells of an assignment the panel and the history both show, and its status label. */
import { Label, Table } from 'semantic-ui-react';
import type { PersonnelRecord } from '../../../domain/projects/project-records';
import { rocDate } from '../projects/shared/format';

const STATUS: Record<PersonnelRecord['status'], { text: string; color: 'green' | 'grey' | 'red' }> = {
  active: { text: '在職', color: 'green' },
  ended: { text: '已卸任', color: 'grey' },
  removed: { text: '已移除', color: 'red' },
};

/** A status label of an assignment. */
function AssignmentStatus({ status }: { status: PersonnelRecord['status'] }) {
  return <Label size="mini" color={STATUS[status].color} content={STATUS[status].text} />;
}

/** The headers of the cells below, with the tel column named `telTitle`. */
export function AssignmentHeaderCells({ telTitle }: { telTitle: string }) {
  return (
    <>
      <Table.HeaderCell>姓名</Table.HeaderCell>
      <Table.HeaderCell>單位</Table.HeaderCell>
      <Table.HeaderCell>起始日期</Table.HeaderCell>
      <Table.HeaderCell>結束日期</Table.HeaderCell>
      <Table.HeaderCell>{telTitle}</Table.HeaderCell>
      <Table.HeaderCell>狀態</Table.HeaderCell>
    </>
  );
}

/** Name, unit, dates (ROC; an open end reads 未定), tel and status. */
export function AssignmentCells({ a }: { a: PersonnelRecord }) {
  return (
    <>
      <Table.Cell className="pw-nowrap">{a.cname}</Table.Cell>
      <Table.Cell>{a.depname}</Table.Cell>
      <Table.Cell className="pw-nowrap">{rocDate(a.start_date)}</Table.Cell>
      <Table.Cell className="pw-nowrap">{a.end_date ? rocDate(a.end_date) : '未定'}</Table.Cell>
      <Table.Cell className="pw-nowrap">{a.tel}</Table.Cell>
      <Table.Cell>
        <AssignmentStatus status={a.status} />
      </Table.Cell>
    </>
  );
}
