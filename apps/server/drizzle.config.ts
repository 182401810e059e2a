import { defineConfig } from 'drizzle-kit';

// One schema and one set of migrations serve both PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
