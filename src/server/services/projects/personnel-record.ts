/** A project personnel assignment as the business calls answer it. */
import type { AssignmentStatus, PersonnelRecord } from '../../../domain/projects/project-records';
import { findIdentity, type ProjectIdentity } from '../../../domain/projects/project-identities';
import type { projectPersonnel } from '../../db/schema';

export type { AssignmentStatus, PersonnelRecord };

/** Shapes a joined row; `today` decides between active and ended. */
export function toPersonnelRecord(
  r: { a: typeof projectPersonnel.$inferSelect; cname: string; account: string; email: string; depname: string | null },
  today: string,
): PersonnelRecord {
  const info = findIdentity(r.a.identity);
  const status: AssignmentStatus = r.a.deletedAt ? 'removed' : r.a.endDate && r.a.endDate < today ? 'ended' : 'active';
  return {
    id: r.a.id,
    proj_id: r.a.projId,
    auth_id: r.a.memberId,
    cname: r.cname,
    account: r.account,
    depname: r.depname,
    email: r.email,
    identity: r.a.identity as ProjectIdentity,
    category: info?.category ?? r.a.identity,
    identity_title: info?.title ?? r.a.identity,
    start_date: r.a.startDate,
    end_date: r.a.endDate,
    tel: r.a.tel,
    remark: r.a.remark,
    status,
    cDate: r.a.cDate.toISOString(),
    uDate: r.a.uDate.toISOString(),
    deleted_at: r.a.deletedAt?.toISOString() ?? null,
  };
}
