/** Get_History_Business: the changes of business assignments under an agency, newest first, ten per page. */
import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BusinessHistoryRecord } from '../../../domain/admin/admin-records';
import { DEFAULT_PAGE, PAGE_SIZE, pageWindow, toPage, type PageOf } from '../../../domain/admin/list-defaults';
import { authorizationBusinessHistory, members } from '../../db/schema';
import type { Database } from '../../db/connect-database';

/** One page of history of `rootDepId`; with `identity` (a role id) only that role's changes. */
export async function listBusinessHistory(db: Database, rootDepId: number, identity?: number, page: number = DEFAULT_PAGE): Promise<PageOf<BusinessHistoryRecord>> {
  const where = and(
    eq(authorizationBusinessHistory.rootDepId, rootDepId),
    identity === undefined ? undefined : eq(authorizationBusinessHistory.roleId, identity),
  );
  const [total] = await db.select({ n: count() }).from(authorizationBusinessHistory).where(where);
  const { offset, limit } = pageWindow(page, PAGE_SIZE);
  const actor = alias(members, 'actor');
  const rows = await db
    .select({ h: authorizationBusinessHistory, actorName: actor.cname })
    .from(authorizationBusinessHistory)
    .leftJoin(actor, eq(actor.id, authorizationBusinessHistory.actorId))
    .where(where)
    .orderBy(desc(authorizationBusinessHistory.at), desc(authorizationBusinessHistory.id))
    .offset(offset)
    .limit(limit);
  const list = rows.map(({ h, actorName }): BusinessHistoryRecord => ({
    id: h.id,
    business_id: h.businessId,
    dep_id: h.depId,
    depname: h.depname,
    category: h.category,
    kind: h.kind,
    type: h.type,
    roleID: h.roleId,
    role_name: h.roleName,
    auth_id: h.authId,
    cname: h.cname,
    action: h.action === 'add' || h.action === 'delete' ? h.action : 'edit',
    actor_id: h.actorId,
    actor_name: actorName,
    at: h.at.toISOString(),
  }));
  return toPage(list, total?.n ?? 0, page, PAGE_SIZE);
}
