import { loadConfig } from '@app/config';
import { setupDatabase } from './database-setup.js';

/** `npm start`, the browser tests and the migrate step of docker-compose run this before the api and worker. */
setupDatabase(loadConfig(process.env)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
