// What the step page does with its props: records, status buttons and their reasons, prerequisites and
// locks, sign-off and export, the upload slot and the fool-proofing items.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listStepIssues, type StepIssues } from '../../../renderers/step-page/collect-step-issues';
import { StepPage, type StepPageProps } from '../../../renderers/step-page/StepPage';
import { definitionOf } from './support/step-fixtures';

afterEach(cleanup);

const a42 = definitionOf('A4.2');
const a46 = definitionOf('A4.6');
const titles = { 'A2.8': '工程預算書', 'A4.1': '開標前查詢', 'A4.6': '決標', 'A5.1': '決標公告' };

function renderPage(props: Partial<StepPageProps> & Pick<StepPageProps, 'definition'>) {
  return render(<StepPage data={{}} mode="view" state={0} statuses={{}} stepTitles={titles} {...props} />);
}

const statusButton = (text: string) => screen.getByRole('button', { name: new RegExp(`^${text}`) }) as HTMLButtonElement;

describe('record collections', () => {
  const bidder = { vendor: '大安營造', taxId: '12345678', totalBid: '9800000' };

  it('lists records with formatted cells and no controls in view mode', () => {
    renderPage({ definition: a42, data: { bidders: [{ ...bidder, representativePresent: true }] } });
    const table = within(document.querySelector('[data-records="bidders"]') as HTMLElement);
    expect(table.getByText('大安營造')).toBeTruthy();
    expect(table.getByText('9,800,000.00')).toBeTruthy();
    expect(table.getByText('是')).toBeTruthy();
    expect(table.queryByRole('button')).toBeNull();
  });

  it('adds, edits and deletes records while editing; the data keeps them under the collection key', () => {
    const onFinishEdit = vi.fn<(data: Record<string, unknown>, issues: StepIssues) => void>();
    renderPage({ definition: a42, data: { bidders: [bidder] }, mode: 'edit', onFinishEdit });
    act(() => fireEvent.click(screen.getByRole('button', { name: '新增投標廠商' })));
    const dialog = within(screen.getByRole('dialog'));
    // An empty record is refused with the required messages under its fields.
    act(() => fireEvent.click(dialog.getByRole('button', { name: '確定' })));
    expect(dialog.getAllByText('欄位必須填寫')).toHaveLength(2);
    act(() => fireEvent.change(dialog.getByLabelText(/廠商名稱/), { target: { value: '信義土木' } }));
    act(() => fireEvent.change(dialog.getByLabelText(/統一編號/), { target: { value: '87654321' } }));
    act(() => fireEvent.change(dialog.getByLabelText(/總標價/), { target: { value: '10,200,000' } }));
    act(() => fireEvent.click(dialog.getByRole('button', { name: '確定' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('共 2 筆')).toBeTruthy();

    act(() => fireEvent.click(screen.getByRole('button', { name: '編輯第 1 筆' })));
    act(() => fireEvent.change(within(screen.getByRole('dialog')).getByLabelText(/廠商名稱/), { target: { value: '大安營造股份有限公司' } }));
    act(() => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '確定' })));

    act(() => fireEvent.click(screen.getByRole('button', { name: '刪除第 2 筆' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: '刪除' })));
    expect(screen.getByText('共 1 筆')).toBeTruthy();

    act(() => fireEvent.click(screen.getByRole('button', { name: /完成編輯/ })));
    expect(onFinishEdit.mock.calls[0]![0].bidders).toEqual([{ ...bidder, vendor: '大安營造股份有限公司' }]);
  });

  it("marks a record row the server refused and says why", () => {
    renderPage({ definition: a42, data: { bidders: [bidder] }, extraErrors: { bidders: { 0: { taxId: { __errors: ['格式不符合'] } } } } });
    expect(screen.getByText('第 1 筆：統一編號：格式不符合')).toBeTruthy();
  });
});

