/** Who may read or change a user: the user themself (with the personal code) or a user administrator. */
import { ADMIN_CODES } from '../../../domain/admin/admin-codes';
import { ForbiddenError } from '../../../domain/errors';

/** The caller as the checks need it. */
export interface AccessCaller {
  id: number;
  codes: number[];
}

/** Throws unless the caller is `userId` holding `selfCode`, or holds user management (37). */
export function assertSelfOrUserAdmin(caller: AccessCaller, userId: number, selfCode: number = ADMIN_CODES.personal): void {
  if (caller.codes.includes(ADMIN_CODES.users)) return;
  if (caller.id === userId && (selfCode === 0 || caller.codes.includes(selfCode))) return;
  throw new ForbiddenError('您沒有此功能的權限', { log: `member ${caller.id} may not touch user ${userId}` });
}
