// Saving, publishing and the history: a draft version, the impact on stored submissions and the note
// before publishing, the publication log, comparing versions side by side, restoring, loading, export.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FakeEditorServer } from './support/fake-editor-server';
import { click, openEditor, tab, type, useFakeEditorServer } from './support/render-editor';

let server: FakeEditorServer;
useFakeEditorServer((installed) => (server = installed));
const publishButton = () => screen.getByRole('button', { name: '發布' }) as HTMLButtonElement;

async function saveTitle(title: string) {
  type(screen.getByLabelText('應辦事項名稱'), title);
  click(screen.getByRole('button', { name: '儲存草稿' }));
  await waitFor(() => expect(screen.getByTestId('draft-status').textContent).toMatch(/草稿，尚未發布/));
}

describe('publishing', () => {
  it('needs a saved draft without faults, shows the affected submissions and asks for the note', async () => {
    await openEditor('B2.12');
    expect(publishButton().disabled).toBe(true);
    expect(screen.getByTestId('publish-hint').textContent).toBe('此版本已是目前版本');
    type(screen.getByLabelText('應辦事項名稱'), '會議紀錄及決議追蹤');
    expect(publishButton().disabled).toBe(true);
    expect(screen.getByTestId('publish-hint').textContent).toBe('請先儲存草稿，再發布');
    click(screen.getByRole('button', { name: '儲存草稿' }));
    expect(await screen.findByText('已儲存草稿（第 2 版）')).toBeTruthy();
    expect(screen.getByTestId('draft-status').textContent).toBe('第 2 版・草稿，尚未發布');
    await waitFor(() => expect(publishButton().disabled).toBe(false));

    server.impact = { total: 3, affected: 2, samples: [{ key: '5/0', reasons: ['removedField'], fields: ['remark'] }, { key: '6/0', reasons: ['newRequired'], fields: ['host'] }] };
    click(publishButton());
    const dialog = within(await screen.findByTestId('publish-dialog'));
    expect(dialog.getByText('B2.12 發布第 2 版')).toBeTruthy();
    expect(dialog.getByTestId('publish-impact').textContent).toContain('2 筆已儲存的填報資料將不符合此版本（共 3 筆）');
    expect(dialog.getByTestId('publish-impact').textContent).toContain('欄位已刪除、新增必填欄位');
    const confirm = dialog.getByRole('button', { name: '發布' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    type(dialog.getByLabelText('發布說明（記錄於發布紀錄）'), '名稱改為會議紀錄及決議追蹤');
    const catalogueReads = server.callsTo('STP/Get_Step_Catalogue').length;
    click(confirm);
    expect(await screen.findByText('已發布 B2.12 第 2 版')).toBeTruthy();
    expect(server.callsTo('STP/Publish_Step_Version').map((c) => c.body)).toEqual([{ stp_id: 'B2.12', version: 2, note: '名稱改為會議紀錄及決議追蹤' }]);
    await waitFor(() => expect(screen.getByTestId('draft-status').textContent).toBe('第 2 版・目前版本'));
    // Menus and lists read the catalogue again, so the new version shows there at once.
    expect(server.callsTo('STP/Get_Step_Catalogue').length).toBeGreaterThan(catalogueReads);
  });
});

describe('the history', () => {
  it('logs publications, compares versions side by side and restores an earlier one', async () => {
    await openEditor('B2.12');
    await saveTitle('會議紀錄（第二版）');
    click(publishButton());
    type(within(await screen.findByTestId('publish-dialog')).getByLabelText('發布說明（記錄於發布紀錄）'), '改名');
    click(within(screen.getByTestId('publish-dialog')).getByRole('button', { name: '發布' }));
    await screen.findByText('已發布 B2.12 第 2 版');

    tab('版本與發布紀錄');
    const log = await screen.findByTestId('publication-log');
    expect(log.textContent).toContain('115/11/21 15:00:00');
    expect(log.textContent).toContain('第 2 版');
    expect(log.textContent).toContain('王系統');
    expect(log.textContent).toContain('改名');
    const rows = [...screen.getByTestId('versions-table').querySelectorAll('tbody tr')];
    expect(rows.map((r) => r.getAttribute('data-version'))).toEqual(['2', '1']);
    expect(rows[0]!.textContent).toContain('目前版本');
    expect(rows[1]!.textContent).toContain('內建目錄');

    type(screen.getByLabelText('比較基準'), '1');
    type(screen.getByLabelText('對照版本'), '2');
    click(screen.getByRole('button', { name: '比較' }));
    const table = await screen.findByTestId('compare-table');
    const row = within(table).getByText('$.title').closest('tr')!;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['步驟名稱$.title', '修改', '會議紀錄', '會議紀錄（第二版）']);

    click(within(rows[1] as HTMLElement).getByRole('button', { name: '還原' }));
    const dialog = within(await screen.findByTestId('publish-dialog'));
    expect(dialog.getByText('B2.12 還原為第 1 版')).toBeTruthy();
    type(dialog.getByLabelText('發布說明（記錄於發布紀錄）'), '恢復原名稱');
    click(dialog.getByRole('button', { name: '還原' }));
    expect(await screen.findByText('已還原為第 1 版')).toBeTruthy();
    expect(server.callsTo('STP/Publish_Step_Version').at(-1)!.body).toEqual({ stp_id: 'B2.12', version: 1, note: '恢復原名稱' });
  });

  it('loads an earlier version into the editor, asking before unsaved changes go', async () => {
    await openEditor('B2.12');
    await saveTitle('會議紀錄（第二版）');
    type(screen.getByLabelText('應辦事項名稱'), '未儲存的名稱');
    tab('版本與發布紀錄');
    const table = await screen.findByTestId('versions-table');
    click(within(table.querySelector('tr[data-version="1"]') as HTMLElement).getByRole('button', { name: '載入編輯' }));
    const modal = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ui.modal')].find((m) => m.textContent?.includes('尚未儲存的修改將會捨棄'));
      if (!found) throw new Error('no dialog');
      return found;
    });
    click(within(modal).getByRole('button', { name: '載入' }));
    await waitFor(() => expect(screen.getByTestId('draft-status').textContent).toBe('第 1 版・目前版本'));
    tab('結構化編輯');
    expect((screen.getByLabelText('應辦事項名稱') as HTMLInputElement).value).toBe('會議紀錄');
  });

  it('exports the version being edited as a file in the format of steps/', async () => {
    const created: Blob[] = [];
    const spy = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (created.push(blob as Blob), 'blob:step'));
    await openEditor('B2.12');
    click(screen.getByRole('button', { name: '匯出 JSON' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(server.callsTo('STP/Export_Step_Definition/B2.12')[0]!.query.get('version')).toBe('1');
    const text = await created[0]!.text();
    expect(text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(text)).toMatchObject({ id: 'B2.12', version: 1 });
    spy.mockRestore();
  });
});
