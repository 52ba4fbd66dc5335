/**
 * Signing sign-off stages with citizen certificates over real HTTP (the server's test CA and the demo
 * accounts' test cards): the contractor signs B2.1, the supervisor returns it with a comment, the contractor
 * edits and sends it again and both sign, and the step is done; signatures over other content, from an
 * untrusted CA, with an expired certificate, with another person's card or by the wrong party are refused
 * and change nothing; every signature verifies again, and says when the content has changed since.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignOffCaseView } from '../../../src/domain/signoff/sign-off-views';
import { openServerTestPki, signText, type ServerTestPki } from '../../support/test-pki';
import { callApi } from '../support/call-api';
import { fetchExport } from '../exports/support';
import { runVerifySignature } from '../../../scripts/verify-signature';
import { loadSignatureTrust } from '../../../src/server/signatures/load-signature-trust';
import { readOfficeText } from '../../support/read-office-file';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { signInAll, type Tokens } from '../projects/project-fixtures';
import { createBudgetProject } from '../budget/support/budget-fixtures';
import type { TestIdentity } from '../../../src/server/signatures/test-pki/issue-test-certificate';

type Who = 'agency' | 'supervisor' | 'contractor';
const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let pki: ServerTestPki;
let t: Tokens;
let projId: number;

const LOG = {
  logDate: '2026-03-03',
  weatherMorning: '雨',
  weatherAfternoon: '雨',
  plannedProgress: '13',
  actualProgress: '12.2',
  workItems: '模板組立',
  workerCount: 9,
  preWorkBriefing: true,
};

beforeAll(async () => {
  server = await startTestServer();
  pki = await openServerTestPki(server.dataDir);
  t = await signInAll(server);
  projId = await createBudgetProject(server);
});
afterAll(async () => {
  await server?.close();
});

const call = <T = unknown>(who: Who, method: string, path: string, body?: unknown) => callApi<T>(server, method, path, body, t[who]);
const latest = async () => (await call<SignOffCaseView[]>('agency', 'GET', `BFC/Get_CHK_AUDIT/B2.1/${projId}`)).body.data![0]!;
const state = async () => (await call<{ state: number }[]>('agency', 'GET', `BFB/get_proj_status/B2.1/${projId}`)).body.data![0]!.state;
const save = async (data: Record<string, unknown>) => {
  const version = (await call<{ version: number }>('contractor', 'POST', 'STP/Get_Step_Data', { stp_id: 'B2.1', proj_id: projId })).body.data!.version;
  return call('contractor', 'POST', 'STP/Save_Step_Data', { stp_id: 'B2.1', proj_id: projId, data, version });
};
const pendingProcess = async () => {
  const c = await latest();
  return { c, process: c.stages[c.current_stage]!.process_id };
};
/** Hash_STEP as `who`, then Add_Cert_Signed with what `sign` makes of the hash. */
async function signAs(who: Who, sign: (hash: string) => Promise<string>) {
  const { c, process } = await pendingProcess();
  const handed = await call<{ id: number; hash: string }>(who, 'POST', 'VA/Hash_STEP', { main_id: process, stp_id: 'B2.1', audit_id: c.audit_id, proj_id: projId });
  if (handed.status !== 200) return { ...handed, body: { ...handed.body, data: undefined as SignOffCaseView[] | undefined } };
  expect(handed.body.data!.hash).toBe(c.content_hash);
  return call<SignOffCaseView[]>(who, 'POST', 'BFC/Add_Cert_Signed', { data: [{ id: process, va_id: handed.body.data!.id, signature: await sign(handed.body.data!.hash) }] });
}
const withCard = (account: string) => (hash: string) => signText(pki.card(account), hash);
const withIdentity = (identity: TestIdentity) => (hash: string) => signText(identity, hash);

