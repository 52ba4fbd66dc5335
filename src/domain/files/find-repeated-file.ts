/**
 * The repeat-file check (spec doc 1 §4): a chosen file with the same name as one already queued or uploaded
 * in the same category makes the widget ask whether to replace it.
 */
import { InputError } from '../errors';
import { REPEAT_CHECK_ARGS_MESSAGE } from './upload-messages';

/** An uploaded file as the check needs it. */
export interface NamedFile {
  id: number;
  filename: string;
}

/** Where the same name was found. */
export type RepeatedFile = { source: 'queue'; name: string } | { source: 'uploaded'; name: string; id: number };

/**
 * The queued name or uploaded file with the same name as `name`, or null. Throws InputError
 * 請確認參數是否正確! for arguments of the wrong shape.
 */
export function findRepeatedFile(name: unknown, queued: unknown, uploaded: unknown): RepeatedFile | null {
  if (typeof name !== 'string' || !name || !Array.isArray(queued) || !Array.isArray(uploaded)) {
    throw new InputError(REPEAT_CHECK_ARGS_MESSAGE);
  }
  if (queued.some((q) => q === name)) return { source: 'queue', name };
  const hit = (uploaded as NamedFile[]).find((f) => f && f.filename === name);
  return hit ? { source: 'uploaded', name, id: hit.id } : null;
}
