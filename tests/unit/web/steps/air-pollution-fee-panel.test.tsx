// The air-pollution fee panel against a fake of the Air calls behind fetch: the declaration and totals as
// shown (ROC dates, thousands separators), the empty and error states in Chinese, read-only for a party
// without edit, and the dialogs sending the version they opened and the payment's exact amount text.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AirDeclarationAnswer, AirPaymentsAnswer } from '../../../../src/domain/air-fee/air-fee-records';
import { AirPollutionFeePanel } from '../../../../src/web/pages/steps/AirPollutionFeePanel';
import { DialogHost } from '../../../../src/web/shared/dialogs';
import { ToastHost } from '../../../../src/web/shared/ToastHost';
import { cleanUpWebTest } from '../support/clean-up-web-test';

interface Call {
  method: string;
  path: string;
  body?: Record<string, unknown>;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json(200, { status: 'success', data });

const declared: AirDeclarationAnswer = {
  declaration: {
    id: 1,
    category: '4',
    declared_date: '2026-02-10',
    declaration_no: '北環空字第1號',
    control_no: 'A115',
    quantity: '1200.00',
    duration_days: 90,
    contract_amount: '25000000.00',
    rate: '3.500000',
    fee: '12345.67',
    remark: '',
    updated_at: '2026-02-10T01:00:00.000Z',
    updated_by: 1,
  },
  version: 3,
  estimated_fee: '12600.00',
  totals: { payable: '12345.67', paid: '0.30', unpaid: '12345.37', overpaid: '0.00' },
};
const paid: AirPaymentsAnswer = {
  list: [
    { id: 11, period: 1, amount: '0.10', paid_date: '2026-02-15', remark: '', files: [{ id: 5, filename: '收據一.pdf', code: 'B1-PM-0001' }], version: 1, updated_at: '' },
    { id: 12, period: 2, amount: '0.20', paid_date: '2026-03-01', remark: '', files: [], version: 2, updated_at: '' },
  ],
  totals: declared.totals,
  declaration_version: 3,
};

function installFake(answers: { air: () => Response; pay: () => Response }): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = decodeURIComponent(url.pathname.replace('/TP_PROJECT_SV/api/v1/', ''));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ method: init?.method ?? 'GET', path, body });
    if (path.startsWith('BFC/Get_Air/')) return answers.air();
    if (path.startsWith('BFC/Get_AirPay/')) return answers.pay();
    if (path.startsWith('STP/Get_Step_Definition/')) return ok({ id: 'B1.11', uploads: [] });
    if (path.startsWith('BFB/getAllFile/')) return ok([]);
    if (path === 'BFC/Edit_Air') return ok({ version: 4, estimated_fee: '12600.00', totals: declared.totals, warning: null });
    if (path === 'BFC/Add_AirPay') return ok({ ...paid.list[1], id: 13, period: 3 });
    return json(404, { status: 'error', message: 'not faked' });
  });
  return calls;
}

function mount(canEdit: boolean) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AirPollutionFeePanel stepId="B1.11" projId={7} auditId={0} canEdit={canEdit} />
      <DialogHost />
      <ToastHost />
    </SWRConfig>,
  );
}

afterEach(cleanUpWebTest);

describe('AirPollutionFeePanel', () => {
  it('shows the declaration in ROC dates and the payments with 應繳/已繳/未繳 and thousands separators', async () => {
    installFake({ air: () => ok(declared), pay: () => ok(paid) });
    mount(true);
    const panel = await screen.findByTestId('air-fee-panel');
    await waitFor(() => expect(panel.textContent).toContain('4. 道路工程'));
    expect(panel.textContent).toContain('115/02/10');
    expect(panel.textContent).toContain('1,200.00 平方公尺');
    expect(panel.textContent).toContain('12,345.67 元');
    const totals = await screen.findByTestId('air-totals');
    expect(totals.textContent).toContain('應繳12,345.67 元');
    expect(totals.textContent).toContain('已繳0.30 元');
    expect(totals.textContent).toContain('未繳12,345.37 元');
    const first = await screen.findByTestId('air-payment-1');
    expect(first.textContent).toContain('0.10');
    expect(first.textContent).toContain('115/02/15');
    expect(first.textContent).toContain('收據一.pdf');
  });

  it('says so in Chinese when nothing is declared or paid, and offers no buttons to a party without edit', async () => {
    installFake({ air: () => ok({ declaration: null, version: 0, estimated_fee: null, totals: { payable: null, paid: '0.00', unpaid: null, overpaid: '0.00' } }), pay: () => ok({ list: [], totals: { payable: null, paid: '0.00', unpaid: null, overpaid: '0.00' }, declaration_version: 0 }) });
    mount(false);
    expect((await screen.findByTestId('air-no-declaration')).textContent).toBe('尚未填寫空污費申報資料。');
    expect((await screen.findByTestId('list-empty')).textContent).toBe('尚無繳費紀錄');
    expect(screen.queryByTestId('air-edit-declaration')).toBeNull();
    expect(screen.queryByTestId('air-add-payment')).toBeNull();
  });

  it('shows a load failure with a retry button', async () => {
    installFake({ air: () => json(403, { status: 'error', message: '您沒有檢視「B1.11 施工許可申請及申報」的權限' }), pay: () => ok(paid) });
    mount(true);
    const error = await screen.findByTestId('list-error');
    expect(error.textContent).toContain('資料載入失敗');
    expect(within(error).getByRole('button', { name: '重新載入' })).toBeTruthy();
  });

  it('saves the declaration from the version it opened', async () => {
    const calls = installFake({ air: () => ok(declared), pay: () => ok(paid) });
    mount(true);
    fireEvent.click(await screen.findByTestId('air-edit-declaration'));
    const dialog = await screen.findByTestId('air-declaration-dialog');
    expect(within(dialog).getByTestId('air-estimate').textContent).toContain('試算金額：12,600 元');
    fireEvent.click(screen.getByTestId('air-declaration-save'));
    await waitFor(() => expect(calls.some((c) => c.path === 'BFC/Edit_Air')).toBe(true));
    const sent = calls.find((c) => c.path === 'BFC/Edit_Air')!.body!;
    expect(sent).toMatchObject({ stp_id: 'B1.11', proj_id: 7, audit_id: 0, version: 3, category: '4', quantity: '1200', rate: '3.5', fee: '12345.67', duration_days: 90 });
  });

  it('checks a new payment in the dialog before sending it, then sends the next period', async () => {
    const calls = installFake({ air: () => ok(declared), pay: () => ok(paid) });
    mount(true);
    fireEvent.click(await screen.findByTestId('air-add-payment'));
    await screen.findByTestId('air-payment-dialog');
    fireEvent.click(screen.getByTestId('air-payment-save'));
    await screen.findByText('繳費金額必須大於 0');
    expect(calls.some((c) => c.path === 'BFC/Add_AirPay')).toBe(false);
    expect((screen.getByLabelText('期別') as HTMLInputElement).value).toBe('3');
  });
});
