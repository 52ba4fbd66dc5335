// Fetching export files over real HTTP from a small local server: the headers the export call carries,
// the saved file name, and every kind of failed answer turned into 表單 {file} 匯出/預覽 失敗 with the
// server's message under it; 全部匯出 saving what it can and naming what failed.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../../src/web/api/session-store';
import { downloadAllExports, downloadExport } from '../../../../src/web/exports/download-export';
import { fetchExportFile } from '../../../../src/web/exports/fetch-export-file';
import { ExportFailure } from '../../../../src/web/exports/judge-export-response';
import { downloadMaskStore } from '../../../../src/web/shared/DownloadMask';
import { dismissAllToasts, toastStore } from '../../../../src/web/shared/toast';
import { makeSessionUser } from '../support/make-session-user';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
let server: Server;
let seen: { url: string; headers: IncomingHttpHeaders }[] = [];
let saved: string[] = [];

// A browser hands a download link to its download manager and stays on the page; happy-dom would follow
// the link instead, so the click is noted (the name the file is saved under) and not followed.
function noteDownload(event: Event): void {
  const link = (event.target as Element | null)?.closest?.('a[download]');
  if (!link) return;
  saved.push(link.getAttribute('download') ?? '');
  event.preventDefault();
}

/** What the local server answers per file type. */
function answer(filetype: string | null): { status: number; type: string; body: string; disposition?: string } {
  switch (filetype) {
    case 'pdf':
      return { status: 200, type: 'application/pdf', body: '%PDF-1.7 fake', disposition: `attachment; filename*=UTF-8''${encodeURIComponent('B.14 開標紀錄.pdf')}` };
    case 'docx':
      return { status: 200, type: DOCX, body: 'PK docx' };
    case 'odt':
      return { status: 400, type: 'application/json; charset=utf-8', body: JSON.stringify({ status: false, message: '找不到對應表單生成器' }) };
    case 'ods':
      return { status: 200, type: 'text/html; charset=utf-8', body: '<html><body>登入逾時</body></html>' };
    case 'xlsx':
      return { status: 200, type: 'application/json', body: JSON.stringify({ status: 'error', message: '匯出參數未被正確設置!' }) };
    default:
      return { status: 502, type: 'text/plain', body: 'bad gateway' };
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const a = answer(new URL(req.url ?? '/', 'http://x').searchParams.get('filetype'));
    res.writeHead(a.status, { 'content-type': a.type, ...(a.disposition ? { 'content-disposition': a.disposition } : {}) });
    res.end(a.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  document.addEventListener('click', noteDownload, true);
});

afterAll(async () => {
  document.removeEventListener('click', noteDownload, true);
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  // The export URL is a path under the page's origin, as in the app.
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/step`);
  seen = [];
  saved = [];
  sessionStore.set(makeSessionUser({ token: 'tok-export', userID: 42 }));
});

afterEach(() => {
  sessionStore.clear();
  dismissAllToasts();
});

const target = { formType: 'TBS_A0402_014D', title: 'B.14 開標紀錄', projId: 7, auditId: 0 };
const failureOf = async (filetype: 'odt' | 'ods' | 'xlsx') => {
  const error = await fetchExportFile({ ...target, filetype }, `B.14 開標紀錄.${filetype}`).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ExportFailure);
  return error as ExportFailure;
};

describe('fetching an export file', () => {
  it('sends access-token, user-id and the bearer token, and names the file as the server does', async () => {
    const file = await fetchExportFile({ ...target, filetype: 'pdf' }, 'B.14 開標紀錄.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7 fake');
    expect(file.fileName).toBe('B.14 開標紀錄.pdf');
    expect(seen[0]!.url).toBe('/TP_PROJECT_SV/api/v1/Export/TBS_EXPORT/TBS_A0402_014D?proj_id=7&audit_id=0&filetype=pdf');
    expect(seen[0]!.headers['access-token']).toBe('tok-export');
    expect(seen[0]!.headers['user-id']).toBe('42');
    expect(seen[0]!.headers.authorization).toBe('Bearer tok-export');
  });

  it('names the file after the form when the server gives no name', async () => {
    expect((await fetchExportFile({ ...target, filetype: 'docx' }, 'B.14 開標紀錄.docx')).fileName).toBe('B.14 開標紀錄.docx');
  });

  it('fails on a refusal, with the envelope message under it', async () => {
    const failure = await failureOf('odt');
    expect(failure.message).toBe('表單 B.14 開標紀錄.odt 匯出/預覽 失敗');
    expect(failure.detail).toBe('找不到對應表單生成器');
  });

  it('fails on a 200 that is an html page (no message) or JSON (its message)', async () => {
    expect((await failureOf('ods')).detail).toBeNull();
    expect((await failureOf('xlsx')).detail).toBe('匯出參數未被正確設置!');
  });
});

describe('匯出 and 全部匯出', () => {
  const toasts = () => toastStore.getSnapshot().map((t) => ({ type: t.type, title: t.title, message: t.message }));

  it('saves a file and shows nothing else', async () => {
    expect(await downloadExport(target, 'docx')).toBe(true);
    expect(await downloadExport(target, 'pdf')).toBe(true);
    expect(saved).toEqual(['B.14 開標紀錄.docx', 'B.14 開標紀錄.pdf']);
    expect(toasts()).toEqual([]);
    expect(downloadMaskStore.getCount()).toBe(0);
  });

  it('shows a failure as its title with the server message under it, or the title alone', async () => {
    expect(await downloadExport(target, 'odt')).toBe(false);
    expect(await downloadExport(target, 'ods')).toBe(false);
    expect(saved).toEqual([]);
    expect(toasts()).toEqual([
      { type: 'error', title: '表單 B.14 開標紀錄.odt 匯出/預覽 失敗', message: '找不到對應表單生成器' },
      { type: 'error', title: undefined, message: '表單 B.14 開標紀錄.ods 匯出/預覽 失敗' },
    ]);
  });

  it('fetches every format in turn, at least 500 ms apart, under the mask, and goes on past a failure', async () => {
    const started = Date.now();
    const run = downloadAllExports(target, ['odt', 'docx', 'pdf']);
    expect(downloadMaskStore.getCount()).toBeGreaterThan(0);
    expect(await run).toBe(2);
    expect(saved).toEqual(['B.14 開標紀錄.docx', 'B.14 開標紀錄.pdf']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(seen.map((s) => new URL(s.url, 'http://x').searchParams.get('filetype'))).toEqual(['odt', 'docx', 'pdf']);
    expect(toasts()).toEqual([{ type: 'error', title: '表單 B.14 開標紀錄.odt 匯出/預覽 失敗', message: '找不到對應表單生成器' }]);
    expect(downloadMaskStore.getCount()).toBe(0);
  });
});
