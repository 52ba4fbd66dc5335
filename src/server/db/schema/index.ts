/**
 * The database schema (Drizzle, PostgreSQL dialect), one file per area. The same committed migrations run
 * on PGlite and on a PostgreSQL server. Money columns are numeric, never float.
 */
export * from './member-tables';
export * from './step-tables';
export * from './admin-tables';
export * from './project-tables';
export * from './file-tables';
export * from './budget-tables';
export * from './signoff-tables';
export * from './certificate-tables';
export * from './sso-tables';
export * from './air-tables';
