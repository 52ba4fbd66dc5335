import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogHost, closeAllDialogs } from '../../../src/web/shared/dialogs';
import {
  NEW_VERSION_MESSAGE,
  VERSION_STORAGE_KEY,
  type VersionCheckDeps,
  checkAppVersion,
  fetchServerVersion,
  useVersionCheck,
} from '../../../src/web/shared/use-version-check';

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => closeAllDialogs());
  cleanup();
  vi.unstubAllGlobals();
});

describe('checkAppVersion', () => {
  it('stores the version on the first visit without asking', async () => {
    const confirm = vi.fn(async () => true);
    await expect(checkAppVersion({ fetchVersion: async () => '1.0.0', confirm })).resolves.toBe('first-visit');
    expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('1.0.0');
    await expect(checkAppVersion({ fetchVersion: async () => '1.0.0', confirm })).resolves.toBe('same');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks 系統檢測到有新版本，是否更新? when the version changed and reloads on yes', async () => {
    localStorage.setItem(VERSION_STORAGE_KEY, '1.0.0');
    const confirm = vi.fn(async () => true);
    const reload = vi.fn();
    await expect(checkAppVersion({ fetchVersion: async () => '1.1.0', confirm, reload })).resolves.toBe('updated');
    expect(confirm).toHaveBeenCalledWith('系統檢測到有新版本，是否更新?');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('1.1.0');
  });

  it('does not reload when declined but stores the new version so the user is not asked again', async () => {
    localStorage.setItem(VERSION_STORAGE_KEY, '1.0.0');
    const reload = vi.fn();
    const deps: VersionCheckDeps = { fetchVersion: async () => '1.1.0', confirm: async () => false, reload };
    await expect(checkAppVersion(deps)).resolves.toBe('declined');
    await expect(checkAppVersion(deps)).resolves.toBe('same');
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves the stored version alone when the server cannot be read', async () => {
    localStorage.setItem(VERSION_STORAGE_KEY, '1.0.0');
    await expect(checkAppVersion({ fetchVersion: async () => null })).resolves.toBe('unavailable');
    expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('1.0.0');
  });

  it('reads /version.json past every cache', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ version: '2.0.1' })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchServerVersion()).resolves.toBe('2.0.1');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/version\.json\?t=\d+$/);
    expect(init.cache).toBe('no-store');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 404 })));
    await expect(fetchServerVersion()).resolves.toBeNull();
  });
});

describe('useVersionCheck', () => {
  it('checks on every navigation and asks with the real dialog', async () => {
    localStorage.setItem(VERSION_STORAGE_KEY, '1.0.0');
    let server = '1.0.0';
    const fetchVersion = vi.fn(async () => server);
    const reload = vi.fn();
    function Layout() {
      useVersionCheck({ fetchVersion, reload });
      return (
        <>
          <Link to="/a">甲</Link>
          <Link to="/b">乙</Link>
          <Outlet />
        </>
      );
    }
    const router = createMemoryRouter(
      [{ path: '/', element: <Layout />, children: [{ path: 'a', element: <p>頁甲</p> }, { path: 'b', element: <p>頁乙</p> }] }],
      { initialEntries: ['/a'] },
    );
    render(
      <>
        <RouterProvider router={router} />
        <DialogHost />
      </>,
    );
    await waitFor(() => expect(fetchVersion).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByText('乙'));
    await waitFor(() => expect(fetchVersion).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(NEW_VERSION_MESSAGE)).toBeNull();

    server = '1.1.0';
    fireEvent.click(screen.getByText('甲'));
    expect(await screen.findByText(NEW_VERSION_MESSAGE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '確定' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
