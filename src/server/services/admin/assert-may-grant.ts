/**
 * The server side of the grant rule (src/domain/access/grant-rules.ts) for every call that hands out codes:
 * a group's or job title's codes, group membership, a new account's title and groups. Services call it
 * inside their transaction before they write, so a refusal changes nothing.
 */
import { refusePermissionChange } from '../../../domain/access/grant-rules';
import { ForbiddenError } from '../../../domain/errors';
import type { Database } from '../../db/connect-database';
import { findAccountCodes } from './find-account-codes';

/** The caller as the grant checks need it. */
export interface Grantor {
  id: number;
  codes: readonly number[];
}

/** A change of permissions: the codes handed out, the codes before, and the accounts it alters. */
export interface GrantRequest {
  /** The codes a group, job title or new account carries after the change. */
  granted: readonly number[];
  /** The codes the group or job title carried before (omitted for something new). */
  previous?: readonly number[];
  /** Ids of the existing accounts whose permissions change. */
  affectedIds: readonly number[];
  /** What is being changed, for the log. */
  what: string;
}

/** Throws ForbiddenError with the rule's message unless the caller may make the change. */
export async function assertMayGrant(db: Database, caller: Grantor, request: GrantRequest): Promise<void> {
  const affected = await findAccountCodes(db, request.affectedIds);
  const refusal = refusePermissionChange(caller, { granted: request.granted, previous: request.previous, affected });
  if (refusal) {
    throw new ForbiddenError(refusal, {
      log: `member ${caller.id} (codes [${caller.codes}]) may not change ${request.what}: granted [${request.granted}], before [${request.previous ?? []}], accounts [${request.affectedIds}]`,
    });
  }
}
