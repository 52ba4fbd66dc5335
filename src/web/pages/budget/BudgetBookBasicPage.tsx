/**
 * /PlanningDesign/biddingDocumentBudgetBookBasic/:upload?proj_id=N (預算書基本資料, code 15): the project's
 * budget book — the PCCES import (A2.8 opens it with upload=local), the basic data, the price-bidding
 * stages with their totals, the import history, the engineering units, exports, and the way to the grid.
 */
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, Header, Label, List, Message, Segment, Table } from 'semantic-ui-react';
import { formatThousands } from '../../../domain/budget-book/format-budget-number';
import { useSessionUser } from '../../api/session-store';
import { useDocumentTitle } from '../../app/use-document-title';
import { formatTaipeiTime } from '../../../domain/format-taipei-time';
import { ListState } from '../../shared/ListState';
import { useBudgetInfo, useEngineeringUnits } from './budget-api';
import { BUDGET_LIST_PATH, budgetBasicPath, budgetGridPath, RESERVE_PRICE_STAGE } from './budget-paths';
import { BudgetMainForm } from './BudgetMainForm';
import { ExportButtons } from './ExportButtons';
import { ImportPanel } from './ImportPanel';
import { StageSummaryTable } from './StageSummaryTable';
import './budget-pages.css';

/** The basic page. */
export default function BudgetBookBasicPage() {
  useDocumentTitle('預算書基本資料');
  const { upload } = useParams();
  const [params] = useSearchParams();
  const user = useSessionUser();
  const projId = Number(params.get('proj_id')) || null;
  const info = useBudgetInfo(projId);
  const units = useEngineeringUnits(projId);
  const codes = user?.preview ?? [];
  const data = info.data;
  // The chain's first stage is the imported budget book (A2.8).
  const budget = data?.stages[0];
  const hasBook = Boolean(budget?.exists);
  const reload = () => {
    void info.mutate();
  };

  if (projId === null) {
    return (
      <div className="pw-budget-page">
        <Header as="h2">預算書基本資料</Header>
        <ListState empty emptyText="請先選擇標案" emptyDetail="請由預算書列表選擇要上傳或檢視預算書的標案。" emptyAction={<Button primary as={Link} to={BUDGET_LIST_PATH} content="前往預算書列表" />}>
          {null}
        </ListState>
      </div>
    );
  }

  return (
    <div className="pw-budget-page" data-testid="budget-basic-page">
      <div className="pw-page-header">
        <Header as="h2">
          預算書基本資料
          {data ? (
            <Header.Subheader>
              {data.proj_number}{'\u3000'}{data.proj_name}
            </Header.Subheader>
          ) : null}
        </Header>
        <div className="pw-budget-actions">
          <Button basic as={Link} to={BUDGET_LIST_PATH} icon="arrow left" content="預算書列表" />
          {hasBook && data && budget ? <Button primary as={Link} to={budgetGridPath(budget.stp_id, projId, data.proj_file_id, data.proj_name)} icon="table" content="開啟預算書" /> : null}
        </div>
      </div>
      <ListState loading={!data && !info.error} error={info.error} onRetry={reload}>
        {data ? (
          <>
            {data.totalReminder ? (
              <Message warning icon="exclamation triangle" header="提醒您" content={<>預算已變更，請至 <Link to={budgetGridPath(RESERVE_PRICE_STAGE, projId)}>A3.8 底價訂定</Link> 編輯底價資訊。</>} />
            ) : null}
            {upload === 'local' ? (
              <ImportPanel projId={projId} onImported={reload} reservePath={budgetGridPath(RESERVE_PRICE_STAGE, projId)} disabled={!codes.includes(15)} />
            ) : null}
            {data.main ? <BudgetMainForm key={data.main.revision} projId={projId} main={data.main} canEdit={codes.includes(15)} onSaved={reload} /> : null}
            {!hasBook && upload !== 'local' ? (
              <ListState
                empty
                emptyText="尚未匯入工程預算書（A2.8）"
                emptyDetail="請上傳 PCCES eTender XML 預算書。"
                emptyAction={<Button primary as={Link} to={budgetBasicPath(projId)} content="上傳預算書" />}
              >
                {null}
              </ListState>
            ) : null}
            <Segment>
              <div className="pw-budget-section-header">
                <Header as="h3">計價階段</Header>
                {hasBook && budget ? <ExportButtons projId={projId} stage={budget.stp_id} stageName={`${budget.stp_id} ${budget.title}`} contractNo={data.main?.contractNo ?? ''} /> : null}
              </div>
              <StageSummaryTable info={data} codes={codes} />
            </Segment>
            <Segment>
              <Header as="h3">工程單位</Header>
              <List horizontal relaxed className="pw-budget-units">
                {(units.data ?? []).map((unit) => (
                  <List.Item key={unit.key}>
                    <Label basic size="small" content={unit.title} />
                    <span>{unit.name || '未設定'}</span>
                  </List.Item>
                ))}
              </List>
            </Segment>
            <Segment>
              <Header as="h3">匯入紀錄</Header>
              {data.imports.length === 0 ? (
                <p className="pw-budget-hint">尚無匯入紀錄。</p>
              ) : (
                <div className="pw-budget-scroll">
                  <Table compact celled unstackable size="small" data-testid="budget-imports">
                    <Table.Header>
                      <Table.Row>
                        <Table.HeaderCell>檔案</Table.HeaderCell>
                        <Table.HeaderCell className="pw-amount">工作項目</Table.HeaderCell>
                        <Table.HeaderCell className="pw-amount">總價（元）</Table.HeaderCell>
                        <Table.HeaderCell>匯入者</Table.HeaderCell>
                        <Table.HeaderCell>匯入時間</Table.HeaderCell>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {data.imports.map((record) => (
                        <Table.Row key={record.proj_file_id} positive={record.proj_file_id === data.proj_file_id}>
                          <Table.Cell>
                            {record.fileName}
                            {record.proj_file_id === data.proj_file_id ? <Label size="mini" color="green" content="使用中" style={{ marginLeft: 6 }} /> : null}
                          </Table.Cell>
                          <Table.Cell className="pw-amount">{formatThousands(String(record.counts.payItems))}</Table.Cell>
                          <Table.Cell className="pw-amount">{formatThousands(record.totalAmount)}</Table.Cell>
                          <Table.Cell>{record.importedBy || '系統'}</Table.Cell>
                          <Table.Cell className="pw-nowrap">{formatTaipeiTime(record.importedAt)}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table>
                </div>
              )}
            </Segment>
          </>
        ) : null}
      </ListState>
    </div>
  );
}