describe('a two-party B2.1 case', () => {
  it('the contractor sends and signs with the bound card; the supervisor\'s stage becomes pending', async () => {
    expect((await save(LOG)).status).toBe(200);
    expect((await call('contractor', 'POST', 'BFC/Add_CHK_AUDIT', { stp_id: 'B2.1', proj_id: projId })).status).toBe(200);
    const signed = await signAs('contractor', withCard('contractor'));
    expect(signed.status).toBe(200);
    expect(signed.body.message).toBe('已完成簽章');
    const c = signed.body.data![0]!;
    expect(c.stages.map((s) => s.state)).toEqual(['signed', 'pending']);
    expect(c.signatures).toHaveLength(1);
    expect(c.signatures[0]).toMatchObject({ stage: 0, party: 'con', signer: { cname: '張工地' }, content_hash: c.content_hash, superseded: false });
    expect(await state()).toBe(1);
  });

  it('a used hash cannot be signed again', async () => {
    const { c } = await pendingProcess();
    const first = c.stages[0]!.process_id;
    const replay = await call('contractor', 'POST', 'BFC/Add_Cert_Signed', { data: [{ id: first, va_id: 1, signature: await withCard('contractor')(c.content_hash) }] });
    expect(replay.status).toBe(409);
  });

  it('the supervisor returns it with a comment; the case ends and the content may change again', async () => {
    const { process } = await pendingProcess();
    const returned = await call<SignOffCaseView>('supervisor', 'POST', 'BFC/Edit_Stage_Process', { id: process, result: 'return', comment: '出工人數與機具紀錄不符，請更正' });
    expect(returned.status).toBe(200);
    expect(returned.body.data!.status).toBe('returned');
    expect(returned.body.data!.stages[1]).toMatchObject({ state: 'returned', comment: '出工人數與機具紀錄不符，請更正', acted_by: { cname: '陳監造' } });
    expect(await state()).toBe(1);
    expect((await save({ ...LOG, workerCount: 11, equipment: '挖土機 1 台' })).status).toBe(200);
  });

  it('sent again, both sign, and the step is done; the old signature stays with the old content', async () => {
    const old = await latest();
    expect((await call('contractor', 'POST', 'BFC/Add_CHK_AUDIT', { stp_id: 'B2.1', proj_id: projId })).status).toBe(200);
    expect((await signAs('contractor', withCard('contractor'))).status).toBe(200);
    const last = await signAs('supervisor', withCard('supervisor'));
    expect(last.status).toBe(200);
    const c = last.body.data![0]!;
    expect(c.status).toBe('approved');
    expect(c.isEqual).toBe(true);
    expect(c.signatures.map((s) => s.signer.cname)).toEqual(['張工地', '陳監造']);
    expect(await state()).toBe(2);
    const returnedCase = (await call<{ list: SignOffCaseView[] }>('agency', 'POST', 'BFC/Search_AUDIT', { stp_id: 'B2.1', proj_id: projId })).body.data!.list.find((x) => x.audit_id === old.audit_id)!;
    expect(returnedCase.signatures).toHaveLength(1);
    expect(returnedCase.content_hash).not.toBe(c.content_hash);
  });

  it('every signature verifies again: signer, certificate, and whether the content still matches', async () => {
    const c = await latest();
    for (const signature of c.signatures) {
      const check = await call<{ valid: boolean; content_matches_case: boolean; content_matches_now: boolean; signer: string; certificate: { subject: string } }>(
        'agency',
        'GET',
        `VA/Verify_Signature/${signature.id}`,
      );
      expect(check.status).toBe(200);
      expect(check.body.data).toMatchObject({ valid: true, content_matches_case: true, content_matches_now: true, signer: signature.signer.cname });
    }
    const search = (await call<{ list: SignOffCaseView[] }>('agency', 'POST', 'BFC/Search_AUDIT', { stp_id: 'B2.1', proj_id: projId })).body.data!.list;
    const oldSignature = search[1]!.signatures[0]!;
    const old = await call<{ valid: boolean; content_matches_case: boolean; content_matches_now: boolean }>('agency', 'GET', `VA/Verify_Signature/${oldSignature.id}`);
    expect(old.body.data).toMatchObject({ valid: true, content_matches_case: true, content_matches_now: false });
  });

  it('npm run verify-signature -- --id N says the same from the database', async () => {
    const lines: string[] = [];
    const out = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
    const trust = (await loadSignatureTrust(server.config)).trust;
    const open = async () => ({ ctx: { db: server.database.db, config: server.config, mailer: server.mailer, signatureTrust: trust }, close: async () => {} });
    const id = (await latest()).signatures[1]!.id;
    expect(await runVerifySignature(['--id', String(id)], trust, out, open)).toBe(0);
    expect(lines).toContain('簽章者：陳監造');
    expect(lines).toContain('驗證結果：通過');
    expect(lines).toContain('目前內容：與簽章時相同');
    expect(await runVerifySignature(['--id', '99999'], trust, { log: () => {}, error: () => {} }, open)).toBe(1);
    expect(await runVerifySignature(['--id', 'x'], trust, { log: () => {}, error: () => {} }, open)).toBe(2);
  });

  it('the exported 施工日誌 prints both signers in its sign-off block', async () => {
    const answer = await fetchExport(server, `Export/TBS_EXPORT/TBS_B0201_001D?proj_id=${projId}&audit_id=0&filetype=docx`, t.agency);
    expect(answer.status).toBe(200);
    const text = await readOfficeText(answer.bytes, 'docx');
    expect(text).toContain('張工地');
    expect(text).toContain('陳監造');
    expect(text).toContain('已簽章');
    expect(text).not.toContain('未簽核');
  });

  it('a change after signing puts the step back in progress and the case no longer equals the content', async () => {
    expect((await save({ ...LOG, workerCount: 12, equipment: '挖土機 1 台' })).status).toBe(200);
    expect(await state()).toBe(1);
    expect((await latest()).isEqual).toBe(false);
    const check = await call<{ content_matches_now: boolean }>('agency', 'GET', `VA/Verify_Signature/${(await latest()).signatures[0]!.id}`);
    expect(check.body.data!.content_matches_now).toBe(false);
  });
});

