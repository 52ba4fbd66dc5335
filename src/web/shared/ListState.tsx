/** What a list shows instead of rows: loading, an error with a retry button, or an empty message. */
import type { ReactNode } from 'react';
import { Button, Header, Icon, Loader, Message, Segment } from 'semantic-ui-react';

/** Props of ListState. */
export interface ListStateProps {
  loading?: boolean;
  error?: Error | null;
  empty?: boolean;
  emptyText?: string;
  /** A second line under the empty message (the large placeholder only). */
  emptyDetail?: string;
  /** What the user can do about the emptiness, e.g. a button to the page that fills it (the large placeholder only). */
  emptyAction?: ReactNode;
  onRetry?: () => void;
  /** A one-line message instead of the large placeholder (for small panels). */
  compact?: boolean;
  children: ReactNode;
}

/** Renders the state, or the children when there are rows. */
export function ListState({ loading, error, empty, emptyText = '查無資料', emptyDetail, emptyAction, onRetry, compact, children }: ListStateProps) {
  if (error) {
    return (
      <Segment placeholder textAlign="center" data-testid="list-error">
        <Header icon>
          <Icon name="warning sign" color="red" />
          資料載入失敗
          <Header.Subheader>{error.message}</Header.Subheader>
        </Header>
        {onRetry ? <Button primary content="重新載入" onClick={onRetry} /> : null}
      </Segment>
    );
  }
  if (loading) return <Loader active inline="centered" content="載入中…" />;
  if (empty && compact) return <Message size="small" content={emptyText} data-testid="list-empty" />;
  if (empty) {
    return (
      <Segment placeholder textAlign="center" data-testid="list-empty">
        <Header icon>
          <Icon name="inbox" color="grey" />
          {emptyText}
          {emptyDetail ? <Header.Subheader>{emptyDetail}</Header.Subheader> : null}
        </Header>
        {emptyAction}
      </Segment>
    );
  }
  return <>{children}</>;
}
