import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/domain/access/session-user';
import type { NoteRecord, NoteSummary } from '../../../src/domain/admin/admin-records';
import type { PageOf } from '../../../src/domain/admin/list-defaults';
import { NOTE_ALLOWED_ATTRIBUTES, NOTE_ALLOWED_SCHEMES, NOTE_ALLOWED_TAGS } from '../../../src/domain/admin/note-html-policy';
import { personalNotes } from '../../../src/server/db/schema';
import { callApi, signInAs } from '../support/call-api';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { demoIds, expectOk, expectRefused, rowCount } from './admin-helpers';
import { XSS_PAYLOADS } from './xss-payloads';

let server: TestServer;
let agency: SessionUser;
let supervisor: SessionUser;

beforeAll(async () => {
  server = await startTestServer();
  agency = await signInAs(server, 'agency');
  supervisor = await signInAs(server, 'supervisor');
});
afterAll(async () => {
  await server?.close();
});

const create = (user: SessionUser, title: string, html: string) =>
  callApi<NoteRecord>(server, 'POST', 'Member/Create_Personal_Notebook', { title, html_content: html, auth_id: user.userID }, user.token);

/** Every tag of sanitised HTML: its name and attributes (sanitize-html writes quoted attributes). */
function tagsOf(html: string): { name: string; attrs: Record<string, string> }[] {
  const out: { name: string; attrs: Record<string, string> }[] = [];
  for (const m of html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const attrs: Record<string, string> = {};
    for (const a of m[2]!.matchAll(/([^\s=>]+)(?:="([^"]*)")?/g)) attrs[a[1]!.toLowerCase()] = a[2] ?? '';
    out.push({ name: m[1]!.toLowerCase(), attrs });
  }
  return out;
}

describe('Member/Create_Personal_Notebook and the sanitiser', () => {
  it('keeps the rich-text markup and strips the byte-order mark', async () => {
    const note = expectOk(await create(agency, '\uFEFF會議記錄', '<h2>\uFEFF議程</h2><p><strong>粗體</strong><em>斜體</em></p><ul><li>一</li></ul><a href="https://example.gov.tw/" target="_blank">連結</a>'));
    expect(note.title).toBe('會議記錄');
    expect(note.html_content).toBe('<h2>議程</h2><p><strong>粗體</strong><em>斜體</em></p><ul><li>一</li></ul><a href="https://example.gov.tw/" target="_blank" rel="noopener noreferrer nofollow">連結</a>');
  });

  it(`stores none of ${XSS_PAYLOADS.length} OWASP filter-evasion payloads in an executable form`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    for (const payload of XSS_PAYLOADS) {
      const note = expectOk(await create(agency, 'xss', payload));
      const html = note.html_content;
      for (const tag of tagsOf(html)) {
        expect(NOTE_ALLOWED_TAGS, `${payload} → ${html}`).toContain(tag.name);
        for (const [name, value] of Object.entries(tag.attrs)) {
          expect([...(NOTE_ALLOWED_ATTRIBUTES[tag.name] ?? [])], `${payload} → ${html}`).toContain(name);
          if (name === 'href') expect(NOTE_ALLOWED_SCHEMES, `${payload} → ${html}`).toContain(new URL(value).protocol.replace(':', ''));
        }
      }
      expect(html, payload).not.toMatch(/<script|<style|<iframe|<object|<embed|<svg|<math|<meta|<link|<base|<form|\son\w+=|style=/i);
      const [row] = await server.database.db.select().from(personalNotes).where(eq(personalNotes.noteId, note.note_id));
      expect(row!.htmlContent).toBe(html);
    }
  });

  it('refuses missing fields, wrong types, someone else’s auth_id and a caller without code 82', async () => {
    const before = await rowCount(server, personalNotes);
    expectRefused(await callApi(server, 'POST', 'Member/Create_Personal_Notebook', { auth_id: agency.userID }, agency.token), 400, 'html_content、title以上欄位為必傳!!');
    expectRefused(await callApi(server, 'POST', 'Member/Create_Personal_Notebook', { title: 't', html_content: 1, auth_id: agency.userID }, agency.token), 400, "'html_content'型別必須為string");
    expectRefused(await callApi(server, 'POST', 'Member/Create_Personal_Notebook', { title: '   ', html_content: '', auth_id: agency.userID }, agency.token), 400, "'title'是必要參數");
    expectRefused(await callApi(server, 'POST', 'Member/Create_Personal_Notebook', { title: 'x'.repeat(101), html_content: '', auth_id: agency.userID }, agency.token), 400, /字串限制在1~100/);
    expectRefused(await create({ ...agency, userID: supervisor.userID }, 't', ''), 403);
    const ids = await demoIds(server);
    const admin = await signInAs(server, 'admin');
    const title = expectOk(await callApi<{ id: number }>(server, 'POST', 'Group/Add_Department_Sub', { dep_id: ids.dep('土木工程科'), preview_name: '無記事本', preview: [80] }, admin.token));
    expectOk(await callApi(server, 'POST', 'Member/Add_User', { account: 'nonotes', authword: 'Start1234', dac_id: title.id, cname: '無記事', tel: [], authnum: '', email: 'nonotes@pwd.example.gov.tw', basefrom: 'GOV' }, admin.token));
    const plain = await signInAs(server, 'nonotes', 'Start1234');
    expectRefused(await create(plain, 't', ''), 403, '您沒有此功能的權限');
    expectRefused(await callApi(server, 'POST', 'Member/Search_Personal_Notebook', { auth_id: plain.userID }, plain.token), 403);
    expect(await rowCount(server, personalNotes)).toBe(before);
  });
});

