import { describe, expect, it } from 'vitest';
import { breakpointOf, dialogWidth, isZoomed, zoomRatio } from '../../../src/domain/breakpoints';

describe('breakpoints', () => {
  it.each([
    [0, 'xs'],
    [767, 'xs'],
    [768, 'sm'],
    [991, 'sm'],
    [992, 'md'],
    [1279, 'md'],
    [1280, 'lg'],
    [1919, 'lg'],
    [1920, 'xl'],
    [3840, 'xl'],
  ] as const)('%i px is %s', (w, bp) => expect(breakpointOf(w)).toBe(bp));

  it('sizes dialogs 95% on xs/sm, 80% on md, 560px above', () => {
    expect(dialogWidth('xs')).toBe('95%');
    expect(dialogWidth('sm')).toBe('95%');
    expect(dialogWidth('md')).toBe('80%');
    expect(dialogWidth('lg')).toBe('560px');
    expect(dialogWidth('xl')).toBe('560px');
  });

  it('counts as zoomed only above 150%', () => {
    expect(isZoomed(1500, 1000)).toBe(false);
    expect(isZoomed(1501, 1000)).toBe(true);
    expect(isZoomed(1920, 960)).toBe(true);
    expect(isZoomed(1920, 0)).toBe(false);
  });

  it('needs the pixel ratio to agree when it is known: a narrowed viewport at 100% is not zoom', () => {
    expect(isZoomed(1280, 390, 1)).toBe(false);
    expect(isZoomed(2560, 1280, 2)).toBe(true);
    expect(isZoomed(1920, 960, 1.5)).toBe(false);
    expect(zoomRatio(1200, 1000)).toBeCloseTo(1.2);
  });
});
