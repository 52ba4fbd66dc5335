/**
 * The 409 answer to a save from an outdated version of a step's data: what changed since that version,
 * field by field (title, the other person's value, the caller's value, who and when), from the history.
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { ConflictError } from '../../../domain/errors';
import { STALE_VERSION_MESSAGE } from '../../../domain/stale-version';
import { diffStepData, readStepDataPath, stepDataPathKey, type StepDataPathPart } from '../../../domain/steps/diff-step-data';
import type { StepDefinition } from '../../../domain/steps/step-definition';
import { titleStepField } from '../../../domain/steps/title-step-field';
import type { Database } from '../../db/connect-database';
import { members, stepDataHistory, stepSubmissions } from '../../db/schema';
import { findStepDefinition } from './find-step-definitions';


/** One field someone else changed since the caller's version. */
export interface ChangedField {
  field: string;
  path: StepDataPathPart[];
  title: string;
  yours: unknown;
  theirs: unknown;
  by: string | null;
  at: string | null;
}

/** Names of members by id (for who changed what). */
export async function findMemberNames(db: Database, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: members.id, name: members.cname }).from(members).where(inArray(members.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Each definition version a step's history names, loaded once (a missing one resolves to null). */
export async function loadDefinitionVersions(db: Database, stpId: string, versions: readonly number[]): Promise<Map<number, StepDefinition | null>> {
  const out = new Map<number, StepDefinition | null>();
  for (const v of new Set(versions)) out.set(v, await findStepDefinition(db, stpId, v).catch(() => null));
  return out;
}

/**
 * Builds the ConflictError for a save from `sentVersion` carrying the caller's `mine` data; fields sealed
 * from the caller (`hiddenFields`) are left out, their values being as secret here as in the data.
 */
export async function explainStaleStepData(
  db: Database,
  key: { projId: number; stpId: string; auditId: number },
  sentVersion: number,
  mine: Record<string, unknown>,
  hiddenFields: readonly string[] = [],
): Promise<ConflictError> {
  const where = and(eq(stepDataHistory.projId, key.projId), eq(stepDataHistory.stpId, key.stpId), eq(stepDataHistory.auditId, key.auditId));
  const [row] = await db
    .select()
    .from(stepSubmissions)
    .where(and(eq(stepSubmissions.projId, key.projId), eq(stepSubmissions.stpId, key.stpId), eq(stepSubmissions.auditId, key.auditId)));
  const entries = await db.select().from(stepDataHistory).where(and(where, gt(stepDataHistory.version, sentVersion))).orderBy(asc(stepDataHistory.version));
  // The latest change of a field wins; a row stored before histories were kept is compared as a whole.
  const byPath = new Map<string, { path: StepDataPathPart[]; theirs: unknown; by: number | null; at: Date | null; definitionVersion: number }>();
  const sources =
    entries.length > 0 || !row
      ? entries.map((e) => ({ changes: e.changes, by: e.changedBy, at: e.changedAt, definitionVersion: e.definitionVersion }))
      : [{ changes: diffStepData(mine, row.data), by: row.updatedBy, at: row.updatedAt, definitionVersion: row.definitionVersion }];
  for (const source of sources) {
    for (const change of source.changes) {
      if (hiddenFields.includes(String(change.path[0]))) continue;
      byPath.set(stepDataPathKey(change.path), { path: change.path, theirs: change.new, by: source.by, at: source.at, definitionVersion: source.definitionVersion });
    }
  }
  const names = await findMemberNames(db, [...byPath.values()].map((c) => c.by));
  const definitions = await loadDefinitionVersions(db, key.stpId, [...byPath.values()].map((c) => c.definitionVersion));
  const changed: ChangedField[] = [...byPath.entries()].map(([field, c]) => ({
    field,
    path: c.path,
    title: titleStepField(definitions.get(c.definitionVersion), c.path),
    yours: readStepDataPath(mine, c.path),
    theirs: c.theirs,
    by: c.by === null ? null : (names.get(c.by) ?? null),
    at: c.at?.toISOString() ?? null,
  }));
  return new ConflictError(STALE_VERSION_MESSAGE, {
    log: `stale step data ${key.stpId} of project ${key.projId}: sent version ${sentVersion}, stored ${row?.version ?? 0}`,
    fields: { changed, version: row?.version ?? 0 },
  });
}
