/** /engineeringManage/HR/HRManage/:proj_id (77): assign the undertaker, supervisors, contractors and designers with dates; the history below. */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, Header, Message, Segment } from 'semantic-ui-react';
import type { ProjectRecord } from '../../../domain/projects/project-records';
import { useSessionUser } from '../../api/session-store';
import { useDocumentTitle } from '../../app/use-document-title';
import { ListState } from '../../shared/ListState';
import { usePost } from '../../shared/use-post';
import { PersonnelHistory } from './PersonnelHistory';
import { PersonnelPanel } from './PersonnelPanel';
import '../projects/shared/projects.css';

/** The personnel screen of one project. */
export default function HRManagePage() {
  const projId = Number(useParams().proj_id);
  const user = useSessionUser();
  const project = usePost<ProjectRecord & { can_edit: boolean }>('BGC/Search_PROJECT_Detail', projId > 0 ? { proj_id: projId } : null);
  const [version, setVersion] = useState(0);
  useDocumentTitle(project.data ? `標案人員設定－${project.data.proj_name}` : '標案人員設定');
  if (!(projId > 0)) return <Message negative content="標案編號不正確" />;
  const canEdit = user?.basefrom === 'GOV' && user?.supervise !== '1';
  return (
    <div className="pw-proj" data-testid="hr-manage-page">
      <ListState loading={!project.data && !project.error} error={project.error} onRetry={() => void project.mutate()}>
        {project.data ? (
          <>
            <div className="pw-page-header">
              <Header as="h2" style={{ margin: 0 }}>
                標案人員設定
                <Header.Subheader>
                  {`${project.data.proj_number}\u3000${project.data.proj_name}`}
                </Header.Subheader>
              </Header>
              <Button basic icon="arrow left" content="回列表" as={Link} to="/engineeringManage/HR/bidList" />
            </div>
            <PersonnelPanel projId={projId} canEdit={canEdit} onChanged={() => setVersion((v) => v + 1)} />
            <Segment>
              <Header as="h3" content="人員歷程" />
              <PersonnelHistory projId={projId} version={version} />
            </Segment>
          </>
        ) : null}
      </ListState>
    </div>
  );
}
