/** A step's stored files for a project through SWR, and which required categories still have none. */
import useSWR from 'swr';
import type { UploadCategory } from '../../domain/steps/step-definition';
import { api } from '../api/client';
import { stepFilesKey, type StepFile } from './upload-api';

const tails = new Map<string, Promise<unknown>>();

/**
 * Reads a file list, one request per key at a time: every category of a step refreshes the same list, and
 * the API client refuses an identical request while one is in flight ('repeat request'), which would leave
 * the list stale. Queued reads run after the one in flight, so the last read always sees the last change.
 */
export function fetchStepFiles(key: string): Promise<StepFile[]> {
  const previous = tails.get(key) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => api.get<StepFile[]>(key));
  tails.set(key, next);
  void next.finally(() => {
    if (tails.get(key) === next) tails.delete(key);
  }).catch(() => undefined);
  return next;
}

/** The files of a step in a project (all sign-off cases unless one is given). */
export function useStepFiles(stpId: string, projId: number | null | undefined, auditId?: number) {
  const key = projId !== null && projId !== undefined ? stepFilesKey(stpId, projId, auditId) : null;
  return useSWR<StepFile[]>(key, fetchStepFiles, { revalidateOnFocus: false });
}

/** The required categories without a file in `files` (the 上傳 items of the fool-proofing check). */
export function findMissingUploads(categories: readonly UploadCategory[], files: readonly StepFile[] | undefined): UploadCategory[] {
  const filled = new Set((files ?? []).map((f) => f.fileTo));
  return categories.filter((c) => c.required && !filled.has(c.key));
}
