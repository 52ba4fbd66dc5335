// The same sample data through every step definition (as rjsf runs one suite against every theme): each
// renders in view and edit mode, shows its sample values as a reader expects them, names its required
// fields in zh-TW under the right fields, and finds nothing to fix in a complete sample.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../src/domain/money';
import { AMOUNT_PATTERN } from '../../../src/domain/steps/decimal-patterns';
import type { JsonSchemaNode } from '../../../src/domain/steps/step-definition';
import type { StepIssues } from '../../../renderers/step-page/collect-step-issues';
import { StepPage } from '../../../renderers/step-page/StepPage';
import { catalogue, requiredFields, sampleData, samples } from './support/step-fixtures';

afterEach(cleanup);

const fieldBox = (field: string) => document.querySelector(`[data-field="root_${field}"]`) as HTMLElement | null;

describe.each(catalogue.map((d) => [d.id, d] as const))('%s', (_id, definition) => {
  const properties = definition.form.schema.properties as Record<string, JsonSchemaNode>;

  it('renders the sample in view mode as text, with guidance, uploads and status', () => {
    const data = sampleData(definition);
    render(<StepPage definition={definition} data={data} mode="view" state={1} statuses={{}} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain(definition.title);
    expect(screen.getByText('辦理中', { selector: '.label' })).toBeTruthy();
    expect(document.querySelectorAll('.pw-key-points li')).toHaveLength(definition.keyPoints.length);
    expect(document.querySelectorAll('[data-upload]')).toHaveLength(definition.uploads.length);
    // View mode draws text, no inputs.
    expect(document.querySelector('.pw-schema-form input, .pw-schema-form textarea, .pw-schema-form select')).toBeNull();
    for (const [field, node] of Object.entries(properties)) {
      const box = fieldBox(field);
      expect(box, field).not.toBeNull();
      if (node.format === 'date') expect(box!.textContent).toContain('113/03/15');
      if (node.pattern === AMOUNT_PATTERN) expect(box!.textContent).toContain(formatMoney(samples.amount));
    }
    for (const collection of definition.records ?? []) {
      expect(within(document.querySelector(`[data-records="${collection.key}"]`) as HTMLElement).getByText('共 1 筆')).toBeTruthy();
    }
  });

  it('renders an input for every field in edit mode and finds nothing to fix in the complete sample', () => {
    const onFinishEdit = vi.fn<(data: Record<string, unknown>, issues: StepIssues) => void>();
    render(<StepPage definition={definition} data={sampleData(definition)} mode="edit" state={1} statuses={{}} onFinishEdit={onFinishEdit} />);
    for (const field of Object.keys(properties)) {
      expect(fieldBox(field)?.querySelector('input, textarea, select'), field).not.toBeNull();
    }
    act(() => fireEvent.click(screen.getByRole('button', { name: /完成編輯/ })));
    expect(onFinishEdit).toHaveBeenCalledOnce();
    const [data, issues] = onFinishEdit.mock.calls[0]!;
    expect(issues).toEqual({ required: [], errors: [], uploads: [] });
    expect(data).toEqual(sampleData(definition));
    expect(screen.queryByText('欄位必須填寫')).toBeNull();
  });

  it('names each empty required field in zh-TW, under that field', () => {
    const onFinishEdit = vi.fn<(data: Record<string, unknown>, issues: StepIssues) => void>();
    render(<StepPage definition={definition} data={{}} mode="add" state={0} statuses={{}} onFinishEdit={onFinishEdit} />);
    act(() => fireEvent.click(screen.getByRole('button', { name: /完成編輯/ })));
    const [, issues] = onFinishEdit.mock.calls[0]!;
    const required = requiredFields(definition);
    expect(issues.required.map((i) => i.path[0])).toEqual(required);
    expect(issues.required.map((i) => i.label)).toEqual(required.map((field) => properties[field]!.title));
    expect(issues.errors).toEqual([]);
    for (const field of required) {
      expect(within(fieldBox(field)!).getByRole('alert').textContent, field).toBe('欄位必須填寫');
    }
    for (const field of Object.keys(properties).filter((f) => !required.includes(f))) {
      expect(within(fieldBox(field)!).queryByRole('alert'), field).toBeNull();
    }
  });
});
