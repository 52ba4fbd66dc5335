/** The app's one thumbnail loader over the API, and the hook a file row uses to show its thumbnail. */
import { useEffect, useSyncExternalStore } from 'react';
import { fetchStepFile } from './upload-api';
import { renderRgbaOnCanvas, ThumbnailLoader, type ThumbnailState } from './thumbnail-loader';

/** The shared loader: one queue for every list on the page, so the 5-at-once limit holds page-wide. */
export const thumbnailLoader = new ThumbnailLoader(async (stpId, fileId, type) => {
  const body = await fetchStepFile(stpId, fileId, type, { silent: true });
  // tiff is read as an ArrayBuffer for the decoder; the client hands blobs, so convert here.
  return type === 'tiff' && body instanceof Blob ? body.arrayBuffer() : body;
}, renderRgbaOnCanvas);

/** The thumbnail of a file, requested on first render. */
export function useThumbnail(stpId: string, file: { id: number; filename: string; size: number }): ThumbnailState {
  const key = `${stpId}/${file.id}`;
  useEffect(() => {
    thumbnailLoader.request(stpId, file);
  }, [stpId, file]);
  return useSyncExternalStore(thumbnailLoader.subscribe, () => thumbnailLoader.get(key), () => thumbnailLoader.get(key));
}
