// The 版面 part of an export form in the structured editor, on A4.2's 開標紀錄: downloading the layout,
// editing the printed title (saved with the draft), removing the layout and starting again from the
// default, and uploaded layout files — used when the draft check accepts them, refused with the reasons
// under the form (and nothing changed) when not.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultExportLayout } from '../../../../src/domain/exports/default-export-layout';
import type { ExportLayout, StepDefinition } from '../../../../src/domain/steps/step-definition';
import type { FakeEditorServer } from './support/fake-editor-server';
import { click, openEditor, type, useFakeEditorServer } from './support/render-editor';

let server: FakeEditorServer;
useFakeEditorServer((installed) => (server = installed));

const part = () => within(screen.getByTestId('export-layout-0'));
const titleInput = () => part().getByLabelText('編輯標題（印於文件最上方）') as HTMLInputElement;
const stored = () => server.versions.get('A4.2')![0] as unknown as StepDefinition;

async function saveDraft(): Promise<StepDefinition> {
  click(screen.getByRole('button', { name: '儲存草稿' }));
  await waitFor(() => expect(screen.getByTestId('draft-status').textContent).toMatch(/草稿，尚未發布/));
  return server.callsTo('STP/Save_Step_Draft').at(-1)!.body!.definition as StepDefinition;
}

async function upload(text: string): Promise<void> {
  const input = screen.getByTestId('export-layout-file-0') as HTMLInputElement;
  await act(async () => fireEvent.change(input, { target: { files: [new File([text], 'layout.json', { type: 'application/json' })] } }));
}

describe('the 版面 part of an export form', () => {
  it('downloads the layout the form prints with as a JSON file', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (created.push(blob as Blob), 'blob:layout'));
    await openEditor('A4.2');
    expect(part().getByTestId('export-layout-kind').textContent).toBe(stored().exports[0]!.layout ? '自訂版面' : '預設版面（依套印欄位產生）');
    click(part().getByRole('button', { name: '下載版面檔' }));
    expect(created).toHaveLength(1);
    const expected = stored().exports[0]!.layout ?? defaultExportLayout(stored(), stored().exports[0]!);
    expect(JSON.parse(await created[0]!.text())).toEqual(expected);
  });

  it('edits the printed title, which is saved with the draft', async () => {
    await openEditor('A4.2');
    type(titleInput(), '開標紀錄（測試版）');
    expect(screen.getByTestId('draft-status').textContent).toBe('已修改（以第 1 版為基礎），尚未儲存');
    const saved = await saveDraft();
    expect(saved.exports[0]!.layout!.title).toBe('開標紀錄（測試版）');
  });

  it('is removed after asking, and a title typed then starts from the default layout', async () => {
    await openEditor('A4.2');
    if (!stored().exports[0]!.layout) type(titleInput(), '暫時');
    click(part().getByRole('button', { name: '移除版面' }));
    click(await screen.findByRole('button', { name: '移除' }));
    await waitFor(() => expect(part().getByTestId('export-layout-kind').textContent).toBe('預設版面（依套印欄位產生）'));
    expect(titleInput().value).toBe('');
    expect(titleInput().placeholder).toBe('B.14 開標紀錄');
    expect((part().getByRole('button', { name: '移除版面' }) as HTMLButtonElement).disabled).toBe(true);

    type(titleInput(), '開標紀錄（預設改）');
    expect(part().getByTestId('export-layout-kind').textContent).toBe('自訂版面');
    const saved = await saveDraft();
    const form = { ...saved.exports[0]! };
    delete form.layout;
    expect(saved.exports[0]!.layout).toEqual({ ...defaultExportLayout(saved, form), title: '開標紀錄（預設改）' });
  });

  it('takes an uploaded layout the draft check accepts', async () => {
    await openEditor('A4.2');
    const layout: ExportLayout = { title: '上傳的版面', blocks: [{ type: 'heading', text: '{{project.name}}' }, { type: 'fields', items: [{ field: 'location' }] }] };
    await upload(JSON.stringify(layout));
    expect(titleInput().value).toBe('上傳的版面');
    expect(part().getByTestId('export-layout-kind').textContent).toBe('自訂版面');
    expect(screen.queryByTestId('export-layout-errors')).toBeNull();
    expect((await saveDraft()).exports[0]!.layout).toEqual(layout);
  });

  it('refuses a file that is not JSON, or a layout the check refuses, with the reasons under the form and nothing changed', async () => {
    await openEditor('A4.2');
    const before = titleInput().value;
    await upload('{ "blocks": [ ');
    expect(within(screen.getByTestId('export-layout-errors')).getByText(/檔案不是有效的 JSON/)).toBeTruthy();
    await upload(JSON.stringify({ title: '壞版面', blocks: [{ type: 'fields', items: [{ field: 'noSuchField' }] }] }));
    const errors = screen.getByTestId('export-layout-errors');
    expect(errors.textContent).toContain('區塊第 1 項・項目第 1 項・欄位：匯出表單 TBS_A0402_014D 的版面欄位「noSuchField」不存在於本步驟表單');
    expect(titleInput().value).toBe(before);
    expect(screen.getByTestId('draft-status').textContent).toBe('第 1 版・目前版本');
  });
});
