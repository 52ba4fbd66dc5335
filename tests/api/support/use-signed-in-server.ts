/**
 * The usual frame of an API test file: one fresh server for the file, a demo account signed in, the
 * server closed afterwards. `receive` gets both before the first test (and may look up more, such as a
 * demo project).
 */
import { afterAll, beforeAll } from 'vitest';
import type { SessionUser } from '../../../src/domain/access/session-user';
import { signInAs } from './call-api';
import { startTestServer, type TestServer } from './start-test-server';

/** Starts the server and signs `account` in before the file's tests; closes the server after them. */
export function useSignedInServer(account: string, receive: (server: TestServer, user: SessionUser) => void | Promise<void>): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    await receive(server, await signInAs(server, account));
  });
  afterAll(async () => {
    await server?.close();
  });
}
