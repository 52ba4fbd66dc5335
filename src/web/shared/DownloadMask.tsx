/**
 * The full-page mask with the text 資料下載中 shown while any download runs. Downloads wrap their promise
 * in withDownloadMask; <DownloadMask/> (mounted once) shows the mask while at least one is running.
 */
import { useSyncExternalStore } from 'react';

/** The mask's text. */
export const DOWNLOAD_MASK_TEXT = '資料下載中';

let running = 0;
const listeners = new Set<() => void>();

function change(delta: number): void {
  running = Math.max(0, running + delta);
  for (const l of [...listeners]) l();
}

/** The number of downloads running, for the mask and tests. */
export const downloadMaskStore = {
  getCount: () => running,
  subscribe(l: () => void): () => void {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

/** Shows the mask until the download settles (either way) and passes its result or error through. */
export async function withDownloadMask<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
  change(1);
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    change(-1);
  }
}

/** The mask itself: a page dimmer with a loader reading 資料下載中 while any download runs. */
export function DownloadMask() {
  const count = useSyncExternalStore(downloadMaskStore.subscribe, downloadMaskStore.getCount, downloadMaskStore.getCount);
  if (count === 0) return null;
  // Semantic UI's page dimmer markup directly: its <Dimmer page> goes through findDOMNode, which React 18 warns about.
  return (
    <div className="ui active page dimmer" aria-busy="true" role="status" data-testid="download-mask" style={{ display: 'flex' }}>
      <div className="ui large text loader">{DOWNLOAD_MASK_TEXT}</div>
    </div>
  );
}
