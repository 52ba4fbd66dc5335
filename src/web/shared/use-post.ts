/** SWR over the POST reads of the services: usePost('BGC/Search_PROJECT', body) re-reads when the body changes. */
import useSWR, { type SWRResponse } from 'swr';
import { swrFetcher } from '../api/client';

/** Reads `path` with `body`; a null body pauses the read (e.g. until an id is known). */
export function usePost<T>(path: string, body: unknown | null): SWRResponse<T, Error> {
  return useSWR<T, Error>(body === null ? null : ([path, body] as const), swrFetcher, { keepPreviousData: true, revalidateOnFocus: false });
}

/** Reads a GET path; null pauses the read. */
export function useGet<T>(path: string | null): SWRResponse<T, Error> {
  return useSWR<T, Error>(path, swrFetcher, { revalidateOnFocus: false });
}
