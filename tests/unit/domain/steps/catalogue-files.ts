// Test helper: reads the step catalogue and the broken fixtures from disk (the domain code itself does no I/O).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StepDefinition } from '../../../../src/domain/steps/step-definition';
import type { StepCatalogueEntry } from '../../../../src/domain/steps/validate-step-catalogue';

/** Repository root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
/** Folder of the broken definitions. */
export const BROKEN_DIR = resolve(ROOT, 'tests/fixtures/steps/broken');

/** One expected fault of a broken fixture (tests/fixtures/steps/broken-cases.json). */
export interface BrokenCase {
  kind: string;
  file: string;
  path: string;
  message: string;
  cliOnly?: boolean;
}

/** Every steps/*.json as catalogue entries, sorted by file name. */
export function readCatalogueEntries(): StepCatalogueEntry[] {
  const dir = resolve(ROOT, 'steps');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ file: resolve(dir, name), definition: JSON.parse(readFileSync(resolve(dir, name), 'utf8')) as unknown }));
}

/** Every step definition of the catalogue. */
export function readCatalogue(): StepDefinition[] {
  return readCatalogueEntries().map((entry) => entry.definition as StepDefinition);
}

/** The catalogue with one file replaced by a broken fixture of the same name. */
export function catalogueWithBroken(file: string): StepCatalogueEntry[] {
  const brokenPath = resolve(BROKEN_DIR, file);
  const definition = JSON.parse(readFileSync(brokenPath, 'utf8')) as unknown;
  return [...readCatalogueEntries().filter((entry) => !entry.file.endsWith(`/${file}`)), { file: brokenPath, definition }];
}

/** The expected faults of the broken fixtures. */
export function readBrokenCases(): BrokenCase[] {
  return JSON.parse(readFileSync(resolve(ROOT, 'tests/fixtures/steps/broken-cases.json'), 'utf8')) as BrokenCase[];
}

/** The shared sample values (tests/fixtures/steps/sample-values.json). */
export interface SampleValues {
  text: string;
  date: string;
  laterDate: string;
  amount: string;
  signedAmount: string;
  percent: string;
  integer: number;
  boolean: boolean;
  email: string;
  uri: string;
  badDecimal: string;
}

/** Reads the shared sample values. */
export function readSampleValues(): SampleValues {
  return JSON.parse(readFileSync(resolve(ROOT, 'tests/fixtures/steps/sample-values.json'), 'utf8')) as SampleValues;
}
