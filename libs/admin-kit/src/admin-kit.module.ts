import { Global, Module } from '@nestjs/common';
import { AdminAccessGuard } from './admin-access.guard.js';
import { AdminListInterceptor } from './admin-list.interceptor.js';
import { AuditLogsAdminController } from './audit-logs.admin.controller.js';
import { AuditRepository } from './audit.repository.js';
import { AuditService } from './audit.service.js';

/**
 * What every console resource stands on: the permission guard, the dialect's list reply and the audit log.
 * Global, like IdentityModule, so a domain lib's admin controller and services use them without wiring.
 */
@Global()
@Module({
  controllers: [AuditLogsAdminController],
  providers: [AdminAccessGuard, AdminListInterceptor, AuditRepository, AuditService],
  exports: [AdminAccessGuard, AdminListInterceptor, AuditService],
})
export class AdminKitModule {}
