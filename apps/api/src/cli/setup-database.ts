import {
  createDatabase,
  DEMO_PASSWORD,
  runMigrations,
  seedDemoAccounts,
  seedDemoClassrooms,
  seedDemoData,
} from '@app/db';
import { loadConfig } from '@app/config';
import { PasswordService } from '@app/identity';

/** `npm start` runs this before the api and worker: apply migrations, seed an empty database. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  await runMigrations(config.database.url, config.paths.migrationsDir);
  const { db, pool } = createDatabase(config.database.url, 2);
  try {
    const { seeded } = await seedDemoData(db);
    console.log(
      seeded ? 'Database migrated and seeded with the demo catalogue' : 'Database migrated (existing data kept)',
    );
    // Demo accounts share a known password: never in production.
    if (config.env !== 'production') {
      const created = await seedDemoAccounts(db, await new PasswordService().hash(DEMO_PASSWORD));
      if (created) console.log(`Demo accounts created (${created}); password ${DEMO_PASSWORD}, see README`);
      if (await seedDemoClassrooms(db)) console.log('Demo classrooms created for the campus demo student');
    }
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
