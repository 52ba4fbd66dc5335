/**
 * Issue 15: every export form the catalogue declares, in each of its formats, for a project with data,
 * read back with parsers independent of our writers (pdf.js; unzip + XML) — the project name, a ROC date
 * and an amount appear as printed; and every refusal of the export service in the spec's words.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../../src/domain/access/session-user';
import { buildSampleStepData } from '../../../src/domain/step-editor/build-sample-data';
import type { StepDefinition } from '../../../src/domain/steps/step-definition';
import { projects } from '../../../src/server/db/schema';
import { readStepCatalogue } from '../../../src/server/services/steps/load-step-catalogue';
import { readOfficeText } from '../../support/read-office-file';
import { callApi, signInAs } from '../support/call-api';
import type { TestServer } from '../support/start-test-server';
import { useSignedInServer } from '../support/use-signed-in-server';
import { demoProjectId } from '../steps/support';
import { fetchExport, storeStepData } from './support';

let server: TestServer;
let agency: SessionUser;
let projId: number;
let projectName: string;
const catalogue: StepDefinition[] = await readStepCatalogue();

const DATE = '2026-03-02';
const ROC_DATE = '115年3月2日';
const AMOUNT = '1200000';

function isAmountField(definition: StepDefinition, field: string): boolean {
  const ui = definition.form.uiSchema?.[field] as Record<string, unknown> | undefined;
  return ui?.['ui:widget'] === 'amount';
}

function isDateField(definition: StepDefinition, field: string): boolean {
  const node = (definition.form.schema.properties as Record<string, Record<string, unknown>>)[field];
  return node?.format === 'date';
}

// Sample data with every bound date on 115年3月2日 and every bound amount 1,200,000.
function dataFor(definition: StepDefinition): Record<string, unknown> {
  const data = buildSampleStepData(definition);
  for (const form of definition.exports) {
    for (const field of form.fields) {
      if (isDateField(definition, field)) data[field] = DATE;
      if (isAmountField(definition, field)) data[field] = AMOUNT;
    }
  }
  return data;
}

useSignedInServer('agency', async (started, user) => {
  server = started;
  agency = user;
  projId = await demoProjectId(server, '大安森林公園');
  const [project] = await server.database.db.select({ name: projects.projName }).from(projects).where(eq(projects.id, projId));
  projectName = project!.name;
  for (const definition of catalogue) if (definition.exports.length > 0) await storeStepData(server, projId, definition.id, dataFor(definition));
});

const cases = catalogue.flatMap((definition) =>
  definition.exports.flatMap((form) => form.formats.map((format) => [`${definition.id} ${form.formType} ${format}`, definition, form.formType, format] as const)),
);

describe('TBS_EXPORT/{formType} for every declared form and format', () => {
  it('covers the whole catalogue', () => {
    expect(new Set(cases.map((c) => c[2])).size).toBeGreaterThanOrEqual(19);
    expect(new Set(cases.map((c) => c[3]))).toEqual(new Set(['odt', 'docx', 'pdf', 'xlsx', 'ods']));
  });

  it.each(cases)('%s', async (_name, definition, formType, format) => {
    const answer = await fetchExport(server, `Export/TBS_EXPORT/${formType}?proj_id=${projId}&audit_id=0&filetype=${format}`, agency.token, agency.userID);
    expect(answer.status, answer.message).toBe(200);
    expect(answer.disposition).toContain(`.${format}`);
    const text = await readOfficeText(answer.bytes, format);
    expect(text).toContain(projectName);
    const form = definition.exports.find((f) => f.formType === formType)!;
    if (form.fields.some((f) => isDateField(definition, f))) expect(text).toContain(ROC_DATE);
    if (form.fields.some((f) => isAmountField(definition, f))) expect(text).toMatch(/1,200,000|1200000/);
  });

  it('prints money in words on the 決標紀錄', async () => {
    const answer = await fetchExport(server, `Export/TBS_EXPORT/TBS_A0406_001D?proj_id=${projId}&filetype=docx`, agency.token);
    expect(await readOfficeText(answer.bytes, 'docx')).toContain('新臺幣壹佰貳拾萬元整');
  });

  it('knows the project name it prints', () => expect(projectName).toContain('大安森林公園'));
});

describe('refusals of the export service', () => {
  const base = () => `Export/TBS_EXPORT/TBS_A0402_014D`;

  it('answers 找不到對應表單生成器 for a form no step declares', async () => {
    const answer = await fetchExport(server, `Export/TBS_EXPORT/TBS_Z9999_001D?proj_id=${projId}&filetype=pdf`, agency.token);
    expect(answer.status).toBe(404);
    expect(answer.message).toBe('找不到對應表單生成器');
  });

  it('answers 未能識別的屬性 for an unknown parameter and 不接受的參數格式! for a repeated one', async () => {
    const unknown = await fetchExport(server, `${base()}?proj_id=${projId}&filetype=pdf&colour=red`, agency.token);
    expect(unknown.status).toBe(400);
    expect(unknown.message).toContain('未能識別的屬性');
    const repeated = await fetchExport(server, `${base()}?proj_id=${projId}&proj_id=2&filetype=pdf`, agency.token);
    expect(repeated.status).toBe(400);
    expect(repeated.message).toBe('不接受的參數格式!');
  });

  it('names a missing or malformed parameter and a format the form does not offer', async () => {
    expect((await fetchExport(server, `${base()}?filetype=pdf`, agency.token)).message).toBe("'proj_id'是必要參數");
    expect((await fetchExport(server, `${base()}?proj_id=abc&filetype=pdf`, agency.token)).message).toBe("'proj_id'型別必須為number");
    const xlsx = await fetchExport(server, `${base()}?proj_id=${projId}&filetype=xlsx`, agency.token);
    expect(xlsx.status).toBe(400);
    expect(xlsx.message).toBe('表單「B.14 開標紀錄」不提供 xlsx 格式，可用：odt、docx、pdf');
  });

  it('needs a signed-in caller whose user-id matches the token', async () => {
    expect((await fetchExport(server, `${base()}?proj_id=${projId}&filetype=pdf`)).status).toBe(401);
    const wrongUser = await fetchExport(server, `${base()}?proj_id=${projId}&filetype=pdf`, agency.token, agency.userID + 1000);
    expect(wrongUser.status).toBe(403);
  });

  it('checks the caller may read the step: a contractor gets the 底價表 without the sealed reserve price', async () => {
    const contractor = await signInAs(server, 'contractor');
    const answer = await fetchExport(server, `Export/TBS_EXPORT/TBS_A0308_001D?proj_id=${projId}&filetype=docx`, contractor.token);
    if (answer.status === 200) {
      const text = await readOfficeText(answer.bytes, 'docx');
      expect(text).not.toMatch(/1,200,000|1200000/);
    } else {
      expect([403, 404]).toContain(answer.status);
    }
  });
});

describe('TBS_GENERATOR tokens and Export/{token}', () => {
  const generate = (body: Record<string, unknown>) => callApi<{ token: string; url: string }>(server, 'POST', 'Export/TBS_GENERATOR', body, agency.token);

  it('serves the file once, without headers, then answers 請從 `TBS_GENERATOR` 產生正確的參數!', async () => {
    const generated = await generate({ formType: 'TBS_A0402_014D', proj_id: projId, audit_id: 0, filetype: 'pdf' });
    expect(generated.status).toBe(200);
    const url = generated.body.data!.url;
    const first = await fetchExport(server, url);
    expect(first.status).toBe(200);
    expect(first.contentType).toBe('application/pdf');
    expect(await readOfficeText(first.bytes, 'pdf')).toContain('大安森林公園');
    const again = await fetchExport(server, url);
    expect(again.status).toBe(400);
    expect(again.message).toBe('請從 `TBS_GENERATOR` 產生正確的參數!');
  });

  it('answers 匯出參數未被正確設置! when the request does not match the token', async () => {
    const { token } = (await generate({ formType: 'TBS_A0402_014D', proj_id: projId, filetype: 'odt' })).body.data!;
    const answer = await fetchExport(server, `Export/${token}?proj_id=${projId}&filetype=docx`);
    expect(answer.status).toBe(400);
    expect(answer.message).toBe('匯出參數未被正確設置!');
  });

  it('refuses a made-up token and a generator call without a form', async () => {
    expect((await fetchExport(server, `Export/${'x'.repeat(32)}`)).message).toBe('請從 `TBS_GENERATOR` 產生正確的參數!');
    const missing = await generate({ proj_id: projId, filetype: 'pdf' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('formType');
  });
});
