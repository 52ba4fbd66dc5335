/**
 * A 待簽核 list (BFC/Get_Cert_Unsigned): for `self`, the stages the user may sign now; for `undertake`, the
 * pending stages of one project the user follows as its undertaker (or sent themselves). Each entry links to
 * the step page, where the signing happens; new entries are marked until opened.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import useSWR from 'swr';
import { Button, Icon, Label, List, Message } from 'semantic-ui-react';
import type { PendingSignOff, UnsignedListType } from '../../domain/signoff/sign-off-views';
import { stepPagePath } from '../pages/steps/step-sections';
import { useStepCatalogue } from '../pages/steps/use-step-catalogue';
import { formatTaipeiTime } from '../../domain/format-taipei-time';
import { fetchUnsigned, unsignedKey } from './sign-off-api';
import './sign-off.css';

/** Props of PendingSignOffList. */
export interface PendingSignOffListProps {
  type: UnsignedListType;
  /** The project (required for undertake). */
  projId?: number;
  /** Text when nothing is pending. */
  emptyText?: string;
}

function Entry({ item, href }: { item: PendingSignOff; href: string | undefined }) {
  const title = `${item.stp_id} ${item.step_title}`;
  return (
    <List.Item data-testid="pending-sign-off" data-audit={item.audit_id}>
      <List.Icon name="pencil alternate" color={item.may_sign ? 'orange' : 'grey'} verticalAlign="middle" />
      <List.Content>
        <List.Header>
          {href ? <Link to={href}>{title}</Link> : title}
          {!item.read && item.may_sign ? <Label size="mini" color="red" content="新" className="pw-pending-badge" /> : null}
        </List.Header>
        <List.Description>
          {`${item.proj_name}｜待「${item.stage_name}」（${item.party_label}）`}
          {item.designated.length ? `｜指定：${item.designated.map((m) => m.cname).join('、')}` : ''}
          {`｜送出：${item.submitted_by.cname}${item.pending_since ? `，${formatTaipeiTime(item.pending_since)} 起` : ''}`}
        </List.Description>
      </List.Content>
    </List.Item>
  );
}

/** The list with its pager. */
export function PendingSignOffList({ type, projId, emptyText = '目前沒有待簽核的項目。' }: PendingSignOffListProps) {
  const [page, setPage] = useState(1);
  const { catalogue } = useStepCatalogue();
  const key = type === 'undertake' && !projId ? null : unsignedKey(type, page, projId);
  const list = useSWR(key, () => fetchUnsigned(type, page, projId));
  if (!key) return <p className="pw-muted">請先選擇標案。</p>;
  if (list.error) return <Message negative size="small" content="待簽核清單載入失敗，請重新整理。" />;
  if (!list.data) return <p className="pw-muted">載入中…</p>;
  if (list.data.total === 0) return <p className="pw-muted" data-testid="pending-sign-off-empty">{emptyText}</p>;
  const pages = Math.ceil(list.data.total / list.data.page_size);
  const hrefOf = (item: PendingSignOff) => {
    const entry = catalogue?.find((e) => e.id === item.stp_id);
    return entry ? stepPagePath(entry, item.proj_id) : undefined;
  };
  return (
    <div className="pw-pending-list">
      <List divided relaxed>
        {list.data.list.map((item) => (
          <Entry key={item.process_id} item={item} href={hrefOf(item)} />
        ))}
      </List>
      {pages > 1 ? (
        <div className="pw-sign-off-actions">
          <Button type="button" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)} content="上一頁" />
          <span>{`第 ${page} / ${pages} 頁，共 ${list.data.total} 筆`}</span>
          <Button type="button" size="small" disabled={page >= pages} onClick={() => setPage(page + 1)} content="下一頁" />
        </div>
      ) : null}
    </div>
  );
}

/** The top bar's 待簽核 count, linking to the list; nothing when there is none. */
export function PendingSignOffBadge({ to }: { to: string }) {
  const count = useSWR(unsignedKey('self', 1), () => fetchUnsigned('self', 1), { refreshInterval: 60_000 });
  const total = count.data?.total ?? 0;
  if (total === 0) return null;
  return (
    <Link to={to} className="pw-pending-link" aria-label={`待簽核 ${total} 件`} data-testid="pending-sign-off-badge">
      <Icon name="pencil alternate" />
      <span className="pw-pending-text">待簽核</span>
      <Label size="mini" color="orange" content={total} className="pw-pending-badge" />
    </Link>
  );
}
