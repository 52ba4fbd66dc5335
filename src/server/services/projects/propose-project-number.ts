/** Get_ProjNumber: proposes the next project number of the caller's department group and a year. */
import { eq, like } from 'drizzle-orm';
import { toRocYear } from '../../../domain/roc-date';
import { nextProjectNumber } from '../../../domain/projects/number-sequences';
import { departments, projects } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { todayInTaiwan } from '../../../domain/today-in-taiwan';

/** Prefix used when the caller's unit has no department group. */
export const DEFAULT_NUMBER_GROUP = 'P';

/** The proposed number; deleted projects' numbers count as taken so a number is never handed out twice. */
export async function proposeProjectNumber(ctx: ServerContext, caller: Caller, year?: number): Promise<{ proj_number: string }> {
  let group = DEFAULT_NUMBER_GROUP;
  if (caller.depId !== null) {
    const [dep] = await ctx.db.select({ g: departments.depGroup }).from(departments).where(eq(departments.id, caller.depId));
    group = dep?.g?.trim() || DEFAULT_NUMBER_GROUP;
  }
  const rocYear = toRocYear(year ?? Number(todayInTaiwan().slice(0, 4)));
  const prefix = `${group}-${rocYear}-`;
  const taken = await ctx.db.select({ n: projects.projNumber }).from(projects).where(like(projects.projNumber, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return { proj_number: nextProjectNumber(group, rocYear, taken.map((t) => t.n)) };
}
