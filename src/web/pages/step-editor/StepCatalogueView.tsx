/**
 * The catalogue by phase: every published step with its current version, searchable by code or title,
 * each opening the editor; new steps and imported files start here too.
 */
import { useMemo, useState } from 'react';
import { Button, Header, Input, Label, Segment, Table } from 'semantic-ui-react';
import { compareStepIds } from '../../../domain/steps/compare-step-ids';
import type { StepDefinition } from '../../../domain/steps/step-definition';
import { MENU_GROUP_LABELS, PHASE_LABELS, PHASE_ORDER, phaseHasMenuGroup } from '../../../domain/steps/step-phases';
import { useDocumentTitle } from '../../app/use-document-title';
import { useStepCatalogue } from '../steps/use-step-catalogue';
import { ListState } from '../../shared/ListState';
import { downloadDefinitionFile } from './download-definition-file';
import { ImportDefinitionButton } from './ImportDefinitionButton';
import { NewStepDialog } from './NewStepDialog';

/** Props of StepCatalogueView. */
export interface StepCatalogueViewProps {
  /** Opens a step; `start` is content to begin from (a new step's template, an imported file). */
  onOpen: (stepId: string, start?: { definition: Record<string, unknown>; kind: 'template' | 'imported' }) => void;
}

/** The catalogue screen. */
export function StepCatalogueView({ onOpen }: StepCatalogueViewProps) {
  useDocumentTitle('步驟定義管理');
  const { catalogue, error } = useStepCatalogue();
  const [keyword, setKeyword] = useState('');
  const [creating, setCreating] = useState(false);
  const phases = useMemo(() => {
    const words = keyword.trim().toLowerCase();
    const shown = (catalogue ?? []).filter((s) => !words || s.id.toLowerCase().includes(words) || s.title.toLowerCase().includes(words));
    return PHASE_ORDER.map((phase) => ({ phase, steps: shown.filter((s) => s.phase === phase).sort((a, b) => compareStepIds(a.id, b.id)) })).filter((p) => p.steps.length > 0);
  }, [catalogue, keyword]);

  return (
    <div className="pw-step-editor pw-catalogue" data-testid="step-catalogue">
      <div className="pw-page-header">
        <Header as="h2">步驟定義管理</Header>
        <div className="pw-editor-toolbar">
          <Button type="button" primary icon="plus" content="新增步驟" onClick={() => setCreating(true)} />
          <ImportDefinitionButton onImported={(definition, id) => onOpen(id, { definition, kind: 'imported' })} />
        </div>
      </div>
      <Input fluid icon="search" placeholder="搜尋步驟代碼或名稱" aria-label="搜尋步驟代碼或名稱" value={keyword} onChange={(e) => setKeyword(e.target.value)} className="pw-catalogue-search" />
      <ListState loading={!catalogue && !error} error={error ? new Error('步驟目錄載入失敗') : null} empty={phases.length === 0} emptyText={keyword ? `查無符合「${keyword}」的步驟` : '目錄中沒有步驟'}>
        {phases.map(({ phase, steps }) => (
          <Segment key={phase} className="pw-catalogue-phase" data-phase={phase}>
            <Header as="h3" size="small">
              {`${phase} ${PHASE_LABELS[phase]}`}
              <Label size="mini" circular className="pw-count-label">
                {steps.length}
              </Label>
            </Header>
            <Table compact celled className="pw-catalogue-table">
              <Table.Header>
                <Table.Row>
                  <Table.HeaderCell collapsing>代碼</Table.HeaderCell>
                  <Table.HeaderCell>應辦事項</Table.HeaderCell>
                  {phaseHasMenuGroup(phase) ? <Table.HeaderCell>選單群組</Table.HeaderCell> : null}
                  <Table.HeaderCell collapsing>目前版本</Table.HeaderCell>
                  <Table.HeaderCell collapsing>操作</Table.HeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {steps.map((step) => (
                  <Table.Row key={step.id} data-step={step.id}>
                    <Table.Cell data-label="代碼" className="pw-nowrap">
                      <strong>{step.id}</strong>
                    </Table.Cell>
                    <Table.Cell data-label="應辦事項">{step.title}</Table.Cell>
                    {phaseHasMenuGroup(phase) ? <Table.Cell data-label="選單群組">{step.menuGroup ? MENU_GROUP_LABELS[step.menuGroup] : '—'}</Table.Cell> : null}
                    <Table.Cell data-label="目前版本">{`第 ${step.version} 版`}</Table.Cell>
                    <Table.Cell data-label="操作" className="pw-actions">
                      <Button type="button" size="mini" primary basic icon="edit" content="編輯" aria-label={`編輯 ${step.id} ${step.title}`} onClick={() => onOpen(step.id)} />
                      <Button type="button" size="mini" basic icon="download" content="匯出" aria-label={`匯出 ${step.id} ${step.title}`} onClick={() => void downloadDefinitionFile(step.id).catch(() => undefined)} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table>
          </Segment>
        ))}
      </ListState>
      <NewStepDialog
        open={creating}
        existingIds={(catalogue ?? []).map((s) => s.id)}
        onCancel={() => setCreating(false)}
        onCreate={(definition: StepDefinition) => {
          setCreating(false);
          onOpen(definition.id, { definition: definition as unknown as Record<string, unknown>, kind: 'template' });
        }}
      />
    </div>
  );
}
