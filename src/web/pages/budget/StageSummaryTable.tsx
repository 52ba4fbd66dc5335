/** The price-bidding chain of a project at a glance: each stage's book, totals, status and a link to open it. */
import { Link } from 'react-router';
import { Label, Table } from 'semantic-ui-react';
import type { ProjectBudgetInfo } from '../../../domain/budget-book/budget-api-types';
import type { BudgetStage } from '../../../domain/budget-book/budget-stages';
import { formatThousands } from '../../../domain/budget-book/format-budget-number';
import { STEP_STATE_LABELS, type StepState } from '../../../domain/steps/step-status';
import { budgetGridPath } from './budget-paths';

const STATE_COLORS = ['grey', 'orange', 'green', 'blue'] as const;

/** The table of stages. */
export function StageSummaryTable({ info, canOpen }: { info: ProjectBudgetInfo; canOpen: (stage: BudgetStage) => boolean }) {
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
            const id = stage.stp_id as BudgetStage;
            const state = stage.state as StepState;
            return (
              <Table.Row key={stage.stp_id}>
                <Table.Cell className="pw-nowrap">
                  {stage.stp_id} {stage.title}
                </Table.Cell>
                <Table.Cell>
                  <Label size="small" color={STATE_COLORS[state] ?? 'grey'} basic={state === 0} content={STEP_STATE_LABELS[state] ?? '未辦理'} />
                </Table.Cell>
                <Table.Cell className="pw-amount">{stage.totalAmount === null ? '—' : formatThousands(stage.totalAmount)}</Table.Cell>
                <Table.Cell className="pw-amount">{stage.finalAmount === null || stage.finalAmount === stage.totalAmount ? '—' : formatThousands(stage.finalAmount)}</Table.Cell>
                <Table.Cell className="pw-nowrap">{stage.updatedAt ? new Date(stage.updatedAt).toLocaleString('zh-TW', { hour12: false }) : '尚未建立'}</Table.Cell>
                <Table.Cell>
                  {(stage.exists || id !== 'A2.8') && canOpen(id) ? (
                    <Link to={budgetGridPath(id, info.proj_id, info.proj_file_id, info.proj_name)}>{stage.exists ? '開啟' : '建立'}</Link>
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
