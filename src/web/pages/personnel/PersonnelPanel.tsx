/**
 * The people of a project by part — undertaker, supervisor, contractor, designer — with dates, tel and
 * status; users who may assign (code 77) add, edit and remove assignments here.
 */
import { useState } from 'react';
import { Button, Header, Segment, Table } from 'semantic-ui-react';
import { PROJECT_IDENTITIES, type ProjectIdentity } from '../../../domain/projects/project-identities';
import type { PersonnelRecord } from '../../../domain/projects/project-records';
import { api } from '../../api/client';
import { confirmAndRun } from '../../shared/confirm-and-run';
import { ListState } from '../../shared/ListState';
import { useGet } from '../../shared/use-post';
import { AssignmentCells, AssignmentHeaderCells } from './AssignmentCells';
import { AssignmentDialog, executivesPath } from './AssignmentDialog';

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
    const question = `確定移除${a.identity_title}「${a.cname}」？移除後仍保留於歷程。`;
    if (await confirmAndRun(question, '移除', () => api.delete('BGC/Delete_Business_Executives', { id: a.id }), '已移除人員')) changed();
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
                        <AssignmentHeaderCells telTitle="聯絡電話" />
                        {canEdit ? <Table.HeaderCell>操作</Table.HeaderCell> : null}
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {rows.map((a) => (
                        <Table.Row key={a.id}>
                          <AssignmentCells a={a} />
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
