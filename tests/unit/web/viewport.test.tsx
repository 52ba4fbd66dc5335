import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBreakpoint, useZoomWarning } from '../../../src/web/shared/viewport';

/** Resizes as browser zoom does: the pixel ratio follows the width ratio unless given. */
function resize(inner: number, outer: number, pixelRatio = outer / inner) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: inner });
  Object.defineProperty(window, 'outerWidth', { configurable: true, value: outer });
  Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: pixelRatio });
  window.dispatchEvent(new Event('resize'));
}

afterEach(cleanup);

function Probe({ onZoomed }: { onZoomed?: () => void }) {
  const bp = useBreakpoint();
  const zoomed = useZoomWarning(onZoomed);
  return <p>{`${bp}/${zoomed ? 'zoomed' : 'normal'}`}</p>;
}

describe('viewport hooks', () => {
  it('follow the window across breakpoints and zoom levels', () => {
    act(() => resize(1440, 1440));
    const onZoomed = vi.fn();
    render(<Probe onZoomed={onZoomed} />);
    expect(screen.getByText('lg/normal')).toBeTruthy();
    act(() => resize(800, 1440)); // 180% zoom
    expect(screen.getByText('sm/zoomed')).toBeTruthy();
    expect(onZoomed).toHaveBeenCalledTimes(1);
    act(() => resize(1000, 1440)); // 144%
    expect(screen.getByText('md/normal')).toBeTruthy();
    act(() => resize(500, 500));
    expect(screen.getByText('xs/normal')).toBeTruthy();
    act(() => resize(1920, 1920));
    expect(screen.getByText('xl/normal')).toBeTruthy();
    // An emulated narrow viewport in a wide window is not zoom: the pixel ratio stays 1.
    act(() => resize(390, 1280, 1));
    expect(screen.getByText('xs/normal')).toBeTruthy();
    expect(onZoomed).toHaveBeenCalledTimes(1);
  });
});
