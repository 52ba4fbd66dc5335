/**
 * The budget-book calls as the pages use them: reads through SWR, the import as multipart, saves, and the
 * exports and prints (詳細價目表, 單價分析表) as downloads under the 資料下載中 mask.
 */
import useSWR, { type SWRResponse } from 'swr';
import type { PageOf } from '../../../domain/admin/list-defaults';
import type { BudgetProjectRow, EngineeringUnit, ImportBudgetResult, ProjectBudgetInfo, SaveStageResult, StageBookAnswer } from '../../../domain/budget-book/budget-api-types';
import type { SubmittedPayItem } from '../../../domain/budget-book/merge-stage-edits';
import type { ExportFormat } from '../../../domain/exports/export-document';
import { api, swrFetcher } from '../../api/client';
import { downloadExport } from '../../exports/download-export';
import { withDownloadMask } from '../../shared/DownloadMask';
import { saveBlob } from '../../shared/save-blob';

const READ_OPTIONS = { revalidateOnFocus: false, keepPreviousData: true } as const;

/** A page of the caller's projects with their A2.8 book. */
export function useBudgetProjects(page: number, keyword: string): SWRResponse<PageOf<BudgetProjectRow>, Error> {
  return useSWR<PageOf<BudgetProjectRow>, Error>(['BGC/GET_Budget_Info', { page, page_size: 10, keyword }] as const, swrFetcher, READ_OPTIONS);
}

/** One project's budget information (null pauses). */
export function useBudgetInfo(projId: number | null): SWRResponse<ProjectBudgetInfo, Error> {
  return useSWR<ProjectBudgetInfo, Error>(projId === null ? null : (['BGC/GET_Budget_Info', { proj_id: projId }] as const), swrFetcher, { revalidateOnFocus: false });
}

/** The project's five engineering units (null pauses). */
export function useEngineeringUnits(projId: number | null): SWRResponse<EngineeringUnit[], Error> {
  return useSWR<EngineeringUnit[], Error>(projId === null ? null : (['BGC/Get_Engineering_Unit', { proj_id: projId }] as const), swrFetcher, { revalidateOnFocus: false });
}

/** A stage's book (Load_Detail_Now; created from the previous stage when first opened). Errors show on the page, not as toasts. */
export function useStageBook(projId: number | null, stage: string | null): SWRResponse<StageBookAnswer, Error> {
  return useSWR<StageBookAnswer, Error>(
    projId === null || stage === null ? null : (['PCS/Load_Detail_Now', { proj_id: projId, stp_id: stage }] as const),
    ([path, body]: readonly [string, unknown]) => api.post<StageBookAnswer>(path, body, { silent: true }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** Uploads a PCCES XML file into the project's A2.8 book; the refusal's message reaches the caller. */
export function importBudgetFile(projId: number, file: File): Promise<ImportBudgetResult> {
  const form = new FormData();
  form.append('proj_id', String(projId));
  form.append('file', file, file.name);
  return api.post<ImportBudgetResult>('BGC/Import_Budgetbook', form, { silent: true });
}

/** What a save sends besides the tree. */
export interface SaveExtras {
  Discount?: { rate?: string | null; amount?: string | null } | null;
  revision?: number;
  Rebuild?: boolean;
}

/** Saves a stage's book (Save_CalResult); the server recalculates and its totals win. */
export function saveStageBook(book: StageBookAnswer, detailList: SubmittedPayItem[], extras: SaveExtras = {}): Promise<SaveStageResult> {
  return api.post<SaveStageResult>('PCS/Save_CalResult', {
    proj_id: book.pid,
    stp_id: book.stp_id,
    DetailList: detailList,
    CostBreakdownList: book.CostBreakdownList.map((analysis) => ({ itemCode: analysis.itemCode })),
    ...extras,
  });
}

/** The export formats offered. */
export type BudgetExportType = 'xml' | 'xlsx' | 'ods';

/** Downloads a stage's book as PCCES XML, xlsx or ods, named after the contract and the stage ('A3.8 底價訂定'). */
export async function downloadStageBook(projId: number, stage: string, stageName: string, fileType: BudgetExportType, contractNo: string): Promise<void> {
  const blob = await withDownloadMask(api.get<Blob>('PCS/Export_Detail_Now', { proj_id: projId, stp_id: stage, filetype: fileType }, { responseType: 'blob' }));
  saveBlob(blob, `${contractNo || `標案${projId}`}_${stageName.replace(/\s+/g, '_')}.${fileType}`);
}

/** The budget-book prints: 詳細價目表 and 單價分析表 (TBS_EXPORT formTypes). */
export type BudgetPrint = 'TBS_BUDGET_DETAIL' | 'TBS_BUDGET_ANALYSIS';

/** Titles of the prints, which also name a file in failure messages. */
export const BUDGET_PRINT_TITLES: Record<BudgetPrint, string> = { TBS_BUDGET_DETAIL: '詳細價目表', TBS_BUDGET_ANALYSIS: '單價分析表' };

/**
 * Downloads a print of a stage's book through TBS_EXPORT (access-token and user-id headers, under the
 * 資料下載中 mask), saved under the name the server gives; failures are shown, and resolve false.
 */
export function downloadBudgetPrint(projId: number, stage: string, print: BudgetPrint, format: ExportFormat): Promise<boolean> {
  return downloadExport({ formType: print, projId, stpId: stage, title: BUDGET_PRINT_TITLES[print] }, format);
}
