// Test helper: the step-definition screen in a memory router with the dialog and toast hosts.
import { act, cleanup, render } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter, useNavigate } from 'react-router';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { resetApiClientForTests } from '../../../../../src/web/api/client';
import StepDefinitionManagePage from '../../../../../src/web/pages/step-editor/StepDefinitionManagePage';
import { DialogHost, closeAllDialogs } from '../../../../../src/web/shared/dialogs';
import { ToastHost } from '../../../../../src/web/shared/ToastHost';
import { dismissAllToasts } from '../../../../../src/web/shared/toast';

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

/** Closes what a test left open and restores fetch. */
export function cleanupEditor(): void {
  act(() => {
    closeAllDialogs();
    dismissAllToasts();
  });
  cleanup();
  vi.unstubAllGlobals();
  resetApiClientForTests();
}
