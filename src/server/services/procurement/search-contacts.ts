/**
 * EMA Search_Contact {proj_id}: the project's contact list — the host agency and its undertakers, the
 * designers (the design-vendor list and assigned designers), the supervisors and the contractors — which
 * also tells a user's department type on the project.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { findIdentity, IDENTITY_KEYS, type ProjectIdentity } from '../../../domain/projects/project-identities';
import { departments, members, projectPersonnel } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { findProject } from '../projects/find-project';
import { todayInTaiwan } from '../../../domain/today-in-taiwan';

/** One contact. */
export interface ContactRecord {
  identity: ProjectIdentity;
  category: string;
  title: string;
  auth_id: number | null;
  name: string;
  dep_id: number | null;
  depname: string;
  dep_type: string;
  tel: string;
  email: string;
  /** Where the entry comes from: an assignment, the project's fields, or its design-vendor list. */
  source: 'assignment' | 'project' | 'design_vendor';
}

/** The contacts of a project the caller may see, grouped by part in display order. */
export async function searchContacts(ctx: ServerContext, caller: Caller, projId: number): Promise<ContactRecord[]> {
  const project = await findProject(ctx, caller, projId);
  const today = todayInTaiwan();
  const rows = await ctx.db
    .select({ a: projectPersonnel, m: members, depname: departments.depname })
    .from(projectPersonnel)
    .innerJoin(members, eq(members.id, projectPersonnel.memberId))
    .leftJoin(departments, eq(departments.id, members.depId))
    .where(and(eq(projectPersonnel.projId, projId), isNull(projectPersonnel.deletedAt)))
    .orderBy(asc(projectPersonnel.startDate));
  const contacts: ContactRecord[] = rows
    .filter((r) => !r.a.endDate || r.a.endDate >= today)
    .map((r) => {
      const info = findIdentity(r.a.identity)!;
      return {
        identity: info.key,
        category: info.category,
        title: info.title,
        auth_id: r.m.id,
        name: r.m.cname,
        dep_id: r.m.depId,
        depname: r.depname ?? '',
        dep_type: info.depType,
        tel: r.a.tel || r.m.tel[0] || '',
        email: r.m.email,
        source: 'assignment' as const,
      };
    });
  if (project.proj_undertaker && !contacts.some((c) => c.identity === 'undertaker' && c.auth_id === project.proj_undertaker)) {
    const info = findIdentity('undertaker')!;
    const [m] = await ctx.db.select({ m: members, depname: departments.depname }).from(members).leftJoin(departments, eq(departments.id, members.depId)).where(eq(members.id, project.proj_undertaker));
    if (m) contacts.push({ identity: 'undertaker', category: info.category, title: info.title, auth_id: m.m.id, name: m.m.cname, dep_id: m.m.depId, depname: m.depname ?? '', dep_type: info.depType, tel: m.m.tel[0] ?? '', email: m.m.email, source: 'project' });
  }
  const designer = findIdentity('designer')!;
  for (const v of project.design_vendors) {
    contacts.push({ identity: 'designer', category: designer.category, title: v.character || designer.title, auth_id: null, name: v.contact_name || v.name, dep_id: null, depname: v.name, dep_type: designer.depType, tel: v.contact_tel, email: '', source: 'design_vendor' });
  }
  return contacts.sort((a, b) => IDENTITY_KEYS.indexOf(a.identity) - IDENTITY_KEYS.indexOf(b.identity));
}
