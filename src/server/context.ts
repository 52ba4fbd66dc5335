/** What every service function receives: the database, the settings and the mailer. */
import type { Database } from './db/connect-database';
import type { ServerConfig } from './config';
import type { Mailer } from './mail/create-mailer';

/** Dependencies of the service layer, created once per server. */
export interface ServerContext {
  db: Database;
  config: ServerConfig;
  mailer: Mailer;
}
