// Generates schemas/generated/*.d.ts from the platform's JSON Schemas so types are derived, never written twice.
// Usage: npm run schemas:types  (the unit test tests/unit/domain/steps/generated-types.test.ts fails when stale).
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** One schema and the declaration file generated from it. */
export interface SchemaTypeTarget {
  schemaPath: string;
  outputPath: string;
  typeName: string;
}

/** The schemas whose types are generated (paths relative to the repository root). */
export const SCHEMA_TYPE_TARGETS: readonly SchemaTypeTarget[] = [
  { schemaPath: 'schemas/step.schema.json', outputPath: 'schemas/generated/step-definition.d.ts', typeName: 'StepDefinition' },
];

const BANNER = `/* eslint-disable */
/**
 * Generated from {schema} by scripts/generate-schema-types.ts (npm run schemas:types).
 * Do not edit by hand: change the schema and regenerate.
 */`;

/** Renders the TypeScript declarations for one target; pure apart from reading the schema. */
export async function renderSchemaTypes(target: SchemaTypeTarget): Promise<string> {
  const schema = JSON.parse(await readFile(resolve(root, target.schemaPath), 'utf8')) as JSONSchema;
  return compile(schema, target.typeName, {
    bannerComment: BANNER.replace('{schema}', target.schemaPath),
    additionalProperties: false,
    unknownAny: true,
    // Plain arrays read better than the tuples minItems would produce; the schema still enforces the counts.
    ignoreMinAndMaxItems: true,
    strictIndexSignatures: true,
    style: { singleQuote: true, printWidth: 120 },
    cwd: resolve(root, 'schemas'),
  });
}

async function main(): Promise<void> {
  for (const target of SCHEMA_TYPE_TARGETS) {
    const output = resolve(root, target.outputPath);
    await mkdir(dirname(output), { recursive: true });
    await writeFile(output, await renderSchemaTypes(target));
    console.log(`已產生 ${target.outputPath}`);
  }
}

// Only run when executed as a script, so the test can import renderSchemaTypes without side effects.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
