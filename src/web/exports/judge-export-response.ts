/**
 * Whether an export answer is the file (spec doc 3 §8): a status other than 200, or a body that is an html
 * page or JSON, is a failure, reported as 表單 {file} 匯出/預覽 失敗 with the server's reason when it sent
 * our JSON envelope.
 */

/** The failure text of a file (label as exportFileLabel makes it). */
export function exportFailureText(fileLabel: string): string {
  return `表單 ${fileLabel} 匯出/預覽 失敗`;
}

/** Whether an answer with this status and content type is the exported file. */
export function isExportFile(status: number, contentType: string | null | undefined): boolean {
  if (status !== 200) return false;
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return !(type === 'text/html' || type === 'application/xhtml+xml' || type === 'application/json' || type.endsWith('+json'));
}

/** The message of our { status, message } envelope in a body, or null when the body is not one. */
export function readEnvelopeMessage(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || !('status' in parsed)) return null;
  const message = (parsed as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() ? message.trim() : null;
}

/** A failed export: the text shown, and the server's reason under it when it gave one. */
export class ExportFailure extends Error {
  readonly detail: string | null;

  constructor(fileLabel: string, detail: string | null) {
    super(exportFailureText(fileLabel));
    this.name = 'ExportFailure';
    this.detail = detail;
  }
}
