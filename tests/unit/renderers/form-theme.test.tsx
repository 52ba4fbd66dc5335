// The theme itself: every widget a definition may name, arrays with add/remove/reorder, zh-TW strings,
// server errors under their fields, and no values the user did not enter.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { TranslatableString } from '@rjsf/utils';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CUSTOM_WIDGETS, STANDARD_WIDGETS } from '../../../src/domain/steps/form-widgets';
import { SchemaForm, type SchemaFormHandle } from '../../../renderers/form-theme/SchemaForm';
import { RJSF_PROVIDED_WIDGETS, semanticTheme } from '../../../renderers/form-theme/theme';
import { translateString, ZH_TW_STRINGS } from '../../../renderers/form-theme/translate-string';

afterEach(cleanup);

const standardSchema = {
  type: 'object',
  required: ['name', 'agreed'],
  properties: {
    name: { type: 'string', title: '名稱', maxLength: 5 },
    note: { type: 'string', title: '說明' },
    method: { type: 'string', title: '決標方式', enum: ['最低標', '最有利標'] },
    result: { type: 'string', title: '開標結果', enum: ['開標', '流標'] },
    agreed: { type: 'boolean', title: '已確認' },
    firstCall: { type: 'boolean', title: '第一次公開招標' },
    forms: { type: 'array', title: '繳納方式', uniqueItems: true, items: { type: 'string', enum: ['現金', '本票'] } },
    count: { type: 'integer', title: '家數', minimum: 0 },
    email: { type: 'string', title: '信箱', format: 'email' },
    site: { type: 'string', title: '網址', format: 'uri' },
    secret: { type: 'string', title: '隱藏' },
  },
};
const standardUi = {
  note: { 'ui:widget': 'textarea' },
  method: { 'ui:widget': 'select' },
  result: { 'ui:widget': 'radio' },
  agreed: { 'ui:widget': 'checkbox' },
  firstCall: { 'ui:widget': 'radio' },
  forms: { 'ui:widget': 'checkboxes' },
  count: { 'ui:widget': 'updown' },
  email: { 'ui:widget': 'email' },
  site: { 'ui:widget': 'uri' },
  secret: { 'ui:widget': 'hidden' },
};

function Harness(props: { schema?: Record<string, unknown>; uiSchema?: Record<string, unknown>; initial?: Record<string, unknown>; extraErrors?: Record<string, unknown> }) {
  const [data, setData] = useState<Record<string, unknown>>(props.initial ?? {});
  const form = useRef<SchemaFormHandle>(null);
  return (
    <>
      <SchemaForm
        ref={form}
        schema={props.schema ?? standardSchema}
        uiSchema={props.uiSchema ?? standardUi}
        formData={data}
        mode="edit"
        onChange={setData}
        extraErrors={props.extraErrors as never}
      />
      <button type="button" onClick={() => form.current?.validateForm()}>
        檢查
      </button>
      <output data-testid="data">{JSON.stringify(data)}</output>
    </>
  );
}

const stored = () => JSON.parse(screen.getByTestId('data').textContent ?? '{}') as Record<string, unknown>;
const box = (field: string) => document.querySelector(`[data-field="root_${field}"]`) as HTMLElement;

