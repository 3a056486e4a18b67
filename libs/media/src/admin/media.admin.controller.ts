import { Get, HttpCode, NotFoundException, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AdminController,
  adminList,
  type AdminList,
  ApiAdminList,
  Audit,
  type AuditActor,
  parseListQuery,
} from '@app/admin-kit';
import { ApiErrorResponses, ApiZodResponse, ParseIdPipe } from '@app/common';
import { type AdminMedia, adminMediaSchema, ERROR_CODES } from '@app/contracts';
import { MEDIA_LIST_SPEC, MediaService } from '../media.service.js';
import { readUpload, UPLOAD_FIELD } from '../upload-part.js';

/** Career logos and assessment videos: uploaded, listed and looked at; never edited or deleted (append-only). */
@AdminController('media')
export class MediaAdminController {
  constructor(private readonly media: MediaService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Upload a career logo (PNG, JPEG, WebP or SVG, at most 1 MB) or an assessment video (MP4 or WebM, at most 200 MB)',
  })
  @ApiZodResponse(201, adminMediaSchema)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', required: [UPLOAD_FIELD], properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary' } } },
  })
  @ApiErrorResponses({
    400: 'No file in the field "file", an empty or broken upload, or an SVG that cannot be read',
    413: 'An image over 1 MB or a video over 200 MB',
    415: 'Not multipart/form-data, or a file that is not one of the accepted types (read from its content)',
  })
  async upload(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Audit() actor: AuditActor,
  ): Promise<AdminMedia> {
    try {
      return await this.media.upload(await readUpload(request), actor);
    } catch (error) {
      // The rest of a refused body may still be on its way: answer, then hang up instead of reading it all.
      void reply.header('connection', 'close');
      throw error;
    }
  }

  @Get()
  @ApiAdminList(adminMediaSchema)
  @ApiOperation({ summary: 'Uploaded media (filter: kind, q on the file name, id)' })
  async list(@Query() query: Record<string, unknown>): Promise<AdminList<AdminMedia>> {
    const parsed = parseListQuery(query, MEDIA_LIST_SPEC);
    const { rows, total } = await this.media.list(parsed);
    return adminList(rows, total, parsed);
  }

  @Get(':id')
  @ApiZodResponse(200, adminMediaSchema)
  @ApiOperation({ summary: 'One upload' })
  async show(@Param('id', ParseIdPipe) id: string): Promise<AdminMedia> {
    const found = await this.media.find(id);
    if (!found) throw new NotFoundException({ message: 'Media not found', code: ERROR_CODES.NotFound });
    return found;
  }
}
