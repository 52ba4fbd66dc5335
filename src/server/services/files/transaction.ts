/** The transaction handle Drizzle passes to `db.transaction`, for services that take part in one. */
import type { Database } from '../../db/connect-database';

/** A transaction over the same schema as the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
