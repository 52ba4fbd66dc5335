/** Two versions side by side: every field that was added, removed or changed, with both values. */
import { useEffect, useState } from 'react';
import { Button, Header, Label, Message, Table } from 'semantic-ui-react';
import { describeDefinitionPath } from '../../../domain/step-editor/describe-definition-path';
import type { DefinitionChange } from '../../../domain/steps/diff-step-definitions';
import { compareStepVersions, type StepVersionEntry } from './step-editor-api';

const KINDS: Readonly<Record<DefinitionChange['kind'], { text: string; color: 'green' | 'red' | 'orange' }>> = {
  added: { text: '新增', color: 'green' },
  removed: { text: '刪除', color: 'red' },
  changed: { text: '修改', color: 'orange' },
};

function show(value: unknown): string {
  if (value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** Props of CompareVersions. */
export interface CompareVersionsProps {
  stepId: string;
  versions: readonly StepVersionEntry[];
}

/** The comparison panel. */
export function CompareVersions({ stepId, versions }: CompareVersionsProps) {
  const current = versions.find((v) => v.isCurrent)?.version ?? versions.at(-1)?.version ?? 1;
  const newest = versions[0]?.version ?? 1;
  const [a, setA] = useState(newest === current ? (versions[1]?.version ?? current) : current);
  const [b, setB] = useState(newest);
  const [result, setResult] = useState<{ a: number; b: number; changes: DefinitionChange[] } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setResult(null), [stepId]);

  const compare = async () => {
    setBusy(true);
    try {
      setResult({ a, b, changes: await compareStepVersions(stepId, a, b) });
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
    }
  };

  const picker = (id: string, label: string, value: number, onChange: (v: number) => void) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {versions.map((v) => (
          <option key={v.version} value={v.version}>{`第 ${v.version} 版${v.isCurrent ? '（目前）' : ''}`}</option>
        ))}
      </select>
    </div>
  );

  return (
    <section data-testid="compare-versions">
      <Header as="h3" size="small">
        版本比較
      </Header>
      <div className="ui form pw-compare-pickers">
        {picker('compare-a', '比較基準', a, setA)}
        {picker('compare-b', '對照版本', b, setB)}
        <Button type="button" content="比較" icon="exchange" loading={busy} disabled={busy || a === b} onClick={() => void compare()} />
      </div>
      {result ? (
        result.changes.length === 0 ? (
          <Message info size="small" content={`第 ${result.a} 版與第 ${result.b} 版內容相同。`} />
        ) : (
          <div className="pw-table-scroll">
            <Table celled compact className="pw-compare-table" data-testid="compare-table">
              <Table.Header>
                <Table.Row>
                  <Table.HeaderCell>位置</Table.HeaderCell>
                  <Table.HeaderCell>變更</Table.HeaderCell>
                  <Table.HeaderCell>{`第 ${result.a} 版`}</Table.HeaderCell>
                  <Table.HeaderCell>{`第 ${result.b} 版`}</Table.HeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {result.changes.map((change) => (
                  <Table.Row key={change.path}>
                    <Table.Cell data-label="位置">
                      <div>{describeDefinitionPath(change.path)}</div>
                      <code className="pw-fault-path">{change.path}</code>
                    </Table.Cell>
                    <Table.Cell data-label="變更">
                      <Label size="small" color={KINDS[change.kind].color} basic>
                        {KINDS[change.kind].text}
                      </Label>
                    </Table.Cell>
                    <Table.Cell data-label={`第 ${result.a} 版`} className="pw-compare-value">
                      <pre>{show(change.before)}</pre>
                    </Table.Cell>
                    <Table.Cell data-label={`第 ${result.b} 版`} className="pw-compare-value">
                      <pre>{show(change.after)}</pre>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table>
          </div>
        )
      ) : null}
    </section>
  );
}
