/** Turns an Add_PROJECT / Edit_PROJECT body into complete project fields, tidied and checked by the shared rules. */
import { InputError } from '../../../domain/errors';
import { checkProjectFields } from '../../../domain/projects/check-project-fields';
import { labelOfField } from '../../../domain/projects/project-field-labels';
import { tidyProjectFields, type ProjectFields } from '../../../domain/projects/project-fields';

/** A body as sent: every field optional on edit; amounts as text or numbers. */
export type ProjectBody = Partial<Omit<ProjectFields, 'proj_total' | 'proj_construction_cost' | 'proj_management_cost' | 'eir_total' | 'files'>> & {
  proj_total?: string | number;
  proj_construction_cost?: string | number;
  proj_management_cost?: string | number;
  eir_total?: string | number;
  files?: Partial<ProjectFields['files']>;
};

const text = (v: string | number | undefined, fallback: string) => (v === undefined ? fallback : String(v));

/** Merges the body over `base` (the stored project on edit, blanks on add) and checks the result. */
export function readProjectFields(body: ProjectBody, base: ProjectFields): ProjectFields {
  const fields = tidyProjectFields({
    ...base,
    ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)),
    proj_total: text(body.proj_total, base.proj_total),
    proj_construction_cost: text(body.proj_construction_cost, base.proj_construction_cost),
    proj_management_cost: text(body.proj_management_cost, base.proj_management_cost),
    eir_total: text(body.eir_total, base.eir_total),
    files: { ...base.files, ...body.files },
    // A vendor row may leave fields out; the stored row has them all.
    design_vendors: (body.design_vendors ?? base.design_vendors).map((v) => ({
      name: v.name ?? '',
      unit: v.unit ?? '',
      contact_name: v.contact_name ?? '',
      character: v.character ?? '',
      contact_tel: v.contact_tel ?? '',
      construction_list: v.construction_list ?? '',
    })),
  } as ProjectFields);
  const errors = checkProjectFields(fields);
  const first = Object.entries(errors)[0];
  if (first) throw new InputError(`${labelOfField(first[0])}：${first[1]}`, { fields: errors, log: `project fields refused: ${JSON.stringify(errors)}` });
  return fields;
}
