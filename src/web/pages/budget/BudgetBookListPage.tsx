/**
 * /PlanningDesign/biddingDocumentBudgetBookList (預算書列表, code 15): the projects the user may reach with
 * their A2.8 budget book — file, grand total, A2.8 status and the stages created — ten per page, searchable,
 * with the way to upload a book or open it.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, Form, Header, Label, Pagination, Table } from 'semantic-ui-react';
import { formatThousands } from '../../../domain/budget-book/format-budget-number';
import { STEP_STATE_LABELS, type StepState } from '../../../domain/steps/step-status';
import { useDocumentTitle } from '../../app/use-document-title';
import { useBudgetProjects } from './budget-api';
import { budgetBasicPath, budgetGridPath } from './budget-paths';
import { PageState } from './PageState';
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
      <PageState
        loading={!list.data && !list.error}
        error={list.error}
        onRetry={() => void list.mutate()}
        empty={rows.length === 0 ? { title: keyword ? '查無符合條件的標案' : '目前沒有可檢視的標案', detail: keyword ? undefined : '標案建立後，即可在此上傳預算書。' } : null}
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
                    <Label size="small" basic={row.a28State === 0} color={row.a28State === 2 ? 'green' : row.a28State === 1 ? 'orange' : 'grey'} content={STEP_STATE_LABELS[row.a28State as StepState] ?? '未辦理'} />
                  </Table.Cell>
                  <Table.Cell>{row.stages.length === 0 ? '—' : row.stages.join('、')}</Table.Cell>
                  <Table.Cell className="pw-nowrap">
                    <Button size="mini" basic icon="upload" content="上傳" as={Link} to={budgetBasicPath(row.proj_id)} />
                    {row.totalAmount !== null ? <Button size="mini" primary icon="table" content="預算書" as={Link} to={budgetGridPath('A2.8', row.proj_id, row.proj_file_id, row.proj_name)} /> : null}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        </div>
        {list.data && list.data.totalPages > 1 ? (
          <div className="pw-budget-pager">
            <Pagination activePage={page} totalPages={list.data.totalPages} onPageChange={(_event, data) => setPage(Number(data.activePage))} firstItem={null} lastItem={null} size="small" />
            <span className="pw-budget-hint">共 {list.data.total} 筆</span>
          </div>
        ) : null}
      </PageState>
    </div>
  );
}
