import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogHost, closeAllDialogs } from '../../../src/web/shared/dialogs';
import {
  type EditMode,
  type LeaveEditGuardOptions,
  shouldConfirmLeave,
  useLeaveEditGuard,
} from '../../../src/web/shared/use-leave-edit-guard';

afterEach(() => {
  act(() => closeAllDialogs());
  cleanup();
});

function EditPage({ options }: { options?: LeaveEditGuardOptions }) {
  const [mode, setMode] = useState<EditMode>('view');
  const { guarding } = useLeaveEditGuard(mode, options);
  return (
    <div>
      <p>{`模式:${mode}:${guarding ? '保護中' : '未保護'}`}</p>
      <button type="button" onClick={() => setMode('edit')}>編輯</button>
      <button type="button" onClick={() => setMode('add')}>新增</button>
      <button type="button" onClick={() => setMode('view')}>檢視</button>
      <Link to="/other">前往其他頁</Link>
    </div>
  );
}

function setup(options?: LeaveEditGuardOptions) {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <EditPage options={options} /> },
      { path: '/other', element: <p>其他頁面</p> },
    ],
    { initialEntries: ['/edit'] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <DialogHost />
    </>,
  );
  return router;
}

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useLeaveEditGuard', () => {
  it('lets the user leave freely in view mode', async () => {
    setup();
    expect(unload()).toBe(false);
    fireEvent.click(screen.getByText('前往其他頁'));
    expect(await screen.findByText('其他頁面')).toBeTruthy();
  });

  it('holds navigation in edit mode until the user chooses 離開', async () => {
    const router = setup();
    fireEvent.click(screen.getByText('編輯'));
    fireEvent.click(screen.getByText('前往其他頁'));
    expect(await screen.findByText('您尚未完成此次編輯，是否離開此頁?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(router.state.blockers.size === 0 || [...router.state.blockers.values()].every((b) => b.state === 'unblocked')).toBe(true));
    expect(screen.getByText('模式:edit:保護中')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/edit');

    fireEvent.click(screen.getByText('前往其他頁'));
    const leave = await screen.findAllByRole('button', { name: '離開' });
    fireEvent.click(leave.at(-1) as HTMLElement);
    expect(await screen.findByText('其他頁面')).toBeTruthy();
  });

  it('guards add mode too, and returning to view removes the warning', async () => {
    setup();
    fireEvent.click(screen.getByText('新增'));
    expect(unload()).toBe(true);
    fireEvent.click(screen.getByText('檢視'));
    expect(screen.getByText('模式:view:未保護')).toBeTruthy();
    expect(unload()).toBe(false);
    fireEvent.click(screen.getByText('前往其他頁'));
    expect(await screen.findByText('其他頁面')).toBeTruthy();
  });

  it('three-button variant: a failed 完成編輯 stays, 捨棄編輯 leaves', async () => {
    const onFinish = vi.fn(async () => false);
    const onDiscard = vi.fn();
    const router = setup({ variant: 'three', onFinish, onDiscard });
    fireEvent.click(screen.getByText('編輯'));

    fireEvent.click(screen.getByText('前往其他頁'));
    fireEvent.click((await screen.findAllByRole('button', { name: '完成編輯' })).at(-1) as HTMLElement);
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(router.state.location.pathname).toBe('/edit');

    await waitFor(() => expect(document.querySelectorAll('.ui.modal').length).toBe(0), { timeout: 2000 });
    fireEvent.click(screen.getByText('前往其他頁'));
    fireEvent.click((await screen.findAllByRole('button', { name: '捨棄編輯' })).at(-1) as HTMLElement);
    expect(await screen.findByText('其他頁面')).toBeTruthy();
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('three-button variant: a successful 完成編輯 leaves', async () => {
    const onFinish = vi.fn(async () => true);
    setup({ variant: 'three', onFinish });
    fireEvent.click(screen.getByText('編輯'));
    fireEvent.click(screen.getByText('前往其他頁'));
    fireEvent.click((await screen.findAllByRole('button', { name: '完成編輯' })).at(-1) as HTMLElement);
    expect(await screen.findByText('其他頁面')).toBeTruthy();
  });

  it('asks only for the trigger its hint names', async () => {
    setup({ hint: 'unload' });
    fireEvent.click(screen.getByText('編輯'));
    expect(unload()).toBe(true);
    fireEvent.click(screen.getByText('前往其他頁'));
    expect(await screen.findByText('其他頁面')).toBeTruthy();
  });

  it('implements the hint rule: matching trigger or forced', () => {
    expect(shouldConfirmLeave('all', 'route')).toBe(true);
    expect(shouldConfirmLeave('route', 'route')).toBe(true);
    expect(shouldConfirmLeave('route', 'unload')).toBe(false);
    expect(shouldConfirmLeave('none', 'route')).toBe(false);
    expect(shouldConfirmLeave('none', 'unload', true)).toBe(true);
  });
});
