import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  FORM_DATA_OBJECT_MESSAGE,
  REPEAT_REQUEST_MESSAGE,
  REQUEST_TIMEOUT_MS,
  SERVER_ERROR_MESSAGE,
  STALE_RESPONSE_MESSAGE,
  api,
  apiRequest,
  resetApiClientForTests,
  setNavigate,
  setRouteName,
  swrFetcher,
  toFormData,
} from '../../../src/web/api/client';
import { type SessionUser, sessionStore } from '../../../src/web/api/session-store';
import { makeSessionUser } from './support/make-session-user';
import { dismissAllToasts, toastStore } from '../../../src/web/shared/toast';

const user = (token: string): SessionUser => makeSessionUser({
  name: '王小明',
  token,
  userID: 7,
  account: 'wang',
  basefrom: 'GOV',
  preview: [25, 37],
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch whose answer the test releases by hand. */
function deferredFetch() {
  const calls: { url: string; init: RequestInit; resolve: (r: Response) => void; reject: (e: unknown) => void }[] = [];
  const fn = vi.fn((url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      calls.push({ url, init, resolve, reject });
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }),
  );
  return { fn, calls };
}

const toastTexts = () => toastStore.getSnapshot().map((t) => `${t.type}:${t.message}`);

let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;

beforeEach(() => {
  localStorage.clear();
  resetApiClientForTests();
  dismissAllToasts();
  navigate = vi.fn<(path: string) => void>();
  setNavigate(navigate);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('API client', () => {
  it('calls the base path with the bearer token and route name and resolves the data', async () => {
    sessionStore.set(user('tok-1'));
    setRouteName('userManage');
    const fetchMock = vi.fn(async () => json({ status: 'success', data: { id: 3 } }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(api.post('Member/Search_User', { id: 3 })).resolves.toEqual({ id: 3 });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/TP_PROJECT_SV/api/v1/Member/Search_User');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers['X-Route-Name']).toBe('userManage');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ id: 3 });
  });

  it('percent-encodes a route name a header cannot carry and builds GET queries', async () => {
    setRouteName('使用者管理');
    const fetchMock = vi.fn(async () => json({ status: 'success', data: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await api.get('Group/Get_History_Business', { identity: 1, page: 2, root_dep_id: null });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/TP_PROJECT_SV/api/v1/Group/Get_History_Business?identity=1&page=2');
    expect((init.headers as Record<string, string>)['X-Route-Name']).toBe(encodeURIComponent('使用者管理'));
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("shows status 'error' as an error toast and rejects with the message and field errors", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ status: 'error', message: "'account'是必要參數", errors: { account: { __errors: ['必填'] } } })));
    const err = await apiRequest('Member/Login_User', { body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe("'account'是必要參數");
    expect((err as ApiError).kind).toBe('api');
    expect((err as ApiError).errors).toEqual({ account: { __errors: ['必填'] } });
    expect(toastTexts()).toEqual(["error:'account'是必要參數"]);
  });

  it('treats a 4xx refusal in the envelope the same way', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ status: 'error', message: '此步驟已鎖定', errors: { steps: ['A5.5'] } }, 409)));
    const err = (await api.post('PCS/Edit_Stage_Process', {}).catch((e: unknown) => e)) as ApiError;
    expect(err).toMatchObject({ kind: 'api', status: 409, message: '此步驟已鎖定', errors: { steps: ['A5.5'] } });
    expect(toastTexts()).toEqual(['error:此步驟已鎖定']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps quiet when the caller asks for silence', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ status: 'error', message: '查無資料' })));
    await expect(apiRequest('Member/Search_User_GOV_List', { body: {}, silent: true })).rejects.toThrow('查無資料');
    expect(toastTexts()).toEqual([]);
  });

  it.each([500, 404])('answers HTTP %i with the server-error message', async (status) => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>oops</html>', { status })));
    const err = (await api.get('Member/Search_User').catch((e: unknown) => e)) as ApiError;
    expect(err.message).toBe(SERVER_ERROR_MESSAGE);
    expect(err.status).toBe(status);
    expect(toastTexts()).toEqual([`error:${SERVER_ERROR_MESSAGE}`]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows the message of an HTTP error with body code '500' and sends the user to sign-in", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ code: '500', message: '登入逾時，請重新登入' }, 403)));
    await expect(api.get('Member/Search_User')).rejects.toThrow('登入逾時，請重新登入');
    expect(toastTexts()).toEqual(['error:登入逾時，請重新登入']);
    expect(navigate).toHaveBeenCalledWith('/signin');
  });

  it('clears localStorage on 401 and sends the user to sign-in', async () => {
    sessionStore.set(user('tok-1'));
    localStorage.setItem('other', 'x');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 401 })));
    const err = (await api.get('Member/Search_User').catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('unauthorized');
    expect(localStorage.length).toBe(0);
    expect(sessionStore.get()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/signin');
  });

  it('navigates with window.location by default', async () => {
    setNavigate(null);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/systemManage/userManage', assign });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 401 })));
    await api.get('x').catch(() => undefined);
    expect(assign).toHaveBeenCalledWith('/signin');
  });

  it("cancels an identical request while one is in flight with 'repeat request'", async () => {
    const { fn, calls } = deferredFetch();
    vi.stubGlobal('fetch', fn);
    const first = api.post('Member/Search_User', { id: 1 });
    const repeat = api.post('Member/Search_User', { id: 1 });
    await expect(repeat).rejects.toMatchObject({ message: REPEAT_REQUEST_MESSAGE, kind: 'repeat' });
    // A different body is a different request.
    const other = api.post('Member/Search_User', { id: 2 });
    expect(fn).toHaveBeenCalledTimes(2);
    calls[0]?.resolve(json({ status: 'success', data: 'one' }));
    calls[1]?.resolve(json({ status: 'success', data: 'two' }));
    await expect(first).resolves.toBe('one');
    await expect(other).resolves.toBe('two');
    // Once settled, the same request may go again.
    const again = api.post('Member/Search_User', { id: 1 });
    calls[2]?.resolve(json({ status: 'success', data: 'again' }));
    await expect(again).resolves.toBe('again');
    expect(toastTexts()).toEqual([]);
  });

  it('retries a repeated request 3 s later when retry is enabled', async () => {
    vi.useFakeTimers();
    const { fn, calls } = deferredFetch();
    vi.stubGlobal('fetch', fn);
    const first = api.post('Upload_File/uploadMerge', { id: 1 });
    const second = api.post('Upload_File/uploadMerge', { id: 1 }, { retry: true });
    await vi.advanceTimersByTimeAsync(2999);
    expect(fn).toHaveBeenCalledTimes(1);
    calls[0]?.resolve(json({ status: 'success', data: 1 }));
    await expect(first).resolves.toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    calls[1]?.resolve(json({ status: 'success', data: 2 }));
    await expect(second).resolves.toBe(2);
  });

  it('gives up after 3 retries 3 s apart', async () => {
    vi.useFakeTimers();
    const { fn } = deferredFetch();
    vi.stubGlobal('fetch', fn);
    void api.post('Upload_File/uploadMerge', { id: 1 });
    const second = api.post('Upload_File/uploadMerge', { id: 1 }, { retry: true });
    const outcome = second.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(8999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ message: REPEAT_REQUEST_MESSAGE });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('ignores an answer that arrives after the account changed', async () => {
    sessionStore.set(user('old-token'));
    const { fn, calls } = deferredFetch();
    vi.stubGlobal('fetch', fn);
    const pending = api.post('Member/Search_User', { id: 1 });
    sessionStore.set(user('new-token'));
    calls[0]?.resolve(json({ status: 'error', message: '舊帳號的錯誤' }));
    await expect(pending).rejects.toMatchObject({ message: STALE_RESPONSE_MESSAGE, kind: 'stale' });
    // Nothing of the old account reaches the new one's screen.
    expect(toastTexts()).toEqual([]);
  });

  it('ignores even a 401 of the old account', async () => {
    sessionStore.set(user('old-token'));
    const { fn, calls } = deferredFetch();
    vi.stubGlobal('fetch', fn);
    const pending = api.get('Member/Search_User');
    sessionStore.set(user('new-token'));
    calls[0]?.resolve(new Response('', { status: 401 }));
    await expect(pending).rejects.toThrow(STALE_RESPONSE_MESSAGE);
    expect(sessionStore.getToken()).toBe('new-token');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('aborts after 3,000,000 ms', async () => {
    vi.useFakeTimers();
    const { fn } = deferredFetch();
    vi.stubGlobal('fetch', fn);
    const pending = api.get('Export/Big').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect((fn.mock.calls[0]?.[1] as RequestInit).signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });

  it('returns the raw body for upload calls and blobs for downloads', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ status: 201, message: 'merged' })));
    await expect(apiRequest('Upload_File/uploadMerge', { body: {}, raw: true })).resolves.toEqual({ status: 201, message: 'merged' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('%PDF', { status: 200 })));
    const blob = await apiRequest<Blob>('Export/Pdf', { responseType: 'blob' });
    expect(await blob.text()).toBe('%PDF');
  });

  it('fetches for SWR: a path is a GET, [path, body] a POST', async () => {
    const fetchMock = vi.fn(async () => json({ status: 'success', data: ['a'] }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(swrFetcher('Group/Search_Department_Peak')).resolves.toEqual(['a']);
    await expect(swrFetcher(['Group/Search_Department', { parent_id: 2 }])).resolves.toEqual(['a']);
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]?.[1].method).toBe('GET');
    expect(calls[1]?.[1].method).toBe('POST');
    expect(calls[1]?.[1].body).toBe('{"parent_id":2}');
  });
});

describe('form-data builder', () => {
  it("refuses anything but an object with '錯誤: 請丟物件!!'", () => {
    expect(FORM_DATA_OBJECT_MESSAGE).toBe('錯誤: 請丟物件!!');
    for (const bad of [null, undefined, 'x', 3, [1, 2], new Blob(['x'])]) {
      expect(() => toFormData(bad)).toThrow('錯誤: 請丟物件!!');
    }
  });

  it('sends files as files, lists as JSON text and skips empty values', () => {
    const file = new File(['abc'], 'a.pdf', { type: 'application/pdf' });
    const form = toFormData({ theFile: file, tel: ['02-1234'], index: 3, isLastChunk: false, note: null, skip: undefined });
    expect((form.get('theFile') as File).name).toBe('a.pdf');
    expect(form.get('tel')).toBe('["02-1234"]');
    expect(form.get('index')).toBe('3');
    expect(form.get('isLastChunk')).toBe('false');
    expect(form.has('note')).toBe(false);
    expect(form.has('skip')).toBe(false);
  });
});
