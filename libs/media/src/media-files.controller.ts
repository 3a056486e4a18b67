import { Controller, Get, Param, Req, RequestMethod, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MediaFilesService, UPLOADS_PATH } from './media-files.service.js';

const ROUTE = ':shard/:name';

/** The public file route sits beside /media, outside the /api prefix (app.factory.ts excludes it). */
export const MEDIA_ROUTES_OUTSIDE_API_PREFIX = [
  { path: `${UPLOADS_PATH.slice(1)}/${ROUTE}`, method: RequestMethod.GET },
];

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/** Uploaded files for everyone: career logos on the public site, assessment videos in the student player. */
@ApiExcludeController()
@Controller(UPLOADS_PATH.slice(1))
export class MediaFilesController {
  constructor(private readonly files: MediaFilesService) {}

  @Get(ROUTE)
  async serve(
    @Param('shard') shard: string,
    @Param('name') name: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.files.serve(`${shard}/${name}`, {
      method: request.method,
      range: header(request.headers.range),
      ifRange: header(request.headers['if-range']),
      ifNoneMatch: header(request.headers['if-none-match']),
    });
    await reply.code(answer.status).headers(answer.headers).send(answer.body);
  }
}
