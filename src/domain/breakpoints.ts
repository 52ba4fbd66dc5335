/**
 * Layout breakpoints, dialog widths and zoom detection (spec doc 1 §9), as pure functions of numbers so
 * the browser hooks and the tests share one rule.
 */

/** A layout size class. */
export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** The smallest viewport width (CSS px) of each size class above xs. */
export const BREAKPOINT_MIN_WIDTH = { sm: 768, md: 992, lg: 1280, xl: 1920 } as const;

/** xs < 768, sm 768–991, md 992–1279, lg 1280–1919, xl ≥ 1920. */
export function breakpointOf(width: number): Breakpoint {
  if (width >= BREAKPOINT_MIN_WIDTH.xl) return 'xl';
  if (width >= BREAKPOINT_MIN_WIDTH.lg) return 'lg';
  if (width >= BREAKPOINT_MIN_WIDTH.md) return 'md';
  if (width >= BREAKPOINT_MIN_WIDTH.sm) return 'sm';
  return 'xs';
}

/** The default dialog width on large screens. */
export const DEFAULT_DIALOG_WIDTH = '560px';

/** Dialog width for a size class: 95% on xs and sm, 80% on md, 560px otherwise. */
export function dialogWidth(breakpoint: Breakpoint): string {
  if (breakpoint === 'xs' || breakpoint === 'sm') return '95%';
  if (breakpoint === 'md') return '80%';
  return DEFAULT_DIALOG_WIDTH;
}

/** Above this window-to-viewport ratio the browser counts as zoomed (150%). */
export const ZOOM_WARNING_RATIO = 1.5;

/** The window-to-viewport width ratio (e.g. outerWidth / innerWidth), or 1 when the viewport is unknown. */
export function zoomRatio(windowWidth: number, viewportWidth: number): number {
  if (!(viewportWidth > 0) || !(windowWidth > 0)) return 1;
  return windowWidth / viewportWidth;
}

/**
 * Whether the ratio of window to viewport width exceeds 150%. When the device pixel ratio is given it must
 * agree: browser zoom raises it together with the width ratio, while a viewport narrowed by other means
 * (an emulated device, a docked panel) changes only the widths.
 */
export function isZoomed(windowWidth: number, viewportWidth: number, pixelRatio?: number): boolean {
  if (pixelRatio !== undefined && pixelRatio <= ZOOM_WARNING_RATIO) return false;
  return zoomRatio(windowWidth, viewportWidth) > ZOOM_WARNING_RATIO;
}
