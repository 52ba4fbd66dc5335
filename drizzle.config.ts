import { defineConfig } from 'drizzle-kit';

/** drizzle-kit reads the schema and writes SQL migrations into migrations/ (committed). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/*.ts',
  out: './migrations',
});