describe('status buttons', () => {
  it('closes each with the reason the rule function gives', () => {
    renderPage({ definition: a46, statuses: { 'A2.8': 2, 'A4.1': 1 }, onStatusChange: vi.fn() });
    const done = statusButton('已完成');
    expect(done.disabled).toBe(true);
    expect(done.closest('[data-tooltip]')?.getAttribute('data-tooltip')).toBe('請先完成前置步驟：A4.1 開標前查詢、A4.2、A4.3、A4.4、A4.5');
    // Resetting to 未辦理 needs only "not locked", but the step already is not done.
    expect(statusButton('重設為未辦理').closest('[data-tooltip]')?.getAttribute('data-tooltip')).toBe('目前已是此狀態');
  });

  it('lets a step whose prerequisites are settled change status', () => {
    const onStatusChange = vi.fn();
    const settled = { 'A2.8': 2, 'A4.1': 3, 'A4.2': 2, 'A4.3': 2, 'A4.4': 3, 'A4.5': 3 } as const;
    renderPage({ definition: a46, statuses: settled, onStatusChange });
    act(() => fireEvent.click(statusButton('無須辦理')));
    expect(onStatusChange).toHaveBeenCalledWith(3);
    expect(screen.queryByTestId('step-prerequisites')).toBeNull();
    // A4.6 is signed off by the agency: its signatures, not this button, make it done.
    expect(statusButton('已完成').disabled).toBe(true);
  });

  it('explains a locked step and closes editing and status changes except none', () => {
    renderPage({ definition: a42, data: { location: '第一會議室' }, state: 2, statuses: { 'A4.6': 1, 'A4.2': 2 }, onEdit: vi.fn(), onStatusChange: vi.fn() });
    expect(screen.getByTestId('step-locked').textContent).toContain('A4.6 決標');
    expect((screen.getByRole('button', { name: '編輯' }) as HTMLButtonElement).disabled).toBe(true);
    expect(statusButton('重設為未辦理').disabled).toBe(true);
    expect(statusButton('辦理中').closest('[data-tooltip]')?.getAttribute('data-tooltip')).toBe('已被後續步驟鎖定：A4.6 決標');
  });

  it('lists unmet prerequisites with links', () => {
    renderPage({ definition: a46, statuses: {}, stepHref: (id) => `/step/${id}` });
    const notice = within(screen.getByTestId('step-prerequisites'));
    expect(notice.getByRole('link', { name: 'A2.8 工程預算書' }).getAttribute('href')).toBe('/step/A2.8');
    expect(notice.getAllByRole('link')).toHaveLength(6);
  });

  it('waits while editing, and without a handler says 尚未開放', () => {
    renderPage({ definition: a42, mode: 'edit' });
    expect(statusButton('辦理中').closest('[data-tooltip]')?.getAttribute('data-tooltip')).toBe('請先完成或取消編輯');
    cleanup();
    renderPage({ definition: a42, canEdit: false });
    expect(statusButton('辦理中').closest('[data-tooltip]')?.getAttribute('data-tooltip')).toBe('您沒有編輯此步驟的權限');
  });
});

describe('sign-off and exports', () => {
  it('are shown from the definition and closed with 尚未開放 without handlers', () => {
    renderPage({ definition: a42 });
    const signOff = screen.getByTestId('sign-off') as HTMLButtonElement;
    expect(signOff.textContent).toContain('簽核（機關）');
    expect(signOff.disabled).toBe(true);
    expect(signOff.closest('[data-tooltip]')?.getAttribute('data-tooltip')).toBe('尚未開放');
    const exportBox = document.querySelector('[data-export="TBS_A0402_014D"]') as HTMLElement;
    expect(within(exportBox).getByText('B.14 開標紀錄')).toBeTruthy();
    const buttons = within(exportBox).getAllByRole('button') as HTMLButtonElement[];
    expect(buttons.map((b) => b.textContent)).toEqual(['預覽', 'ODT', 'DOCX', 'PDF', '全部匯出']);
    for (const button of buttons) {
      expect(button.disabled).toBe(true);
      expect(button.closest('[data-tooltip]')?.getAttribute('data-tooltip')).toBe('尚未開放');
    }
  });

  it('call their handlers when given: 匯出 per format, 預覽 and 全部匯出 per form', () => {
    const onSignOff = vi.fn();
    const onExport = vi.fn();
    const onPreview = vi.fn();
    const onExportAll = vi.fn();
    renderPage({ definition: definitionOf('B2.19'), onSignOff, onExport, onPreview, onExportAll });
    expect(screen.getByTestId('sign-off').textContent).toContain('多方簽核（施工廠商、監造單位、機關）');
    act(() => fireEvent.click(screen.getByTestId('sign-off')));
    act(() => fireEvent.click(screen.getByRole('button', { name: '匯出估驗計價單 PDF' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: '預覽估驗計價單' })));
    expect(onSignOff).toHaveBeenCalledOnce();
    expect(onExport.mock.calls[0]![0].formType).toBe('TBS_B0219_002D');
    expect(onExport.mock.calls[0]![1]).toBe('pdf');
    expect(onPreview.mock.calls[0]![0].formType).toBe('TBS_B0219_002D');
    act(() => fireEvent.click(screen.getByRole('button', { name: '全部匯出估驗計價單' })));
    expect(onExportAll.mock.calls[0]![0].formType).toBe('TBS_B0219_002D');
  });

  it('offer 預覽 only for forms with a PDF and 全部匯出 only for forms with several formats', () => {
    const base = definitionOf('A4.2');
    const form = base.exports[0]!;
    const definition = {
      ...base,
      exports: [
        { ...form, formType: 'TBS_A0402_901D', title: '僅文書', formats: ['odt', 'docx'] as typeof form.formats },
        { ...form, formType: 'TBS_A0402_902D', title: '僅PDF', formats: ['pdf'] as typeof form.formats },
      ],
    };
    renderPage({ definition, onExport: vi.fn(), onPreview: vi.fn(), onExportAll: vi.fn() });
    const names = (formType: string) => within(document.querySelector(`[data-export="${formType}"]`) as HTMLElement).getAllByRole('button').map((b) => b.textContent);
    expect(names('TBS_A0402_901D')).toEqual(['ODT', 'DOCX', '全部匯出']);
    expect(names('TBS_A0402_902D')).toEqual(['預覽', 'PDF']);
  });

  it('offer test-only exports only in those environments', () => {
    const b219 = definitionOf('B2.19');
    const testOnly = b219.exports.filter((e) => e.environments && !e.environments.includes('production'));
    expect(testOnly.length).toBeGreaterThan(0);
    renderPage({ definition: b219 });
    for (const form of testOnly) expect(document.querySelector(`[data-export="${form.formType}"]`)).toBeNull();
    cleanup();
    renderPage({ definition: b219, environment: 'development' });
    for (const form of testOnly) expect(document.querySelector(`[data-export="${form.formType}"]`)).not.toBeNull();
  });
});

