// The step page screen against a fake of the step calls: reminders on opening, the lock reminder starting
// the step, the fool-proofing dialog before saving, server refusals as dialogs and field errors, older
// definition versions, and the leave-edit warning.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter, useNavigate } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import StepProcessPage from '../../../../src/web/pages/steps/StepProcessPage';
import { DialogHost } from '../../../../src/web/shared/dialogs';
import { ToastHost } from '../../../../src/web/shared/ToastHost';
import { readCatalogue } from '../../domain/steps/catalogue-files';
import { installFakeStepServer, type FakeStepServer } from './support/fake-step-server';
import { cleanUpWebTest } from '../support/clean-up-web-test';

let server: FakeStepServer;

beforeEach(() => {
  server = installFakeStepServer();
});

afterEach(cleanUpWebTest);

function Shell() {
  const navigate = useNavigate();
  return (
    <>
      <Outlet />
      <DialogHost navigate={navigate} />
    </>
  );
}

function setup(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/BiddingAward/:phase/processManage/:componentName', element: <StepProcessPage /> },
          { path: '/BiddingAward/:phase/list', element: <p>列表頁</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
      <ToastHost />
    </SWRConfig>,
  );
  return router;
}

// The shared dialogs are Semantic UI modals titled 提醒您; the newest open one is the last in the document.
// Answered dialogs fade out for 500 ms and may still be in the document; they do not count.
const openModals = () => [...document.querySelectorAll<HTMLElement>('.ui.modal')].filter((m) => !m.closest('[data-closing]'));
const dialog = () =>
  waitFor(() => {
    const last = openModals().at(-1);
    if (!last || !last.textContent?.includes('提醒您')) throw new Error('no 提醒您 dialog');
    return last;
  });
const noDialog = () => expect(openModals()).toEqual([]);
const startEditing = async (name: string) => {
  click(await screen.findByRole('button', { name }));
  await screen.findByRole('button', { name: /完成編輯/ });
};
const click = (el: HTMLElement) => act(() => fireEvent.click(el));
const settledA46Prerequisites = { 'A2.8': 2, 'A4.1': 3, 'A4.2': 2, 'A4.3': 3, 'A4.4': 3, 'A4.5': 3 } as const;

