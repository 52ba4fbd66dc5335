import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImportCommand } from '../../../scripts/pcces';
import { readSpreadsheetCells, type SpreadsheetValue } from '../../support/read-office-file';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { flatItems, type AnsweredItem } from './support/book-tree';
import { createBudgetProject, importBook, readFixtureBytes, readSampleBytes, SAMPLE_PATH, stepState } from './support/budget-fixtures';
import { NO_SIGNATURE_TRUST } from '../../../src/server/signatures/signature-types';

let server: TestServer;
let agency: string;
beforeAll(async () => {
  server = await startTestServer();
  agency = (await signInAs(server, 'agency')).token;
});
afterAll(async () => {
  await server?.close();
});

async function download(projId: number, stage: string, filetype: string, token = agency): Promise<Response> {
  return fetch(`${server.api}/PCS/Export_Detail_Now?proj_id=${projId}&stp_id=${stage}&filetype=${filetype}`, { headers: { authorization: `Bearer ${token}` } });
}

describe('PCS/Export_Detail_Now', () => {
  it('exports PCCES XML that imports again to the same tree and totals', async () => {
    const projId = await createBudgetProject(server);
    await importBook(server, agency, projId, readSampleBytes());
    const res = await download(projId, 'A2.8', 'xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('ArchEx001_A2.8_工程預算書.xml'));
    const xml = Buffer.from(await res.arrayBuffer());
    const copy = await createBudgetProject(server);
    const again = await importBook<{ recalculatedTotal: string }>(server, agency, copy, xml);
    expect(again.status).toBe(200);
    expect(again.body.data!.recalculatedTotal).toBe('46291107');
    const strip = (items: AnsweredItem[]) => flatItems(items).map(({ children: _children, ...rest }) => rest);
    const first = await callApi<{ DetailList: AnsweredItem[]; CostBreakdownList: unknown[] }>(server, 'POST', 'PCS/Load_Detail_Now', { proj_id: projId, stp_id: 'A2.8' }, agency);
    const second = await callApi<{ DetailList: AnsweredItem[]; CostBreakdownList: unknown[] }>(server, 'POST', 'PCS/Load_Detail_Now', { proj_id: copy, stp_id: 'A2.8' }, agency);
    expect(strip(second.body.data!.DetailList)).toEqual(strip(first.body.data!.DetailList));
    expect(second.body.data!.CostBreakdownList).toEqual(first.body.data!.CostBreakdownList);
  });

  it.each(['xlsx', 'ods'] as const)('exports %s as the stage\'s 詳細價目表: every item with its figures as numbers, and the grand total', async (format) => {
    const projId = await createBudgetProject(server);
    await importBook(server, agency, projId, readSampleBytes());
    const res = await download(projId, 'A2.8', format);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'application/vnd.oasis.opendocument.spreadsheet',
    );
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent(`詳細價目表_A2.8_工程預算書_ArchEx001.${format}`));
    const bytes = Buffer.from(await res.arrayBuffer());
    const rows = readSpreadsheetCells(bytes, format);
    const cellsOf = (row: SpreadsheetValue[]) => row.map((value) => (typeof value === 'string' ? value.trim() : value));
    const has = (...wanted: SpreadsheetValue[]) => rows.some((row) => wanted.every((value) => cellsOf(row).includes(value)));
    expect(has('項次', '項目及說明', '單位', '數量', '單價', '複價', '編碼/備註')).toBe(true);
    expect(has('契約編號', 'ArchEx001') && has('預算階段', 'A2.8 工程預算書')).toBe(true);

    // Every pay item the grid shows is a row with its name and its figures stored as numbers.
    const loaded = await callApi<{ DetailList: AnsweredItem[] }>(server, 'POST', 'PCS/Load_Detail_Now', { proj_id: projId, stp_id: 'A2.8' }, agency);
    const items = flatItems(loaded.body.data!.DetailList);
    expect(items.length).toBeGreaterThan(40);
    for (const item of items) {
      const priced = item.children.length === 0 && item.itemKind !== 'subtotal';
      const figures = priced ? [Number(item.qty), Number(item.cost), Number(item.amount)] : [Number(item.amount)];
      expect(has(item.cName, ...figures), `${item.cName} ${figures.join(' ')}`).toBe(true);
    }
    expect(has('清除及掘除', 'M2', 1680, 16, 26880)).toBe(true);
    expect(has('總價', 46291107, '新臺幣肆仟陸佰貳拾玖萬壹仟壹佰零柒元整')).toBe(true);
    if (process.env.BUDGET_EXPORT_DIR) writeFileSync(path.join(process.env.BUDGET_EXPORT_DIR, `sample.${format}`), bytes);
  });

  it('refuses an unknown file type and a stage without a book', async () => {
    const projId = await createBudgetProject(server);
    const wrong = await download(projId, 'A2.8', 'pdf');
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe("'filetype'必須為 xml、xlsx 或 ods");
    const none = await download(projId, 'A2.8', 'xlsx');
    expect(none.status).toBe(404);
  });
});

describe('npm run pcces -- import FILE --project ID', () => {
  const command = () =>
    createImportCommand(async () => ({ ctx: { db: server.database.db, config: server.config, mailer: server.mailer, signatureTrust: NO_SIGNATURE_TRUST }, close: async () => {} }));
  const run = async (args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await command()(args, { log: (line) => out.push(line), error: (line) => err.push(line) });
    return { code, out, err };
  };

  it('imports the sample into the project and marks A2.8 done', async () => {
    const projId = await createBudgetProject(server);
    const result = await run([SAMPLE_PATH, '--project', String(projId)]);
    expect(result.code).toBe(0);
    expect(result.out.join('\n')).toContain('總價：46,291,107');
    expect(result.out.join('\n')).toContain('工作項目：41');
    expect(await stepState(server, projId, 'A2.8')).toBe(2);
  });

  it('refuses a broken file with the domain message, bad arguments and an unknown project', async () => {
    const projId = await createBudgetProject(server);
    const broken = path.join(server.dataDir, 'broken.xml');
    writeFileSync(broken, readFixtureBytes('broken-amount-leaf.xml'));
    const refused = await run([broken, `--project=${projId}`]);
    expect(refused.code).toBe(1);
    expect(refused.err[0]).toMatch(/^拒絕匯入「.*broken\.xml」：項次「.+」複價與數量×單價不符/);
    expect(await stepState(server, projId, 'A2.8')).toBe(0);
    expect((await run([SAMPLE_PATH])).code).toBe(2);
    const unknown = await run([SAMPLE_PATH, '--project', '999999']);
    expect(unknown.code).toBe(1);
    expect(unknown.err[0]).toContain('查無此標案');
  });
});
