/** Offers data to the user as a saved file. */

/** Hands a blob to the browser's download manager under the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The click has handed the blob to the download manager; the URL can go once it has started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
