// Test helper: a fake of the catalogue and step-editor calls behind `fetch`, holding versions and
// publications in memory and checking drafts with the editor's own check, so the screens can be driven
// end to end in happy-dom.
import { vi } from 'vitest';
import { checkEditorDraft, type DraftFault } from '../../../../../src/domain/step-editor/check-editor-draft';
import { formatStepDefinitionFile } from '../../../../../src/domain/step-editor/step-definition-file';
import { diffStepDefinitions } from '../../../../../src/domain/steps/diff-step-definitions';
import type { StepDefinition } from '../../../../../src/domain/steps/step-definition';
import { toComponentName } from '../../../../../src/domain/steps/step-route-name';
import { readCatalogue } from '../../../domain/steps/catalogue-files';

/** One recorded call. */
export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
}

/** The fake's state and controls. */
export interface FakeEditorServer {
  /** Stored versions by step id, oldest first. */
  versions: Map<string, Record<string, unknown>[]>;
  current: Map<string, number>;
  publications: { stpId: string; version: number; note: string }[];
  /** Faults the server adds to its own check (the cross-catalogue ones the browser cannot see). */
  extraFaults: DraftFault[];
  impact: { total: number; affected: number; samples: { key: string; reasons: string[]; fields: string[] }[] };
  calls: FakeCall[];
  callsTo: (path: string) => FakeCall[];
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown, message?: string) => json(200, { status: 'success', message, data });

/** Installs the fake on global fetch; restore with vi.unstubAllGlobals(). */
export function installFakeEditorServer(): FakeEditorServer {
  const catalogue = readCatalogue();
  const server: FakeEditorServer = {
    versions: new Map(catalogue.map((d) => [d.id, [d as unknown as Record<string, unknown>]])),
    current: new Map(catalogue.map((d) => [d.id, 1])),
    publications: [],
    extraFaults: [],
    impact: { total: 0, affected: 0, samples: [] },
    calls: [],
    callsTo: (path) => server.calls.filter((c) => c.path === path),
  };
  const ids = () => [...server.current.keys()];
  const check = (definition: unknown) => [...checkEditorDraft(definition, ids()), ...server.extraFaults];
  const currentOf = (id: string) => server.versions.get(id)![server.current.get(id)! - 1] as unknown as StepDefinition;

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = decodeURIComponent(url.pathname.replace('/TP_PROJECT_SV/api/v1/', ''));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    server.calls.push({ method: init?.method ?? 'GET', path, query: url.searchParams, body });
    const [service, call, id = ''] = path.split('/');
    if (service !== 'STP') return json(404, { status: 'error', message: '找不到此功能' });
    switch (call) {
      case 'Get_Step_Catalogue':
        return ok(
          ids().map((stepId) => {
            const d = currentOf(stepId);
            return { id: d.id, title: d.title, phase: d.phase, menuGroup: d.menuGroup ?? null, version: d.version, componentName: toComponentName(d.id), permissions: d.permissions, canEdit: true };
          }),
        );
      case 'Get_Step_Versions': {
        const list = server.versions.get(id) ?? [];
        return ok({
          versions: list
            .map((d, index) => ({ version: index + 1, source: index === 0 ? 'catalogue' : 'editor', title: d.title, createdAt: '2026-11-21T06:05:00.000Z', createdBy: index === 0 ? null : '王系統', isCurrent: server.current.get(id) === index + 1 }))
            .reverse(),
          publications: server.publications.filter((p) => p.stpId === id).map((p) => ({ ...p, publishedAt: '2026-11-21T07:00:00.000Z', publishedBy: '王系統' })).reverse(),
        });
      }
      case 'Export_Step_Definition': {
        const version = Number(url.searchParams.get('version') ?? server.current.get(id));
        const definition = server.versions.get(id)?.[version - 1];
        if (!definition) return json(404, { status: 'error', message: `查無步驟 ${id}` });
        return new Response(formatStepDefinitionFile(definition), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      case 'Check_Step_Draft':
        return ok({ faults: check(body!.definition).map((f) => ({ file: 'x.json', ...f })) });
      case 'Save_Step_Draft': {
        const definition = body!.definition as Record<string, unknown>;
        const stepId = String(definition.id);
        const list = server.versions.get(stepId) ?? [];
        const version = list.length + 1;
        list.push({ ...definition, version });
        server.versions.set(stepId, list);
        return ok({ stp_id: stepId, version, faults: check(definition) }, '已儲存草稿');
      }
      case 'Publish_Step_Version':
        server.current.set(String(body!.stp_id), Number(body!.version));
        server.publications.push({ stpId: String(body!.stp_id), version: Number(body!.version), note: String(body!.note) });
        return ok({ stp_id: body!.stp_id, version: body!.version });
      case 'Check_Step_Impact':
        return ok(server.impact);
      case 'Compare_Step_Versions': {
        const list = server.versions.get(id)!;
        const a = list[Number(url.searchParams.get('a')) - 1];
        const b = list[Number(url.searchParams.get('b')) - 1];
        return ok({ changes: diffStepDefinitions({ ...a, version: 0 }, { ...b, version: 0 }) });
      }
      default:
        return json(404, { status: 'error', message: '找不到此功能' });
    }
  });
  return server;
}
