import type { FastifyInstance } from 'fastify';

/** The credentials sheet's route: its JSON body may be larger than the app's 256 kB. */
export const CREDENTIALS_SHEET_ROUTE = '/api/admin/students/credentials-sheet';
/** 5,000 students of `{ userId, password }` are about 450 kB of JSON. */
const CREDENTIALS_SHEET_BODY_LIMIT = 1024 * 1024;

/**
 * Raises the body limit of that one route; every other keeps the app's 256 kB. An onRoute hook, so it must be
 * registered before Nest registers its routes (at init).
 */
export function registerCredentialsSheetBodyLimit(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    if (route.url === CREDENTIALS_SHEET_ROUTE) route.bodyLimit = CREDENTIALS_SHEET_BODY_LIMIT;
  });
}
