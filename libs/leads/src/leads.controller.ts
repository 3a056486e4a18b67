import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import {
  demoRequestSchemaFor,
  messageResponseSchema,
  parentDemoRequestSchema,
  schoolDemoRequestSchema,
  type MessageResponse,
} from '@app/contracts';
import { ApiErrorResponses, ApiZodBody, ApiZodResponse, parseOrThrow } from '@app/common';
import { ClientIp } from '@app/identity';
import { RequestCareerCommand } from './commands/request-career.command.js';
import { RequestDemoCommand } from './commands/request-demo.command.js';
import { CareerRequestDto, DemoQueryDto } from './leads.dto.js';

const TOO_MANY = { 429: 'Too many demo and career requests from this network' };

@ApiTags('leads')
@Controller('platform')
export class LeadsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('demo')
  @HttpCode(200)
  @ApiOperation({ summary: 'Request a free demo as a parent or a school' })
  @ApiZodBody(z.union([schoolDemoRequestSchema, parentDemoRequestSchema]), {
    description: 'school and designation are required with usertype=school, and not read for a parent',
  })
  @ApiZodResponse(200, messageResponseSchema)
  @ApiErrorResponses(TOO_MANY)
  requestDemo(@Query() query: DemoQueryDto, @Body() body: unknown, @ClientIp() ip: string): Promise<MessageResponse> {
    // The body's rules depend on the query (schools also give school and designation).
    const request = parseOrThrow(demoRequestSchemaFor(query.usertype), body ?? {});
    return this.commands.execute(new RequestDemoCommand(query.usertype, request, ip));
  }

  @Post('careers/request')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ask for a career the catalogue lacks' })
  @ApiZodResponse(200, messageResponseSchema)
  @ApiErrorResponses(TOO_MANY)
  requestCareer(@Body() body: CareerRequestDto, @ClientIp() ip: string): Promise<MessageResponse> {
    return this.commands.execute(new RequestCareerCommand(body, ip));
  }
}
