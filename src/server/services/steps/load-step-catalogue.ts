/**
 * Loads the built-in catalogue (steps/*.json) into the database as versioned definitions on start. A file
 * whose content is already stored is skipped; a changed file becomes a new version, made current unless an
 * administrator has published an editor version of that step since (their change wins over the release).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, max } from 'drizzle-orm';
import type { StepDefinition } from '../../../domain/steps/step-definition';
import { validateStepCatalogue, type StepCatalogueEntry } from '../../../domain/steps/validate-step-catalogue';
import { currentStepVersions, stepDefinitions, stepPublications } from '../../db/schema';
import type { Database } from '../../db/connect-database';

/** Where the built-in catalogue lives. */
export const STEPS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../steps');

/** SHA-256 of a definition's canonical JSON (keys sorted), to tell a changed definition from an unchanged one. */
export function hashDefinition(definition: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.keys(value as object).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]))
        : value;
  return createHash('sha256').update(JSON.stringify(canonical(definition))).digest('hex');
}

/** Reads and validates steps/; refuses to load a catalogue with faults. */
export async function readStepCatalogue(dir = STEPS_DIR): Promise<StepDefinition[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const entries: StepCatalogueEntry[] = [];
  for (const f of files) entries.push({ file: path.join(dir, f), definition: JSON.parse(await readFile(path.join(dir, f), 'utf8')) as unknown });
  const faults = validateStepCatalogue(entries);
  if (faults.length > 0) {
    throw new Error(`步驟定義有 ${faults.length} 個錯誤，無法載入：\n${faults.map((f) => `${f.file} ${f.path} ${f.message}`).join('\n')}`);
  }
  return entries.map((e) => e.definition as StepDefinition);
}

/** Stores new or changed catalogue definitions; answers how many versions were added. */
export async function loadStepCatalogue(db: Database, definitions: StepDefinition[]): Promise<number> {
  let added = 0;
  for (const definition of definitions) {
    const contentHash = hashDefinition(definition);
    await db.transaction(async (tx) => {
      const [same] = await tx
        .select({ id: stepDefinitions.id })
        .from(stepDefinitions)
        .where(and(eq(stepDefinitions.stpId, definition.id), eq(stepDefinitions.contentHash, contentHash)));
      if (same) return;
      const [top] = await tx.select({ v: max(stepDefinitions.version) }).from(stepDefinitions).where(eq(stepDefinitions.stpId, definition.id));
      const version = Math.max((top?.v ?? 0) + 1, definition.version);
      await tx.insert(stepDefinitions).values({ stpId: definition.id, version, definition: { ...definition, version }, source: 'catalogue', contentHash });
      added++;
      const [current] = await tx
        .select({ version: currentStepVersions.version, source: stepDefinitions.source })
        .from(currentStepVersions)
        .innerJoin(stepDefinitions, and(eq(stepDefinitions.stpId, currentStepVersions.stpId), eq(stepDefinitions.version, currentStepVersions.version)))
        .where(eq(currentStepVersions.stpId, definition.id));
      if (current && current.source === 'editor') return;
      await tx
        .insert(currentStepVersions)
        .values({ stpId: definition.id, version })
        .onConflictDoUpdate({ target: currentStepVersions.stpId, set: { version, updatedAt: new Date() } });
      await tx.insert(stepPublications).values({ stpId: definition.id, version, note: '系統載入內建步驟定義' });
    });
  }
  return added;
}
