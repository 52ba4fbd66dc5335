/**
 * Viewport hooks: the current layout breakpoint and whether the browser is zoomed beyond 150%. Both
 * follow window resizes (a zoom change fires resize too); the rules themselves live in domain/breakpoints.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type Breakpoint, breakpointOf, isZoomed } from '../../domain/breakpoints';

function subscribeResize(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

const readBreakpoint = (): Breakpoint => breakpointOf(window.innerWidth);
// Server rendering and tests without a window get the desktop layout.
const serverBreakpoint = (): Breakpoint => 'lg';

/** The current breakpoint (xs, sm, md, lg, xl), re-rendering when the window crosses one. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribeResize, readBreakpoint, serverBreakpoint);
}

/** Whether the window is zoomed right now: outer window width over viewport width above 150%, and the pixel ratio with it. */
export function readZoomed(): boolean {
  return isZoomed(window.outerWidth, window.innerWidth, window.devicePixelRatio);
}

/**
 * Whether the browser is zoomed beyond 150%, re-rendering on change; `onZoomed` runs each time it becomes
 * zoomed (for a warning toast, say).
 */
export function useZoomWarning(onZoomed?: () => void): boolean {
  const zoomed = useSyncExternalStore(subscribeResize, readZoomed, () => false);
  const callback = useRef(onZoomed);
  useEffect(() => {
    callback.current = onZoomed;
  });
  useEffect(() => {
    if (zoomed) callback.current?.();
  }, [zoomed]);
  return zoomed;
}
