/** The price-bidding chain of a project at a glance: each stage's book, totals, status and a link to open it. */
import { Link } from 'react-router';
import { Table } from 'semantic-ui-react';
import { StepStatusLabel } from '../../../../renderers/step-page/StepStatusLabel';
import type { ProjectBudgetInfo } from '../../../domain/budget-book/budget-api-types';
import { formatThousands } from '../../../domain/budget-book/format-budget-number';
import type { StepState } from '../../../domain/steps/step-status';
import { formatTaipeiTime } from '../../../domain/format-taipei-time';
import { budgetGridPath, canEnterGridRoute } from './budget-paths';

/** The table of stages; a stage opens when the server allows it (stage.canOpen) and the user's codes enter its grid page. */
export function StageSummaryTable({ info, codes }: { info: ProjectBudgetInfo; codes: readonly number[] }) {
  return (
    <div className="pw-budget-scroll">
      <Table celled compact unstackable data-testid="budget-stages">
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>階段</Table.HeaderCell>
            <Table.HeaderCell>辦理狀態</Table.HeaderCell>
            <Table.HeaderCell className="pw-amount">總價（元）</Table.HeaderCell>
            <Table.HeaderCell className="pw-amount">折扣後（元）</Table.HeaderCell>
            <Table.HeaderCell>最後更新</Table.HeaderCell>
            <Table.HeaderCell />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {info.stages.map((stage) => {
            // The first stage's book is imported, never created by opening it.
            const openable = stage.canOpen && canEnterGridRoute(codes, stage.stp_id) && (stage.exists || stage !== info.stages[0]);
            return (
              <Table.Row key={stage.stp_id}>
                <Table.Cell className="pw-nowrap">
                  {stage.stp_id} {stage.title}
                </Table.Cell>
                <Table.Cell>
                  <StepStatusLabel state={stage.state as StepState} />
                </Table.Cell>
                <Table.Cell className="pw-amount">{stage.totalAmount === null ? '—' : formatThousands(stage.totalAmount)}</Table.Cell>
                <Table.Cell className="pw-amount">{stage.finalAmount === null || stage.finalAmount === stage.totalAmount ? '—' : formatThousands(stage.finalAmount)}</Table.Cell>
                <Table.Cell className="pw-nowrap">{stage.updatedAt ? formatTaipeiTime(stage.updatedAt) : '尚未建立'}</Table.Cell>
                <Table.Cell>
                  {openable ? (
                    <Link to={budgetGridPath(stage.stp_id, info.proj_id, info.proj_file_id, info.proj_name)}>{stage.exists ? '開啟' : '建立'}</Link>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table>
    </div>
  );
}
