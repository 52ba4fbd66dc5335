/**
 * Who may see and change whose certificate bindings (the codes of /systemManage/CertificateManage):
 * 53 憑證管理（檢視） sees one's own, 57 憑證管理（簽章） also binds and unbinds one's own, 61 憑證管理（管理）
 * does both for other accounts the caller may manage (the account rule of grant-rules.ts) within the caller's
 * agency tree (administrators holding 37 or 90: every agency). Nobody binds a certificate to an account they
 * may not manage.
 */
import { eq } from 'drizzle-orm';
import { ForbiddenError, NotFoundError } from '../../../domain/errors';
import type { Database } from '../../db/connect-database';
import { members } from '../../db/schema';
import { assertMayManageAccount } from '../admin/assert-may-manage-account';
import { assertDirectoryScope } from '../member/assert-directory-scope';

/** Codes that open one's own certificate list. */
export const VIEW_OWN_CERTIFICATE_CODES = [53, 57, 61];
/** Codes that bind and unbind one's own certificates. */
export const CHANGE_OWN_CERTIFICATE_CODES = [57, 61];
/** The code that manages other accounts' certificates. */
export const MANAGE_OTHERS_CERTIFICATE_CODE = 61;

/** The caller as the rule needs them. */
export interface CertificateManager {
  id: number;
  codes: readonly number[];
  depId: number | null;
}

/** Throws ForbiddenError (or NotFoundError for a missing account) unless the caller may `action` the certificates of `targetId`. */
export async function assertMayManageCertificates(db: Database, caller: CertificateManager, targetId: number, action: 'view' | 'change'): Promise<void> {
  if (caller.id === targetId) {
    const needed = action === 'view' ? VIEW_OWN_CERTIFICATE_CODES : CHANGE_OWN_CERTIFICATE_CODES;
    if (!needed.some((code) => caller.codes.includes(code))) {
      throw new ForbiddenError('您沒有此功能的權限', { log: `member ${caller.id} lacks any of [${needed}] to ${action} own certificates` });
    }
    return;
  }
  if (!caller.codes.includes(MANAGE_OTHERS_CERTIFICATE_CODE)) {
    throw new ForbiddenError('您不能管理其他帳號的憑證', { log: `member ${caller.id} without 61 tried to ${action} certificates of member ${targetId}` });
  }
  const [target] = await db.select({ depId: members.depId }).from(members).where(eq(members.id, targetId));
  if (!target) throw new NotFoundError('查無此使用者');
  await assertMayManageAccount(db, caller, targetId, { touchesPermissions: false });
  if (target.depId !== null) await assertDirectoryScope(db, caller, target.depId);
}
