export * from './schema/index.js';
export * from './database.js';
export * from './database.module.js';
export * from './migrate.js';
export * from './seed/seed-demo.js';
export * from './seed/seed-bench.js';
export * from './seed/seed-accounts.js';
export * from './seed/seed-classrooms.js';
