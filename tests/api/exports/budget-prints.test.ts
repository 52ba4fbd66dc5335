/**
 * Issue 15: the budget book's prints through TBS_EXPORT — 詳細價目表 (TBS_BUDGET_DETAIL) and 單價分析表
 * (TBS_BUDGET_ANALYSIS) of a stage (stp_id) as pdf, xlsx and ods, read back with parsers independent of
 * our writers; the stage's access rule (a contractor never prints the agency's prices or the reserve
 * price); the refusals; and a print through a TBS_GENERATOR token.
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/domain/access/session-user';
import { readOfficeText } from '../../support/read-office-file';
import { callApi, signInAs } from '../support/call-api';
import type { TestServer } from '../support/start-test-server';
import { useSignedInServer } from '../support/use-signed-in-server';
import { A55_PREREQUISITES, createBudgetProject, importBook, readSampleBytes, setStepStates } from '../budget/support/budget-fixtures';
import { fetchExport } from './support';

let server: TestServer;
let agency: SessionUser;
let contractor: SessionUser;
let supervisor: SessionUser;
let projId: number;

useSignedInServer('agency', async (started, user) => {
  server = started;
  agency = user;
  contractor = await signInAs(server, 'contractor');
  supervisor = await signInAs(server, 'supervisor');
  projId = await createBudgetProject(server);
  const imported = await importBook(server, agency.token, projId, readSampleBytes());
  if (imported.status !== 200) throw new Error(`import failed: ${imported.body.message}`);
});

const print = (formType: string, stage: string, filetype: string, user: SessionUser = agency, project = projId) =>
  fetchExport(server, `Export/TBS_EXPORT/${formType}?proj_id=${project}&stp_id=${stage}&filetype=${filetype}`, user.token, user.userID);

/** The first worksheet's XML of an xlsx file, or content.xml of an ods file. */
function sheetXml(bytes: Buffer, format: 'xlsx' | 'ods'): string {
  const entries = unzipSync(new Uint8Array(bytes));
  const name = format === 'xlsx' ? Object.keys(entries).find((entry) => /^xl\/worksheets\/sheet\d+\.xml$/.test(entry)) : 'content.xml';
  const entry = name === undefined ? undefined : entries[name];
  if (!entry) throw new Error(`no sheet in the ${format} file`);
  return strFromU8(entry);
}

const ROC_PRINT_DATE = /1\d\d年\d{1,2}月\d{1,2}日/;

describe('詳細價目表 (TBS_BUDGET_DETAIL)', () => {
  it('prints the A2.8 book as pdf: every item, its figures and the grand total in figures and words', async () => {
    const answer = await print('TBS_BUDGET_DETAIL', 'A2.8', 'pdf');
    expect(answer.status, answer.message).toBe(200);
    expect(answer.contentType).toBe('application/pdf');
    expect(answer.disposition).toContain(encodeURIComponent('詳細價目表_A2.8_工程預算書_ArchEx001.pdf'));
    const text = await readOfficeText(answer.bytes, 'pdf');
    for (const expected of ['詳細價目表', '建築工程示範案例', '臺北市政府工務局新建工程處', '清除及掘除', '1,680.00', '26,880', '0223100002', '45,572,398', '46,291,107']) {
      expect(text).toContain(expected);
    }
    // The words wrap within their cell, so the extracted text breaks them into lines.
    expect(text.replace(/\s+/g, '')).toContain('新臺幣肆仟陸佰貳拾玖萬壹仟壹佰零柒元整');
    expect(text).toMatch(ROC_PRINT_DATE);
  });

  it.each(['xlsx', 'ods'] as const)('prints it as %s with the figures stored as numbers', async (format) => {
    const answer = await print('TBS_BUDGET_DETAIL', 'A2.8', format);
    expect(answer.status, answer.message).toBe(200);
    expect(answer.disposition).toContain(`.${format}`);
    const text = await readOfficeText(answer.bytes, format);
    for (const expected of ['項目及說明', '編碼/備註', '清除及掘除', '總價', '新臺幣肆仟陸佰貳拾玖萬壹仟壹佰零柒元整']) expect(text).toContain(expected);
    const xml = sheetXml(answer.bytes, format);
    if (format === 'xlsx') {
      expect(xml).toMatch(/<v>46291107<\/v>/);
      expect(xml).toMatch(/<v>26880<\/v>/);
    } else {
      expect(xml).toContain('office:value="46291107"');
      expect(xml).toContain('office:value="26880"');
    }
  });
});

