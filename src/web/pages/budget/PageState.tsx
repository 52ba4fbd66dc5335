/** What a budget page shows instead of its content: loading, an error (with retry), or an empty state with an action. */
import type { ReactNode } from 'react';
import { Button, Header, Icon, Loader, Segment } from 'semantic-ui-react';

/** Props of PageState. */
export interface PageStateProps {
  loading?: boolean;
  error?: Error | null;
  /** Shown instead of the children when set: a title and an optional action. */
  empty?: { title: string; detail?: string; action?: ReactNode } | null;
  onRetry?: () => void;
  children?: ReactNode;
}

/** Renders the loading, error or empty state, else the children. */
export function PageState({ loading, error, empty, onRetry, children }: PageStateProps) {
  if (error) {
    return (
      <Segment placeholder textAlign="center" data-testid="budget-error">
        <Header icon>
          <Icon name="warning sign" color="red" />
          {error.message || '資料載入失敗'}
        </Header>
        {onRetry ? <Button primary content="重新載入" onClick={onRetry} /> : null}
      </Segment>
    );
  }
  if (loading) return <Loader active inline="centered" content="載入中…" />;
  if (empty) {
    return (
      <Segment placeholder textAlign="center" data-testid="budget-empty">
        <Header icon>
          <Icon name="file alternate outline" color="grey" />
          {empty.title}
          {empty.detail ? <Header.Subheader>{empty.detail}</Header.Subheader> : null}
        </Header>
        {empty.action}
      </Segment>
    );
  }
  return <>{children}</>;
}
