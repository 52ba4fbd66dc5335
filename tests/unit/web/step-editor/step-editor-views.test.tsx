// The editor's views of one draft: the structured editor and the JSON view kept in step (invalid JSON
// changes nothing), form fields added and configured without JSON, faults at their fields, the preview.
import { EditorView } from '@codemirror/view';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeEditorServer } from './support/fake-editor-server';
import { click, openEditor, renderEditor, tab, type, useFakeEditorServer } from './support/render-editor';

let server: FakeEditorServer;
useFakeEditorServer((installed) => (server = installed));
const card = (name: string) => document.querySelector<HTMLElement>(`.pw-field-card[data-field="${name}"]`)!;

/** The open dialog (not one fading out) that says `text`. */
const findModal = (text: string) =>
  waitFor(() => {
    const modal = [...document.querySelectorAll<HTMLElement>('.ui.modal')].filter((m) => !m.closest('[data-closing]')).find((m) => m.textContent?.includes(text));
    if (!modal) throw new Error(`no dialog saying ${text}`);
    return modal;
  });

/** Opens the JSON view and waits for CodeMirror, which loads on first use. */
async function openJson() {
  tab('JSON');
  await waitFor(() => expect(document.querySelector('.cm-editor')).toBeTruthy(), { timeout: 10_000 });
}

function jsonView(): EditorView {
  return EditorView.findFromDOM(document.querySelector<HTMLElement>('.cm-editor')!)!;
}

function setJson(text: string) {
  const view = jsonView();
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }));
}

describe('structured and JSON views', () => {
  it('edit one draft: a change in either shows in the other', async () => {
    await openEditor('B2.12');
    type(screen.getByLabelText('應辦事項名稱'), '會議紀錄及追蹤');
    expect(screen.getByTestId('draft-status').textContent).toBe('已修改（以第 1 版為基礎），尚未儲存');
    await openJson();
    await waitFor(() => expect(jsonView().state.doc.toString()).toContain('"title": "會議紀錄及追蹤"'));

    const edited = JSON.parse(jsonView().state.doc.toString()) as Record<string, unknown>;
    setJson(JSON.stringify({ ...edited, title: '會議紀錄（JSON）' }, null, 2));
    tab('結構化編輯');
    expect((screen.getByLabelText('應辦事項名稱') as HTMLInputElement).value).toBe('會議紀錄（JSON）');
  });

  it('keep the draft when the JSON text is not JSON, and mark the error', async () => {
    await openEditor('B2.12');
    await openJson();
    setJson('{ "title": "半途", ');
    expect((await screen.findByTestId('json-parse-error')).textContent).toContain('JSON 格式錯誤，尚未套用');
    tab('結構化編輯');
    expect((screen.getByLabelText('應辦事項名稱') as HTMLInputElement).value).toBe('會議紀錄');
    expect(screen.getByTestId('draft-status').textContent).toBe('第 1 版・目前版本');
  });

  it('show a draft the structured controls cannot hold as a note, not a crash', async () => {
    await openEditor('B2.12');
    await openJson();
    const edited = JSON.parse(jsonView().state.doc.toString()) as Record<string, unknown>;
    setJson(JSON.stringify({ ...edited, uploads: 'none' }));
    tab('結構化編輯');
    expect(screen.getByTestId('structure-problem').textContent).toContain('「uploads」必須是陣列');
    expect(screen.getByTestId('fault-list').textContent).toContain('上傳類別：型別必須為陣列');
  });
});