describe('uploads', () => {
  it('describes each category by default: label, types, 50 MB, required mark and code prefix', () => {
    renderPage({ definition: a42 });
    const category = document.querySelector('[data-upload="openingRecord"]') as HTMLElement;
    expect(category.textContent).toContain('開標紀錄（B.14）及出席簽到表');
    expect(category.textContent).toContain('必要');
    expect(category.textContent).toContain('PDF、DOC、DOCX');
    expect(category.textContent).toContain('單檔上限 50 MB');
    expect(category.textContent).toContain('代碼 A-OO-');
  });

  it('renders the upload widget given for each category, and lists missing required uploads under 上傳', () => {
    const onFinishEdit = vi.fn<(data: Record<string, unknown>, issues: StepIssues) => void>();
    renderPage({
      definition: a42,
      mode: 'edit',
      renderUploads: (category) => <p>{`上傳元件：${category.key}`}</p>,
      findMissingUploads: (categories) => categories,
      onFinishEdit,
    });
    expect(screen.getByText('上傳元件：openingRecord')).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: /完成編輯/ })));
    expect(onFinishEdit.mock.calls[0]![1].uploads.map((u) => u.key)).toEqual(['openingRecord']);
  });
});

describe('modes', () => {
  it('offers 新增內容 for a step with nothing stored and 編輯 otherwise', () => {
    const onEdit = vi.fn();
    renderPage({ definition: a42, onEdit });
    act(() => fireEvent.click(screen.getByRole('button', { name: '新增內容' })));
    expect(onEdit).toHaveBeenCalledOnce();
    cleanup();
    renderPage({ definition: a42, data: { location: '第一會議室' }, onEdit });
    expect(screen.getByRole('button', { name: '編輯' })).toBeTruthy();
  });

  it('shows the given notice and reports wrong fields as 錯誤 with their messages', () => {
    const onFinishEdit = vi.fn<(data: Record<string, unknown>, issues: StepIssues) => void>();
    renderPage({ definition: a42, mode: 'edit', data: { openingTime: '25:99', bidderCount: 2 }, notice: <p>第 1 版</p>, onFinishEdit });
    expect(screen.getByText('第 1 版')).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: /完成編輯/ })));
    const issues = onFinishEdit.mock.calls[0]![1];
    expect(issues.errors).toEqual([{ path: ['openingTime'], label: '開標時間', message: '格式不符合' }]);
    expect(within(document.querySelector('[data-field="root_openingTime"]') as HTMLElement).getByRole('alert').textContent).toBe('格式不符合');
  });
});

describe("the server's field errors", () => {
  it('stay under their field until the user changes that field', () => {
    const a28 = definitionOf('A2.8');
    render(
      <StepPage
        definition={a28}
        data={{ budgetTotal: '100', designUnit: '宏禹' }}
        mode="edit"
        state={1}
        statuses={{}}
        extraErrors={{ budgetTotal: { __errors: ['不是小數格式'] }, designUnit: { __errors: ['字串限制在0~100'] } }}
      />,
    );
    const box = (field: string) => within(document.querySelector(`[data-field="root_${field}"]`) as HTMLElement);
    expect(box('budgetTotal').getByRole('alert').textContent).toBe('不是小數格式');
    act(() => fireEvent.change(screen.getByLabelText('預算總額（元）'), { target: { value: '200' } }));
    expect(box('budgetTotal').queryByRole('alert')).toBeNull();
    expect(box('designUnit').getByRole('alert').textContent).toBe('字串限制在0~100');
  });
});

describe('fool-proofing items', () => {
  it('are listed as the dialogs show them: 必填 by field, 錯誤 with why, 上傳 by category', () => {
    const issues: StepIssues = {
      required: [{ path: ['openDate'], label: '開標日期', message: '欄位必須填寫' }],
      errors: [{ path: ['bidders', '1', 'taxId'], label: '投標廠商 第 2 筆：統一編號', message: '格式不符' }],
      uploads: [a42.uploads[0]!],
    };
    expect(listStepIssues(issues)).toEqual({
      required: ['開標日期'],
      errors: ['投標廠商 第 2 筆：統一編號：格式不符'],
      uploads: [a42.uploads[0]!.label],
    });
  });
});
