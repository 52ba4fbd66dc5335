import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readZip } from '../api/files/read-zip';
import { apiToken, createProjectOverApi } from './support/api-project';
import { screenshotAt, signIn } from './support/sign-in';

/** A PDF-signed file of `size` bytes (the server sniffs only the header). */
function pdfBytes(size: number): Buffer {
  const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
}

const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const SVG_TEXT = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#1f5f8b"/><circle cx="20" cy="20" r="12" fill="#f2c94c"/><script>window.__svgRan = true</script></svg>';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The open dialog with this title (Semantic UI modals carry no dialog role). */
const dialogTitled = (page: Page, title: string) => page.locator('.ui.dimmer:not([data-closing]) .ui.modal').filter({ hasText: title }).last();

/** Completed chunks of the stored mission for a file, as the browser keeps them. */
function storedChunks(page: Page, fileName: string): Promise<number> {
  return page.evaluate((name) => {
    const list = JSON.parse(localStorage.getItem('uploadMissionList') ?? '[]') as { fileName: string; completedList: boolean[] }[];
    return list.find((m) => m.fileName === name)?.completedList.filter(Boolean).length ?? -1;
  }, fileName);
}

/** Opens the upload demo on a new project of the agency, so steps other tests lock do not get in the way. */
async function openUploadDemo(page: Page, request: APIRequestContext): Promise<void> {
  const project = await createProjectOverApi(request, await apiToken(request, 'agency'), '檔案上傳測試工程');
  await page.goto(`/ui?proj_id=${project.id}`);
  await expect(page.getByTestId('step-uploads')).toBeVisible();
  await expect(page.locator('[data-upload="budgetBook"]')).toBeVisible();
}

test('a file uploads in chunks, resumes after a reload half-way, and downloads byte for byte', async ({ page, request }) => {
  const bytes = pdfBytes(9 * 1024 * 1024 + 4321);
  const fileName = `預算書-${Date.now()}.pdf`;
  await signIn(page, 'agency');
  await openUploadDemo(page, request);

  // Let two chunks through, then hold the third so the page can be reloaded in the middle of the upload.
  let passed = 0;
  await page.route('**/Upload_File/upload', async (route) => {
    passed += 1;
    if (passed <= 2) await route.continue();
  });
  await page.getByTestId('upload-input-budgetBook').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: bytes });
  await expect(page.getByTestId('queue-item')).toContainText(fileName);
  await expect.poll(() => storedChunks(page, fileName)).toBe(2);
  await expect(page.getByTestId('queue-item')).toContainText('4.00 MB / 9.00 MB');
  await screenshotAt(page, 'uploads-in-progress', 1280);
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  await page.reload();
  const unfinished = page.getByTestId('unfinished-missions');
  await expect(unfinished).toContainText(fileName);
  await expect(unfinished.getByRole('button', { name: '繼續上傳' })).toBeVisible();
  await screenshotAt(page, 'uploads-unfinished', 1280);
  await screenshotAt(page, 'uploads-unfinished', 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/Upload_File/upload')) sent.push(r.url());
  });
  await page.getByTestId('upload-input-budgetBook').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: bytes });
  await expect(page.getByTestId('queue-item')).toContainText('（續傳）');
  const list = page.getByTestId('file-list-budgetBook');
  await expect(list.getByRole('button', { name: fileName, exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('queue-item')).toContainText('完成');
  // Resumed from the first missing chunk: of the five chunks only the three missing ones were sent.
  expect(sent).toHaveLength(3);
  await expect(unfinished).toHaveCount(0);
  expect(await storedChunks(page, fileName)).toBe(-1);

  const [download] = await Promise.all([page.waitForEvent('download'), list.getByRole('button', { name: fileName, exact: true }).click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  expect(sha256(readFileSync(await download.path()))).toBe(sha256(bytes));
});

test('images get thumbnails, an SVG never runs its script, remarks edit and files delete', async ({ page, request }) => {
  await signIn(page, 'agency');
  await openUploadDemo(page, request);
  const input = page.getByTestId('upload-input-designDrawings');
  const stamp = Date.now();
  await input.setInputFiles([
    { name: `現況照片-${stamp}.png`, mimeType: 'image/png', buffer: PNG_BYTES },
    { name: `配置圖-${stamp}.svg`, mimeType: 'image/svg+xml', buffer: Buffer.from(SVG_TEXT) },
  ]);
  const list = page.getByTestId('file-list-designDrawings');
  await expect(list.getByRole('img', { name: `現況照片-${stamp}.png 縮圖` })).toBeVisible({ timeout: 20_000 });
  await expect(list.getByRole('img', { name: `配置圖-${stamp}.svg 縮圖` })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __svgRan?: boolean }).__svgRan)).toBeUndefined();

  // A same-named file asks whether to replace the stored one.
  const photoRows = list.getByTestId('file-row').filter({ hasText: `現況照片-${stamp}.png` });
  const oldCode = await photoRows.getByRole('cell').nth(2).innerText();
  await input.setInputFiles({ name: `現況照片-${stamp}.png`, mimeType: 'image/png', buffer: PNG_BYTES });
  const dialog = dialogTitled(page, '檔案名稱重複');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '是，取代現有檔案' }).click();
  // The new file takes the next code and the old one goes once the new one is stored.
  await expect(photoRows).toHaveCount(1);
  await expect(photoRows).not.toContainText(oldCode);
  await expect(photoRows).toHaveCount(1);

  const row = list.getByTestId('file-row').filter({ hasText: `配置圖-${stamp}.svg` });
  await row.getByRole('button', { name: '編輯備註' }).click();
  await row.getByRole('textbox', { name: '備註' }).fill('第一版配置圖');
  await row.getByRole('button', { name: '儲存' }).click();
  await expect(row).toContainText('第一版配置圖');

  await screenshotAt(page, 'uploads-lists', 1280);
  await screenshotAt(page, 'uploads-lists', 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The project's files as one zip, streamed by the server and saved by the browser.
  const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下載標案全部檔案' }).click()]);
  expect(zip.suggestedFilename()).toMatch(/\.zip$/);
  const names = readZip(readFileSync(await zip.path())).map((e) => e.name);
  expect(names).toContain(`A2.8 工程預算書/設計圖說/${await row.getByRole('cell').nth(2).innerText()}_配置圖-${stamp}.svg`);

  await row.getByRole('button', { name: `刪除 配置圖-${stamp}.svg` }).click();
  await dialogTitled(page, '確定要刪除').getByRole('button', { name: '刪除', exact: true }).click();
  await expect(list.getByTestId('file-row').filter({ hasText: `配置圖-${stamp}.svg` })).toHaveCount(0);
});

test('a file of a type the category refuses is turned away before upload', async ({ page, request }) => {
  await signIn(page, 'agency');
  await openUploadDemo(page, request);
  await page.getByTestId('upload-input-designDrawings').setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(page.getByText('「setup.exe」的檔案類型不符，僅接受 jpg、png、gif、svg、tiff、tif、pdf')).toBeVisible();
});
