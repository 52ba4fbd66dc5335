/**
 * The budget-book grid page of one stage (screen budgetBookSysRemark): the A2.8 budget under
 * /PlanningDesign/biddingDocumentBudgetBookSysRemark/:stp_id/:bidID/:proj_file_id/:bidName (code 14),
 * A3.8 底價訂定 under /BiddingAward/A3/sysRemark/:proj_id and A5.5 廠商報價 under /BiddingAward/A5/sysRemark/:proj_id
 * (code 25). It loads the stage's book, shows the grid in the stage's mode (the grid's code loads only
 * here), the stage's discount, saves (the server's totals win), warns before leaving unsaved edits, shows
 * the 提醒您 'total' reminder, and links B1.0's performance page.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Button, Header, List, Loader, Message, Statistic } from 'semantic-ui-react';
import { canChangeStage } from '../../../domain/budget-book/budget-stages';
import { formatThousands } from '../../../domain/budget-book/format-budget-number';
import { ApiError } from '../../api/client';
import { useSessionUser } from '../../api/session-store';
import { useDocumentTitle } from '../../app/use-document-title';
import { confirmDialog, showReminder } from '../../shared/dialogs';
import { ListState } from '../../shared/ListState';
import { toast } from '../../shared/toast';
import { useLeaveEditGuard } from '../../shared/use-leave-edit-guard';
import { titlesOfCatalogue, useStepCatalogue } from '../steps/use-step-catalogue';
import type { BudgetGridHandle, BudgetGridState } from '../../../../renderers/budget-grid/BudgetGrid';
import { saveStageBook, useStageBook } from './budget-api';
import { budgetBasicPath, budgetGridPath, contractStepPath, stageOfGridRoute, BUDGET_LIST_PATH, BUDGET_STAGE, CONTRACT_STAGE, QUOTE_STAGE, RESERVE_PRICE_STAGE, TOTAL_REMINDER } from './budget-paths';
import { DiscountEditor, previewDiscounted, toDiscountDraft, toDiscountInput, type DiscountDraft } from './DiscountEditor';
import { ExportButtons } from './ExportButtons';
import './budget-pages.css';

// The grid and AG Grid load only when a budget book is opened, never with the sign-in page.
const BudgetGrid = lazy(() => import('../../../../renderers/budget-grid/BudgetGrid').then((module) => ({ default: module.BudgetGrid })));

/** The stage and project a route names (which ids are stages is the server's answer). */
function useStageRoute(): { stage: string | null; projId: number | null } {
  const params = useParams();
  const { pathname } = useLocation();
  return { stage: stageOfGridRoute(pathname, params.stp_id), projId: Number(params.proj_id ?? params.bidID) || null };
}

