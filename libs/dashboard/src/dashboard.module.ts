import { Module } from '@nestjs/common';
import { CommerceModule } from '@app/commerce';
import { EnrolmentModule } from '@app/enrolment';
import { LeadsModule } from '@app/leads';
import { DashboardAdminController } from './dashboard.admin.controller.js';
import { DashboardClock } from './dashboard-clock.js';
import { DashboardService } from './dashboard.service.js';

/**
 * The console's `dashboard` (admins only). A lib of its own: it owns no table and asks commerce, leads and
 * enrolment for their figures through their indexes, so no lib reads another's tables.
 */
@Module({
  imports: [CommerceModule, LeadsModule, EnrolmentModule],
  controllers: [DashboardAdminController],
  providers: [DashboardService, DashboardClock],
})
export class DashboardModule {}
