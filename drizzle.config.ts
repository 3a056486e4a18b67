import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema in libs/db; `npm run db:generate` after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './libs/db/src/schema/*.ts',
  out: process.env.DRIZZLE_OUT ?? './libs/db/migrations',
});
