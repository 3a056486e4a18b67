import {
  createDatabase,
  DEMO_PASSWORD,
  runMigrations,
  seedDemoAccounts,
  seedDemoClassrooms,
  seedDemoConsent,
  seedDemoData,
  seedDemoReviews,
} from '@app/db';
import type { AppConfig } from '@app/config';
import { PasswordService } from '@app/identity';

export type SetupConfig = Pick<AppConfig, 'env' | 'database' | 'paths'>;

/**
 * Migrations, then the seed of an empty database. Production gets only the starter catalogue (fields, careers,
 * the certification course): nothing invented. The made-up reviews, the demo accounts (one known password), their
 * school and its classrooms are for the embedded default (`npm start`) and tests.
 */
export async function setupDatabase(config: SetupConfig, log: (line: string) => void = console.log): Promise<void> {
  await runMigrations(config.database.url, config.paths.migrationsDir);
  const { db, pool } = createDatabase(config.database.url, 2);
  try {
    const { seeded } = await seedDemoData(db);
    log(seeded ? 'Database migrated and seeded with the starter catalogue' : 'Database migrated (existing data kept)');
    if (config.env === 'production') return;
    if (await seedDemoReviews(db)) log('Demo reviews of the certification course added (made up; not in production)');
    const created = await seedDemoAccounts(db, await new PasswordService().hash(DEMO_PASSWORD));
    if (created) log(`Demo accounts created (${created}); password ${DEMO_PASSWORD}, see README`);
    if (await seedDemoClassrooms(db)) log('Demo classrooms created for the campus demo student');
    if (await seedDemoConsent(db))
      log("Demo consent recorded: the demo parent's for the demo student, the demo school's agreement");
  } finally {
    await pool.end();
  }
}