describe('Member/Search_Personal_Notebook and _Detail', () => {
  it('lists only the caller’s own notes, ten per page, newest first, and drops empty filters', async () => {
    for (let i = 1; i <= 11; i += 1) expectOk(await create(supervisor, `巡查紀錄 ${i}`, `<p>第 ${i} 次巡查：<strong>鋼筋</strong></p>`));
    const page1 = expectOk(await callApi<PageOf<NoteSummary>>(server, 'POST', 'Member/Search_Personal_Notebook', { auth_id: supervisor.userID, page: 1, keyword: '', date_range_start: '', date_range_end: null }, supervisor.token));
    expect(page1).toMatchObject({ total: 11, totalPages: 2 });
    expect(page1.list).toHaveLength(10);
    expect(page1.list[0]!.title).toBe('巡查紀錄 11');
    expect(page1.list.every((n) => n.auth_id === supervisor.userID)).toBe(true);
    expect(page1.list[0]).not.toHaveProperty('html_content');
    const page2 = expectOk(await callApi<PageOf<NoteSummary>>(server, 'POST', 'Member/Search_Personal_Notebook', { auth_id: supervisor.userID, page: 2 }, supervisor.token));
    expect(page2.list.map((n) => n.title)).toEqual(['巡查紀錄 1']);
  });

  it('filters by keyword over title and text (not markup) and by the day written', async () => {
    const search = (body: Record<string, unknown>) =>
      callApi<PageOf<NoteSummary>>(server, 'POST', 'Member/Search_Personal_Notebook', { auth_id: supervisor.userID, ...body }, supervisor.token);
    expect(expectOk(await search({ keyword: '巡查紀錄 1' })).total).toBe(3);
    expect(expectOk(await search({ keyword: '鋼筋' })).total).toBe(11);
    expect(expectOk(await search({ keyword: 'strong' })).total).toBe(0);
    expect(expectOk(await search({ keyword: '100%' })).total).toBe(0);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Taipei' });
    expect(expectOk(await search({ date_range_start: today, date_range_end: today })).total).toBe(11);
    expect(expectOk(await search({ date_range_start: '2000-01-01', date_range_end: '2000-12-31' })).total).toBe(0);
    expectRefused(await search({ date_range_start: '2026-05-02', date_range_end: '2026-05-01' }), 400, '結束日期不可早於開始日期');
    expectRefused(await search({ date_range_start: '2026-02-30' }), 400, "'date_range_start'格式不符合");
    expectRefused(await search({ page: 'x' }), 400, "'page'型別必須為integer");
    expectRefused(await callApi(server, 'POST', 'Member/Search_Personal_Notebook', {}, supervisor.token), 400, "'auth_id'是必要參數");
    expectRefused(await callApi(server, 'POST', 'Member/Search_Personal_Notebook', { auth_id: agency.userID }, supervisor.token), 403, '僅能查詢自己的記事');
  });

  it('answers the detail of an own note and hides other people’s', async () => {
    const note = expectOk(await create(agency, '私人', '<p>只有我看得到</p>'));
    expect(expectOk(await callApi<NoteRecord>(server, 'POST', 'Member/Search_Personal_Notebook_Detail', { note_id: note.note_id }, agency.token)).html_content).toBe('<p>只有我看得到</p>');
    expectRefused(await callApi(server, 'POST', 'Member/Search_Personal_Notebook_Detail', { note_id: note.note_id }, supervisor.token), 404, '查無此記事');
    expectRefused(await callApi(server, 'POST', 'Member/Search_Personal_Notebook_Detail', { note_id: '1' }, agency.token), 400, "'note_id'型別必須為integer");
  });
});

