// Fails when schemas/generated/step-definition.d.ts no longer matches schemas/step.schema.json: run `npm run schemas:types`.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderSchemaTypes, SCHEMA_TYPE_TARGETS } from '../../../../scripts/generate-schema-types';
import { ROOT } from './catalogue-files';

describe('generated schema types', () => {
  it.each(SCHEMA_TYPE_TARGETS.map((target) => [target.outputPath, target] as const))('%s is up to date', async (_path, target) => {
    const committed = readFileSync(resolve(ROOT, target.outputPath), 'utf8');
    expect(committed, '已過期：請執行 npm run schemas:types').toBe(await renderSchemaTypes(target));
  }, 30_000);
});
