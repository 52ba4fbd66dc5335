/** The job titles of the selected department, with their codes and holders; add, edit and delete. */
import { useState } from 'react';
import useSWR from 'swr';
import { Button, Header, Table } from 'semantic-ui-react';
import type { JobTitleRecord } from '../../../../domain/admin/admin-records';
import { api, swrFetcher } from '../../../api/client';
import { confirmDialog } from '../../../shared/dialogs';
import { toast } from '../../../shared/toast';
import { CodeLabels } from '../shared/CodeLabels';
import { ListState } from '../../../shared/ListState';
import { JobTitleDialog } from './JobTitleDialog';

/** The panel. */
export function JobTitlePanel({ depId, depname }: { depId: number; depname: string }) {
  const list = useSWR<JobTitleRecord[]>(['Group/Search_Department_Sub', { dep_id: depId }], swrFetcher);
  const [editing, setEditing] = useState<JobTitleRecord | 'new' | null>(null);
  const remove = async (t: JobTitleRecord) => {
    if (!(await confirmDialog(`確定刪除職稱「${t.preview_name}」？`, { okText: '刪除' }))) return;
    try {
      await api.delete('Group/Delete_Department_Sub', { id: t.id });
      toast.success('刪除成功');
      await list.mutate();
    } catch {
      // Shown by the client (e.g. the title is still held).
    }
  };
  return (
    <section data-testid="job-titles">
      <div className="pw-page-header">
        <Header as="h3">{depname}的職稱</Header>
        <Button primary size="small" icon="add" content="新增職稱" onClick={() => setEditing('new')} data-testid="add-job-title" />
      </div>
      <ListState loading={list.isLoading} error={list.error as Error | undefined} empty={(list.data ?? []).length === 0} emptyText="此部門尚無職稱" onRetry={() => void list.mutate()}>
        <Table compact celled>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>職稱</Table.HeaderCell>
              <Table.HeaderCell>權限</Table.HeaderCell>
              <Table.HeaderCell>人數</Table.HeaderCell>
              <Table.HeaderCell>操作</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(list.data ?? []).map((t) => (
              <Table.Row key={t.id}>
                <Table.Cell data-label="職稱">{t.preview_name}</Table.Cell>
                <Table.Cell data-label="權限">
                  <CodeLabels codes={t.preview} />
                </Table.Cell>
                <Table.Cell data-label="人數">{t.holders}</Table.Cell>
                <Table.Cell data-label="操作" className="pw-actions">
                  <Button size="mini" basic icon="edit" content="編輯" onClick={() => setEditing(t)} />
                  <Button size="mini" basic color="red" icon="trash" content="刪除" disabled={t.holders > 0} title={t.holders > 0 ? '仍有人員使用此職稱' : undefined} onClick={() => void remove(t)} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      </ListState>
      {editing ? (
        <JobTitleDialog
          depId={depId}
          title={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void list.mutate();
          }}
        />
      ) : null}
    </section>
  );
}
