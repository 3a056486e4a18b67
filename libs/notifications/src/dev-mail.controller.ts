import { Controller, Get, NotFoundException, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiErrorResponses, ApiZodResponse, zodDto } from '@app/common';
import { devMailResponseSchema } from '@app/contracts';
import { MailRepository } from './mail.repository.js';
import { MailService } from './mail.service.js';

class DevMailQuery extends zodDto(
  z.object({
    to: z.email({ error: 'to must be an e-mail address' }).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  }),
) {}

/** The dev mailbox, for people trying the embedded default and for browser tests. */
@ApiTags('dev')
@Controller('dev/mail')
export class DevMailController {
  constructor(
    private readonly mail: MailService,
    private readonly repository: MailRepository,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Messages in the dev mailbox, newest first (404 unless the dev mailbox is the transport)' })
  @ApiZodResponse(200, devMailResponseSchema)
  @ApiErrorResponses({ 404: 'The dev mailbox is not in use (mail goes out by SMTP)' })
  async list(@Query() query: DevMailQuery) {
    if (!this.mail.usesDevMailbox) throw new NotFoundException('The dev mailbox is not in use');
    return this.repository.listDevMessages(query.to, query.limit);
  }
}
