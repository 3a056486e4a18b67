import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import {
  careerRequestSchema,
  demoRequestSchemaFor,
  schoolDemoRequestSchema,
  type MessageResponse,
} from '@app/contracts';
import { parseOrThrow } from '@app/common';
import { ClientIp } from '@app/identity';
import { RequestCareerCommand } from './commands/request-career.command.js';
import { RequestDemoCommand } from './commands/request-demo.command.js';
import { CareerRequestDto, DemoQueryDto } from './leads.dto.js';

const messageSchema = { type: 'object', properties: { message: { type: 'string' } } } as const;

@ApiTags('leads')
@Controller('platform')
export class LeadsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('demo')
  @HttpCode(200)
  @ApiOperation({ summary: 'Request a free demo as a parent or a school' })
  @ApiQuery({ name: 'usertype', enum: ['parent', 'school'] })
  @ApiBody({ schema: z.toJSONSchema(schoolDemoRequestSchema, { io: 'input' }) as object })
  @ApiOkResponse({ schema: messageSchema })
  requestDemo(@Query() query: DemoQueryDto, @Body() body: unknown, @ClientIp() ip: string): Promise<MessageResponse> {
    // The body's rules depend on the query (schools also give school and designation).
    const request = parseOrThrow(demoRequestSchemaFor(query.usertype), body ?? {});
    return this.commands.execute(new RequestDemoCommand(query.usertype, request, ip));
  }

  @Post('careers/request')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ask for a career the catalogue lacks' })
  @ApiBody({ schema: z.toJSONSchema(careerRequestSchema, { io: 'input' }) as object })
  @ApiOkResponse({ schema: messageSchema })
  requestCareer(@Body() body: CareerRequestDto, @ClientIp() ip: string): Promise<MessageResponse> {
    return this.commands.execute(new RequestCareerCommand(body, ip));
  }
}
