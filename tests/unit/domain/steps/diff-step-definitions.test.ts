import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diffStepDefinitions } from '../../../../src/domain/steps/diff-step-definitions';
import { assessDefinitionImpact } from '../../../../src/domain/steps/assess-definition-impact';
import type { StepDefinition } from '../../../../src/domain/steps/step-definition';

const a38 = JSON.parse(readFileSync('steps/A3.8.json', 'utf8')) as StepDefinition;

describe('diffStepDefinitions', () => {
  it('finds nothing between a definition and its copy', () => {
    expect(diffStepDefinitions(a38, structuredClone(a38))).toEqual([]);
  });

  it('reports changed, added and removed leaves with their JSON paths', () => {
    const next = structuredClone(a38) as unknown as Record<string, unknown>;
    next.title = '底價訂定（修正）';
    (next.keyPoints as string[]).push('新增的控制重點');
    delete next.references;
    const changes = diffStepDefinitions(a38, next);
    expect(changes).toContainEqual({ path: '$.title', kind: 'changed', before: a38.title, after: '底價訂定（修正）' });
    expect(changes).toContainEqual({ path: `$.keyPoints[${a38.keyPoints.length}]`, kind: 'added', after: '新增的控制重點' });
    expect(changes.find((c) => c.path === '$.references')?.kind).toBe('removed');
  });

  it('quotes keys that are not identifiers', () => {
    const changes = diffStepDefinitions({ 'ui:widget': 'text' }, { 'ui:widget': 'amount' });
    expect(changes).toEqual([{ path: '$["ui:widget"]', kind: 'changed', before: 'text', after: 'amount' }]);
  });
});

describe('assessDefinitionImpact', () => {
  const base = {
    id: 'X1.1',
    version: 1,
    form: {
      schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, count: { type: 'integer' } } },
      uiSchema: {},
    },
  } as unknown as StepDefinition;

  it('passes submissions that still fit', () => {
    expect(assessDefinitionImpact(base, [{ key: '1/0', data: { name: '甲', count: 2 } }])).toEqual([]);
  });

  it('classifies a removed field, a changed type and a new required field', () => {
    const next = structuredClone(base) as unknown as { version: number; form: { schema: { required: string[]; properties: Record<string, unknown> } } };
    next.version = 2;
    delete next.form.schema.properties.count;
    next.form.schema.properties.name = { type: 'integer' };
    next.form.schema.properties.date = { type: 'string' };
    next.form.schema.required.push('date');
    const impacts = assessDefinitionImpact(next as unknown as StepDefinition, [{ key: '1/0', data: { name: '甲', count: 2 } }]);
    expect(impacts).toHaveLength(1);
    expect(impacts[0]!.reasons.sort()).toEqual(['newRequired', 'removedField', 'typeChanged']);
    expect(impacts[0]!.fields.sort()).toEqual(['count', 'date', 'name']);
  });
});