describe('opening a step', () => {
  it('lists unmet prerequisites with links to their pages, and keeps editing closed', async () => {
    server.statuses = { 'A2.8': 2, 'A4.1': 1 };
    const router = setup('/BiddingAward/A4/processManage/A4_6?proj_id=1');
    const box = within(await dialog());
    expect(box.getByText('請先完成以下功能：')).toBeTruthy();
    const links = box.getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual(['A4.1 開標前查詢', 'A4.2 開標作業', 'A4.3 審標作業', 'A4.4 減價及比減價格', 'A4.5 總標價偏低處理']);
    click(box.getByRole('link', { name: 'A4.2 開標作業' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/BiddingAward/A4/processManage/A4_2?proj_id=1'));
  });

  it('opens a step whose prerequisites are settled for editing, reminding only that A5 steps will lock it', async () => {
    server.statuses = { ...settledA46Prerequisites };
    setup('/BiddingAward/A4/processManage/A4_6?proj_id=1');
    const box = within(await dialog());
    expect(box.getAllByRole('link').map((a) => a.textContent)).toEqual(['A5.1 決標公告及資料彙送', 'A5.2 得標廠商文件查驗', 'A5.3 押標金發還', 'A5.4 履約保證金繳納', 'A5.5 廠商報價及標價清單']);
    click(box.getByRole('button', { name: '取消' }));
    const add = await screen.findByRole('button', { name: '新增內容' });
    expect((add as HTMLButtonElement).disabled).toBe(false);
    expect(server.callsTo('BFB/Change_status')).toHaveLength(0);
  });

  it('asks before starting a step later steps will lock; continuing sets it 辦理中', async () => {
    setup('/BiddingAward/A4/processManage/A4_2?proj_id=1');
    const box = within(await dialog());
    expect(box.getByText('確認繼續新增內容？繼續後，以下功能將關閉編輯。')).toBeTruthy();
    expect(box.getByRole('link').textContent).toBe('A4.6 決標');
    click(box.getByRole('button', { name: '繼續' }));
    await waitFor(() => expect(server.callsTo('BFB/Change_status').map((c) => c.body)).toEqual([{ stp_id: 'A4.2', proj_id: 1, checkResult: 'Y' }]));
    expect(await screen.findByText('辦理中', { selector: '.pw-step-title .label' })).toBeTruthy();
  });

  it('does not remind again once a sibling has started', async () => {
    server.statuses = { 'A4.1': 1 };
    setup('/BiddingAward/A4/processManage/A4_2?proj_id=1');
    await screen.findByRole('button', { name: '新增內容' });
    noDialog();
  });

  it('returns to the list when starting the step fails', async () => {
    server.force('BFB/Change_status', { status: 409, body: { status: 'error', message: '鎖定', errors: { type: 'lock', steps: [{ id: 'A4.6', title: '決標' }] } } });
    const router = setup('/BiddingAward/A4/processManage/A4_2?proj_id=1');
    click(within(await dialog()).getByRole('button', { name: '繼續' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/BiddingAward/A4/list'));
    expect(router.state.location.search).toBe('?proj_id=1');
  });

  it('asks for a project first when none is chosen', async () => {
    setup('/BiddingAward/A4/processManage/A4_2');
    expect(await screen.findByText('請先選擇標案：')).toBeTruthy();
    expect(screen.getByText('控制重點')).toBeTruthy();
  });
});

describe('editing and saving', () => {
  beforeEach(() => {
    server.statuses = { 'A4.1': 1, 'A4.2': 1 };
  });

  it('lists empty required fields and saves as in progress when the user chooses to', async () => {
    setup('/BiddingAward/A4/processManage/A4_2?proj_id=1');
    await startEditing('新增內容');
    fireEvent.change(screen.getByLabelText('開標地點'), { target: { value: '第一會議室' } });
    click(screen.getByRole('button', { name: /完成編輯/ }));
    const box = within(await dialog());
    expect(box.getByText('必填')).toBeTruthy();
    expect(box.getByText('開標日期')).toBeTruthy();
    expect(box.queryByText('開標地點')).toBeNull();
    click(box.getByRole('button', { name: '先儲存（辦理中）' }));
    await waitFor(() => expect(server.callsTo('STP/Save_Step_Data')).toHaveLength(1));
    expect(server.callsTo('STP/Save_Step_Data')[0]!.body).toEqual({ stp_id: 'A4.2', proj_id: 1, data: { location: '第一會議室' }, version: 0 });
    expect(await screen.findByText('已儲存')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '編輯' })).toBeTruthy();
    expect(screen.getByTestId('step-updated').textContent).toBe('最後儲存：115/11/21 14:05:00');
  });

  it('lists a required upload category without a file under 上傳, and still lets the user save', async () => {
    server.files['A4.2'] = [];
    setup('/BiddingAward/A4/processManage/A4_2?proj_id=1');
    await startEditing('新增內容');
    click(screen.getByRole('button', { name: /完成編輯/ }));
    const box = within(await dialog());
    expect(box.getByText('上傳')).toBeTruthy();
    expect(box.getByText('開標紀錄（B.14）及出席簽到表')).toBeTruthy();
    expect(box.getByRole('button', { name: '先儲存（辦理中）' })).toBeTruthy();
  });

  it('does not list an upload category that has a file', async () => {
    server.files['A4.2'] = [{ id: 1, fileTo: 'openingRecord', filename: '開標紀錄.pdf' }];
    setup('/BiddingAward/A4/processManage/A4_2?proj_id=1');
    await startEditing('新增內容');
    await waitFor(() => expect(server.callsTo('BFB/getAllFile/A4.2/1')).toHaveLength(1));
    click(screen.getByRole('button', { name: /完成編輯/ }));
    expect(within(await dialog()).queryByText('上傳')).toBeNull();
  });

  it('blocks 完成編輯 on wrongly filled fields with the fool-proofing dialog', async () => {
    setup('/BiddingAward/A4/processManage/A4_2?proj_id=1');
    await startEditing('新增內容');
    fireEvent.change(screen.getByLabelText('開標時間'), { target: { value: '25:99' } });
    click(screen.getByRole('button', { name: /完成編輯/ }));
    const box = within(await dialog());
    expect(box.getByText('錯誤')).toBeTruthy();
    expect(box.getByText('開標時間：格式不符合')).toBeTruthy();
    expect(box.queryByRole('button', { name: '先儲存（辦理中）' })).toBeNull();
    click(box.getByRole('button', { name: '確定' }));
    expect(server.callsTo('STP/Save_Step_Data')).toHaveLength(0);
    expect(within(document.querySelector('[data-field="root_openingTime"]') as HTMLElement).getByRole('alert').textContent).toBe('格式不符合');
  });

  it("shows the server's field errors under the fields and stays in edit mode", async () => {
    server.data['A4.2'] = { data: { location: '第一會議室' }, definitionVersion: 1 };
    server.force('STP/Save_Step_Data', { status: 400, body: { status: 'error', message: '表單內容有誤，請修正標示的欄位', errors: { errorSchema: { location: { __errors: ['字串限制在0~100'] } } } } });
    setup('/BiddingAward/A4/processManage/A4_2?proj_id=1');
    await startEditing('編輯');
    click(screen.getByRole('button', { name: /完成編輯/ }));
    click(within(await dialog()).getByRole('button', { name: '先儲存（辦理中）' }));
    expect(await screen.findByText('表單內容有誤，請修正標示的欄位')).toBeTruthy();
    expect(within(document.querySelector('[data-field="root_location"]') as HTMLElement).getByRole('alert').textContent).toBe('字串限制在0~100');
    expect(screen.getByRole('button', { name: /完成編輯/ })).toBeTruthy();
  });

  it('on a save refused as stale, lists what the other person changed and, on 保留我的修改, puts my edits on their version', async () => {
    server.data['A4.2'] = { data: { location: '第一會議室' }, definitionVersion: 1, version: 3 };
    setup('/BiddingAward/A4/processManage/A4_2?proj_id=1');
    await startEditing('編輯');
    fireEvent.change(screen.getByLabelText('主持開標人員'), { target: { value: '王處長' } });
    // Meanwhile someone else moved the opening to another room.
    server.data['A4.2'] = { data: { location: '第二會議室' }, definitionVersion: 1, version: 4 };
    const changed = [{ field: 'location', path: ['location'], title: '開標地點', yours: '第一會議室', theirs: '第二會議室', by: '林承辦', at: '2026-11-21T06:05:00.000Z' }];
    server.force('STP/Save_Step_Data', { status: 409, body: { status: 'error', message: '資料已被他人修改，請重新載入後再編輯', errors: { changed, version: 4 } } });
    click(screen.getByRole('button', { name: /完成編輯/ }));
    click(within(await dialog()).getByRole('button', { name: '先儲存（辦理中）' }));
    const conflict = await waitFor(() => {
      const last = openModals().at(-1);
      if (!last?.textContent?.includes('資料已被他人修改')) throw new Error('no conflict dialog');
      return last;
    });
    const row = conflict.querySelector('tr[data-field="location"]')!;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['開標地點', '第二會議室', '第一會議室', '林承辦115/11/21 14:05:00']);
    click(within(conflict).getByRole('button', { name: '保留我的修改' }));
    await waitFor(() => expect((screen.getByLabelText('開標地點') as HTMLInputElement).value).toBe('第二會議室'));
    expect((screen.getByLabelText('主持開標人員') as HTMLInputElement).value).toBe('王處長');
    click(screen.getByRole('button', { name: /完成編輯/ }));
    click(within(await dialog()).getByRole('button', { name: '先儲存（辦理中）' }));
    await waitFor(() => expect(server.callsTo('STP/Save_Step_Data')).toHaveLength(2));
    expect(server.callsTo('STP/Save_Step_Data')[1]!.body).toEqual({ stp_id: 'A4.2', proj_id: 1, data: { location: '第二會議室', chair: '王處長' }, version: 4 });
  });

  it('asks before leaving edit mode with 取消', async () => {
    setup('/BiddingAward/A4/processManage/A4_2?proj_id=1');
    await startEditing('新增內容');
    click(screen.getByRole('button', { name: '取消' }));
    const box = within(await dialog());
    expect(box.getByText('您尚未完成此次編輯，是否離開此頁?')).toBeTruthy();
    click(box.getByRole('button', { name: '離開' }));
    expect(await screen.findByRole('button', { name: '新增內容' })).toBeTruthy();
  });
});

describe('status changes', () => {
  it('marks a complete step done, and names missing fields before asking the server otherwise', async () => {
    server.statuses = { 'A4.1': 1, 'A4.2': 1 };
    setup('/BiddingAward/A4/processManage/A4_1?proj_id=1');
    click(await screen.findByRole('button', { name: /^已完成/ }));
    const box = within(await dialog());
    expect(box.getByText('請先處理以下項目，才能標示為已完成：')).toBeTruthy();
    expect(box.getByText('查詢日期')).toBeTruthy();
    expect(server.callsTo('BFB/Change_status')).toHaveLength(0);
  });

  it('closes 已完成 on a step with a sign-off: its signatures make it done', async () => {
    server.statuses = { 'A4.1': 1, 'A4.2': 1 };
    setup('/BiddingAward/A4/processManage/A4_2?proj_id=1');
    const done = await screen.findByRole('button', { name: /^已完成/ });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(done.closest('[data-tooltip]')?.getAttribute('data-tooltip')).toBe('本步驟經各方以自然人憑證簽核完成後，即自動標示為已完成');
  });

  it('shows a refusal of the server as the reminder with the blocking steps', async () => {
    server.statuses = { ...settledA46Prerequisites };
    server.force('BFB/Change_status', { status: 409, body: { status: 'error', message: '請先完成以下步驟：A2.8 工程預算書', errors: { type: 'preq', steps: [{ id: 'A2.8', title: '工程預算書' }] } } });
    setup('/BiddingAward/A4/processManage/A4_6?proj_id=1');
    click(within(await dialog()).getByRole('button', { name: '取消' }));
    await waitFor(noDialog);
    click(await screen.findByRole('button', { name: /^無須辦理/ }));
    const box = within(await dialog());
    expect(box.getByRole('link', { name: 'A2.8 工程預算書' }).getAttribute('href')).toBe('/PlanningDesign/biddingDocumentBudgetBookBasic/local?proj_id=1');
  });
});

describe('definition versions', () => {
  it('views data captured under an older version with that version and edits under the current one', async () => {
    const current = readCatalogue().find((d) => d.id === 'A4.2')!;
    server.versions.set('A4.2@1', { ...current, version: 1, title: '開標作業（舊版）' });
    const newer = { ...current, version: 2 };
    server.force('STP/Get_Step_Definition/A4.2', { status: 200, body: { status: 'success', data: newer } });
    server.statuses = { 'A4.1': 1, 'A4.2': 1 };
    server.data['A4.2'] = { data: { location: '第一會議室' }, definitionVersion: 1 };
    setup('/BiddingAward/A4/processManage/A4_2?proj_id=1');
    expect((await screen.findByTestId('step-version-notice')).textContent).toContain('第 1 版');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('開標作業（舊版）');
    expect(server.calls.some((c) => c.path === 'STP/Get_Step_Definition/A4.2' && c.method === 'GET')).toBe(true);
    await startEditing('編輯');
    expect(screen.getByRole('heading', { level: 2 }).textContent).not.toContain('舊版');
    expect(screen.getByTestId('step-version-notice').textContent).toContain('目前第 2 版');
  });
});
