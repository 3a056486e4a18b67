import { Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { AdminController } from '@app/admin-kit';
import { ApiZodResponse } from '@app/common';
import { adminDashboardSchema, type AdminDashboard } from '@app/contracts';
import { DashboardService } from './dashboard.service.js';

/** The console's `dashboard` (admins only): a GET without an id, so the permission table's `list`. */
@AdminController('dashboard')
export class DashboardAdminController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @ApiZodResponse(200, adminDashboardSchema)
  @ApiOperation({
    summary:
      "Today's and this month's paid orders, revenue, refunds, new leads, conversions and completed assessments, " +
      'with one entry per day of the month so far; days are India time (IST)',
  })
  show(): Promise<AdminDashboard> {
    return this.dashboard.figures();
  }
}