describe('單價分析表 (TBS_BUDGET_ANALYSIS)', () => {
  it.each(['pdf', 'xlsx', 'ods'] as const)('prints every analysis with its lines, sum and unit price as %s', async (format) => {
    const answer = await print('TBS_BUDGET_ANALYSIS', 'A2.8', format);
    expect(answer.status, answer.message).toBe(200);
    expect(answer.disposition).toContain(encodeURIComponent(`單價分析表_A2.8_工程預算書_ArchEx001.${format}`));
    const text = await readOfficeText(answer.bytes, format);
    // A spreadsheet keeps the figures as numbers; the PDF prints them with separators.
    const figures = format === 'pdf' ? ['60,000.00', '160,000.00', '16.00'] : ['60000', '160000', '16'];
    for (const expected of ['單價分析表', '工料名稱', '壹.一.1', '清除及掘除', '棄土區費用(含水土保持)', '編碼 0223100002', '工具損耗（3%）', ...figures]) {
      expect(text).toContain(expected);
    }
    // 22 analysed items, each closed by its unit price line.
    expect(text.match(/單價（每 1 /g)).toHaveLength(22);
  });
});

describe('access and refusals', () => {
  it('refuses a format the prints do not come in, a missing stage and a stage without a book', async () => {
    const docx = await print('TBS_BUDGET_DETAIL', 'A2.8', 'docx');
    expect(docx.status).toBe(400);
    expect(docx.message).toBe('表單「詳細價目表」不提供 docx 格式，可用：pdf、xlsx、ods');
    const noStage = await fetchExport(server, `Export/TBS_EXPORT/TBS_BUDGET_ANALYSIS?proj_id=${projId}&filetype=pdf`, agency.token, agency.userID);
    expect(noStage.status).toBe(400);
    expect(noStage.message).toBe("'stp_id'是必要參數");
    const empty = await createBudgetProject(server);
    const none = await print('TBS_BUDGET_DETAIL', 'A2.8', 'pdf', agency, empty);
    expect(none.status).toBe(404);
    expect(none.message).toBe('「A2.8 工程預算書」尚無預算書');
  });

  it("keeps the agency's books from the contractor and the supervisor, as the stage's own export does", async () => {
    for (const user of [contractor, supervisor]) {
      const budget = await print('TBS_BUDGET_DETAIL', 'A2.8', 'pdf', user);
      expect(budget.status).toBe(403);
      const reserve = await print('TBS_BUDGET_ANALYSIS', 'A3.8', 'xlsx', user);
      expect(reserve.status).toBe(403);
      expect(reserve.message).toBe('依政府採購法第34條，底價於決標前保密');
    }
  });

  it("lets the contractor print the A5.5 quote, which holds none of the agency's prices", async () => {
    const quoted = await createBudgetProject(server);
    expect((await importBook(server, agency.token, quoted, readSampleBytes())).status).toBe(200);
    expect((await callApi(server, 'POST', 'PCS/Load_Detail_Now', { proj_id: quoted, stp_id: 'A3.8' }, agency.token)).status).toBe(200);
    await setStepStates(server, quoted, A55_PREREQUISITES);
    expect((await callApi(server, 'POST', 'PCS/Load_Detail_Now', { proj_id: quoted, stp_id: 'A5.5' }, contractor.token)).status).toBe(200);
    const detail = await print('TBS_BUDGET_DETAIL', 'A5.5', 'pdf', contractor, quoted);
    expect(detail.status, detail.message).toBe(200);
    const text = await readOfficeText(detail.bytes, 'pdf');
    expect(text).toContain('清除及掘除');
    expect(text).toContain('1,680.00');
    for (const secret of ['46,291,107', '45,572,398', '26,880', '18,758', '肆仟陸佰貳拾玖萬']) expect(text).not.toContain(secret);
    const analysis = await print('TBS_BUDGET_ANALYSIS', 'A5.5', 'pdf', contractor, quoted);
    expect(analysis.status, analysis.message).toBe(200);
    const analysisText = await readOfficeText(analysis.bytes, 'pdf');
    expect(analysisText).toContain('此預算書沒有單價分析資料');
    expect(analysisText).not.toContain('棄土區費用');
  });

  it('prints through a TBS_GENERATOR token, once, without headers', async () => {
    const generated = await callApi<{ token: string; url: string }>(server, 'POST', 'Export/TBS_GENERATOR', { formType: 'TBS_BUDGET_DETAIL', proj_id: projId, stp_id: 'A2.8', filetype: 'ods' }, agency.token);
    expect(generated.status, generated.body.message).toBe(200);
    const first = await fetchExport(server, generated.body.data!.url);
    expect(first.status, first.message).toBe(200);
    expect(first.contentType).toBe('application/vnd.oasis.opendocument.spreadsheet');
    expect(await readOfficeText(first.bytes, 'ods')).toContain('清除及掘除');
    expect((await fetchExport(server, generated.body.data!.url)).status).toBe(400);
  });
});
