/**
 * 營建工程空氣污染防制費: the step's declaration to the environmental bureau (view, and edit for those who may)
 * and its payments with 應繳 / 已繳 / 未繳, add, edit and delete, and their receipts. Self-contained (it reads
 * through SWR itself), so the step page can place it wherever the lead decides. See docs/air-pollution-fee.md.
 */
import { useState } from 'react';
import useSWR from 'swr';
import { Button, Header, Icon, Label, Message, Segment, Table } from 'semantic-ui-react';
import { findAirFeeCategory } from '../../../domain/air-fee/air-fee-categories';
import { formatMoney } from '../../../domain/money';
import { formatRocDate } from '../../../domain/roc-date';
import { swrFetcher } from '../../api/client';
import { confirmAndRun } from '../../shared/confirm-and-run';
import { ListState } from '../../shared/ListState';
import { downloadStepFile } from '../../uploads';
import { AirDeclarationDialog } from './air-fee/AirDeclarationDialog';
import { AirPaymentDialog } from './air-fee/AirPaymentDialog';
import { airKey as declarationKey, airPayKey, deleteAirFile, deleteAirPayment, type AirDeclarationAnswer, type AirPaymentRecord, type AirPaymentsAnswer } from './air-fee/air-fee-api';
import { definitionKey, fetchDefinition } from './step-api';
import './air-fee/air-fee.css';

/** Props of the panel. */
export interface AirPollutionFeePanelProps {
  stepId: string;
  projId: number;
  /** The sign-off case (0 when the step has none). */
  auditId?: number;
  /** Whether the caller may change the step (its edit codes and party); the server checks again. */
  canEdit: boolean;
}

const money = (value: string | null | undefined) => (value === null || value === undefined ? '—' : `${formatMoney(value)} 元`);
const text = (value: string | null | undefined) => (value ? value : '—');

