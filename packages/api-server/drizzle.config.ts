// drizzle-kit (`npm run db:generate`): migrations are generated from the tables of every domain (each
// src/<domain>/schema.ts, listed in src/tables.ts) into src/db/migrations (SQL + meta/ snapshots);
// src/db/migrate.ts applies them.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/tables.ts',
  out: './src/db/migrations',
});
