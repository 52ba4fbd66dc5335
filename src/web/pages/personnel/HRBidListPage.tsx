/** /engineeringManage/HR/bidList (77): the projects whose people the user manages, ten per page, searchable. */
import { Link } from 'react-router';
import { Button, Form, Header, Table } from 'semantic-ui-react';
import type { ProjectRecord } from '../../../domain/projects/project-records';
import { useDocumentTitle } from '../../app/use-document-title';
import { PagedList } from '../../shared/PagedList';
import { SortHeader } from '../../shared/SortHeader';
import { usePagedSearch } from '../../shared/use-paged-search';
import '../projects/shared/projects.css';

/** The path of a project's personnel page. */
export const hrManagePath = (projId: number) => `/engineeringManage/HR/HRManage/${projId}`;

/** The list screen. */
export default function HRBidListPage() {
  useDocumentTitle('工程人員管理');
  const s = usePagedSearch<ProjectRecord, { keyword: string }, 'proj_number' | 'proj_name' | 'proj_year' | 'cDate'>('BGC/Search_PROJECT', {
    sort: { sort: 'proj_number', order: 'asc' },
  });
  return (
    <div className="pw-proj" data-testid="hr-list-page">
      <div className="pw-page-header">
        <Header as="h2">工程人員管理</Header>
      </div>
      <Form onSubmit={s.search} className="pw-toolbar" role="search">
        <Form.Input id="hr-keyword" label="案號或名稱" value={s.draft.keyword ?? ''} onChange={(_e, d) => s.edit({ keyword: String(d.value) })} />
        <div className="pw-toolbar-actions">
          <Button type="submit" icon="search" content="查詢" />
        </div>
      </Form>
      <PagedList list={s.list} page={s.page} onPage={s.setPage} emptyText="查無標案">
        <Table celled striped compact unstackable sortable>
          <Table.Header>
            <Table.Row>
              <SortHeader column="proj_number" state={s.sort} onSort={s.setSort}>案號</SortHeader>
              <SortHeader column="proj_name" state={s.sort} onSort={s.setSort}>標案名稱</SortHeader>
              <SortHeader column="proj_year" state={s.sort} onSort={s.setSort}>執行年度</SortHeader>
              <Table.HeaderCell>承辦人</Table.HeaderCell>
              <Table.HeaderCell>階段</Table.HeaderCell>
              <Table.HeaderCell>操作</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {s.rows.map((p) => (
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
      </PagedList>
    </div>
  );
}
