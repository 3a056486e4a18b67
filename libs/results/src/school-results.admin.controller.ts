import { Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { schoolResultsSchema, type SchoolResults } from '@app/contracts';
import { ApiErrorResponses, ApiZodResponse, ParseIdPipe } from '@app/common';
import { AdminController, Audit, type AuditActor } from '@app/admin-kit';
import { SchoolResultsService } from './school-results.service.js';

/** A school's results overview, beside libs/schools' own `schools` routes (reading it is `show`). */
@AdminController('schools')
export class SchoolResultsAdminController {
  constructor(private readonly results: SchoolResultsService) {}

  @Get(':id/results')
  @ApiParam({ name: 'id', format: 'uuid', description: 'The school (a school admin: their own)' })
  @ApiZodResponse(200, schoolResultsSchema)
  @ApiErrorResponses({ 404: "School not found (another school's too, for a school admin)" })
  @ApiOperation({
    summary:
      "Each classroom's started and completed counts, the overall bands across the school and the 10 subjects aligned with the most HIGH results",
  })
  overview(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<SchoolResults> {
    return this.results.overview(actor, id);
  }
}
