import { readFile, rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePccesXml } from '../../../../src/domain/budget-book/parse-pcces-xml';
import { buildBudgetAnalysisDocument, buildBudgetDetailDocument, type BudgetPrintInfo } from '../../../../src/domain/exports/build-budget-print';
import type { ExportDocument } from '../../../../src/domain/exports/export-document';
import { buildJobDocument } from '../../../../src/server/exports/build-job-document';
import { closeExportPool, runExportJob } from '../../../../src/server/exports/run-export-job';
import { readOfficeText } from '../../../support/read-office-file';
import { readSample } from '../../domain/budget-book/pcces-fixtures';

const book = parsePccesXml(readSample());
const info: BudgetPrintInfo = { projectName: '建築工程示範案例', agency: '示範機關', stageTitle: 'A2.8 工程預算書', contractNo: 'ArchEx001', printedAt: '115年3月2日' };

afterAll(async () => {
  await closeExportPool();
});

/** The document with its tables' rows read out, for comparing. */
function readOut(doc: ExportDocument): unknown {
  return { ...doc, blocks: doc.blocks.map((block) => (block.type === 'table' ? { ...block, rows: [...block.rows] } : block)) };
}

describe('buildJobDocument for budget prints', () => {
  it('builds 詳細價目表 or 單價分析表 from the book, rows still lazy', () => {
    const detail = buildJobDocument({ kind: 'budget', format: 'pdf', which: 'detail', book, info });
    expect(readOut(detail)).toEqual(readOut(buildBudgetDetailDocument(book, info)));
    const table = detail.blocks.find((block) => block.type === 'table');
    expect(table && Array.isArray(table.rows)).toBe(false);
    const analysis = buildJobDocument({ kind: 'budget', format: 'xlsx', which: 'analysis', book, info, remarks: { '0223100002': '含棄土' } });
    expect(readOut(analysis)).toEqual(readOut(buildBudgetAnalysisDocument(book, info, { '0223100002': '含棄土' })));
  });
});

describe('runExportJob with a budget job', () => {
  it('clones the book into the worker and writes the print there', async () => {
    const written = await runExportJob({ kind: 'budget', format: 'xlsx', which: 'analysis', book, info, remarks: { '0223100002': '含棄土' } });
    try {
      const text = await readOfficeText(await readFile(written.path), 'xlsx');
      expect(text).toContain('單價分析表');
      expect(text).toContain('棄土區費用(含水土保持)');
      expect(text).toContain('編碼 0223100002　含棄土');
    } finally {
      await rm(written.path, { force: true });
    }
    const pdf = await runExportJob({ kind: 'budget', format: 'pdf', which: 'detail', book, info });
    try {
      const text = await readOfficeText(await readFile(pdf.path), 'pdf');
      expect(text).toContain('詳細價目表');
      expect(text).toContain('46,291,107');
    } finally {
      await rm(pdf.path, { force: true });
    }
  }, 60_000);
});
