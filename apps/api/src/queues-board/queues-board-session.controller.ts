import { HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiZodResponse } from '@app/common';
import { type MessageResponse, messageResponseSchema } from '@app/contracts';
import { ApiOperation } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminAction, AdminController } from '@app/admin-kit';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { SessionCookies, tokenFrom } from '@app/identity';

/**
 * The console's way into bull-board: it posts here with its access token, and the board's tab, opened next,
 * carries the same token as an HttpOnly cookie scoped to /admin/queues. Admins only (the table's `queues`).
 */
@AdminController('queues')
export class QueuesBoardSessionController {
  constructor(
    private readonly cookies: SessionCookies,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('session')
  @HttpCode(200)
  @AdminAction('list')
  @ApiOperation({ summary: 'Lets this browser open the queues board at /admin/queues for as long as the token lives' })
  @ApiZodResponse(200, messageResponseSchema, 'The board cookie is set')
  open(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): MessageResponse {
    this.cookies.setQueuesBoard(reply, tokenFrom(request.headers)!, this.config.auth.accessTokenTtlSec);
    return { message: 'The queues board is open in this browser' };
  }
}
