/** A route whose screen is not in this release: its title, so the guard and the menu can be used already. */
import { matchPath, useLocation } from 'react-router';
import { Header, Icon, Segment } from 'semantic-ui-react';
import { ROUTES } from '../../domain/access/route-table';
import { useDocumentTitle } from '../app/use-document-title';

/** The pending screen. */
export default function PendingScreen() {
  const { pathname } = useLocation();
  const route = ROUTES.find((r) => matchPath(r.path, pathname));
  const title = route?.title ?? '功能';
  useDocumentTitle(title);
  return (
    <Segment placeholder textAlign="center" data-testid="pending-screen">
      <Header icon>
        <Icon name="wrench" />
        {title}
        <Header.Subheader>此功能畫面將於後續版本提供。</Header.Subheader>
      </Header>
    </Segment>
  );
}
