import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BullBoardFastifyAdapter } from '@bull-board/fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuditService } from '@app/admin-kit';
import { canAccess } from '@app/contracts';
import { DB, type Database } from '@app/db';
import { AccessTokenResolver, QUEUES_BOARD_PATH, SessionCookies, tokenFrom } from '@app/identity';
import { QueueRegistry } from '@app/queue';

const SIGN_IN_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Queues</title></head>
<body style="font-family:sans-serif;margin:3rem"><h1>Queues</h1><p>Open the queues from the staff console
(<a href="/admin/">/admin/</a>) as an admin.</p></body></html>`;

/**
 * The audit log's action of a board write, one word an admin can filter on: `retry` for any retry (one job or all
 * failed), else the path's last word (`promote`, `clean`, `pause`, ...).
 */
function boardAction(url: string): string {
  const path = url.split('?')[0];
  return /\/retry(\/|$)/.test(path) ? 'retry' : (path.split('/').filter(Boolean).at(-1) ?? 'change');
}

/**
 * bull-board at /admin/queues, for admins only: every queue of the job catalogue, with retrying failed jobs.
 * A request gets in with an admin's Authorization header (scripts, curl) or with the cookie the console sets
 * just before opening the board (QueuesBoardSessionController). Reading needs the table's `queues: list`,
 * changing a job (retry, clean, promote) `queues: edit`; each change is written to the audit log.
 */
export async function registerQueuesBoard(app: NestFastifyApplication): Promise<void> {
  const resolver = app.get(AccessTokenResolver);
  const cookies = app.get(SessionCookies);
  const audit = app.get(AuditService);
  const db = app.get<Database>(DB);
  const board = new BullBoardFastifyAdapter();
  createBullBoard({
    queues: app
      .get(QueueRegistry)
      .all()
      .map((queue) => new BullMQAdapter(queue)),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'Queues' } },
  });
  board.setBasePath(QUEUES_BOARD_PATH);

  await app
    .getHttpAdapter()
    .getInstance()
    .register(async (scope) => {
      scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
        const principal = await resolver.resolve(tokenFrom(request.headers) ?? cookies.queuesBoard(request));
        const reading = request.method === 'GET' || request.method === 'HEAD';
        const role = principal?.user.role;
        if (canAccess(role, 'queues', reading ? 'list' : 'edit')) {
          (request as FastifyRequest & { boardUser?: typeof principal }).boardUser = principal;
          return;
        }
        const status = principal ? 403 : 401;
        const wantsPage = reading && /text\/html/.test(String(request.headers.accept ?? ''));
        if (wantsPage) return reply.code(status).type('text/html; charset=utf-8').send(SIGN_IN_PAGE);
        return reply.code(status).send({
          statusCode: status,
          code: principal ? 'FORBIDDEN' : 'UNAUTHORIZED',
          message: principal ? 'You do not have access to this.' : 'Please sign in.',
        });
      });
      // The write is recorded before its answer leaves (onSend, not onResponse): whoever sees the 2xx, the console or
      // a test reading the log at once, finds its row. The board's write is in Redis, not PostgreSQL, so the row
      // follows it rather than sharing a transaction.
      scope.addHook('onSend', async (request, reply, payload) => {
        const user = (
          request as FastifyRequest & { boardUser?: { user: { id: string; username: string; role: string } } }
        ).boardUser?.user;
        if (user && request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
          await audit.record(
            db,
            { userId: user.id, username: user.username, role: user.role, ip: request.ip, schoolId: null },
            {
              action: boardAction(request.url),
              resource: 'queues',
              resourceId: request.url.slice(QUEUES_BOARD_PATH.length),
              before: null,
              after: { method: request.method, url: request.url },
            },
          );
        // bull-board's page links Google's fonts: the site's policy allows only its own styles, and no third party
        // should learn who opens the board. Without the link the page keeps its fallback fonts.
        return typeof payload === 'string' && /^text\/html/.test(String(reply.getHeader('content-type')))
          ? payload.replace(/<link[^>]*fonts\.googleapis\.com[^>]*>/g, '')
          : payload;
      });
      await scope.register(board.registerPlugin(), { prefix: QUEUES_BOARD_PATH });
    });
}
