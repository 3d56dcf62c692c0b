// drizzle-kit (`npm run db:generate`): migrations are generated from src/db/schema.ts, the one description
// of the database, into src/db/migrations (SQL + meta/ snapshots); src/db/migrate.ts applies them.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