/** The panel. */
export function AirPollutionFeePanel({ stepId, projId, auditId = 0, canEdit }: AirPollutionFeePanelProps) {
  const key = { stepId, projId, auditId };
  const declaration = useSWR<AirDeclarationAnswer>(declarationKey(key), swrFetcher, { revalidateOnFocus: false });
  const payments = useSWR<AirPaymentsAnswer>(airPayKey(key), swrFetcher, { revalidateOnFocus: false });
  // The step's first upload category takes receipts uploaded from the payment dialog.
  const definition = useSWR(canEdit ? definitionKey(stepId) : null, fetchDefinition, { revalidateOnFocus: false });
  const [editingDeclaration, setEditingDeclaration] = useState(false);
  const [paymentDialog, setPaymentDialog] = useState<{ editing: AirPaymentRecord | null } | null>(null);

  const reload = () => {
    void declaration.mutate();
    void payments.mutate();
  };
  const d = declaration.data?.declaration ?? null;
  const totals = payments.data?.totals ?? declaration.data?.totals;
  const list = payments.data?.list ?? [];
  const category = d?.category ? findAirFeeCategory(d.category, d.declared_date) : null;

  return (
    <Segment className="pw-air-fee" data-testid="air-fee-panel">
      <Header as="h3">
        <Icon name="leaf" />
        <Header.Content>營建工程空氣污染防制費</Header.Content>
      </Header>
      <ListState loading={!declaration.data && !declaration.error} error={declaration.error ?? null} onRetry={reload}>
        <section aria-label="申報資料">
          <div className="pw-air-fee-bar">
            <Header as="h4">申報資料</Header>
            {canEdit ? <Button size="small" primary icon="edit" content={d ? '編輯申報' : '填寫申報'} onClick={() => setEditingDeclaration(true)} data-testid="air-edit-declaration" /> : null}
          </div>
          {d ? (
            <Table definition compact unstackable className="pw-air-fee-declaration">
              <Table.Body>
                <Table.Row>
                  <Table.Cell width={4}>工程類別</Table.Cell>
                  <Table.Cell>{category ? `${category.code}. ${category.label}` : text(d.category)}</Table.Cell>
                </Table.Row>
                <Table.Row>
                  <Table.Cell>申報日期</Table.Cell>
                  <Table.Cell>{d.declared_date ? formatRocDate(d.declared_date) : '—'}</Table.Cell>
                </Table.Row>
                <Table.Row>
                  <Table.Cell>申報文號／管制編號</Table.Cell>
                  <Table.Cell>{`${text(d.declaration_no)}／${text(d.control_no)}`}</Table.Cell>
                </Table.Row>
                {category?.basis !== 'contractAmount' ? (
                  <Table.Row>
                    <Table.Cell>{category ? category.quantityLabel : '施工面積'}</Table.Cell>
                    <Table.Cell>{d.quantity ? `${formatMoney(d.quantity)} ${category?.quantityUnit ?? '平方公尺'}` : '—'}</Table.Cell>
                  </Table.Row>
                ) : null}
                <Table.Row>
                  <Table.Cell>工期</Table.Cell>
                  <Table.Cell>{d.duration_days ? `${formatMoney(d.duration_days, 0)} 日` : '—'}</Table.Cell>
                </Table.Row>
                <Table.Row>
                  <Table.Cell>工程合約經費</Table.Cell>
                  <Table.Cell>{money(d.contract_amount)}</Table.Cell>
                </Table.Row>
                <Table.Row>
                  <Table.Cell>費率</Table.Cell>
                  <Table.Cell>{d.rate ? `${d.rate.replace(/\.?0+$/, '')} ${category?.rateUnit ?? ''}` : '—'}</Table.Cell>
                </Table.Row>
                <Table.Row>
                  <Table.Cell>試算金額</Table.Cell>
                  <Table.Cell>{declaration.data?.estimated_fee ? money(declaration.data.estimated_fee) : '—'}</Table.Cell>
                </Table.Row>
                <Table.Row>
                  <Table.Cell>應繳金額（繳款單）</Table.Cell>
                  <Table.Cell>{d.fee === null ? '未填（以試算金額計）' : money(d.fee)}</Table.Cell>
                </Table.Row>
                {d.remark ? (
                  <Table.Row>
                    <Table.Cell>備註</Table.Cell>
                    <Table.Cell className="pw-air-fee-remark">{d.remark}</Table.Cell>
                  </Table.Row>
                ) : null}
              </Table.Body>
            </Table>
          ) : (
            <Message size="small" data-testid="air-no-declaration" content={canEdit ? '尚未填寫空污費申報資料，請按「填寫申報」。' : '尚未填寫空污費申報資料。'} />
          )}
        </section>

        <section aria-label="繳費紀錄">
          <div className="pw-air-fee-bar">
            <Header as="h4">繳費紀錄</Header>
            {canEdit && d ? <Button size="small" primary icon="plus" content="新增繳費" onClick={() => setPaymentDialog({ editing: null })} data-testid="air-add-payment" /> : null}
          </div>
          {totals ? (
            <div className="pw-air-fee-totals" data-testid="air-totals">
              <Label basic size="large">應繳<Label.Detail>{money(totals.payable)}</Label.Detail></Label>
              <Label basic size="large" color="green">已繳<Label.Detail>{money(totals.paid)}</Label.Detail></Label>
              <Label basic size="large" color={totals.unpaid && totals.unpaid !== '0.00' ? 'orange' : undefined}>未繳<Label.Detail>{money(totals.unpaid)}</Label.Detail></Label>
              {totals.overpaid !== '0.00' ? <Label basic size="large" color="red">溢繳<Label.Detail>{money(totals.overpaid)}</Label.Detail></Label> : null}
            </div>
          ) : null}
          <ListState loading={!payments.data && !payments.error} error={payments.error ?? null} onRetry={reload} empty={list.length === 0} compact emptyText="尚無繳費紀錄">
            <div className="pw-air-fee-scroll">
              <Table compact unstackable celled className="pw-air-fee-payments">
                <Table.Header>
                  <Table.Row>
                    <Table.HeaderCell>期別</Table.HeaderCell>
                    <Table.HeaderCell textAlign="right">金額</Table.HeaderCell>
                    <Table.HeaderCell>繳費日期</Table.HeaderCell>
                    <Table.HeaderCell>收據</Table.HeaderCell>
                    <Table.HeaderCell>備註</Table.HeaderCell>
                    {canEdit ? <Table.HeaderCell>操作</Table.HeaderCell> : null}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {list.map((p) => (
                    <Table.Row key={p.id} data-testid={`air-payment-${p.period}`}>
                      <Table.Cell>{`第 ${p.period} 期`}</Table.Cell>
                      <Table.Cell textAlign="right">{formatMoney(p.amount)}</Table.Cell>
                      <Table.Cell>{formatRocDate(p.paid_date)}</Table.Cell>
                      <Table.Cell>
                        {p.files.length === 0 ? '—' : null}
                        {p.files.map((f) => (
                          <div key={f.id} className="pw-air-fee-file">
                            <Button basic size="mini" icon="download" content={f.filename} onClick={() => void downloadStepFile(stepId, f)} />
                            {canEdit ? (
                              <Button
                                basic
                                negative
                                size="mini"
                                icon="trash"
                                aria-label={`刪除收據 ${f.filename}`}
                                onClick={() => void confirmAndRun(`確定刪除收據「${f.filename}」？檔案將一併刪除。`, '刪除', () => deleteAirFile(p.id, f.id, p.version), '收據已刪除').then((done) => done && reload())}
                              />
                            ) : null}
                          </div>
                        ))}
                      </Table.Cell>
                      <Table.Cell className="pw-air-fee-remark">{p.remark}</Table.Cell>
                      {canEdit ? (
                        <Table.Cell singleLine>
                          <Button size="mini" icon="edit" content="編輯" onClick={() => setPaymentDialog({ editing: p })} />
                          <Button
                            size="mini"
                            negative
                            icon="trash"
                            content="刪除"
                            onClick={() => void confirmAndRun(`確定刪除第 ${p.period} 期繳費紀錄？`, '刪除', () => deleteAirPayment(p.id, p.version), '繳費紀錄已刪除').then((done) => done && reload())}
                          />
                        </Table.Cell>
                      ) : null}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table>
            </div>
          </ListState>
        </section>
      </ListState>

      {editingDeclaration ? (
        <AirDeclarationDialog
          airKey={key}
          stored={d}
          version={declaration.data?.version ?? 0}
          onClose={() => setEditingDeclaration(false)}
          onSaved={() => {
            setEditingDeclaration(false);
            reload();
          }}
        />
      ) : null}
      {paymentDialog ? (
        <AirPaymentDialog
          airKey={key}
          editing={paymentDialog.editing}
          nextPeriod={Math.max(0, ...list.map((p) => p.period)) + 1}
          takenFileIds={list.filter((p) => p.id !== paymentDialog.editing?.id).flatMap((p) => p.files.map((f) => f.id))}
          uploadCategory={definition.data?.uploads?.[0] ?? null}
          onClose={() => setPaymentDialog(null)}
          onSaved={() => {
            setPaymentDialog(null);
            reload();
          }}
        />
      ) : null}
    </Segment>
  );
}