describe('refused signatures change nothing', () => {
  let stagesBefore: string;

  beforeAll(async () => {
    expect((await call('contractor', 'POST', 'BFC/Add_CHK_AUDIT', { stp_id: 'B2.1', proj_id: projId })).status).toBe(200);
    stagesBefore = JSON.stringify((await latest()).stages);
  });

  const expectUnchanged = async () => {
    const c = await latest();
    expect(JSON.stringify(c.stages)).toBe(stagesBefore);
    expect(c.signatures).toEqual([]);
  };

  it('over other content', async () => {
    const answer = await signAs('contractor', (hash) => signText(pki.card('contractor'), hash.replace(/^./, hash[0] === 'a' ? 'b' : 'a')));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('簽章與簽核內容不符');
    await expectUnchanged();
  });

  it('from a CA the server does not trust', async () => {
    const answer = await signAs('contractor', withIdentity(await pki.issueUntrusted({ commonName: '張工地' })));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('憑證不是由信任的憑證機構簽發');
    await expectUnchanged();
  });

  it('with an expired certificate', async () => {
    const expired = await pki.issue({ commonName: '張工地', notBefore: new Date(Date.now() - 800 * DAY), notAfter: new Date(Date.now() - DAY) });
    const answer = await signAs('contractor', withIdentity(expired));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('憑證已過期或尚未生效');
    await expectUnchanged();
  });

  it('with another person\'s card (trusted, but not bound to the signer)', async () => {
    const answer = await signAs('contractor', withCard('supervisor'));
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('此憑證未綁定於您的帳號，請先至「憑證管理」綁定您的自然人憑證');
    await expectUnchanged();
  });

  it('by the wrong party: the supervisor cannot even get the hash of the contractor\'s stage', async () => {
    const answer = await signAs('supervisor', withCard('supervisor'));
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('「工地主任簽章」須由本案指派的施工廠商簽核，您不是此關的簽核人員');
    await expectUnchanged();
  });

  it('garbage and oversized signatures are refused with the spec-style message', async () => {
    const { process } = await pendingProcess();
    const garbage = await call('contractor', 'POST', 'BFC/Add_Cert_Signed', { data: [{ id: process, va_id: 1, signature: '%%%' }] });
    expect(garbage.status).toBe(400);
    expect(garbage.body.message).toBe("'signature'必須為 base64 編碼的 PKCS#7 簽章");
    const missing = await call('contractor', 'POST', 'BFC/Add_Cert_Signed', { data: [{ id: process, signature: 'AAAA' }] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("'va_id'是必要參數");
    await expectUnchanged();
  });

  it('the frozen content cannot be saved meanwhile', async () => {
    const refused = await save({ ...LOG, workerCount: 1 });
    expect(refused.status).toBe(409);
    await expectUnchanged();
  });
});
