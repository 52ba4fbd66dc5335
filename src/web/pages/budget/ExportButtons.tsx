/** The export buttons of a stage's book: PCCES XML, Excel (xlsx) and OpenDocument (ods). */
import { Button } from 'semantic-ui-react';
import { toast } from '../../shared/toast';
import { downloadStageBook, type BudgetExportType } from './budget-api';

const TYPES: Array<{ type: BudgetExportType; label: string }> = [
  { type: 'xml', label: 'PCCES XML' },
  { type: 'xlsx', label: 'Excel' },
  { type: 'ods', label: 'ODS' },
];

/** Buttons that download the stage's book; `stageName` ('A3.8 底價訂定') names the files. */
export function ExportButtons({ projId, stage, stageName, contractNo }: { projId: number; stage: string; stageName: string; contractNo: string }) {
  return (
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
  );
}
