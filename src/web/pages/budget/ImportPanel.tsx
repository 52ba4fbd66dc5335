/**
 * The PCCES import of the basic page (upload=local): choose the eTender XML file, import it, and see what
 * was read — pay items by kind, analyses, work items, resources and the grand total as stated and as
 * recalculated — or the refusal naming the item, with nothing stored.
 */
import { useRef, useState } from 'react';
import { Button, Header, Message, Segment, Statistic, Table } from 'semantic-ui-react';
import type { ImportBudgetResult } from '../../../domain/budget-book/budget-api-types';
import { formatThousands } from '../../../domain/budget-book/format-budget-number';
import { ApiError } from '../../api/client';
import { showReminder } from '../../shared/dialogs';
import { toast } from '../../shared/toast';
import { importBudgetFile } from './budget-api';

const KIND_LABELS: Record<string, string> = {
  mainItem: '標題項目',
  analysis: '分析項目',
  general: '一般項目',
  formula: '公式項目',
  subtotal: '小計',
  variablePrice: '變動單價',
  variableSumPercentage: '百分比項目',
};

/** Props of the panel. */
export interface ImportPanelProps {
  projId: number;
  /** Called after a successful import (the page re-reads its data). */
  onImported: (result: ImportBudgetResult) => void;
  /** Where the A3.8 reserve price is edited, for the 'total' reminder. */
  reservePath: string;
  disabled?: boolean;
}

/** The import form and its outcome. */
export function ImportPanel({ projId, onImported, reservePath, disabled }: ImportPanelProps) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportBudgetResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    if (!file) return;
    setBusy(true);
    setRefusal(null);
    try {
      const imported = await importBudgetFile(projId, file);
      setResult(imported);
      setFile(null);
      if (input.current) input.current.value = '';
      toast.success('預算書匯入完成，A2.8 已標示為已完成');
      onImported(imported);
      if (imported.totalReminder) void showReminder({ type: 'total', to: reservePath, message: '預算已變更，請至 A3.8 編輯底價資訊' });
    } catch (error) {
      setResult(null);
      setRefusal(error instanceof ApiError ? error.message : '預算書匯入失敗');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Segment data-testid="budget-import">
      <Header as="h3">上傳 PCCES 預算書</Header>
      <p className="pw-budget-hint">請選擇公共工程經費電腦估價系統（PCCES）產出的 eTender XML 預算書檔案（50 MB 以內）。匯入會取代目前的 A2.8 工程預算書，並檢查每一項複價與總價。</p>
      <div className="pw-budget-upload">
        {/* The browser's own file button speaks its UI language; this one speaks zh-TW. */}
        <input
          ref={input}
          id="budget-file"
          type="file"
          className="pw-budget-file-input"
          accept=".xml,application/xml,text/xml"
          disabled={disabled || busy}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setRefusal(null);
          }}
        />
        <label htmlFor="budget-file" className={`ui basic button${disabled || busy ? ' disabled' : ''}`}>
          <i className="file code outline icon" />
          選擇檔案
        </label>
        <span className="pw-budget-file-name">{file ? file.name : '尚未選擇檔案'}</span>
        <Button primary icon="upload" content="匯入預算書" loading={busy} disabled={!file || busy || disabled} onClick={() => void submit()} />
      </div>
      {refusal ? (
        <Message negative data-testid="budget-import-refused">
          <Message.Header>無法匯入，未儲存任何資料</Message.Header>
          <p>{refusal}</p>
        </Message>
      ) : null}
      {result ? (
        <Message positive data-testid="budget-import-result">
          <Message.Header>
            已匯入「{result.fileName}」：{result.contractTitle}
            {result.contractNo ? `（${result.contractNo}）` : ''}
          </Message.Header>
          <Statistic.Group size="mini" widths={4} className="pw-budget-stats">
            <Statistic label="工作項目" value={formatThousands(String(result.counts.payItems))} />
            <Statistic label="單價分析" value={formatThousands(String(result.counts.analyses))} />
            <Statistic label="工料項目" value={formatThousands(String(result.counts.workItems))} />
            <Statistic label="總價（元）" value={formatThousands(result.recalculatedTotal)} />
          </Statistic.Group>
          <Table compact basic="very" unstackable size="small">
            <Table.Body>
              {Object.entries(result.counts.payItemsByKind).map(([kind, count]) => (
                <Table.Row key={kind}>
                  <Table.Cell>{KIND_LABELS[kind] ?? kind}</Table.Cell>
                  <Table.Cell className="pw-amount">{count}</Table.Cell>
                </Table.Row>
              ))}
              <Table.Row>
                <Table.Cell>資源統計</Table.Cell>
                <Table.Cell className="pw-amount">{result.counts.resources}</Table.Cell>
              </Table.Row>
              <Table.Row>
                <Table.Cell>檔案所載總價 ／ 系統重算總價</Table.Cell>
                <Table.Cell className="pw-amount">
                  {formatThousands(result.totalAmount)} ／ {formatThousands(result.recalculatedTotal)}
                </Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table>
        </Message>
      ) : null}
    </Segment>
  );
}
