/**
 * /engineeringManage/notificationList (79): the 待簽核 tabs — what awaits the user's own signature (self) and,
 * for an undertaker, what awaits others on a chosen project (undertake). Other notification classes come with
 * the notification service.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Header, Segment, Tab } from 'semantic-ui-react';
import { useDocumentTitle } from '../../app/use-document-title';
import { PendingSignOffList } from '../../signoff/PendingSignOffList';
import { ProjectChooser } from '../steps/ProjectChooser';

/** The notification list screen. */
export default function NotificationListPage() {
  useDocumentTitle('通知列表');
  const [params, setParams] = useSearchParams();
  const [projId, setProjId] = useState<number | null>(Number(params.get('proj_id')) || null);
  const panes = [
    {
      menuItem: { key: 'self', content: '待我簽核', 'data-testid': 'tab-self' },
      render: () => (
        <Tab.Pane>
          <PendingSignOffList type="self" />
        </Tab.Pane>
      ),
    },
    {
      menuItem: { key: 'undertake', content: '承辦追蹤', 'data-testid': 'tab-undertake' },
      render: () => (
        <Tab.Pane>
          <div className="pw-sign-off-actions">
            <ProjectChooser
              projId={projId}
              onChange={(id) => {
                setProjId(id);
                setParams({ proj_id: String(id) });
              }}
            />
          </div>
          <PendingSignOffList type="undertake" projId={projId ?? undefined} emptyText="此標案目前沒有等待簽核的項目。" />
        </Tab.Pane>
      ),
    },
  ];
  return (
    <Segment basic>
      <Header as="h2">待簽核</Header>
      <Tab panes={panes} />
    </Segment>
  );
}
