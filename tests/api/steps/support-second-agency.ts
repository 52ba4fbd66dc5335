/** A second agency clerk with the demo clerk's job title and groups, so two people can edit the same step. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SessionUser } from '../../../src/domain/access/session-user';
import { groupMembers, members } from '../../../src/server/db/schema';
import { callApi, signInAs } from '../support/call-api';
import type { TestServer } from '../support/start-test-server';

const PASSWORD = 'Second-Clerk2026x';

/** Adds (as the demo administrator) and signs in an agency user like the demo clerk; answers the session. */
export async function addSecondAgencyUser(server: TestServer, account: string, cname: string): Promise<SessionUser> {
  const admin = await signInAs(server, 'admin');
  const [clerk] = await server.database.db.select({ id: members.id, dacId: members.dacId }).from(members).where(eq(members.account, 'agency'));
  const groups = await server.database.db.select({ id: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.memberId, clerk!.id));
  const body = {
    account,
    authword: PASSWORD,
    dac_id: clerk!.dacId,
    cname,
    tel: ['02-2960-3456'],
    authnum: 'N100',
    email: `${account}@agency.example.gov.tw`,
    basefrom: 'GOV',
    group_ids: groups.map((g) => g.id),
  };
  const added = await callApi(server, 'POST', 'Member/Add_User', body, admin.token);
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return signInAs(server, account, PASSWORD);
}
