/**
 * Every routed call, as the administrator (who passes every permission check and so reaches the deepest
 * code), receives hostile values — ids beyond the integer columns, 1e308, beyond 2^53, NUL characters, 1 MB
 * strings, wrong types, deeply nested JSON — in its body, query string and path. None may answer 5xx.
 */
import { describe, expect, it } from 'vitest';
import { callApi } from '../support/call-api';
import type { TestServer } from '../support/start-test-server';
import { useSignedInServer } from '../support/use-signed-in-server';

let server: TestServer;
let token: string;
useSignedInServer('admin', (started, admin) => {
  server = started;
  token = admin.token;
});

/** Parameter names the calls use (the spec's api-calls.tsv and the plugins' schemas). */
const NAMES = (
  'AccessToken Keyword MEMBER_ID TOKEN account actor_id agms_id amount audit_id auth_id auth_ids authnum authword captcha ' +
  'check_authword class client cname code code_type complete_date contract_end dac_id data date_range_end ' +
  'date_range_start dateline dep_group dep_id dep_level depname deptype detail_data eDate email ename end_date fileName ' +
  'fileSplitCount fileTo fileTotalSize filetype group_id group_ids group_name html_content id id_parent identity index ' +
  'item_id job_id job_name keyword keywords main_id marge_id member_id memo merge_id month new_authword note_id page page_size ' +
  'parent_id plan_name preview preview_name proj_id proj_name proj_number pub qtyPerPage read reason remark roleID ' +
  'root_dep_id root_id sDate send_number serviceType sort stage stage_id start_date state state_describe status stp stp_id ' +
  'system_permission tel title type unit_id uploadKey url va_id worknum year'
).split(' ');

/** What a plausible caller would send: ids that exist nowhere, short words. */
function plausible(name: string): unknown {
  if (/^(id|.*_id|.*ID|page|page_size|qtyPerPage|state|year|month|sort|index|fileSplitCount|fileTotalSize|dep_level|pub|read|class)$/.test(name)) return 999_999;
  if (/_ids$|^system_permission$|^data$|^serviceType$|^tel$/.test(name)) return [];
  if (name === 'stp_id' || name === 'stp') return 'A3.1';
  return 'x';
}

let deep: unknown = 1;
for (let i = 0; i < 120; i += 1) deep = { a: [deep] };

/** Hostile values for the numeric parameters (ids, pages, counts). */
const HOSTILE_NUMBERS: Record<string, unknown> = {
  'int32 + 1': 2147483648,
  'int32 - 1': -2147483649,
  'beyond 2^53': Number.MAX_SAFE_INTEGER + 2,
  '1e308': 1e308,
  'a fraction': 1.5,
  'digits as text': '99999999999',
};
/** Hostile values for the text parameters. */
const HOSTILE_TEXTS: Record<string, unknown> = {
  'NUL': 'a\u0000b',
  '12,000 characters': '字'.repeat(12_000),
  'an emoji and a lone surrogate': '😀\ud800',
};
/** Hostile values for every parameter at once. */
const HOSTILE_ANY: Record<string, unknown> = {
  'wrong type: object': { $gt: 1 },
  'wrong type: array': [null, true, 'x'],
  'wrong type: boolean': true,
  'nested JSON': deep,
};
const ONE_MB = 'x'.repeat(1024 * 1024);
const TEXT_NAMES = NAMES.filter((n) => typeof plausible(n) === 'string');
const PATH_VALUES = ['2147483648', '-1', '1e308', '9007199254740993', '%00', 'x'.repeat(5000), '%E4%B8%AD%00', '0x10'];
const QUERY = `?${NAMES.map((n) => `${n}=2147483648`).join('&')}`;
const NUL_QUERY = `?${NAMES.map((n) => `${n}=a%00b`).join('&')}`;

describe('every routed call under hostile input', () => {
  it('never answers 5xx', async () => {
    const calls = server.app.apiCalls.filter((c) => c.method !== 'HEAD');
    const failures: string[] = [];
    let sent = 0;
    const send = async (method: string, path: string, body: unknown, what: string) => {
      sent += 1;
      const res = await callApi(server, method, path, body, token);
      if (res.status >= 500) failures.push(`${method} ${path.slice(0, 120)} (${what}): ${res.status} ${res.body.message}`);
    };
    const fill = (pick: (name: string) => unknown) => Object.fromEntries(NAMES.map((n) => [n, pick(n)]));
    for (const [index, call] of calls.entries()) {
      const plainPath = call.path.replace(/^\//, '').replace(/:[A-Za-z_]+/g, '999999');
      const hasBody = call.method !== 'GET';
      if (hasBody) {
        // Plausible everywhere but one kind of parameter, so the call gets past its first checks.
        for (const [kind, value] of Object.entries(HOSTILE_NUMBERS)) {
          await send(call.method, plainPath, fill((n) => (typeof plausible(n) === 'number' ? value : plausible(n))), `${kind} in the numeric parameters`);
        }
        for (const [kind, value] of Object.entries(HOSTILE_TEXTS)) {
          await send(call.method, plainPath, fill((n) => (typeof plausible(n) === 'string' ? value : plausible(n))), `${kind} in the text parameters`);
        }
        for (const [kind, value] of Object.entries(HOSTILE_ANY)) await send(call.method, plainPath, fill(() => value), `${kind} in every parameter`);
        const bigOne = TEXT_NAMES[index % TEXT_NAMES.length]!;
        await send(call.method, plainPath, fill((n) => (n === bigOne ? ONE_MB : plausible(n))), `a 1 MB string in ${bigOne}`);
      }
      if (hasBody) {
        await send(call.method, plainPath, [1, 2, 3], 'a JSON array as the body');
        await send(call.method, plainPath, 'text', 'a JSON string as the body');
      }
      await send(call.method, `${plainPath}${QUERY}`, hasBody ? {} : undefined, 'ids out of range in the query');
      await send(call.method, `${plainPath}${NUL_QUERY}`, hasBody ? {} : undefined, 'NUL in the query');
      if (call.path.includes(':')) {
        for (const value of PATH_VALUES) {
          const path = call.path.replace(/^\//, '').replace(/:[A-Za-z_]+/g, value);
          await send(call.method, path, hasBody ? {} : undefined, `path ${value.slice(0, 20)}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(2000);
    expect(failures).toEqual([]);
  }, 600_000);
});
