export { AdminKitModule } from './admin-kit.module.js';
export { AdminController, AdminAction, ApiAdminList } from './admin-controller.decorator.js';
export { ADMIN_RESOURCE_KEY, ADMIN_ACTION_KEY, actionOf } from './admin-route.js';
export * from './list-query.js';
export * from './admin-errors.js';
export { Audit, type AuditActor } from './audit-actor.decorator.js';
export { AuditService, type AuditEntry } from './audit.service.js';
export { AdminCrudController, type AdminCrudOptions, type AdminCrudService } from './admin-crud.controller.js';
export {
  AdminResourceService,
  type AdminResourceOptions,
  type AdminResourceRepository,
  type LockMode,
} from './admin-resource.service.js';
export { schoolScopeOf, schoolOfWrite, type SchoolScope } from './school-scope.js';
export { AuditPersonalData, auditRowsAbout } from './audit.personal-data.js';
