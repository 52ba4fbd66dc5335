import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeSessionUser } from './support/make-session-user';
import { SESSION_STORAGE_KEY, type SessionUser, sessionStore, useSessionUser } from '../../../src/web/api/session-store';

const user: SessionUser = makeSessionUser({
  name: '王小明',
  token: 't1',
  userID: 1,
  account: 'wang',
  basefrom: 'PUB',
  dep_id: 5,
  preview: [80, 82],
  supervise: '1',
});

function Who() {
  const u = useSessionUser();
  return <p>{u ? `${u.name}:${u.preview.join(',')}` : '未登入'}</p>;
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('session store', () => {
  it('keeps the user in localStorage under one key', () => {
    sessionStore.set(user);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ token: 't1', basefrom: 'PUB' });
    expect(sessionStore.get()).toMatchObject({ name: '王小明', preview: [80, 82] });
    expect(sessionStore.getToken()).toBe('t1');
    sessionStore.update({ name: '王大明' });
    expect(sessionStore.get()?.name).toBe('王大明');
    sessionStore.clear();
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('returns the same object while nothing changed (React needs a stable snapshot)', () => {
    sessionStore.set(user);
    expect(sessionStore.get()).toBe(sessionStore.get());
  });

  it('treats a damaged entry as signed out and coerces permission codes to numbers', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(sessionStore.get()).toBeNull();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...user, preview: ['37', 44] }));
    expect(sessionStore.get()?.preview).toEqual([37, 44]);
  });

  it('re-renders subscribers on sign-in, sign-out and changes from another tab', () => {
    render(<Who />);
    expect(screen.getByText('未登入')).toBeTruthy();
    act(() => sessionStore.set(user));
    expect(screen.getByText('王小明:80,82')).toBeTruthy();
    act(() => {
      localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...user, name: '李四', token: 't2' }));
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    });
    expect(screen.getByText('李四:80,82')).toBeTruthy();
    act(() => sessionStore.clearAll());
    expect(screen.getByText('未登入')).toBeTruthy();
  });
});
