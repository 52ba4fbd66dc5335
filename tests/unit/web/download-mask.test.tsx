import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DownloadMask, downloadMaskStore, withDownloadMask } from '../../../src/web/shared/DownloadMask';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('download mask', () => {
  it('shows 資料下載中 while a download runs and hides it after', async () => {
    render(<DownloadMask />);
    expect(screen.queryByText('資料下載中')).toBeNull();
    const d = deferred<string>();
    let result: Promise<string> | undefined;
    act(() => {
      result = withDownloadMask(d.promise);
    });
    expect(screen.getByText('資料下載中')).toBeTruthy();
    await act(async () => d.resolve('file'));
    await expect(result).resolves.toBe('file');
    expect(screen.queryByText('資料下載中')).toBeNull();
  });

  it('stays while any of several downloads runs and clears after a failure too', async () => {
    render(<DownloadMask />);
    const a = deferred<void>();
    const b = deferred<void>();
    let pa: Promise<unknown> | undefined;
    let pb: Promise<void> | undefined;
    act(() => {
      pa = withDownloadMask(() => a.promise).catch((e: unknown) => e);
      pb = withDownloadMask(b.promise);
    });
    await act(async () => a.reject(new Error('網路中斷')));
    expect(await pa).toMatchObject({ message: '網路中斷' });
    expect(screen.getByText('資料下載中')).toBeTruthy();
    await act(async () => b.resolve());
    await pb;
    expect(screen.queryByText('資料下載中')).toBeNull();
    expect(downloadMaskStore.getCount()).toBe(0);
  });
});