/** The page. */
export default function BudgetSysRemarkPage() {
  const { stage, projId } = useStageRoute();
  const user = useSessionUser();
  const codes = user?.preview ?? [];
  const loaded = useStageBook(projId, stage);
  const data = loaded.data;
  // Until the book answers (or when it cannot), the step's title comes from the catalogue the menu reads too.
  const { catalogue } = useStepCatalogue();
  const stepTitle = stage ? titlesOfCatalogue(catalogue)[stage] : undefined;
  const title = data?.Desc ?? (stage && stepTitle ? `${stage} ${stepTitle}` : (stage ?? '預算書'));
  useDocumentTitle(title);
  const gridRef = useRef<BudgetGridHandle>(null);
  const [gridState, setGridState] = useState<BudgetGridState | null>(null);
  const [discount, setDiscount] = useState<DiscountDraft>({ mode: 'none', text: '' });
  const [revision, setRevision] = useState(0);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!data) return;
    setDiscount(toDiscountDraft(data.Discount));
    setRevision(data.revision);
  }, [data]);

  const caps = data?.capabilities;
  const rights = useMemo(() => ({ qty: Boolean(caps?.qty), cost: Boolean(caps?.cost), sysRemark: Boolean(caps?.sysRemark) }), [caps?.qty, caps?.cost, caps?.sysRemark]);
  const canEdit = Boolean(caps && canChangeStage(caps));
  const savedDiscount = JSON.stringify(toDiscountInput(toDiscountDraft(data?.Discount ?? null)));
  const discountDirty = Boolean(caps?.discount) && JSON.stringify(toDiscountInput(discount)) !== savedDiscount;
  const dirty = Boolean(gridState?.dirty) || discountDirty;

  const save = async (): Promise<boolean> => {
    const handle = gridRef.current;
    if (!handle || !data || !stage || projId === null) return false;
    if (caps?.discount && previewDiscounted(handle.model.grandTotal, discount, data.Main.decimals.detail.amount) === null) {
      toast.error('折扣請輸入數字');
      return false;
    }
    setSaving(true);
    try {
      const result = await saveStageBook(data, handle.model.toDetailList(), { revision, ...(caps?.discount ? { Discount: toDiscountInput(discount) } : {}) });
      handle.markSaved();
      setRevision(result.revision);
      toast.success(result.changed ? '已儲存' : '沒有變更');
      if (result.totalReminder) void showReminder({ type: 'total', to: budgetGridPath(RESERVE_PRICE_STAGE, projId), message: TOTAL_REMINDER });
      // The server's figures win: when they differ from the grid's, show the server's.
      if (result.totalAmount !== handle.model.grandTotal || discountDirty) await loaded.mutate();
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.errors?.revision !== undefined) {
        void confirmDialog('預算書已由他人更新。要重新載入最新內容嗎？（您尚未儲存的編輯將遺失）', { okText: '重新載入' }).then((reload) => {
          if (reload) void loaded.mutate();
        });
      }
      return false;
    } finally {
      setSaving(false);
    }
  };

  useLeaveEditGuard(dirty ? 'edit' : 'view', { variant: 'three', onFinish: save });

  useEffect(() => {
    if (data?.budgetChanged && data.capabilities.cost) void showReminder({ type: 'total', message: `${TOTAL_REMINDER}。可按「依新預算重新建立」更新底價的單價。` });
  }, [data?.budgetChanged, data?.capabilities.cost]);

  const rebuild = async () => {
    if (!data || !(await confirmDialog('依目前的 A2.8 預算重新建立底價？已調整的單價會回復為預算單價，折扣保留。', { okText: '重新建立' }))) return;
    setSaving(true);
    try {
      await saveStageBook(data, [], { revision, Rebuild: true });
      toast.success('已依新預算重新建立底價');
      await loaded.mutate();
    } catch {
      // The client showed the reason.
    } finally {
      setSaving(false);
    }
  };

  if (!stage || projId === null) {
    return (
      <div className="pw-budget-page">
        <Header as="h2">預算書</Header>
        <ListState empty emptyText="網址不正確" emptyDetail="請由預算書列表開啟預算書。" emptyAction={<Button primary as={Link} to={BUDGET_LIST_PATH} content="前往預算書列表" />}>
          {null}
        </ListState>
      </div>
    );
  }

  const error = loaded.error instanceof ApiError ? loaded.error : loaded.error ? new ApiError(loaded.error.message, 'network') : null;
  // The client words a 404 as a server fault; the book's absence has the server's own message.
  const errorMessage = (error?.body as { message?: string } | undefined)?.message ?? error?.message ?? '';
  const steps = (error?.errors?.steps as Array<{ id: string; title: string }> | undefined) ?? [];
  const grandTotal = gridState?.grandTotal ?? data?.totalAmount ?? '0';
  const decimals = data?.Main.decimals.detail.amount ?? 0;

  return (
    <div className="pw-budget-page" data-testid="budget-grid-page" data-stage={stage}>
      <div className="pw-page-header">
        <Header as="h2">
          {title}
          {data ? (
            <Header.Subheader>
              {data.PCS_budProject.proj_number}{'\u3000'}{data.PCS_budProject.proj_name}
            </Header.Subheader>
          ) : null}
        </Header>
        <div className="pw-budget-actions">
          {stage === BUDGET_STAGE && codes.includes(15) ? <Button basic as={Link} to={budgetBasicPath(projId, 'view')} icon="info circle" content="基本資料" /> : null}
          {data ? <ExportButtons projId={projId} stage={stage} stageName={data.Desc} contractNo={data.Main.contractNo} /> : null}
          {canEdit ? <Button primary icon="save" content="儲存" loading={saving} disabled={saving || !dirty} onClick={() => void save()} data-testid="budget-save" /> : null}
        </div>
      </div>
      <ListState
        loading={!data && !error}
        error={error && error.status !== 404 && error.status !== 409 ? error : null}
        onRetry={() => void loaded.mutate()}
        empty={error?.status === 404 || error?.status === 409}
        emptyText={errorMessage}
        emptyAction={
          error?.status === 404 && codes.includes(15) ? (
            <Button primary as={Link} to={budgetBasicPath(projId)} icon="upload" content="上傳預算書" />
          ) : steps.length > 0 ? (
            <List bulleted items={steps.map((step) => `${step.id} ${step.title}`)} />
          ) : undefined
        }
      >
        {data ? (
          <>
            {data.editBlock ? <Message warning icon="lock" header="目前無法編輯" content={data.editBlock.message} /> : null}
            {data.budgetChanged ? (
              <Message warning data-testid="budget-changed">
                <Message.Header>提醒您</Message.Header>
                <p>{TOTAL_REMINDER}。目前底價仍以建立時的預算計算。</p>
                {caps?.cost ? <Button size="small" primary content="依新預算重新建立" loading={saving} onClick={() => void rebuild()} /> : null}
              </Message>
            ) : null}
            {data.party === 'agency' && !canEdit && !data.editBlock ? <Message info content="本階段由得標廠商填寫，機關僅供檢視。" /> : null}
            {data.party === 'contractor' && caps?.cost ? <Message info content="請於黃色欄位填寫各項單價，複價與總價會即時計算；完成後請按「儲存」。" /> : null}
            <div className="pw-budget-summary">
              {data.discountLabel ? (
                <Statistic size="tiny" label={`${data.discountLabel}（元）`} value={formatThousands(previewDiscounted(grandTotal, discount, decimals) ?? data.finalAmount, decimals)} />
              ) : null}
              <span className="pw-budget-hint">
                第 {revision} 版・{dirty ? '有尚未儲存的變更' : '已儲存'}
              </span>
              {codes.includes(26) && (stage === QUOTE_STAGE || stage === CONTRACT_STAGE) ? <Button basic size="small" as={Link} to={contractStepPath(projId)} icon="external" content="B1.0 契約預算及履約資訊" /> : null}
            </div>
            {data.discountLabel && (caps?.discount || data.Discount) ? (
              <DiscountEditor draft={discount} onChange={setDiscount} total={grandTotal} decimals={decimals} label={data.discountLabel} disabled={!caps?.discount || saving} />
            ) : null}
            <Suspense fallback={<Loader active inline="centered" content="預算書載入中…" />}>
              <BudgetGrid
                ref={gridRef}
                book={data}
                stage={stage}
                rights={rights}
                analysisRemarks={data.analysisRemarks}
                onStateChange={setGridState}
                onError={(message) => toast.error(message)}
              />
            </Suspense>
          </>
        ) : null}
      </ListState>
    </div>
  );
}
