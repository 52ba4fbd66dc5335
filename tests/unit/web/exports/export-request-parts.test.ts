// The pure parts of exporting in the browser: the URL of a file, the names of files, what counts as a
// failed answer and what it says, and 全部匯出's sequence with its pauses.
import { describe, expect, it, vi } from 'vitest';
import { buildExportUrl } from '../../../../src/web/exports/build-export-url';
import { ExportFailure, exportFailureText, isExportFile, readEnvelopeMessage } from '../../../../src/web/exports/judge-export-response';
import { exportFileLabel, readDispositionFileName } from '../../../../src/web/exports/name-export-file';
import { EXPORT_PAUSE_MS, runWithPauses } from '../../../../src/web/exports/run-with-pauses';

describe('the export URL', () => {
  it('names the form and sends the project, audit and file type', () => {
    expect(buildExportUrl({ formType: 'TBS_A0402_014D', projId: 12, auditId: 0, filetype: 'docx' })).toBe(
      '/TP_PROJECT_SV/api/v1/Export/TBS_EXPORT/TBS_A0402_014D?proj_id=12&audit_id=0&filetype=docx',
    );
  });

  it('adds the stage of a budget print and leaves out what is not given', () => {
    expect(buildExportUrl({ formType: 'TBS_BUDGET_DETAIL', projId: 3, filetype: 'xlsx', stpId: 'A2.8' })).toBe(
      '/TP_PROJECT_SV/api/v1/Export/TBS_EXPORT/TBS_BUDGET_DETAIL?proj_id=3&filetype=xlsx&stp_id=A2.8',
    );
  });
});

describe('file names', () => {
  it('label a form file by title and format', () => {
    expect(exportFileLabel('B.14 開標紀錄', 'pdf')).toBe('B.14 開標紀錄.pdf');
  });

  it('come from filename* (UTF-8) before the plain filename', () => {
    const header = `attachment; filename="B.14.docx"; filename*=UTF-8''${encodeURIComponent('B.14 開標紀錄.docx')}`;
    expect(readDispositionFileName(header)).toBe('B.14 開標紀錄.docx');
    expect(readDispositionFileName(`attachment; filename*=utf-8''${encodeURIComponent('詳細價目表.xlsx')}`)).toBe('詳細價目表.xlsx');
  });

  it('fall back to the plain filename, quoted or not, and drop folders', () => {
    expect(readDispositionFileName('attachment; filename="report \\"A\\".pdf"')).toBe('report "A".pdf');
    expect(readDispositionFileName('attachment; filename=plain.ods')).toBe('plain.ods');
    expect(readDispositionFileName('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(readDispositionFileName(`attachment; filename*=UTF-8''%E0%A4%A; filename="fallback.odt"`)).toBe('fallback.odt');
  });

  it('are absent when the header gives none', () => {
    expect(readDispositionFileName(null)).toBeNull();
    expect(readDispositionFileName('inline')).toBeNull();
    expect(readDispositionFileName('attachment; filename=""')).toBeNull();
  });
});

describe('an export answer', () => {
  it('is the file only at 200 with a content type other than html or JSON', () => {
    expect(isExportFile(200, 'application/pdf')).toBe(true);
    expect(isExportFile(200, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(true);
    expect(isExportFile(200, null)).toBe(true);
    expect(isExportFile(200, 'text/html; charset=utf-8')).toBe(false);
    expect(isExportFile(200, 'application/json; charset=utf-8')).toBe(false);
    expect(isExportFile(200, 'application/problem+json')).toBe(false);
    expect(isExportFile(204, 'application/pdf')).toBe(false);
    expect(isExportFile(400, 'application/pdf')).toBe(false);
  });

  it('fails with the file named, and the envelope message under it', () => {
    expect(exportFailureText('B.14 開標紀錄.odt')).toBe('表單 B.14 開標紀錄.odt 匯出/預覽 失敗');
    const failure = new ExportFailure('B.14 開標紀錄.odt', '找不到對應表單生成器');
    expect(failure.message).toBe('表單 B.14 開標紀錄.odt 匯出/預覽 失敗');
    expect(failure.detail).toBe('找不到對應表單生成器');
  });

  it('has a server message only when the body is our envelope', () => {
    expect(readEnvelopeMessage(JSON.stringify({ status: false, message: "'proj_id'是必要參數" }))).toBe("'proj_id'是必要參數");
    expect(readEnvelopeMessage(JSON.stringify({ status: 'error', message: '  未能識別的屬性：x  ' }))).toBe('未能識別的屬性：x');
    expect(readEnvelopeMessage(JSON.stringify({ status: false }))).toBeNull();
    expect(readEnvelopeMessage(JSON.stringify({ message: 'not ours' }))).toBeNull();
    expect(readEnvelopeMessage('<html><body>502 Bad Gateway</body></html>')).toBeNull();
    expect(readEnvelopeMessage('')).toBeNull();
  });
});

describe('全部匯出 in sequence', () => {
  it('runs the items in order with the pause between two, not before the first or after the last', async () => {
    const events: string[] = [];
    const wait = vi.fn(async (ms: number) => void events.push(`wait ${ms}`));
    const results = await runWithPauses(['odt', 'docx', 'pdf'], async (f) => {
      events.push(f);
      return f.toUpperCase();
    }, EXPORT_PAUSE_MS, wait);
    expect(events).toEqual(['odt', 'wait 500', 'docx', 'wait 500', 'pdf']);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : r.reason))).toEqual(['ODT', 'DOCX', 'PDF']);
  });

  it('goes on after a failing item and says which failed', async () => {
    const results = await runWithPauses([1, 2, 3], async (n) => {
      if (n === 2) throw new Error('第二個失敗');
      return n;
    }, 0);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('waits the real 500 ms by default', async () => {
    vi.useFakeTimers();
    try {
      const done: number[] = [];
      const run = runWithPauses([1, 2], async (n) => void done.push(n));
      await vi.advanceTimersByTimeAsync(0);
      expect(done).toEqual([1]);
      await vi.advanceTimersByTimeAsync(499);
      expect(done).toEqual([1]);
      await vi.advanceTimersByTimeAsync(1);
      await run;
      expect(done).toEqual([1, 2]);
    } finally {
      vi.useRealTimers();
    }
  });
});
