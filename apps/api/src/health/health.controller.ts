import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import { ApiZodResponse } from '@app/common';
import { healthResponseSchema, type HealthResponse } from '@app/contracts';
import { PG_POOL } from '@app/db';
import { QueueRegistry } from '@app/queue';

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), ms)));
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly queues: QueueRegistry,
  ) {}

  @Get()
  @ApiOperation({ summary: '200 when PostgreSQL and Redis answer, 503 otherwise' })
  @ApiZodResponse(200, healthResponseSchema, 'Both services answer')
  @ApiZodResponse(503, healthResponseSchema, 'A service is down')
  async health(@Res() reply: FastifyReply): Promise<void> {
    const [postgres, redis] = await Promise.all([
      withTimeout(this.pool.query('SELECT 1'), 2000).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      withTimeout(this.queues.ping(), 2000).then(
        (ok) => (ok ? ('up' as const) : ('down' as const)),
        () => 'down' as const,
      ),
    ]);
    const ok = postgres === 'up' && redis === 'up';
    await reply
      .status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE)
      .header('Cache-Control', 'no-store')
      .send({ status: ok ? 'ok' : 'unavailable', postgres, redis } satisfies HealthResponse);
  }
}
