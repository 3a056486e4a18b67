import { Controller, Delete, Get, Header, HttpCode, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  dataAccessResponseSchema,
  dataExportSchema,
  erasureRequestSchema,
  latestDataExportSchema,
  pendingErasureSchema,
  type DataAccessResponse,
  type DataExport,
  type ErasureRequest,
  type LatestDataExport,
  type PendingErasure,
} from '@app/contracts';
import { ApiErrorResponses, ApiZodResponse, attachment, ParseIdPipe } from '@app/common';
import { Auth, CurrentUser, type Principal } from '@app/identity';
import { DataAccessService } from './data-access.service.js';
import { DataSubjects } from './data-subjects.service.js';
import { ErasureService } from './erasure.service.js';
import { ExportService } from './export.service.js';

/** The signed-in user's data rights (issue 14): their data as a zip, erasure of their account, staff reads of it. */
@ApiTags('privacy')
@Controller('me')
@Auth()
export class PrivacyController {
  constructor(
    private readonly exports: ExportService,
    private readonly erasures: ErasureService,
    private readonly access: DataAccessService,
    private readonly subjects: DataSubjects,
  ) {}

  @Post('export')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Start an export of everything held about the caller; a mail says when its zip is ready (24 hours)',
  })
  @ApiZodResponse(202, dataExportSchema, 'The export under way (the same one while it is pending)')
  requestExport(@CurrentUser() { user }: Principal): Promise<DataExport> {
    return this.exports.request(user.id);
  }

  @Get('export')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "The caller's latest export (pending, ready, failed or expired), or null" })
  @ApiZodResponse(200, latestDataExportSchema)
  async latestExport(@CurrentUser() { user }: Principal): Promise<LatestDataExport> {
    return { export: await this.exports.latest(user.id) };
  }

  @Get('export/:id')
  @Header('Cache-Control', 'private, no-store')
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({
    description: 'The zip, as an attachment',
    content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrorResponses({
    404: "No such export, or another user's",
    409: 'EXPORT_NOT_READY: still being built; or the build failed',
    410: 'EXPORT_EXPIRED: its 24 hours are over',
  })
  @ApiOperation({ summary: "Download an export's zip: its owner only, within 24 hours of it being ready" })
  async download(@CurrentUser() { user }: Principal, @Param('id', ParseIdPipe) id: string): Promise<StreamableFile> {
    const { file, filename } = await this.exports.download(user.id, id);
    return attachment(file, filename, 'application/zip');
  }

  @Post('erasure')
  @HttpCode(202)
  @ApiOperation({ summary: 'Ask for the account to be erased after a 7-day grace period (cancellable until then)' })
  @ApiZodResponse(202, erasureRequestSchema, 'The erasure asked for, with the date it will happen')
  @ApiQuery({ name: 'childId', required: false, description: "A linked child's id (a parent's call for their child)" })
  @ApiErrorResponses({
    403: 'ERASURE_NOT_FOR_STAFF: staff accounts are closed by an administrator; NOT_LINKED_CHILD: not your child',
  })
  async requestErasure(
    @CurrentUser() { user }: Principal,
    @Query('childId') childId?: string,
  ): Promise<ErasureRequest> {
    return this.erasures.request(await this.subjects.of(user, childId));
  }

  @Get('erasure')
  @Header('Cache-Control', 'private, no-store')
  @ApiQuery({ name: 'childId', required: false, description: "A linked child's id (a parent's call for their child)" })
  @ApiOperation({ summary: "The caller's (or their linked child's) pending erasure, or null" })
  @ApiZodResponse(200, pendingErasureSchema)
  async pendingErasure(
    @CurrentUser() { user }: Principal,
    @Query('childId') childId?: string,
  ): Promise<PendingErasure> {
    return { erasure: await this.erasures.pending((await this.subjects.of(user, childId)).id) };
  }

  @Delete('erasure')
  @ApiQuery({ name: 'childId', required: false, description: "A linked child's id (a parent's call for their child)" })
  @ApiOperation({ summary: "Cancel a pending erasure (the caller's, or their linked child's)" })
  @ApiZodResponse(200, erasureRequestSchema, 'The erasure, cancelled')
  @ApiErrorResponses({ 404: 'NO_ERASURE_PENDING: nothing to cancel' })
  async cancelErasure(@CurrentUser() { user }: Principal, @Query('childId') childId?: string): Promise<ErasureRequest> {
    return this.erasures.cancel((await this.subjects.of(user, childId)).id);
  }

  @Get('data-access')
  @Header('Cache-Control', 'private, no-store')
  @ApiQuery({ name: 'childId', required: false, description: "A linked child's id (a parent's call for their child)" })
  @ApiOperation({
    summary:
      "Staff reads of the caller's (or their linked child's) data: who, when, what, and in which role (newest first)",
  })
  @ApiZodResponse(200, dataAccessResponseSchema)
  async dataAccess(
    @CurrentUser() { user }: Principal,
    @Query('childId') childId?: string,
  ): Promise<DataAccessResponse> {
    return { entries: await this.access.of((await this.subjects.of(user, childId)).id) };
  }
}
