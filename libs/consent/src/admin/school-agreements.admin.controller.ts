import { Body, Get, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { AdminAction, AdminController, Audit, schoolScopeOf, type AuditActor } from '@app/admin-kit';
import { ApiErrorResponses, ApiZodBody, ApiZodResponse, ParseIdPipe } from '@app/common';
import {
  schoolConsentAgreementResponseSchema,
  schoolConsentAgreementSchema,
  schoolConsentAgreementWriteSchema,
  type SchoolConsentAgreement,
  type SchoolConsentAgreementResponse,
} from '@app/contracts';
import { SchoolConsentAgreementDto } from '../consent.dto.js';
import { SchoolAgreementsService } from './school-agreements.service.js';

const idParam = ApiParam({ name: 'id', format: 'uuid', description: "The school's id" });

/**
 * A school's agreement to collect its students' parents' consent, on the console's `schools` (issue 14). Kept in
 * libs/consent, the writer of the consent tables, under the schools resource's permissions (`consent` to record).
 */
@AdminController('schools')
export class SchoolAgreementsAdminController {
  constructor(private readonly agreements: SchoolAgreementsService) {}

  @Get(':id/consent-agreement')
  @idParam
  @ApiZodResponse(200, schoolConsentAgreementResponseSchema, "The school's latest agreement, or null")
  @ApiErrorResponses({ 404: "NOT_FOUND: another school than a school admin's own" })
  @ApiOperation({ summary: "The school's agreement to collect parents' consent (the latest recorded)" })
  async show(
    @Param('id', ParseIdPipe) id: string,
    @Audit() actor: AuditActor,
  ): Promise<SchoolConsentAgreementResponse> {
    return { agreement: await this.agreements.latest(id, schoolScopeOf(actor)) };
  }

  @Post(':id/consent-agreement')
  @AdminAction('consent')
  @idParam
  @ApiZodBody(schoolConsentAgreementWriteSchema)
  @ApiZodResponse(
    201,
    schoolConsentAgreementSchema,
    'Recorded; its campus students have consent records pointing to it',
  )
  @ApiErrorResponses({ 404: 'NOT_FOUND: there is no such school', 400: 'VALIDATION_FAILED: the version or the date' })
  @ApiOperation({
    summary:
      "Record the school's agreement to collect its students' parents' consent (admins; audited): a consent record for each campus student",
  })
  record(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: SchoolConsentAgreementDto,
    @Audit() actor: AuditActor,
  ): Promise<SchoolConsentAgreement> {
    return this.agreements.record(id, body, actor);
  }
}
