// Test helper: a fake of the step calls behind `fetch`, holding statuses and data in memory and applying
// the same rule function as the server, so the page's dialogs can be driven end to end in happy-dom.
import { vi } from 'vitest';
import { decideStepAccess } from '../../../../../src/domain/steps/decide-step-access';
import type { StepDefinition } from '../../../../../src/domain/steps/step-definition';
import { toComponentName } from '../../../../../src/domain/steps/step-route-name';
import { parseCheckResult, toCheckResult, type StepState } from '../../../../../src/domain/steps/step-status';
import { readCatalogue } from '../../../domain/steps/catalogue-files';

/** One recorded call. */
export interface FakeCall {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

/** An answer the test forces for a path: status and envelope. */
export interface ForcedAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** The fake server's state and controls. */
export interface FakeStepServer {
  statuses: Record<string, StepState>;
  data: Record<string, { data: Record<string, unknown>; definitionVersion: number; version?: number }>;
  calls: FakeCall[];
  /** Stored files by step id (only fileTo matters to the page). */
  files: Record<string, { id: number; fileTo: string; filename: string }[]>;
  /** Older definition versions by `${id}@${version}`. */
  versions: Map<string, StepDefinition>;
  /** Forces the next answer of a path (e.g. 'STP/Save_Step_Data'). */
  force: (path: string, answer: ForcedAnswer) => void;
  callsTo: (path: string) => FakeCall[];
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown, message?: string) => json(200, { status: 'success', message, data });

/** Installs the fake on global fetch for project 1 ('中正區人行道改善工程'); restore with vi.unstubAllGlobals(). */
export function installFakeStepServer(): FakeStepServer {
  const catalogue = readCatalogue();
  const forced = new Map<string, ForcedAnswer[]>();
  const server: FakeStepServer = {
    statuses: {},
    data: {},
    files: {},
    calls: [],
    versions: new Map(),
    force: (path, answer) => forced.set(path, [...(forced.get(path) ?? []), answer]),
    callsTo: (path) => server.calls.filter((c) => c.path === path),
  };
  const definitionOf = (id: string) => catalogue.find((d) => d.id === id)!;

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = decodeURIComponent(url.pathname.replace('/TP_PROJECT_SV/api/v1/', ''));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    server.calls.push({ method: init?.method ?? 'GET', path, body });
    const queue = forced.get(path);
    const answer = queue?.shift();
    if (answer) return json(answer.status, answer.body);

    if (path === 'STP/Get_Step_Catalogue') {
      return ok(catalogue.map((d) => ({ id: d.id, title: d.title, phase: d.phase, menuGroup: d.menuGroup ?? null, page: d.page ?? null, version: d.version, componentName: toComponentName(d.id), permissions: d.permissions, canEdit: true })));
    }
    if (path.startsWith('STP/Get_Step_Definition/')) {
      const id = path.split('/')[2]!;
      const version = url.searchParams.get('version');
      return ok(version ? server.versions.get(`${id}@${version}`) : definitionOf(id));
    }
    if (path === 'STP/Get_Step_Data') {
      const stored = server.data[String(body?.stp_id)];
      return ok({ data: stored?.data ?? {}, definitionVersion: stored?.definitionVersion ?? null, updatedAt: stored ? '2026-11-21T06:05:00.000Z' : null, version: stored ? (stored.version ?? 1) : 0 });
    }
    if (path === 'STP/Save_Step_Data') {
      const id = String(body?.stp_id);
      const definition = definitionOf(id);
      const version = (server.data[id] ? (server.data[id].version ?? 1) : 0) + 1;
      server.data[id] = { data: body?.data as Record<string, unknown>, definitionVersion: definition.version, version };
      if (!server.statuses[id]) server.statuses[id] = 1;
      return ok({ definitionVersion: definition.version, incomplete: [], state: server.statuses[id], version }, '已儲存');
    }
    if (path.startsWith('BFB/get_proj_status/')) {
      const ids = path.split('/')[2]!.split(',');
      return ok(ids.map((id) => ({ stp_id: id, checkResult: toCheckResult(server.statuses[id] ?? 0), state: server.statuses[id] ?? 0 })));
    }
    if (path === 'BFB/Change_status') {
      const id = String(body?.stp_id);
      const target = parseCheckResult(body?.checkResult);
      const access = decideStepAccess(definitionOf(id).rules, server.statuses, { stepId: id, targetState: target });
      if (!access.canChangeStatus) {
        const type = access.locked ? 'lock' : 'preq';
        const steps = (access.locked ? access.lockedBy : access.unmet).map((s) => ({ id: s, title: definitionOf(s).title }));
        return json(409, { status: 'error', message: '請先完成以下步驟', errors: { type, steps } });
      }
      server.statuses[id] = target;
      return ok({ stp_id: id, state: target }, '已變更辦理狀態');
    }
    if (path.startsWith('BFB/getAllFile/')) return ok(server.files[path.split('/')[2]!] ?? []);
    if (path === 'BGC/Search_PROJECT') {
      return ok({ list: [{ proj_id: 1, proj_name: '中正區人行道改善工程', proj_number: '115-DEMO-1' }], total: 1, page: 1, qtyPerPage: 10, totalPages: 1 });
    }
    if (path === 'BGC/Search_PROJECT_Detail') return ok({ proj_id: 1, proj_name: '中正區人行道改善工程', proj_number: '115-DEMO-1' });
    if (path === 'BFB/GET_STAGE_STATUS') {
      // Like the server: every step of the catalogue, P for those never touched.
      return ok([{ proj_id: 1, statuses: Object.fromEntries(catalogue.map((d) => [d.id, toCheckResult(server.statuses[d.id] ?? 0)])), stages: {} }]);
    }
    return json(404, { status: 'error', message: '找不到此功能' });
  });
  return server;
}
