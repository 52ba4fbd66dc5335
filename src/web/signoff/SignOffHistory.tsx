/** 簽核歷程: every action on a case in order — who, when (ROC, Taipei time), which stage, and the comment. */
import { useState } from 'react';
import useSWR from 'swr';
import { Button, Icon, List, Message } from 'semantic-ui-react';
import { formatTaipeiTime } from '../../domain/format-taipei-time';
import { fetchCaseHistory } from './sign-off-api';

/** The full-width space that separates who, when and the comment in Chinese text. */
const IDEOGRAPHIC_SPACE = '\u3000';

/** The toggle and, when open, the list; `refreshKey` reloads it when the case moves. */
export function SignOffHistory({ auditId, refreshKey }: { auditId: number; refreshKey: string }) {
  const [open, setOpen] = useState(false);
  const history = useSWR(open ? ['sign-off-history', auditId, refreshKey] : null, () => fetchCaseHistory(auditId), { revalidateOnFocus: false });
  return (
    <div className="pw-sign-off-history">
      <Button type="button" size="small" basic icon labelPosition="left" onClick={() => setOpen(!open)} aria-expanded={open} data-testid="sign-off-history-toggle">
        <Icon name="history" />
        {open ? '隱藏簽核歷程' : '簽核歷程'}
      </Button>
      {open && history.error ? <Message negative size="small" content="簽核歷程載入失敗" /> : null}
      {open && history.data ? (
        <List divided relaxed data-testid="sign-off-history">
          {history.data.list.map((entry) => (
            <List.Item key={entry.id}>
              <List.Content>
                <List.Header>{`${entry.action_label}${entry.stage_name ? `・${entry.stage_name}` : ''}`}</List.Header>
                <List.Description>
                  {`${entry.member.cname}${IDEOGRAPHIC_SPACE}${formatTaipeiTime(entry.at)}`}
                  {entry.comment ? `${IDEOGRAPHIC_SPACE}${entry.comment}` : ''}
                </List.Description>
              </List.Content>
            </List.Item>
          ))}
        </List>
      ) : null}
    </div>
  );
}
