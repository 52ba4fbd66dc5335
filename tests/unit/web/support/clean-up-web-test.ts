/** What every browser-side test leaves behind, undone: open dialogs and toasts, the rendered tree, stubbed fetch, the API client's state. */
import { act, cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { resetApiClientForTests } from '../../../../src/web/api/client';
import { closeAllDialogs } from '../../../../src/web/shared/dialogs';
import { dismissAllToasts } from '../../../../src/web/shared/toast';

/** Run after each test (afterEach(cleanUpWebTest)). */
export function cleanUpWebTest(): void {
  act(() => {
    closeAllDialogs();
    dismissAllToasts();
  });
  cleanup();
  vi.unstubAllGlobals();
  resetApiClientForTests();
}
