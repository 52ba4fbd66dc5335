/**
 * The people of a project by part — undertaker, supervisor, contractor, designer — with dates, tel and
 * status; users who may assign (code 77) add, edit and remove assignments here.
 */
import { useState } from 'react';
import { Button, Header, Label, Segment, Table } from 'semantic-ui-react';
import { PROJECT_IDENTITIES, type ProjectIdentity } from '../../../domain/projects/project-identities';
import type { PersonnelRecord } from '../../../domain/projects/project-records';
import { api } from '../../api/client';
import { confirmDialog } from '../../shared/dialogs';
import { toast } from '../../shared/toast';
import { ListState } from '../../shared/ListState';
import { rocDate } from '../projects/shared/format';
import { useGet } from '../projects/shared/use-post';
import { AssignmentDialog, executivesPath } from './AssignmentDialog';

const STATUS: Record<PersonnelRecord['status'], { text: string; color: 'green' | 'grey' | 'red' }> = {
  active: { text: '在職', color: 'green' },
  ended: { text: '已卸任', color: 'grey' },
  removed: { text: '已移除', color: 'red' },
};

/** A status label of an assignment. */
export function AssignmentStatus({ status }: { status: PersonnelRecord['status'] }) {
  return <Label size="mini" color={STATUS[status].color} content={STATUS[status].text} />;
}

/** Props of PersonnelPanel. */
export interface PersonnelPanelProps {
  projId: number;
  canEdit: boolean;
  /** Called after any change, so a history list can re-read. */
  onChanged?: () => void;
}

/** The panel. */
export function PersonnelPanel({ projId, canEdit, onChanged }: PersonnelPanelProps) {
  const people = useGet<{ list: PersonnelRecord[] }>(executivesPath('all', projId));
  const [editing, setEditing] = useState<{ record: PersonnelRecord | null; identity?: ProjectIdentity } | null>(null);
  const changed = () => {
    void people.mutate();
    onChanged?.();
  };
  const remove = async (a: PersonnelRecord) => {
    if (!(await confirmDialog(`確定移除${a.identity_title}「${a.cname}」？移除後仍保留於歷程。`, { okText: '移除' }))) return;
    try {
      await api.delete('BGC/Delete_Business_Executives', { id: a.id });
      toast.success('已移除人員');
      changed();
    } catch {
      // Shown by the client.
    }
  };

  const list = people.data?.list ?? [];
  return (
    <div data-testid="personnel-panel">
      <ListState loading={!people.data && !people.error} error={people.error} onRetry={() => void people.mutate()}>
        {PROJECT_IDENTITIES.map((info) => {
          const rows = list.filter((a) => a.identity === info.key);
          return (
            <Segment key={info.key} data-testid={`personnel-${info.key}`}>
              <div className="pw-section-title">
                <Header as="h4" content={`${info.title}（${info.category}）`} />
                {canEdit ? <Button size="mini" basic icon="user plus" content={`指派${info.title}`} onClick={() => setEditing({ record: null, identity: info.key })} /> : null}
              </div>
              {rows.length === 0 ? (
                <p className="pw-muted">尚未指派。</p>
              ) : (
                <div className="pw-table-scroll">
                  <Table compact celled unstackable>
                    <Table.Header>
                      <Table.Row>
                        <Table.HeaderCell>姓名</Table.HeaderCell>
                        <Table.HeaderCell>單位</Table.HeaderCell>
                        <Table.HeaderCell>起始日期</Table.HeaderCell>
                        <Table.HeaderCell>結束日期</Table.HeaderCell>
                        <Table.HeaderCell>聯絡電話</Table.HeaderCell>
                        <Table.HeaderCell>狀態</Table.HeaderCell>
                        {canEdit ? <Table.HeaderCell>操作</Table.HeaderCell> : null}
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {rows.map((a) => (
                        <Table.Row key={a.id}>
                          <Table.Cell className="pw-nowrap">{a.cname}</Table.Cell>
                          <Table.Cell>{a.depname}</Table.Cell>
                          <Table.Cell className="pw-nowrap">{rocDate(a.start_date)}</Table.Cell>
                          <Table.Cell className="pw-nowrap">{a.end_date ? rocDate(a.end_date) : '未定'}</Table.Cell>
                          <Table.Cell className="pw-nowrap">{a.tel}</Table.Cell>
                          <Table.Cell><AssignmentStatus status={a.status} /></Table.Cell>
                          {canEdit ? (
                            <Table.Cell className="pw-actions">
                              <Button size="mini" basic icon="edit" content="編輯" onClick={() => setEditing({ record: a })} />
                              <Button size="mini" basic color="red" icon="user delete" content="移除" onClick={() => void remove(a)} />
                            </Table.Cell>
                          ) : null}
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table>
                </div>
              )}
            </Segment>
          );
        })}
      </ListState>
      {editing ? (
        <AssignmentDialog
          projId={projId}
          editing={editing.record}
          identity={editing.identity}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            changed();
          }}
        />
      ) : null}
    </div>
  );
}
