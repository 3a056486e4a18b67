import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { createDatabase, type DatabaseHandle } from './database.js';

export const DB = Symbol('DB');
export const PG_POOL = Symbol('PG_POOL');
const DB_HANDLE = Symbol('DB_HANDLE');

@Global()
@Module({
  providers: [
    {
      provide: DB_HANDLE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createDatabase(config.database.url, config.database.poolSize),
    },
    { provide: DB, inject: [DB_HANDLE], useFactory: (h: DatabaseHandle) => h.db },
    { provide: PG_POOL, inject: [DB_HANDLE], useFactory: (h: DatabaseHandle) => h.pool },
  ],
  exports: [DB, PG_POOL],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DB_HANDLE) private readonly handle: DatabaseHandle) {}

  async onApplicationShutdown(): Promise<void> {
    await this.handle.pool.end().catch(() => undefined);
  }
}
