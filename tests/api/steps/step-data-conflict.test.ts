/**
 * No lost updates on step data (issue 13): every save names the version it started from; a save from an
 * outdated version is refused with 409 and what the other person changed, field by field; two saves from
 * the same version never both land; a save without a version is refused.
 */
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/domain/access/session-user';
import { callApi } from '../support/call-api';
import type { TestServer } from '../support/start-test-server';
import { useSignedInServer } from '../support/use-signed-in-server';
import { addSecondAgencyUser } from './support-second-agency';
import { demoProjectId } from './support';

let server: TestServer;
let alice: SessionUser;
let bob: SessionUser;
let projId: number;
useSignedInServer('agency', async (started, user) => {
  server = started;
  alice = user;
  bob = await addSecondAgencyUser(server, 'clerkbob', '王小明');
  projId = await demoProjectId(server, '大安森林公園');
});

interface Changed {
  field: string;
  title: string;
  yours: unknown;
  theirs: unknown;
  by: string | null;
  at: string | null;
}

const load = async (token: string, stp = 'A3.1') =>
  (await callApi<{ data: Record<string, unknown>; version: number }>(server, 'POST', 'STP/Get_Step_Data', { stp_id: stp, proj_id: projId }, token)).body.data!;
const save = (token: string, data: Record<string, unknown>, version: unknown, stp = 'A3.1') =>
  callApi<{ version: number }>(server, 'POST', 'STP/Save_Step_Data', { stp_id: stp, proj_id: projId, data, ...(version === undefined ? {} : { version }) }, token);

describe('STP/Save_Step_Data with a version', () => {
  it('answers version 0 before the first save and counts up with each save', async () => {
    const start = await load(alice.token);
    expect(start.version).toBe(0);
    const first = await save(alice.token, { remark: '初稿' }, 0);
    expect(first.status).toBe(200);
    expect(first.body.data!.version).toBe(1);
    expect((await load(bob.token)).version).toBe(1);
  });

  it("refuses B's save from the version A already changed, listing A's field, and keeps A's change", async () => {
    const a = await load(alice.token);
    const b = await load(bob.token);
    expect(a.version).toBe(b.version);
    const saved = await save(alice.token, { ...a.data, budgetSource: '公務預算' }, a.version);
    expect(saved.status).toBe(200);
    expect(saved.body.data!.version).toBe(a.version + 1);

    const stale = await save(bob.token, { ...b.data, remark: '請儘速辦理' }, b.version);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('資料已被他人修改，請重新載入後再編輯');
    const changed = (stale.body.errors as { changed: Changed[]; version: number }).changed;
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ field: 'budgetSource', title: '經費來源（預算科目）', theirs: '公務預算', yours: null, by: '林承辦' });
    expect(changed[0]!.at).toBeTruthy();
    expect((stale.body.errors as { version: number }).version).toBe(a.version + 1);

    const stored = await load(alice.token);
    expect(stored.data).toMatchObject({ budgetSource: '公務預算', remark: '初稿' });

    // B reloads and saves on top: both changes stand.
    const fresh = await load(bob.token);
    const again = await save(bob.token, { ...fresh.data, remark: '請儘速辦理' }, fresh.version);
    expect(again.status).toBe(200);
    expect((await load(alice.token)).data).toMatchObject({ budgetSource: '公務預算', remark: '請儘速辦理' });
  });

  it('lets exactly one of two parallel saves from the same version win', async () => {
    const start = await load(alice.token);
    const [x, y] = await Promise.all([
      save(alice.token, { ...start.data, approvalDocNumber: '府工字第1號' }, start.version),
      save(bob.token, { ...start.data, approvalDocNumber: '府工字第2號' }, start.version),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const winner = x.status === 200 ? '府工字第1號' : '府工字第2號';
    const after = await load(alice.token);
    expect(after.version).toBe(start.version + 1);
    expect(after.data.approvalDocNumber).toBe(winner);
  });

  it('refuses a save without a version, with a future version, or a first save over existing data, changing nothing', async () => {
    const before = await load(alice.token);
    const missing = await save(alice.token, { remark: '無版本' }, undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("'version'是必要參數");
    expect((await save(alice.token, { remark: '字串' }, '1')).status).toBe(400);
    expect((await save(alice.token, { remark: '未來' }, before.version + 5)).status).toBe(409);
    const overwrite = await save(bob.token, { remark: '覆蓋' }, 0);
    expect(overwrite.status).toBe(409);
    expect((overwrite.body.errors as { changed: Changed[] }).changed.map((c) => c.field)).toContain('remark');
    expect(await load(alice.token)).toEqual(before);
  });

  it('does not start the step or record anything when the save is stale', async () => {
    const other = 'A3.2';
    const statusOf = async () =>
      (await callApi<{ checkResult: string }[]>(server, 'GET', `BFB/get_proj_status/${other}/${projId}`, undefined, alice.token)).body.data![0]!.checkResult;
    const before = await statusOf();
    const stored = await load(alice.token, other);
    expect((await save(alice.token, { remark: 'x' }, stored.version + 1, other)).status).toBe(409);
    expect(await statusOf()).toBe(before);
    expect(await load(alice.token, other)).toEqual(stored);
    const history = await callApi<{ total: number }>(server, 'POST', 'STP/Get_Step_History', { stp_id: other, proj_id: projId }, alice.token);
    expect(history.body.data!.total).toBe(0);
  });
});
