/** Helpers for step API tests: the demo projects and status shortcuts. */
import { projects } from '../../../src/server/db/schema';
import { callApi } from '../support/call-api';
import type { TestServer } from '../support/start-test-server';

/** Id of a demo project by (part of) its name. */
export async function demoProjectId(server: TestServer, name: string): Promise<number> {
  const rows = await server.database.db.select({ id: projects.id, name: projects.projName }).from(projects);
  const row = rows.find((r) => r.name.includes(name));
  if (!row) throw new Error(`no demo project named ${name}`);
  return row.id;
}

/** Sets a step's status through the API and answers the HTTP status. */
export async function setStatus(server: TestServer, token: string, projId: number, stpId: string, checkResult: string) {
  return callApi(server, 'POST', 'BFB/Change_status', { stp_id: stpId, proj_id: projId, checkResult }, token);
}

