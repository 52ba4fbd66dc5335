/**
 * 歷程: the change history of a step's data for a project, newest first, 20 a page; each entry (who, when in
 * Taipei time in the ROC calendar, which definition version) opens to a field-by-field table 欄位／修改前／修改後.
 */
import { useState } from 'react';
import useSWR from 'swr';
import { Accordion, Button, Icon, Message, Segment, Table } from 'semantic-ui-react';
import { formatTaipeiTime } from '../../../domain/format-taipei-time';
import { formatStepValue } from './format-step-value';
import { fetchStepHistory } from './step-api';

/** The 歷程 button and, when open, the history list; `refreshKey` reloads it (e.g. the data's version). */
export function StepHistory({ stepId, projId, refreshKey }: { stepId: string; projId: number; refreshKey: number }) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const history = useSWR(open ? ['step-history', stepId, projId, page, refreshKey] : null, () => fetchStepHistory(stepId, projId, page), { revalidateOnFocus: false });
  const toggle = (version: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(version)) next.delete(version);
      else next.add(version);
      return next;
    });

  return (
    <div className="pw-step-history">
      <Button type="button" basic icon labelPosition="left" onClick={() => setOpen(!open)} aria-expanded={open} data-testid="step-history-toggle">
        <Icon name="history" />
        {open ? '隱藏歷程' : '歷程'}
      </Button>
      {open ? (
        <Segment data-testid="step-history">
          {history.error ? <Message negative content="歷程載入失敗" /> : null}
          {history.data && history.data.list.length === 0 ? <p>尚無修改紀錄。</p> : null}
          {history.data ? (
            <Accordion fluid styled>
              {history.data.list.map((entry) => (
                <div key={entry.version} data-testid="step-history-entry">
                  <Accordion.Title active={expanded.has(entry.version)} onClick={() => toggle(entry.version)}>
                    <Icon name="dropdown" />
                    <span className="pw-history-when">{formatTaipeiTime(entry.at)}</span>
                    <span className="pw-history-who">{entry.by ?? '（不明）'}</span>
                    {`修改 ${entry.changes.length} 個欄位`}
                    <span className="pw-muted">{`（第 ${entry.version} 版，步驟定義第 ${entry.definitionVersion} 版）`}</span>
                  </Accordion.Title>
                  <Accordion.Content active={expanded.has(entry.version)}>
                    <Table celled compact unstackable size="small">
                      <Table.Header>
                        <Table.Row>
                          <Table.HeaderCell width={4}>欄位</Table.HeaderCell>
                          <Table.HeaderCell width={6}>修改前</Table.HeaderCell>
                          <Table.HeaderCell width={6}>修改後</Table.HeaderCell>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {entry.changes.map((c) => (
                          <Table.Row key={c.field} data-field={c.field}>
                            <Table.Cell>{c.title}</Table.Cell>
                            <Table.Cell>{formatStepValue(c.old)}</Table.Cell>
                            <Table.Cell>{formatStepValue(c.new)}</Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table>
                  </Accordion.Content>
                </div>
              ))}
            </Accordion>
          ) : null}
          {history.data && history.data.totalPages > 1 ? (
            <div className="pw-history-pager">
              <Button type="button" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)} content="上一頁" />
              <span>{`第 ${page} / ${history.data.totalPages} 頁`}</span>
              <Button type="button" size="small" disabled={page >= history.data.totalPages} onClick={() => setPage(page + 1)} content="下一頁" />
            </div>
          ) : null}
        </Segment>
      ) : null}
    </div>
  );
}
