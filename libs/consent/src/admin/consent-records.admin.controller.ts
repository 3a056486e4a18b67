import { Get, Header, Param } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { AdminController, Audit, type AuditActor } from '@app/admin-kit';
import { ApiZodResponse, ParseIdPipe } from '@app/common';
import { adminConsentRecordsResponseSchema, type AdminConsentRecordsResponse } from '@app/contracts';
import { ConsentRecordsAdminService } from './consent-records.admin.service.js';

/**
 * A user's consent records on the console's user page (issue 23): grants, withdrawals, and parents refused as
 * under 18, whom staff must be able to see. Kept in libs/consent, the writer of the records, under the users
 * resource's permissions (admins: a child's records and a parent's stated birthdate are personal data), and
 * audited as a read of the user like their profile (ConsentRecordsAdminService).
 */
@AdminController('users')
export class ConsentRecordsAdminController {
  constructor(private readonly records: ConsentRecordsAdminService) {}

  @Get(':id/consent-records')
  @Header('Cache-Control', 'private, no-store')
  @ApiParam({ name: 'id', format: 'uuid', description: "The user's id" })
  @ApiZodResponse(200, adminConsentRecordsResponseSchema, 'Newest first; at most 200')
  @ApiOperation({
    summary:
      'The consent records about the user as a child, or made by them as a parent (granted, withdrawn, refused_not_adult); audited as a read',
  })
  list(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<AdminConsentRecordsResponse> {
    return this.records.ofUser(id, actor);
  }
}
