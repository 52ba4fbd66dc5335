// Test helper: the step-definition screen in a memory router with the dialog and toast hosts, the fake
// server installed around each test, and the few gestures every editor test uses.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter, useNavigate } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, vi } from 'vitest';
import StepDefinitionManagePage from '../../../../../src/web/pages/step-editor/StepDefinitionManagePage';
import { DialogHost } from '../../../../../src/web/shared/dialogs';
import { ToastHost } from '../../../../../src/web/shared/ToastHost';
import { installFakeEditorServer, type FakeEditorServer } from './fake-editor-server';
import { cleanUpWebTest } from '../../support/clean-up-web-test';

function Shell() {
  const navigate = useNavigate();
  return (
    <>
      <Outlet />
      <DialogHost navigate={navigate} />
    </>
  );
}

/** Renders the screen at a path under /systemManage/stepDefinitionManage. */
export function renderEditor(search = '') {
  const router = createMemoryRouter([{ element: <Shell />, children: [{ path: '/systemManage/stepDefinitionManage', element: <StepDefinitionManagePage /> }] }], {
    initialEntries: [`/systemManage/stepDefinitionManage${search}`],
  });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
      <ToastHost />
    </SWRConfig>,
  );
  return router;
}

/**
 * For a test file: a fresh fake server before each test (handed to `receive`), everything cleaned up
 * after, and a timeout fit for tests that drive a whole screen on a loaded machine.
 */
export function useFakeEditorServer(receive: (server: FakeEditorServer) => void): void {
  vi.setConfig({ testTimeout: 30_000 });
  beforeEach(() => receive(installFakeEditorServer()));
  afterEach(cleanUpWebTest);
}

/** Clicks an element. */
export const click = (el: Element) => act(() => fireEvent.click(el));

/** Types a whole new value into an input. */
export const type = (el: Element, value: string) => act(() => fireEvent.change(el, { target: { value } }));

/** Opens one of the editor's tabs by its label. */
export const tab = (name: string) => click(screen.getByText(name, { selector: '.pw-editor-tabs .item' }));

/** Opens a step in the editor and waits until the server's check of the loaded version has answered. */
export async function openEditor(id: string): Promise<void> {
  renderEditor(`?step=${id}`);
  await screen.findByTestId('structured-editor');
  await screen.findByTestId('faults-none', {}, { timeout: 10_000 });
}
