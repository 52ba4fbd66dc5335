/** /NoAccess: where a route guard sends a user without the route's permission code. */
import { Link } from 'react-router';
import { Button, Header, Icon, Segment } from 'semantic-ui-react';
import { useDocumentTitle } from '../app/use-document-title';

/** The no-access page. */
export default function NoAccessPage() {
  useDocumentTitle('無權限');
  return (
    <Segment placeholder textAlign="center" data-testid="no-access">
      <Header icon>
        <Icon name="lock" />
        您沒有使用此功能的權限
        <Header.Subheader>如需使用，請洽所屬單位的系統管理員開通權限。</Header.Subheader>
      </Header>
      <Button as={Link} to="/" primary content="回首頁" />
    </Segment>
  );
}
