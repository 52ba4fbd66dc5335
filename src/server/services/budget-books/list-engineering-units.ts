/**
 * Get_Engineering_Unit: the five parties of a project's works in their fixed order — 主辦機關, 設計單位,
 * 監造單位, 施工廠商, 專案管理單位 — named from the project and the units of the people assigned to it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { EngineeringUnit } from '../../../domain/budget-book/budget-api-types';
import { departments, members, projectPersonnel, projects } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertProjectAccess } from '../projects/assert-project-access';

/** The five units of the project (a name is '' when unknown). */
export async function listEngineeringUnits(ctx: ServerContext, caller: Caller, projId: number): Promise<EngineeringUnit[]> {
  await assertProjectAccess(ctx, caller, projId, 'view');
  const [project] = await ctx.db
    .select({ host: projects.projHostUnit, unit: projects.projUnit, design: projects.projDesignUnit, vendor: projects.projDesignVendor, management: projects.projManagement, depname: departments.depname })
    .from(projects)
    .innerJoin(departments, eq(departments.id, projects.depId))
    .where(eq(projects.id, projId));
  const people = await ctx.db
    .select({ identity: projectPersonnel.identity, depname: departments.depname })
    .from(projectPersonnel)
    .innerJoin(members, eq(members.id, projectPersonnel.memberId))
    .leftJoin(departments, eq(departments.id, members.depId))
    .where(and(eq(projectPersonnel.projId, projId), isNull(projectPersonnel.deletedAt)));
  const unitOf = (identity: string) => people.find((person) => person.identity === identity)?.depname ?? '';
  return [
    { key: 'host', title: '主辦機關', name: project?.host || project?.unit || project?.depname || '' },
    { key: 'design', title: '設計單位', name: project?.design || project?.vendor || unitOf('designer') },
    { key: 'supervision', title: '監造單位', name: unitOf('supervisor') },
    { key: 'construction', title: '施工廠商', name: unitOf('contractor') },
    { key: 'management', title: '專案管理單位', name: project?.management === '1' ? unitOf('manager') : '' },
  ];
}
