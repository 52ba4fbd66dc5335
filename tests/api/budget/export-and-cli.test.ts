import { inflateRawSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImportCommand } from '../../../scripts/pcces';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { flatItems, type AnsweredItem } from './support/book-tree';
import { createBudgetProject, importBook, readFixtureBytes, readSampleBytes, SAMPLE_PATH, stepState } from './support/budget-fixtures';

let server: TestServer;
let agency: string;
beforeAll(async () => {
  server = await startTestServer();
  agency = (await signInAs(server, 'agency')).token;
});
afterAll(async () => {
  await server?.close();
});

/** The entries of a zip file (local headers read in order), inflated. */
function readZip(buffer: Buffer): Map<string, { text: string; stored: boolean }> {
  const entries = new Map<string, { text: string; stored: boolean }>();
  let at = 0;
  while (buffer.readUInt32LE(at) === 0x04034b50) {
    const method = buffer.readUInt16LE(at + 8);
    const flags = buffer.readUInt16LE(at + 6);
    let size = buffer.readUInt32LE(at + 18);
    const nameLength = buffer.readUInt16LE(at + 26);
    const extraLength = buffer.readUInt16LE(at + 28);
    const name = buffer.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    const start = at + 30 + nameLength + extraLength;
    if (flags & 0x08) {
      // Sizes follow the data in a descriptor: find the next signature.
      let end = start;
      while (buffer.readUInt32LE(end) !== 0x08074b50) end += 1;
      size = end - start;
      at = end + 16;
    } else {
      at = start + size;
    }
    const data = buffer.subarray(start, start + size);
    entries.set(name, { text: (method === 0 ? data : inflateRawSync(data)).toString('utf8'), stored: method === 0 });
  }
  return entries;
}

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

  it('exports xlsx and ods with the item columns and the grand total', async () => {
    const projId = await createBudgetProject(server);
    await importBook(server, agency, projId, readSampleBytes());
    const xlsx = await download(projId, 'A2.8', 'xlsx');
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const xlsxBytes = Buffer.from(await xlsx.arrayBuffer());
    const workbook = readZip(xlsxBytes);
    expect([...workbook.keys()]).toEqual(expect.arrayContaining(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/styles.xml', 'xl/worksheets/sheet1.xml']));
    const sheet = workbook.get('xl/worksheets/sheet1.xml')!.text;
    for (const header of ['項次', '名稱', '單位', '數量', '單價', '複價', '備註', '清除及掘除', '總價']) expect(sheet).toContain(`>${header}<`);
    expect(sheet).toContain('<v>46291107</v>');
    expect(sheet).toContain('<v>1680</v>');

    const ods = await download(projId, 'A2.8', 'ods');
    const odsBytes = Buffer.from(await ods.arrayBuffer());
    expect(odsBytes.subarray(30, 38).toString()).toBe('mimetype');
    const document = readZip(odsBytes);
    expect(document.get('mimetype')).toEqual({ text: 'application/vnd.oasis.opendocument.spreadsheet', stored: true });
    const content = document.get('content.xml')!.text;
    expect(content).toContain('office:value="46291107"');
    expect(content).toContain('<text:p>46,291,107</text:p>');
    expect(content).toContain('<text:p>清除及掘除</text:p>');
    if (process.env.BUDGET_EXPORT_DIR) {
      writeFileSync(path.join(process.env.BUDGET_EXPORT_DIR, 'sample.xlsx'), xlsxBytes);
      writeFileSync(path.join(process.env.BUDGET_EXPORT_DIR, 'sample.ods'), odsBytes);
    }
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
    createImportCommand(async () => ({ ctx: { db: server.database.db, config: server.config, mailer: server.mailer }, close: async () => {} }));
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
