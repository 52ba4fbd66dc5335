// The catalogue screen: steps by phase with their current versions, search, a new step and an import.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeEditorServer } from './support/fake-editor-server';
import { click, renderEditor, type, useFakeEditorServer } from './support/render-editor';

let server: FakeEditorServer;
useFakeEditorServer((installed) => (server = installed));

describe('the step catalogue', () => {
  it('lists the steps by phase with their current version and opens one in the editor', async () => {
    server.current.set('B2.12', 1);
    server.versions.get('B2.12')!.push({ ...server.versions.get('B2.12')![0]!, title: '會議紀錄（修正）', version: 2 });
    server.current.set('B2.12', 2);
    const router = renderEditor();
    const b2 = await screen.findByText('B2 施工管理');
    const phase = b2.closest('[data-phase]') as HTMLElement;
    const row = within(phase).getByText('B2.12').closest('tr')!;
    expect(row.textContent).toContain('會議紀錄（修正）');
    expect(row.textContent).toContain('行政作業');
    expect(row.textContent).toContain('第 2 版');
    expect(document.querySelectorAll('[data-phase]')).toHaveLength(11);

    type(screen.getByLabelText('搜尋步驟代碼或名稱'), '底價');
    expect(document.querySelectorAll('tr[data-step]')).toHaveLength(1);
    click(screen.getByRole('button', { name: '編輯 A3.8 底價訂定' }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=A3.8'));
    expect(await screen.findByRole('heading', { name: /A3\.8\s*底價訂定/ })).toBeTruthy();
  });

  it('creates a new step from a code, title and menu group, refusing a code in use', async () => {
    const router = renderEditor();
    click(await screen.findByRole('button', { name: '新增步驟' }));
    const dialog = within(await screen.findByTestId('new-step-dialog'));
    type(dialog.getByLabelText('步驟代碼'), 'b2.12');
    type(dialog.getByLabelText('應辦事項名稱'), '工地安全巡檢紀錄');
    click(dialog.getByRole('button', { name: '建立' }));
    expect(dialog.getByText('步驟 B2.12 已存在，請從清單開啟編輯')).toBeTruthy();
    expect(dialog.getByText('B 階段步驟須選擇選單群組')).toBeTruthy();
    type(dialog.getByLabelText('步驟代碼'), 'B2.21');
    type(dialog.getByLabelText('選單群組'), 'occupationalSafetyManage');
    click(dialog.getByRole('button', { name: '建立' }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=B2.21'));
    expect(await screen.findByRole('heading', { name: /B2\.21\s*工地安全巡檢紀錄/ })).toBeTruthy();
    expect(screen.getByTestId('draft-status').textContent).toBe('尚未儲存');
    // The template's one fault: a step needs a key point.
    expect(screen.getByTestId('fault-list').textContent).toContain('控制重點：至少要有 1 項');
  });

  it('opens an imported file in the editor as an unsaved draft, and refuses a file that is not a definition', async () => {
    const router = renderEditor();
    const input = (await screen.findByTestId('import-definition-file')) as HTMLInputElement;
    const bad = new File(['{"title": '], 'broken.json', { type: 'application/json' });
    await act(async () => fireEvent.change(input, { target: { files: [bad] } }));
    expect(await screen.findByText(/檔案不是有效的 JSON/)).toBeTruthy();

    const definition = { ...server.versions.get('C2.1')![0]!, title: '保固（匯入）' };
    const file = new File([JSON.stringify(definition)], 'C2.1.json', { type: 'application/json' });
    await act(async () => fireEvent.change(input, { target: { files: [file] } }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=C2.1'));
    expect(await screen.findByRole('heading', { name: /C2\.1\s*保固（匯入）/ })).toBeTruthy();
    expect(screen.getByTestId('draft-status').textContent).toBe('尚未儲存');
  });
});
