/** The export buttons of a stage's book: PCCES XML, Excel (xlsx) and OpenDocument (ods). */
import { Button } from 'semantic-ui-react';
import type { BudgetStage } from '../../../domain/budget-book/budget-stages';
import { toast } from '../../shared/toast';
import { downloadStageBook, type BudgetExportType } from './budget-api';

const TYPES: Array<{ type: BudgetExportType; label: string }> = [
  { type: 'xml', label: 'PCCES XML' },
  { type: 'xlsx', label: 'Excel' },
  { type: 'ods', label: 'ODS' },
];

/** Buttons that download the stage's book. */
export function ExportButtons({ projId, stage, contractNo }: { projId: number; stage: BudgetStage; contractNo: string }) {
  return (
    <Button.Group size="small" basic>
      {TYPES.map(({ type, label }) => (
        <Button
          key={type}
          type="button"
          icon="download"
          content={label}
          aria-label={`匯出 ${label}`}
          onClick={() => void downloadStageBook(projId, stage, type, contractNo).catch(() => toast.error(`預算書匯出失敗（${label}）`))}
        />
      ))}
    </Button.Group>
  );
}
