/** Runs work for several items one after another with a pause between them (multi-file export, spec doc 3 §9). */

/** Pause between the files of 全部匯出. */
export const EXPORT_PAUSE_MS = 500;

/** Waits the given time. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runs `work` for each item in order, waiting `pauseMs` between two (not before the first or after the
 * last). A failing item does not stop the rest; the results say how each went.
 */
export async function runWithPauses<T, R>(
  items: readonly T[],
  work: (item: T) => Promise<R>,
  pauseMs: number = EXPORT_PAUSE_MS,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = [];
  for (const [i, item] of items.entries()) {
    if (i > 0) await wait(pauseMs);
    try {
      results.push({ status: 'fulfilled', value: await work(item) });
    } catch (reason) {
      results.push({ status: 'rejected', reason });
    }
  }
  return results;
}
