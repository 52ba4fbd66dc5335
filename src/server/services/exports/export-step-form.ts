/**
 * Produces one export form of a step for a project as a file: the caller must be able to read the step
 * (its permission codes and its party on the project, as for Get_Step_Data), sealed fields print as
 * （未公開）, and the file is written in a worker thread into a temporary file the route streams back.
 */
import { eq } from 'drizzle-orm';
import { buildExportDocument, type ExportProjectFacts } from '../../../domain/exports/build-export-document';
import type { ExportFormat } from '../../../domain/exports/export-document';
import { NotFoundError } from '../../../domain/errors';
import { todayInTaiwan } from '../../../domain/today-in-taiwan';
import { departments, projects } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { runExportJob } from '../../exports/run-export-job';
import { findSignOffBlock } from '../signoff/find-sign-off-block';
import { assertStepParty } from '../steps/assert-step-party';
import { assertStepPermission } from '../steps/assert-step-permission';
import { findStepData } from '../steps/save-step-data';
import { exportFileName, EXPORT_CONTENT_TYPES, type ExportedFile } from './exported-file';
import { findExportForm } from './find-export-form';

/** What the caller asks for. */
export interface StepFormRequest {
  formType: string;
  projId: number;
  auditId: number;
  format: ExportFormat;
}

/** The agency, name and number of a project as forms print them. */
export async function findProjectFacts(ctx: ServerContext, projId: number): Promise<ExportProjectFacts> {
  const [row] = await ctx.db
    .select({ name: projects.projName, number: projects.projNumber, unit: projects.projUnit, place: projects.projPlace, agency: departments.depname })
    .from(projects)
    .leftJoin(departments, eq(departments.id, projects.depId))
    .where(eq(projects.id, projId));
  if (!row) throw new NotFoundError('查無此標案');
  return { name: row.name, number: row.number, unit: row.unit, place: row.place, agency: row.agency ?? '' };
}

/** The form as a file in a temporary path. */
export async function exportStepForm(ctx: ServerContext, caller: Caller, input: StepFormRequest): Promise<ExportedFile> {
  const { definition, form } = await findExportForm(ctx, input.formType, input.format);
  assertStepPermission(definition, caller.codes, 'view');
  const access = await assertStepParty(ctx, caller, definition, input.projId, 'view');
  const found = await findStepData(ctx, caller, { stp_id: definition.id, proj_id: input.projId, audit_id: input.auditId });
  const project = await findProjectFacts(ctx, input.projId);
  const document = buildExportDocument({
    definition,
    form,
    data: found.data,
    hiddenFields: access.hiddenFields,
    project,
    signatures: await findSignOffBlock(ctx.db, definition, input.projId, input.auditId),
    today: todayInTaiwan(),
  });
  const written = await runExportJob({ kind: 'document', format: input.format, document });
  return { ...written, fileName: exportFileName(form.title, project.number, input.format), contentType: EXPORT_CONTENT_TYPES[input.format] };
}