describe('the widgets a definition may name', () => {
  it('has an implementation for every custom and standard widget name', () => {
    const own = Object.keys(semanticTheme.widgets ?? {});
    for (const name of [...CUSTOM_WIDGETS, ...STANDARD_WIDGETS]) {
      expect(own.includes(name) || (RJSF_PROVIDED_WIDGETS as readonly string[]).includes(name), name).toBe(true);
    }
  });

  it('renders each standard widget and stores what the user enters', () => {
    render(<Harness />);
    act(() => fireEvent.change(screen.getByLabelText('名稱'), { target: { value: '中正' } }));
    act(() => fireEvent.change(screen.getByLabelText('說明'), { target: { value: '第一行\n第二行' } }));
    act(() => fireEvent.change(screen.getByLabelText('決標方式'), { target: { value: '1' } }));
    act(() => fireEvent.click(within(box('result')).getByLabelText('流標')));
    act(() => fireEvent.click(screen.getByLabelText(/^已確認/)));
    act(() => fireEvent.click(within(box('firstCall')).getByLabelText('否')));
    act(() => fireEvent.click(screen.getByLabelText('本票')));
    act(() => fireEvent.change(screen.getByLabelText('家數'), { target: { value: '3' } }));
    act(() => fireEvent.change(screen.getByLabelText('信箱'), { target: { value: 'a@b.tw' } }));
    act(() => fireEvent.change(screen.getByLabelText('網址'), { target: { value: 'https://x.tw' } }));
    expect(stored()).toEqual({
      name: '中正',
      note: '第一行\n第二行',
      method: '最有利標',
      result: '流標',
      agreed: true,
      firstCall: false,
      forms: ['本票'],
      count: 3,
      email: 'a@b.tw',
      site: 'https://x.tw',
    });
    expect(document.querySelector('input[type="hidden"]#root_secret')).not.toBeNull();
  });

  it('leaves an unanswered yes/no empty, so its required rule still speaks', () => {
    render(<Harness />);
    expect(stored()).toEqual({});
    act(() => fireEvent.click(screen.getByText('檢查')));
    expect(within(box('agreed')).getByRole('alert').textContent).toBe('欄位必須填寫');
    expect(within(box('name')).getByRole('alert').textContent).toBe('欄位必須填寫');
  });

  it('gives the zh-TW messages the server gives, in the list above the form too', () => {
    render(<Harness initial={{ name: '太長的名稱了', email: 'x', count: -1 }} />);
    act(() => fireEvent.click(screen.getByText('檢查')));
    expect(within(box('name')).getByRole('alert').textContent).toBe('字串限制在0~5');
    expect(within(box('email')).getByRole('alert').textContent).toBe('不是信箱格式');
    expect(within(box('count')).getByRole('alert').textContent).toBe('格式不符合');
    const list = document.querySelector('.pw-error-list') as HTMLElement;
    expect(list.textContent).toContain('錯誤：請修正下列');
    expect(list.textContent).toContain('名稱：字串限制在0~5');
    expect(list.textContent).toContain('已確認：欄位必須填寫');
  });

  it("shows the server's field errors (extraErrors) under their fields", () => {
    render(<Harness initial={{ name: 'ok' }} extraErrors={{ name: { __errors: ['不是小數格式'] } }} />);
    expect(within(box('name')).getByRole('alert').textContent).toBe('不是小數格式');
  });
});

describe('arrays', () => {
  const schema = {
    type: 'object',
    properties: {
      members: { type: 'array', title: '評選委員', items: { type: 'object', properties: { name: { type: 'string', title: '姓名' } } } },
    },
  };

  it('adds, reorders and removes items with zh-TW buttons', () => {
    render(<Harness schema={schema} uiSchema={{}} initial={{ members: [{ name: '甲' }, { name: '乙' }] }} />);
    expect(screen.getAllByRole('button', { name: '上移' })).toHaveLength(2);
    act(() => fireEvent.click(screen.getAllByRole('button', { name: '下移' })[0]!));
    expect(stored().members).toEqual([{ name: '乙' }, { name: '甲' }]);
    act(() => fireEvent.click(screen.getAllByRole('button', { name: '刪除' })[1]!));
    expect(stored().members).toEqual([{ name: '乙' }]);
    act(() => fireEvent.click(screen.getByRole('button', { name: '新增一筆' })));
    expect((stored().members as unknown[]).length).toBe(2);
  });

  it('says there are no items yet in zh-TW', () => {
    render(<Harness schema={schema} uiSchema={{}} initial={{ members: [] }} />);
    expect(screen.getByText('尚無資料，請按下方按鈕新增。')).toBeTruthy();
  });
});

describe('translateString', () => {
  it('has a Traditional Chinese string for every rjsf string', () => {
    for (const key of Object.values(TranslatableString)) {
      const text = ZH_TW_STRINGS[key];
      expect(text, key).toBeTruthy();
      expect(/[\u4e00-\u9fff]/.test(text), key).toBe(true);
    }
  });

  it("fills rjsf's parameters", () => {
    expect(translateString(TranslatableString.UnknownFieldType, ['foo'])).toBe('不支援的欄位型別 foo');
    expect(translateString(TranslatableString.TitleOptionPrefix, ['方式', '2'])).toBe('方式 選項 2');
  });
});