describe('Member/Edit_Personal_Notebook and Delete_Personal_Notebook', () => {
  it('edits an own note, stripping the byte-order mark and sanitising again', async () => {
    const note = expectOk(await create(agency, '草稿', '<p>v1</p>'));
    const edited = expectOk(
      await callApi<NoteRecord>(server, 'POST', 'Member/Edit_Personal_Notebook', { note_id: note.note_id, auth_id: agency.userID, title: '定稿\uFEFF', html_content: '\uFEFF<p>v2<img src=x onerror=alert(1)></p>' }, agency.token),
    );
    expect(edited).toMatchObject({ title: '定稿', html_content: '<p>v2</p>' });
    expectRefused(await callApi(server, 'POST', 'Member/Edit_Personal_Notebook', { note_id: note.note_id, auth_id: supervisor.userID, title: 'x', html_content: '' }, supervisor.token), 404);
    expectRefused(await callApi(server, 'POST', 'Member/Edit_Personal_Notebook', { auth_id: agency.userID, title: 'x', html_content: '' }, agency.token), 400, "'note_id'是必要參數");
    const [row] = await server.database.db.select().from(personalNotes).where(eq(personalNotes.noteId, note.note_id));
    expect(row!.title).toBe('定稿');
  });

  it('deletes a list of own notes, all or none', async () => {
    const a = expectOk(await create(agency, 'a', ''));
    const b = expectOk(await create(agency, 'b', ''));
    const foreign = expectOk(await create(supervisor, 'c', ''));
    const before = await rowCount(server, personalNotes);
    expectRefused(await callApi(server, 'POST', 'Member/Delete_Personal_Notebook', { note_id: [a.note_id, foreign.note_id] }, agency.token), 404);
    expectRefused(await callApi(server, 'POST', 'Member/Delete_Personal_Notebook', { note_id: a.note_id }, agency.token), 400, "'note_id'型別必須為array");
    expectRefused(await callApi(server, 'POST', 'Member/Delete_Personal_Notebook', { note_id: [] }, agency.token), 400);
    expectRefused(await callApi(server, 'POST', 'Member/Delete_Personal_Notebook', {}, agency.token), 400, "'note_id'是必要參數");
    expect(await rowCount(server, personalNotes)).toBe(before);
    expect(expectOk(await callApi<{ deleted: number }>(server, 'POST', 'Member/Delete_Personal_Notebook', { note_id: [a.note_id, b.note_id] }, agency.token)).deleted).toBe(2);
    expect(await rowCount(server, personalNotes)).toBe(before - 2);
  });
});
