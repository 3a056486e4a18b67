import type { FastifyInstance } from 'fastify';
import { ROSTER_MAX_BYTES, ROSTER_MESSAGES } from '@app/contracts';

/** The one route that takes a text/csv body. */
export const ROSTER_IMPORT_ROUTE = '/api/admin/students/import';

const httpError = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

/**
 * The parser of `text/csv` bodies: the bytes as they came (the route checks they are UTF-8), at most
 * ROSTER_MAX_BYTES (more is a 413, counted as the body arrives, so a bigger file is never held whole). Any other
 * route refuses a CSV body with 415, and a call without a token 401, before reading it; the app's 256 kB limit
 * for JSON stays as it is. (Fastify parses a body before Nest's guards run: the token itself is checked after.)
 */
export function registerCsvBodyParser(fastify: FastifyInstance): void {
  fastify.addContentTypeParser('text/csv', (request, payload, done) => {
    if (request.routeOptions.url !== ROSTER_IMPORT_ROUTE) {
      done(httpError(415, ROSTER_MESSAGES.notCsv), undefined);
      return;
    }
    // A caller without a token is refused by the route's guard anyway: its file is not read first.
    if (!request.headers.authorization) {
      done(httpError(401, 'Please log in to continue.'), undefined);
      return;
    }
    const tooLarge = () => httpError(413, ROSTER_MESSAGES.tooLarge);
    if (Number(request.headers['content-length']) > ROSTER_MAX_BYTES) {
      done(tooLarge(), undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (error: Error | null, body?: Buffer) => {
      if (settled) return;
      settled = true;
      done(error, body);
    };
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > ROSTER_MAX_BYTES) {
        chunks.length = 0;
        settle(tooLarge());
        payload.resume();
        return;
      }
      if (!settled) chunks.push(chunk);
    });
    payload.on('end', () => settle(null, Buffer.concat(chunks)));
    payload.on('error', (error) => settle(error));
  });
}
