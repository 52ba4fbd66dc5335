// A section's list: the user's projects with a status cell per step of the section, linking to the step pages.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '../../../../src/web/api/client';
import StepListPage from '../../../../src/web/pages/steps/StepListPage';
import { installFakeStepServer, type FakeStepServer } from './support/fake-step-server';

let server: FakeStepServer;
beforeEach(() => {
  server = installFakeStepServer();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetApiClientForTests();
});

function setup(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/BiddingAward/:phase/list', element: <StepListPage /> },
      { path: '/constructionPerformance/:section/list', element: <StepListPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return router;
}

describe('StepListPage', () => {
  it('shows each project with a coloured status per step of the section, each linking to its page', async () => {
    server.statuses = { 'A4.1': 2, 'A4.2': 1, 'A4.3': 3 };
    setup('/BiddingAward/A4/list');
    const row = await screen.findByText('中正區人行道改善工程');
    const cells = within(row.closest('tr')!).getAllByRole('link');
    expect(cells.map((a) => a.textContent)).toEqual(['已完成', '辦理中', '無須辦理', '未辦理', '未辦理', '未辦理']);
    expect(cells[1]!.getAttribute('href')).toBe('/BiddingAward/A4/processManage/A4_2?proj_id=1');
    expect(cells[1]!.getAttribute('aria-label')).toBe('中正區人行道改善工程 A4.2 開標作業');
    const headers = [...document.querySelectorAll('.pw-matrix-step-id')].map((h) => h.textContent);
    expect(headers).toEqual(['A4.1', 'A4.2', 'A4.3', 'A4.4', 'A4.5', 'A4.6']);
    expect(screen.getByText('共 1 件標案')).toBeTruthy();
  });

  it('lists construction steps by menu group', async () => {
    setup('/constructionPerformance/designChange/list');
    await screen.findByText('中正區人行道改善工程');
    expect([...document.querySelectorAll('.pw-matrix-step-id')].map((h) => h.textContent)).toEqual(['B2.20', 'B2.20.1', 'B2.20.2', 'B2.20.3', 'B2.20.4', 'B2.20.5']);
  });

  it('searches by name, keeping the keyword and the chosen project in the URL', async () => {
    const router = setup('/BiddingAward/A3/list');
    const name = await screen.findByText('中正區人行道改善工程');
    act(() => fireEvent.click(name));
    expect(router.state.location.search).toBe('?proj_id=1');
    expect(name.closest('tr')?.className).toContain('active');
    act(() => fireEvent.change(screen.getByLabelText('搜尋標案名稱或案號'), { target: { value: '人行道' } }));
    act(() => fireEvent.submit(screen.getByRole('search')));
    await waitFor(() => expect(server.callsTo('BGC/Search_PROJECT').at(-1)?.body).toEqual({ keyword: '人行道' }));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('人行道');
    expect(new URLSearchParams(router.state.location.search).get('proj_id')).toBe('1');
  });

  it.each([
    ['is refused to the caller (no project-list codes)', { status: 403, body: { status: 'error', message: '您沒有權限' } }],
    ['is not deployed', { status: 404, body: { status: 'error', message: '找不到此功能' } }],
  ])('names the projects of the status call one by one when the project search %s', async (_case, answer) => {
    server.force('BGC/Search_PROJECT', answer);
    setup('/BiddingAward/A4/list');
    expect(await screen.findByText('中正區人行道改善工程')).toBeTruthy();
    expect(server.callsTo('BGC/Search_PROJECT_Detail').map((c) => c.body)).toEqual([{ proj_id: 1 }]);
  });
});
