import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetBookImports, budgetBooks, stepStatusChanges } from '../../../src/server/db/schema';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { createBudgetProject, importBook, readFixtureBytes, readSampleBytes, setStepStates, stepState } from './support/budget-fixtures';

interface ImportAnswer {
  proj_file_id: number;
  counts: { payItems: number; payItemsByKind: Record<string, number>; analyses: number; workItems: number; resources: number; depth: number };
  totalAmount: string;
  recalculatedTotal: string;
  stepState: number;
  totalReminder: boolean;
  revision: number;
}

let server: TestServer;
let agency: string;
beforeAll(async () => {
  server = await startTestServer();
  agency = (await signInAs(server, 'agency')).token;
});
afterAll(async () => {
  await server?.close();
});

async function storedRows(projId: number) {
  const db = server.database.db;
  const [books] = await db.select({ n: count() }).from(budgetBooks).where(eq(budgetBooks.projId, projId));
  const [imports] = await db.select({ n: count() }).from(budgetBookImports).where(eq(budgetBookImports.projId, projId));
  const [changes] = await db.select({ n: count() }).from(stepStatusChanges).where(eq(stepStatusChanges.projId, projId));
  return { books: books!.n, imports: imports!.n, changes: changes!.n };
}

describe('BGC/Import_Budgetbook', () => {
  it('imports the real sample with every item, analysis and its total of 46,291,107, and marks A2.8 done', async () => {
    const projId = await createBudgetProject(server);
    const res = await importBook<ImportAnswer>(server, agency, projId, readSampleBytes(), 'ArchEx001_ap_bdgt.xml');
    expect(res.status).toBe(200);
    const data = res.body.data!;
    expect(data.counts).toMatchObject({ payItems: 41, analyses: 22, workItems: 153, resources: 81, depth: 3 });
    expect(data.counts.payItemsByKind).toEqual({ mainItem: 8, analysis: 22, general: 5, formula: 5, subtotal: 1 });
    expect(data.totalAmount).toBe('46291107');
    expect(data.recalculatedTotal).toBe('46291107');
    expect(data.stepState).toBe(2);
    expect(data.totalReminder).toBe(false);
    expect(await stepState(server, projId, 'A2.8')).toBe(2);

    const [change] = await server.database.db.select().from(stepStatusChanges).where(eq(stepStatusChanges.projId, projId));
    expect(change).toMatchObject({ stpId: 'A2.8', fromState: 0, toState: 2 });
    expect(change!.detail).toEqual([{ reason: 'budget-book-import', proj_file_id: data.proj_file_id, file_name: 'ArchEx001_ap_bdgt.xml' }]);

    const book = await callApi<{ DetailList: unknown[]; CostBreakdownList: unknown[]; Main: { totalAmount: string; contractTitle: string }; totalAmount: string }>(
      server,
      'POST',
      'PCS/Load_Detail_Now',
      { proj_id: projId, stp_id: 'A2.8' },
      agency,
    );
    expect(book.status).toBe(200);
    expect(book.body.data!.Main).toMatchObject({ totalAmount: '46291107', contractTitle: '建築工程示範案例' });
    expect(book.body.data!.CostBreakdownList).toHaveLength(22);
    expect(book.body.data!.totalAmount).toBe('46291107');
    const byFile = await callApi<{ isCurrent: boolean; file: { fileName: string } }>(server, 'POST', 'BGC/Search_BGC_Budgetbook_fid', { proj_file_id: data.proj_file_id }, agency);
    expect(byFile.body.data).toMatchObject({ isCurrent: true, file: { fileName: 'ArchEx001_ap_bdgt.xml' } });
  });

  it('keeps A2.8 done without a second status change when a file is imported again', async () => {
    const projId = await createBudgetProject(server);
    await importBook(server, agency, projId, readSampleBytes());
    const again = await importBook<ImportAnswer>(server, agency, projId, readSampleBytes());
    expect(again.status).toBe(200);
    expect(again.body.data!.revision).toBe(2);
    expect(await storedRows(projId)).toEqual({ books: 1, imports: 2, changes: 1 });
  });

  const refusals: Array<[string, string, RegExp]> = [
    ['broken-malformed.xml', 'malformed-xml', /XML/],
    ['broken-wrong-root.xml', 'wrong-root', /這不是 PCCES 預算書：根元素/],
    ['broken-wrong-namespace.xml', 'wrong-namespace', /命名空間/],
    ['broken-wrong-document-type.xml', 'wrong-document-type', /文件類型/],
    ['broken-missing-analysis.xml', 'invalid-structure', /找不到單價分析/],
    ['broken-number.xml', 'invalid-number', /不是數字/],
    ['broken-formula-reference.xml', 'invalid-formula', /公式/],
    ['broken-amount-leaf.xml', 'amount-mismatch', /項次「.+」複價與數量×單價不符/],
    ['broken-amount-group.xml', 'amount-mismatch', /項次「.+」/],
    ['broken-amount-analysis.xml', 'amount-mismatch', /單價分析/],
    ['broken-amount-formula.xml', 'amount-mismatch', /公式/],
    ['broken-amount-total.xml', 'amount-mismatch', /總價與各項合計不符/],
  ];
  it.each(refusals)('refuses %s (%s) with the domain message and stores nothing', async (file, kind, message) => {
    const projId = await createBudgetProject(server);
    const res = await importBook(server, agency, projId, readFixtureBytes(file), file);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('error');
    expect(res.body.message).toMatch(message);
    expect(res.body.errors).toMatchObject({ kind });
    expect(await storedRows(projId)).toEqual({ books: 0, imports: 0, changes: 0 });
    expect(await stepState(server, projId, 'A2.8')).toBe(0);
  });

  it('refuses bytes that are not UTF-8 text, an empty file and a missing file or project, storing nothing', async () => {
    const projId = await createBudgetProject(server);
    const big5 = await importBook(server, agency, projId, Buffer.from([0x3c, 0x3f, 0xa4, 0xa4, 0xff, 0xfe, 0x3e]));
    expect(big5.status).toBe(400);
    expect(big5.body.message).toBe('這不是 PCCES 預算書：檔案不是 UTF-8 編碼的 XML');
    expect((await importBook(server, agency, projId, Buffer.alloc(0))).body.message).toBe('檔案是空的');
    expect((await importBook(server, agency, projId, null)).body.message).toBe("'file'是必要參數");
    expect((await importBook(server, agency, null, readSampleBytes())).body.message).toBe("'proj_id'是必要參數");
    const unknown = await importBook(server, agency, 999999, readSampleBytes());
    expect(unknown.status).toBe(404);
    expect(await storedRows(projId)).toEqual({ books: 0, imports: 0, changes: 0 });
  });

  it('refuses callers without code 15 and a locked A2.8 (A4.6 started), storing nothing', async () => {
    const projId = await createBudgetProject(server);
    const contractor = (await signInAs(server, 'contractor')).token;
    const supervisor = (await signInAs(server, 'supervisor')).token;
    for (const token of [contractor, supervisor]) {
      const res = await importBook(server, token, projId, readSampleBytes());
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('您沒有此功能的權限');
    }
    expect((await importBook(server, undefined, projId, readSampleBytes())).status).toBe(401);
    await setStepStates(server, projId, { 'A4.6': 1 });
    const locked = await importBook(server, agency, projId, readSampleBytes());
    expect(locked.status).toBe(409);
    expect(locked.body.message).toMatch(/A4\.6/);
    expect(locked.body.errors).toMatchObject({ type: 'lock' });
    expect(await storedRows(projId)).toEqual({ books: 0, imports: 0, changes: 0 });
  });
});
