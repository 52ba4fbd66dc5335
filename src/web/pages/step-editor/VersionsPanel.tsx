/**
 * A step's history: every stored version (current, drafts, earlier ones) with load, publish or restore,
 * and export; the comparison of two versions; and the publication log (who, when, which version, why).
 */
import { Button, Header, Label, Table } from 'semantic-ui-react';
import { CompareVersions } from './CompareVersions';
import { formatTaipeiTime } from '../../../domain/format-taipei-time';
import { isRestore, type StepVersionHistory } from './step-editor-api';

/** Props of VersionsPanel. */
export interface VersionsPanelProps {
  stepId: string;
  history: StepVersionHistory | undefined;
  /** The version the editor holds, if it is a stored one. */
  editingVersion: number | null;
  busy: boolean;
  onLoad: (version: number) => void;
  onPublish: (version: number) => void;
  onExport: (version: number) => void;
}

const SOURCES: Readonly<Record<string, string>> = { catalogue: '內建目錄', editor: '線上編輯' };

/** The panel. */
export function VersionsPanel({ stepId, history, editingVersion, busy, onLoad, onPublish, onExport }: VersionsPanelProps) {
  if (!history) return null;
  const { versions, publications } = history;
  const restores = (version: number) => isRestore(history, version);
  return (
    <div className="pw-versions" data-testid="versions-panel">
      <Header as="h3" size="small">
        版本
      </Header>
      {versions.length === 0 ? (
        <p className="pw-muted">尚未儲存任何版本。</p>
      ) : (
        <Table celled compact data-testid="versions-table">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>版本</Table.HeaderCell>
              <Table.HeaderCell>名稱</Table.HeaderCell>
              <Table.HeaderCell>建立時間</Table.HeaderCell>
              <Table.HeaderCell>建立者</Table.HeaderCell>
              <Table.HeaderCell>操作</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {versions.map((v) => (
              <Table.Row key={v.version} data-version={v.version}>
                <Table.Cell data-label="版本" className="pw-nowrap">
                  {`第 ${v.version} 版 `}
                  {v.isCurrent ? (
                    <Label size="mini" color="green">
                      目前版本
                    </Label>
                  ) : !restores(v.version) ? (
                    <Label size="mini" color="yellow">
                      草稿
                    </Label>
                  ) : null}
                  {editingVersion === v.version ? (
                    <Label size="mini" basic>
                      編輯中
                    </Label>
                  ) : null}
                </Table.Cell>
                <Table.Cell data-label="名稱">{v.title}</Table.Cell>
                <Table.Cell data-label="建立時間">{formatTaipeiTime(v.createdAt)}</Table.Cell>
                <Table.Cell data-label="建立者">{v.createdBy ?? SOURCES[v.source] ?? v.source}</Table.Cell>
                <Table.Cell data-label="操作" className="pw-actions">
                  <Button type="button" size="mini" basic content="載入編輯" disabled={busy || editingVersion === v.version} onClick={() => onLoad(v.version)} />
                  {v.isCurrent ? null : (
                    <Button
                      type="button"
                      size="mini"
                      basic
                      color={restores(v.version) ? 'orange' : 'blue'}
                      content={restores(v.version) ? '還原' : '發布'}
                      disabled={busy}
                      onClick={() => onPublish(v.version)}
                    />
                  )}
                  <Button type="button" size="mini" basic icon="download" content="匯出" disabled={busy} onClick={() => onExport(v.version)} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      {versions.length > 1 ? <CompareVersions stepId={stepId} versions={versions} /> : null}
      <Header as="h3" size="small">
        發布紀錄
      </Header>
      {publications.length === 0 ? (
        <p className="pw-muted">尚未發布。</p>
      ) : (
        <Table celled compact data-testid="publication-log">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>發布時間</Table.HeaderCell>
              <Table.HeaderCell>版本</Table.HeaderCell>
              <Table.HeaderCell>發布者</Table.HeaderCell>
              <Table.HeaderCell>說明</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {publications.map((p, index) => (
              <Table.Row key={`${p.publishedAt}-${index}`}>
                <Table.Cell data-label="發布時間" className="pw-nowrap">
                  {formatTaipeiTime(p.publishedAt)}
                </Table.Cell>
                <Table.Cell data-label="版本">{`第 ${p.version} 版`}</Table.Cell>
                <Table.Cell data-label="發布者">{p.publishedBy}</Table.Cell>
                <Table.Cell data-label="說明" className="pw-break">
                  {p.note}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </div>
  );
}
