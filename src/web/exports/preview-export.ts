/**
 * 預覽: the form's PDF in a new tab. The tab is opened at the click itself, before any await, or popup
 * blockers would stop it; it then shows the PDF through a blob URL, revoked after 1 s (the tab has it by
 * then), and after 2 s gets a dark background behind the PDF viewer (spec doc 3 §9). A failure closes the
 * tab and says so on this page.
 */
import { withDownloadMask } from '../shared/DownloadMask';
import { toast } from '../shared/toast';
import type { ExportTarget } from './download-export';
import { fetchExportFile } from './fetch-export-file';
import { exportFileLabel } from './name-export-file';
import { reportExportFailure } from './report-export-failure';

/** After this the blob URL is revoked. */
export const PREVIEW_REVOKE_MS = 1000;
/** After this the preview tab gets its dark style. */
export const PREVIEW_DARK_MS = 2000;
/** The dark background behind the PDF viewer. */
export const PREVIEW_BACKGROUND = '#262626';
/** Said when the browser refused the new tab. */
export const POPUP_BLOCKED_MESSAGE = '瀏覽器阻擋了預覽分頁，請允許本網站開啟新分頁後再試';

/** The blank tab while the PDF is made: a title and a line saying so. */
function showWaiting(tab: Window, title: string): void {
  try {
    tab.document.title = title;
    const line = tab.document.createElement('p');
    line.textContent = `${title}：表單產生中，請稍候…`;
    line.style.cssText = 'font: 16px/1.6 "Noto Sans TC", "Microsoft JhengHei", sans-serif; color: #555; margin: 40px; text-align: center;';
    tab.document.body.appendChild(line);
  } catch {
    // The tab is ours (about:blank of this origin); should the browser say otherwise, the PDF still comes.
  }
}

/** The dark style of the preview tab, once the PDF viewer is in it. */
function darken(tab: Window, title: string): void {
  try {
    if (tab.closed) return;
    const { document } = tab;
    document.title = title;
    document.documentElement.style.background = PREVIEW_BACKGROUND;
    document.body.style.margin = '0';
    document.body.style.background = PREVIEW_BACKGROUND;
  } catch {
    // A viewer that is not ours to style keeps its own look.
  }
}

/** Opens the PDF of a form in a new tab. Call it from the click handler itself. */
export function previewExport(target: ExportTarget): Promise<void> {
  const tab = window.open('', '_blank');
  if (!tab) {
    toast.warning(POPUP_BLOCKED_MESSAGE);
    return Promise.resolve();
  }
  const { title, ...request } = target;
  const label = exportFileLabel(title, 'pdf');
  showWaiting(tab, title);
  return withDownloadMask(fetchExportFile({ ...request, filetype: 'pdf' }, label)).then(
    (file) => {
      const pdf = file.blob.type === 'application/pdf' ? file.blob : new Blob([file.blob], { type: 'application/pdf' });
      const url = URL.createObjectURL(pdf);
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), PREVIEW_REVOKE_MS);
      setTimeout(() => darken(tab, title), PREVIEW_DARK_MS);
    },
    (error: unknown) => {
      tab.close();
      reportExportFailure(error, label);
    },
  );
}
