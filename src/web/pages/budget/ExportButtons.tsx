/**
 * The export buttons of a stage's book: the book itself as PCCES XML, Excel (xlsx) and OpenDocument (ods),
 * and its prints 詳細價目表 (PDF) and 單價分析表 (PDF, XLSX, ODS).
 */
import { Button } from 'semantic-ui-react';
import type { ExportFormat } from '../../../domain/exports/export-document';
import { toast } from '../../shared/toast';
import { BUDGET_PRINT_TITLES, downloadBudgetPrint, downloadStageBook, type BudgetExportType, type BudgetPrint } from './budget-api';

const TYPES: Array<{ type: BudgetExportType; label: string }> = [
  { type: 'xml', label: 'PCCES XML' },
  { type: 'xlsx', label: 'Excel' },
  { type: 'ods', label: 'ODS' },
];

const PRINTS: Array<{ print: BudgetPrint; format: ExportFormat }> = [
  { print: 'TBS_BUDGET_DETAIL', format: 'pdf' },
  { print: 'TBS_BUDGET_ANALYSIS', format: 'pdf' },
  { print: 'TBS_BUDGET_ANALYSIS', format: 'xlsx' },
  { print: 'TBS_BUDGET_ANALYSIS', format: 'ods' },
];

/** Buttons that download the stage's book and its prints; `stageName` ('A3.8 底價訂定') names the book's files. */
export function ExportButtons({ projId, stage, stageName, contractNo }: { projId: number; stage: string; stageName: string; contractNo: string }) {
  return (
    <div className="pw-budget-exports">
      <Button.Group size="small" basic>
        {TYPES.map(({ type, label }) => (
          <Button
            key={type}
            type="button"
            icon="download"
            content={label}
            aria-label={`匯出 ${label}`}
            onClick={() => void downloadStageBook(projId, stage, stageName, type, contractNo).catch(() => toast.error(`預算書匯出失敗（${label}）`))}
          />
        ))}
      </Button.Group>
      <Button.Group size="small" basic>
        {PRINTS.map(({ print, format }) => {
          const label = `${BUDGET_PRINT_TITLES[print]} ${format.toUpperCase()}`;
          return (
            <Button
              key={`${print}-${format}`}
              type="button"
              icon={format === 'pdf' ? 'file pdf outline' : 'file excel outline'}
              content={label}
              aria-label={`列印 ${label}`}
              onClick={() => void downloadBudgetPrint(projId, stage, print, format)}
            />
          );
        })}
      </Button.Group>
    </div>
  );
}
