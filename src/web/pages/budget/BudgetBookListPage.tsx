/**
 * /PlanningDesign/biddingDocumentBudgetBookList (預算書列表, code 15): the projects the user may reach with
 * their A2.8 budget book — file, grand total, A2.8 status and the stages created — ten per page, searchable,
 * with the way to upload a book or open it.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, Form, Header, Table } from 'semantic-ui-react';
import { StepStatusLabel } from '../../../../renderers/step-page/StepStatusLabel';
import { formatThousands } from '../../../domain/budget-book/format-budget-number';
import type { StepState } from '../../../domain/steps/step-status';
import { useDocumentTitle } from '../../app/use-document-title';
import { ListState } from '../../shared/ListState';
import { Pager } from '../../shared/Pager';
import { useBudgetProjects } from './budget-api';
import { BUDGET_STAGE, budgetBasicPath, budgetGridPath } from './budget-paths';
import './budget-pages.css';

/** The list page. */
export default function BudgetBookListPage() {
  useDocumentTitle('預算書列表');
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const list = useBudgetProjects(page, keyword);
  const rows = list.data?.list ?? [];

  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(draft.trim());
    setPage(1);
  };

  return (
    <div className="pw-budget-page" data-testid="budget-list-page">
      <div className="pw-page-header">
        <Header as="h2">
          預算書列表
          <Header.Subheader>上傳 PCCES 預算書（A2.8），檢視各計價階段</Header.Subheader>
        </Header>
      </div>
      <Form onSubmit={search} role="search" className="pw-budget-search">
        <Form.Input id="budget-keyword" placeholder="案號或標案名稱" aria-label="案號或標案名稱" value={draft} onChange={(_event, data) => setDraft(String(data.value))} />
        <Button type="submit" primary icon="search" content="查詢" />
        {keyword ? (
          <Button
            type="button"
            basic
            content="清除"
            onClick={() => {
              setDraft('');
              setKeyword('');
              setPage(1);
            }}
          />
        ) : null}
      </Form>
      <ListState
        loading={!list.data && !list.error}
        error={list.error}
        onRetry={() => void list.mutate()}
        empty={rows.length === 0}
        emptyText={keyword ? '查無符合條件的標案' : '目前沒有可檢視的標案'}
        emptyDetail={keyword ? undefined : '標案建立後，即可在此上傳預算書。'}
      >
        <div className="pw-budget-scroll">
          <Table celled striped compact unstackable data-testid="budget-projects">
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>案號</Table.HeaderCell>
                <Table.HeaderCell>標案名稱</Table.HeaderCell>
                <Table.HeaderCell>預算書檔案</Table.HeaderCell>
                <Table.HeaderCell className="pw-amount">總價（元）</Table.HeaderCell>
                <Table.HeaderCell>A2.8 狀態</Table.HeaderCell>
                <Table.HeaderCell>已建立階段</Table.HeaderCell>
                <Table.HeaderCell>操作</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.proj_id}>
                  <Table.Cell className="pw-nowrap">{row.proj_number}</Table.Cell>
                  <Table.Cell>
                    <Link to={budgetBasicPath(row.proj_id, 'view')}>{row.proj_name}</Link>
                  </Table.Cell>
                  <Table.Cell>{row.fileName ?? <span className="pw-budget-hint">尚未上傳</span>}</Table.Cell>
                  <Table.Cell className="pw-amount">{row.totalAmount === null ? '—' : formatThousands(row.totalAmount)}</Table.Cell>
                  <Table.Cell className="pw-nowrap">
                    <StepStatusLabel state={row.a28State as StepState} />
                  </Table.Cell>
                  <Table.Cell>{row.stages.length === 0 ? '—' : row.stages.join('、')}</Table.Cell>
                  <Table.Cell className="pw-nowrap">
                    <Button size="mini" basic icon="upload" content="上傳" as={Link} to={budgetBasicPath(row.proj_id)} />
                    {row.totalAmount !== null ? <Button size="mini" primary icon="table" content="預算書" as={Link} to={budgetGridPath(BUDGET_STAGE, row.proj_id, row.proj_file_id, row.proj_name)} /> : null}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        </div>
        {list.data ? <Pager page={page} totalPages={list.data.totalPages} total={list.data.total} onPage={setPage} /> : null}
      </ListState>
    </div>
  );
}
