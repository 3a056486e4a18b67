import { createDatabase, runMigrations, seedBenchCatalogue, seedDemoData } from '@app/db';
import { loadConfig } from '@app/config';

/** `npm run bench:seed`: migrate, seed the demo data if empty, and load the 10,000-career bench catalogue. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  await runMigrations(config.database.url, config.paths.migrationsDir);
  const { db, pool } = createDatabase(config.database.url, 2);
  try {
    await seedDemoData(db);
    const started = Date.now();
    const { added, total } = await seedBenchCatalogue(db);
    console.log(`Bench catalogue: ${added} careers added in ${Date.now() - started} ms; ${total} careers in all`);
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
