/** /engineeringManage/HR/bidList (77): the projects whose people the user manages, ten per page, searchable. */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, Form, Header, Table } from 'semantic-ui-react';
import type { PageOf } from '../../../domain/admin/list-defaults';
import type { ProjectRecord } from '../../../domain/projects/project-records';
import { useDocumentTitle } from '../../app/use-document-title';
import { ListState } from '../../shared/ListState';
import { Pager } from '../../shared/Pager';
import { SortHeader, type SortState } from '../projects/shared/SortHeader';
import { usePost } from '../projects/shared/use-post';
import '../projects/shared/projects.css';

type Sort = SortState<'proj_number' | 'proj_name' | 'proj_year' | 'cDate'>;

/** The path of a project's personnel page. */
export const hrManagePath = (projId: number) => `/engineeringManage/HR/HRManage/${projId}`;

/** The list screen. */
export default function HRBidListPage() {
  useDocumentTitle('工程人員管理');
  const [keyword, setKeyword] = useState('');
  const [filter, setFilter] = useState<{ keyword?: string }>({});
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>({ sort: 'proj_number', order: 'asc' });
  const list = usePost<PageOf<ProjectRecord>>('BGC/Search_PROJECT', { ...filter, ...sort, page });
  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ keyword: keyword.trim() || undefined });
    setPage(1);
  };
  const rows = list.data?.list ?? [];
  return (
    <div className="pw-proj" data-testid="hr-list-page">
      <div className="pw-page-header">
        <Header as="h2">工程人員管理</Header>
      </div>
      <Form onSubmit={search} className="pw-toolbar" role="search">
        <Form.Input id="hr-keyword" label="案號或名稱" value={keyword} onChange={(_e, d) => setKeyword(String(d.value))} />
        <div className="pw-toolbar-actions">
          <Button type="submit" icon="search" content="查詢" />
        </div>
      </Form>
      <ListState loading={!list.data && !list.error} error={list.error} empty={rows.length === 0} emptyText="查無標案" onRetry={() => void list.mutate()}>
        <div className="pw-table-scroll">
          <Table celled striped compact unstackable sortable>
            <Table.Header>
              <Table.Row>
                <SortHeader column="proj_number" state={sort} onSort={setSort}>案號</SortHeader>
                <SortHeader column="proj_name" state={sort} onSort={setSort}>標案名稱</SortHeader>
                <SortHeader column="proj_year" state={sort} onSort={setSort}>執行年度</SortHeader>
                <Table.HeaderCell>承辦人</Table.HeaderCell>
                <Table.HeaderCell>階段</Table.HeaderCell>
                <Table.HeaderCell>操作</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((p) => (
                <Table.Row key={p.proj_id}>
                  <Table.Cell className="pw-nowrap">{p.proj_number}</Table.Cell>
                  <Table.Cell>{p.proj_name}</Table.Cell>
                  <Table.Cell className="pw-nowrap">{p.proj_year_label}</Table.Cell>
                  <Table.Cell>{p.proj_undertaker_name}</Table.Cell>
                  <Table.Cell className="pw-nowrap">{p.stage_label}</Table.Cell>
                  <Table.Cell className="pw-actions">
                    <Button size="mini" primary basic icon="users" content="人員設定" as={Link} to={hrManagePath(p.proj_id)} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        </div>
      </ListState>
      {list.data ? <Pager page={page} totalPages={list.data.totalPages} total={list.data.total} onPage={setPage} /> : null}
    </div>
  );
}
