import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '../../../../src/web/api/client';
import { fetchStepFiles, findMissingUploads } from '../../../../src/web/uploads/use-step-files';
import type { StepFile } from '../../../../src/web/uploads/upload-api';
import type { UploadCategory } from '../../../../src/domain/steps/step-definition';

afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClientForTests();
});

describe('step file lists', () => {
  it('reads one list one request at a time, so a refresh during a refresh is not refused as a repeat', async () => {
    const answers: ((n: number) => void)[] = [];
    let inFlight = 0;
    let most = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            inFlight += 1;
            most = Math.max(most, inFlight);
            answers.push((n) => {
              inFlight -= 1;
              resolve(new Response(JSON.stringify({ status: 'success', data: [{ id: n }] }), { headers: { 'content-type': 'application/json' } }));
            });
          }),
      ),
    );
    const first = fetchStepFiles('BFB/getAllFile/A2.8/1');
    const second = fetchStepFiles('BFB/getAllFile/A2.8/1');
    await new Promise((r) => setTimeout(r, 0));
    expect(answers).toHaveLength(1);
    answers[0]!(1);
    await expect(first).resolves.toEqual([{ id: 1 }]);
    await new Promise((r) => setTimeout(r, 0));
    answers[1]!(2);
    await expect(second).resolves.toEqual([{ id: 2 }]);
    expect(most).toBe(1);
  });

  it('names the required categories without a file', () => {
    const categories = [
      { key: 'budgetBook', required: true },
      { key: 'designDrawings', required: false },
      { key: 'other', required: true },
    ] as UploadCategory[];
    const files = [{ fileTo: 'other' }] as StepFile[];
    expect(findMissingUploads(categories, files).map((c) => c.key)).toEqual(['budgetBook']);
    expect(findMissingUploads(categories, undefined).map((c) => c.key)).toEqual(['budgetBook', 'other']);
  });
});
