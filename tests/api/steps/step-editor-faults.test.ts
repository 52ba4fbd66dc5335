// Every kind of fault the CLI knows (the broken fixtures) is refused at publish by the editor's server calls,
// shown at the same path, and leaves the published version as it was.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/domain/access/session-user';
import type { StepDefinition } from '../../../src/domain/steps/step-definition';
import { BROKEN_DIR, readBrokenCases } from '../../unit/domain/steps/catalogue-files';
import { callApi } from '../support/call-api';
import type { TestServer } from '../support/start-test-server';
import { useSignedInServer } from '../support/use-signed-in-server';

let server: TestServer;
let admin: SessionUser;
useSignedInServer('admin', (started, user) => {
  server = started;
  admin = user;
});

type Fault = { path: string; message: string };

// A file's name exists only on disk: in the editor the definition's id is the step, and an export is named by it.
const FILE_ONLY = new Set(['id does not match file name']);
const cases = readBrokenCases().filter((c) => !c.cliOnly && !FILE_ONLY.has(c.kind));

describe('publishing a definition with a fault', () => {
  it.each(cases.map((c) => [c.kind, c] as const))('refuses %s', async (_kind, brokenCase) => {
    const definition = JSON.parse(readFileSync(resolve(BROKEN_DIR, brokenCase.file), 'utf8')) as Record<string, unknown>;
    const stepId = brokenCase.file.replace(/\.json$/, '');
    const before = await callApi<StepDefinition>(server, 'GET', `STP/Get_Step_Definition/${stepId}`, undefined, admin.token);

    const saved = await callApi<{ version: number; faults: Fault[] }>(server, 'POST', 'STP/Save_Step_Draft', { definition }, admin.token);
    let faults: Fault[];
    if (saved.status === 200) {
      const published = await callApi(server, 'POST', 'STP/Publish_Step_Version', { stp_id: stepId, version: saved.body.data!.version, note: '測試' }, admin.token);
      expect(published.status).toBe(400);
      faults = (published.body.errors as { faults: Fault[] }).faults;
    } else {
      // A draft too broken to store at all is refused at saving, with the same faults.
      expect(saved.status).toBe(400);
      faults = (saved.body.errors as { faults: Fault[] }).faults;
    }
    expect(faults).toContainEqual(expect.objectContaining({ path: brokenCase.path, message: expect.stringContaining(brokenCase.message) }));

    const after = await callApi<StepDefinition>(server, 'GET', `STP/Get_Step_Definition/${stepId}`, undefined, admin.token);
    expect(after.body.data!.version).toBe(before.body.data!.version);
  });
});
