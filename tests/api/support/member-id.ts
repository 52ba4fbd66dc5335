/** Looks demo members up straight in a test server's database. */
import { eq } from 'drizzle-orm';
import { members } from '../../../src/server/db/schema';
import type { TestServer } from './start-test-server';

/** Member id of a demo account. */
export async function memberId(server: TestServer, account: string): Promise<number> {
  const [row] = await server.database.db.select({ id: members.id }).from(members).where(eq(members.account, account));
  if (!row) throw new Error(`no member ${account}`);
  return row.id;
}