describe('leaving', () => {
  it('asks before unsaved changes are left behind', async () => {
    const router = renderEditor('?step=B2.12');
    await screen.findByTestId('structured-editor');
    type(screen.getByLabelText('應辦事項名稱'), '未儲存');
    click(screen.getByRole('button', { name: '返回步驟清單' }));
    const modal = await findModal('您尚未完成此次編輯');
    click(within(modal).getByRole('button', { name: '取消' }));
    // The router lets the blocked navigation go only once the answer has been handled.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(router.state.location.search).toBe('?step=B2.12');
    click(screen.getByRole('button', { name: '返回步驟清單' }));
    const again = await findModal('您尚未完成此次編輯');
    click(within(again).getByRole('button', { name: '離開' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByTestId('step-catalogue', {}, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('form fields without JSON', () => {
  it('are added, configured, conditioned and reordered, and the JSON follows', async () => {
    await openEditor('B2.12');
    click(screen.getByRole('button', { name: '新增欄位' }));
    const added = within(card('field1'));
    type(added.getByLabelText('欄位標題'), '會議地點');
    type(added.getByLabelText('類型'), 'choice');
    const options = added.getByLabelText('選項（每行一個）');
    act(() => fireEvent.focus(options));
    type(options, '工務所\n機關會議室\n');
    type(added.getByLabelText('輸入元件'), 'radio');
    type(added.getByLabelText('顯示條件'), 'regularMeetingCycle');
    type(added.getByLabelText('條件值'), JSON.stringify('不定期'));
    click(added.getByText('必填', { selector: 'label' }));
    click(added.getByRole('button', { name: '上移欄位「會議地點」' }));

    const names = [...document.querySelectorAll('.pw-field-card')].map((c) => c.getAttribute('data-field'));
    expect(names).toEqual(['regularMeetingCycle', 'openResolutions', 'field1', 'remark']);
    expect(card('field1').textContent).toContain('條件：工務會議召開頻率＝不定期');
    expect(screen.queryByTestId('fault-list')).toBeNull();

    await openJson();
    const definition = JSON.parse(jsonView().state.doc.toString()) as { form: { schema: { allOf: unknown[] }; uiSchema: Record<string, unknown> } };
    expect(definition.form.schema.allOf).toEqual([
      {
        if: { properties: { regularMeetingCycle: { const: '不定期' } }, required: ['regularMeetingCycle'] },
        then: { properties: { field1: { type: 'string', enum: ['工務所', '機關會議室'], title: '會議地點' } }, required: ['field1'] },
      },
    ]);
    expect(definition.form.uiSchema['ui:order']).toEqual(['regularMeetingCycle', 'openResolutions', 'field1', 'remark']);
    expect(definition.form.uiSchema.field1).toEqual({ 'ui:widget': 'radio' });
  });

  it('are renamed on leaving the key input, refusing a name in use, and removed after asking', async () => {
    await openEditor('B2.12');
    click(card('remark').querySelector('.pw-field-card-toggle')!);
    const key = within(card('remark')).getByLabelText('欄位鍵值（英文，資料以此儲存）');
    type(key, 'openResolutions');
    expect(within(card('remark')).getByText('欄位鍵值「openResolutions」已被使用')).toBeTruthy();
    type(key, 'note');
    act(() => fireEvent.blur(key));
    expect(card('note')).toBeTruthy();
    click(within(card('note')).getByRole('button', { name: '刪除欄位「備註」' }));
    const dialog = await findModal('確定刪除欄位「備註」');
    click(within(dialog).getByRole('button', { name: '刪除' }));
    await waitFor(() => expect(document.querySelector('.pw-field-card[data-field="note"]')).toBeNull());
  });
});

describe('faults', () => {
  it('show at their field and in the list; choosing one in the list opens its field', async () => {
    await openEditor('B2.12');
    type(screen.getByLabelText('代碼前綴'), 'B3-MG-');
    const note = document.querySelector('[data-anchor="$.uploads[0].codePrefix"] .pw-fault-note')!;
    expect(note.textContent).toBe('上傳代碼前綴「B3-MG-」的階段 B3 與步驟階段 B2 不符');
    expect(screen.getByTestId('fault-list').textContent).toContain('上傳類別第 1 項・代碼前綴：上傳代碼前綴「B3-MG-」');
    expect((screen.getByRole('button', { name: '發布' }) as HTMLButtonElement).disabled).toBe(true);

    // A widget that does not fit its field: shown on the folded card, then at the input once opened from the list.
    await openJson();
    const edited = JSON.parse(jsonView().state.doc.toString()) as { form: { uiSchema: Record<string, unknown> } };
    edited.form.uiSchema.openResolutions = { 'ui:widget': 'amount' };
    setJson(JSON.stringify(edited, null, 2));
    tab('結構化編輯');
    await waitFor(() => expect(card('openResolutions').querySelector('.pw-fault-note')?.textContent).toContain('amount 只能用於'));
    click(within(screen.getByTestId('fault-list')).getByRole('button', { name: '表單・欄位「openResolutions」・輸入元件' }));
    await waitFor(() => expect(card('openResolutions').querySelector('[data-anchor="$.form.fields.openResolutions.widget"] .pw-fault-note')?.textContent).toContain('amount 只能用於'));
  });

  it('found only by the server (across the catalogue) show after saving and keep publishing closed', async () => {
    await openEditor('B2.12');
    type(screen.getByLabelText('代碼前綴'), 'B2-DL-');
    server.extraFaults = [{ path: '$.uploads[0].codePrefix', message: '上傳代碼前綴「B2-DL-」重複（也用於 B2.2.json $.uploads[0].codePrefix）' }];
    click(screen.getByRole('button', { name: '儲存草稿' }));
    expect(await screen.findByText('已儲存草稿（第 2 版），尚有 1 個錯誤，修正後才能發布')).toBeTruthy();
    expect(document.querySelector('[data-anchor="$.uploads[0].codePrefix"] .pw-fault-note')!.textContent).toContain('重複');
    expect((screen.getByRole('button', { name: '發布' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('publish-hint').textContent).toBe('尚有 1 個錯誤，修正後才能發布');
    expect(server.callsTo('STP/Save_Step_Draft')[0]!.body!.definition).toMatchObject({ id: 'B2.12', uploads: [{ codePrefix: 'B2-DL-' }] });
  });
});

describe('the preview', () => {
  it('draws the step page from the draft with sample data, fields under a condition as a user would see them', async () => {
    await openEditor('B2.12');
    click(screen.getByRole('button', { name: '新增欄位' }));
    type(within(card('field1')).getByLabelText('欄位標題'), '臨時會議事由');
    type(within(card('field1')).getByLabelText('顯示條件'), 'regularMeetingCycle');
    type(within(card('field1')).getByLabelText('條件值'), JSON.stringify('每週'));
    tab('預覽');
    const preview = await screen.findByTestId('step-preview');
    await waitFor(() => expect(preview.querySelector('[data-field="root_regularMeetingCycle"]')?.textContent).toContain('每週'));
    expect(preview.querySelector('[data-field="root_field1"]')?.textContent).toContain('臨時會議事由');
    expect(preview.textContent).toContain('職業安全衛生法 第27條');
    expect(preview.textContent).toContain('會議紀錄及簽到表');

    tab('結構化編輯');
    type(within(card('field1')).getByLabelText('條件值'), JSON.stringify('每月'));
    tab('預覽');
    await waitFor(() => expect(screen.getByTestId('step-preview').querySelector('[data-field="root_regularMeetingCycle"]')).toBeTruthy());
    expect(screen.getByTestId('step-preview').querySelector('[data-field="root_field1"]')).toBeNull();
    expect(server.callsTo('STP/Save_Step_Draft')).toHaveLength(0);
  });
});
