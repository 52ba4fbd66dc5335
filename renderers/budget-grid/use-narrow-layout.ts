/** Whether the grid is shown on a narrow screen (phones: the xs breakpoint), following the window as it resizes. */
import { useSyncExternalStore } from 'react';
import { BREAKPOINT_MIN_WIDTH } from '../../src/domain/breakpoints';

const QUERY = `(max-width: ${BREAKPOINT_MIN_WIDTH.sm - 1}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function isNarrow(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.(QUERY).matches);
}

/** True on a narrow screen. */
export function useNarrowLayout(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
