/** OT/GovPurchase/Get_Project?proj_number: a project by its number, however the number was encoded. */
import { and, eq, isNull } from 'drizzle-orm';
import { InputError, NotFoundError } from '../../../domain/errors';
import { projNumberCandidates } from '../../../domain/projects/decode-lookup-params';
import { projects } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { findProject } from './find-project';
import type { ProjectRecord } from './project-record';

/** The project the parameter names (access checked), trying each reading of it in turn. */
export async function findGovPurchaseProject(ctx: ServerContext, caller: Caller, raw: string): Promise<ProjectRecord> {
  const candidates = projNumberCandidates(raw);
  if (candidates.length === 0) throw new InputError("'proj_number'是必要參數");
  for (const number of candidates) {
    const [hit] = await ctx.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.projNumber, number), isNull(projects.deletedAt)));
    if (hit) {
      const { can_edit: _ignored, ...record } = await findProject(ctx, caller, hit.id);
      return record;
    }
  }
  throw new NotFoundError('查無此標案', { log: `no project numbered ${candidates.join(' / ')}` });
}
